/**
 * The team panel (admins; docs/desk.md "Team and supervision"): each agent's presence, load
 * against their limit and the chats they have now, each chat a link that opens it live beside
 * the panel. Kept current by the colleagues' presence events and a refresh every 10 s (a
 * colleague's chats are not this desk's events).
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { DeskTeamMember } from '../../../protocol';
import { call } from '../../api/client';
import { useT } from '../../i18n/react';
import { $deskLocale } from '../../i18n';
import { $colleagues } from '../../state/live';
import { routeHref } from '../../state/route';
import { errorMessage } from '../common/errors';
import { formatTime } from '../common/format';
import { visitorLabel } from '../common/visitor';
import { Empty, ErrorState, Loading } from '../common/states';
import { useAsync } from '../common/use-async';
import { button, muted, presenceDot, tag, warnTag, woLayout, woListPane, woRow } from '../styles';
import { detailPane } from '../conversations/styles';
import { WatchView } from './watch-view';

const REFRESH_MS = 10_000;
const ORDER = { online: 0, busy: 1, offline: 2 } as const;

export function TeamScreen({ sessionId }: { sessionId: string | null }) {
  const t = useT();
  const locale = useStore($deskLocale);
  const presence = useStore($colleagues).map((c) => `${c.agentId}:${c.presence}`).join();
  const team = useAsync(() => call<DeskTeamMember[]>('admin/team'), [presence]);
  const { reload } = team;
  useEffect(() => {
    const every = setInterval(reload, REFRESH_MS);
    return () => clearInterval(every);
  }, [reload]);

  const members = team.status === 'ready' ? [...team.data].sort((a, b) => ORDER[a.presence] - ORDER[b.presence] || a.nick.localeCompare(b.nick)) : [];
  return (
    <div className={woLayout} data-open={sessionId ? 'true' : 'false'}>
      <section className={`${woListPane} wo-list`} aria-labelledby="team-title">
        <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <h2 id="team-title" style={{ marginInlineEnd: 'auto' }}>{t('team.title')}</h2>
          <button type="button" className={button} onClick={reload}>{t('conv.refresh')}</button>
        </div>
        {team.status === 'loading' ? <Loading />
          : team.status === 'error' ? <ErrorState message={errorMessage(t, team.error)} retry={reload} />
            : !members.length ? <Empty>{t('team.empty')}</Empty> : (
              <ul aria-label={t('team.listLabel')}>
                {members.map((m) => (
                  <li key={m.agentId} style={{ display: 'grid', gap: 6 }}>
                    <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
                      <span className={presenceDot} data-presence={m.presence} aria-hidden="true" />
                      <strong dir="auto">{m.nick}</strong>
                      <span className={muted}>{t(`presence.${m.presence}`)}</span>
                      <span className={m.load >= m.maxLoad ? `${tag} ${warnTag}` : tag}>{t('team.load', { load: m.load, max: m.maxLoad })}</span>
                    </div>
                    {m.chats.length > 0 && (
                      <ul aria-label={t('team.chatsOf', { name: m.nick })} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 }}>
                        {m.chats.map((c) => (
                          <li key={c.sessionId}>
                            <a className={woRow} href={routeHref('team', c.sessionId)} aria-current={c.sessionId === sessionId ? 'true' : undefined}>
                              <span className="row"><span className="title" dir="auto">{visitorLabel(t, c)}</span><span className={`${muted} when`}>{formatTime(c.lastMessage?.msgTime ?? c.assignedAt, locale)}</span></span>
                              <span className="badges">
                                <span className={muted}>{c.channelId}</span>
                                {c.agentOverdue && <span className={`${tag} ${warnTag}`}>{t('team.overdue')}</span>}
                              </span>
                            </a>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ul>
            )}
      </section>
      <section className={`wo-detail ${detailPane}`} aria-label={t('team.watchLabel')}>
        {sessionId ? <WatchView key={sessionId} sessionId={sessionId} onMoved={reload} /> : <Empty>{t('team.pick')}</Empty>}
      </section>
    </div>
  );
}
