/**
 * The knowledge base tab's view of the unanswered questions: the five most asked that wait, how
 * many wait in all, and a link to the "Unanswered questions" tab where they are triaged
 * (kb-triage/, docs/desk.md).
 */
import { useStore } from '@nanostores/react';
import type { TriageQuestion } from '../../../protocol';
import { call } from '../../api/client';
import { useT } from '../../i18n/react';
import { $deskLocale } from '../../i18n';
import { routeHref } from '../../state/route';
import { useAsync } from '../common/use-async';
import { errorMessage } from '../common/errors';
import { Empty, ErrorState, Loading } from '../common/states';
import { formatTime } from '../common/format';
import { table, tableWrap } from '../styles';
import { $triageWaiting } from './kb-triage/waiting';

export function KbUnknown() {
  const t = useT();
  const locale = useStore($deskLocale);
  const data = useAsync(() => call<{ questions: TriageQuestion[]; waiting: number }>('admin/kb/triage/list', { limit: 5 })
    .then((r) => { $triageWaiting.set(r.waiting); return r; }), []);
  return (
    <section aria-labelledby="kb-unknown" style={{ display: 'grid', gap: 8 }}>
      <h3 id="kb-unknown">{t('kb.unknown')}</h3>
      {data.status === 'loading' ? <Loading /> : data.status === 'error' ? <ErrorState message={errorMessage(t, data.error)} retry={data.reload} />
        : !data.data.questions.length ? <Empty>{t('kb.unknownEmpty')}</Empty> : (
          <>
            <div className={tableWrap}>
              <table className={table}>
                <thead><tr><th scope="col">{t('kb.question')}</th><th scope="col">{t('kb.locale')}</th><th scope="col">{t('kb.count')}</th><th scope="col">{t('kb.lastAsked')}</th></tr></thead>
                <tbody>
                  {data.data.questions.map((q) => <tr key={q.key}><td dir="auto">{q.question}</td><td>{q.locale}</td><td>{q.count}</td><td>{formatTime(q.lastAsked, locale)}</td></tr>)}
                </tbody>
              </table>
            </div>
            <p style={{ margin: 0 }}>{t('triage.waiting', { count: data.data.waiting })} <a href={routeHref('admin', 'triage')}>{t('triage.open')}</a></p>
          </>
        )}
    </section>
  );
}
