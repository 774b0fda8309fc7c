/**
 * Who the visitor is: name and contacts, locale, the page they came from, channel, device, the
 * pre-chat form's answers; and their chats, the earlier ones readable in a dialog.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { DeskSessionSummary, DeskVisitor } from '../../../protocol';
import { call } from '../../api/client';
import { useT } from '../../i18n/react';
import { $deskLocale } from '../../i18n';
import { $profileVersion } from '../../state/live';
import { errorMessage } from '../common/errors';
import { useAsync } from '../common/use-async';
import { Empty, ErrorState, Loading } from '../common/states';
import { formatTime } from '../common/format';
import { deviceShort, visitorLabel } from '../common/visitor';
import { button, facts, listSection, muted, sidePane, small } from '../styles';
import { HistoryDialog } from './history-dialog';

function Profile({ v }: { v: DeskVisitor }) {
  const t = useT();
  const locale = useStore($deskLocale);
  const rows: [string, string][] = [
    [t('visitor.name'), v.userName],
    [t('visitor.phone'), v.phone],
    [t('visitor.email'), v.email],
    [t('visitor.locale'), v.locale],
    [t('visitor.channel'), v.channelId],
    [t('visitor.page'), v.previousUrl],
    [t('visitor.refer'), v.refer],
    [t('visitor.params'), v.params],
    [t('visitor.firstSeen'), formatTime(v.firstSeen, locale)],
    [t('visitor.lastSeen'), formatTime(v.lastSeen, locale)],
  ];
  const form = Object.entries(v.formParams ?? {});
  return (
    <dl className={facts}>
      {rows.filter(([, value]) => value).map(([k, value]) => <div key={k} style={{ display: 'contents' }}><dt>{k}</dt><dd>{value}</dd></div>)}
      {v.device && <><dt>{t('visitor.device')}</dt><dd title={v.device}>{deviceShort(v.device) || v.device.slice(0, 60)}</dd></>}
      {form.map(([k, value]) => <div key={`f-${k}`} style={{ display: 'contents' }}><dt>{k}</dt><dd>{typeof value === 'string' ? value : JSON.stringify(value)}</dd></div>)}
    </dl>
  );
}

export function VisitorPanel({ userId, currentSessionId }: { userId: string; currentSessionId: string }) {
  const t = useT();
  const locale = useStore($deskLocale);
  const version = useStore($profileVersion)[userId] ?? 0;
  const profile = useAsync(() => call<DeskVisitor>('visitor/profile', { userId }), [userId, version]);
  const sessions = useAsync(() => call<{ sessions: DeskSessionSummary[] }>('visitor/sessions', { userId }).then((r) => r.sessions), [userId]);
  const [reading, setReading] = useState<DeskSessionSummary | null>(null);
  const earlier = sessions.status === 'ready' ? sessions.data.filter((s) => s.sessionId !== currentSessionId) : [];
  return (
    <aside className={sidePane} aria-labelledby="visitor-title">
      <section className={listSection}>
        <h2 id="visitor-title">
          {t('visitor.title')}
          <button type="button" className={`${button} ${small}`} style={{ marginInlineStart: 'auto' }} onClick={() => { profile.reload(); sessions.reload(); }}>{t('action.refresh')}</button>
        </h2>
        {profile.status === 'loading' ? <Loading /> : profile.status === 'error' ? <ErrorState message={errorMessage(t, profile.error)} retry={profile.reload} /> : (
          <>
            <p className="visitor-label" dir="auto" style={{ margin: '0 0 6px', fontWeight: 600, overflowWrap: 'anywhere' }}>{visitorLabel(t, profile.data)}</p>
            <Profile v={profile.data} />
          </>
        )}
      </section>
      <section className={listSection} aria-labelledby="earlier-title">
        <h2 id="earlier-title">{t('visitor.earlier')}</h2>
        {sessions.status === 'loading' ? <Loading /> : sessions.status === 'error' ? <ErrorState message={errorMessage(t, sessions.error)} retry={sessions.reload} />
          : !earlier.length ? <Empty>{t('visitor.noEarlier')}</Empty> : (
            <ul>
              {earlier.map((s) => (
                <li key={s.sessionId}>
                  <button type="button" className={`${button} ${small}`} style={{ width: '100%', textAlign: 'start' }} onClick={() => setReading(s)}>
                    {formatTime(s.startedAt, locale)} · {s.connection === 'manual' ? t('visitor.withAgent') : t('visitor.withRobot')} · {t('visitor.messages', { count: s.messageCount })}
                  </button>
                </li>
              ))}
            </ul>
          )}
        <p className={muted}>{t('visitor.earlierHint')}</p>
      </section>
      {reading && <HistoryDialog session={reading} onClose={() => setReading(null)} />}
    </aside>
  );
}
