/** Questions the robot could not answer, most asked first: what to add to the knowledge base next. */
import { useStore } from '@nanostores/react';
import { call } from '../../api/client';
import { useT } from '../../i18n/react';
import { $deskLocale } from '../../i18n';
import { useAsync } from '../common/use-async';
import { errorMessage } from '../common/errors';
import { Empty, ErrorState, Loading } from '../common/states';
import { formatTime } from '../common/format';
import { button, small, table, tableWrap } from '../styles';

interface Unknown { key: string; question: string; locale: string; count: number; firstAsked: number; lastAsked: number }

export function KbUnknown() {
  const t = useT();
  const locale = useStore($deskLocale);
  const data = useAsync(() => call<{ questions: Unknown[] }>('admin/kb/unknown', { limit: 200 }).then((r) => r.questions), []);
  return (
    <section aria-labelledby="kb-unknown" style={{ display: 'grid', gap: 8 }}>
      <h3 id="kb-unknown" style={{ display: 'flex', gap: 8, alignItems: 'center' }}>{t('kb.unknown')}
        <button type="button" className={`${button} ${small}`} onClick={data.reload}>{t('action.refresh')}</button></h3>
      {data.status === 'loading' ? <Loading /> : data.status === 'error' ? <ErrorState message={errorMessage(t, data.error)} retry={data.reload} />
        : !data.data.length ? <Empty>{t('kb.unknownEmpty')}</Empty> : (
          <div className={tableWrap} style={{ maxHeight: 360, overflow: 'auto' }}>
            <table className={table}>
              <thead><tr><th scope="col">{t('kb.question')}</th><th scope="col">{t('kb.locale')}</th><th scope="col">{t('kb.count')}</th><th scope="col">{t('kb.lastAsked')}</th></tr></thead>
              <tbody>
                {data.data.map((q) => <tr key={q.key}><td>{q.question}</td><td>{q.locale}</td><td>{q.count}</td><td>{formatTime(q.lastAsked, locale)}</td></tr>)}
              </tbody>
            </table>
          </div>
        )}
    </section>
  );
}
