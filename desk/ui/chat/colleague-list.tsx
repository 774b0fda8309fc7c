/** Who else is on duty: colleagues' effective presence, live (the socket's presence events). */
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/react';
import { $colleagues } from '../../state/live';
import { $me } from '../../state/session';
import { Empty } from '../common/states';
import { listSection, muted, presenceDot } from '../styles';

const ORDER = { online: 0, busy: 1, offline: 2 } as const;

export function ColleagueList() {
  const t = useT();
  const me = useStore($me);
  const colleagues = useStore($colleagues).filter((c) => c.agentId !== me?.agentId);
  const sorted = [...colleagues].sort((a, b) => ORDER[a.presence] - ORDER[b.presence] || a.nick.localeCompare(b.nick));
  return (
    <section className={listSection} aria-labelledby="colleagues-title">
      <h2 id="colleagues-title">{t('colleagues.title')}</h2>
      {!sorted.length ? <Empty>{t('transfer.noAgents')}</Empty> : (
        <ul>
          {sorted.map((c) => (
            <li key={c.agentId} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
              <span className={presenceDot} data-presence={c.presence} aria-hidden="true" />
              <span dir="auto">{c.nick}</span>
              <span className={muted}>{t(`presence.${c.presence}`)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
