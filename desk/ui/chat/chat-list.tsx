/** The agent's own chats (live): unread counts, the last message, overdue and ended marks. */
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/react';
import { $deskLocale } from '../../i18n';
import { $chats, $typing } from '../../state/live';
import { routeHref } from '../../state/route';
import { Empty } from '../common/states';
import { formatTime, preview } from '../common/format';
import { badge, listItem, listSection, muted, tag, warnTag } from '../styles';

export function ChatList({ activeId }: { activeId: string | null }) {
  const t = useT();
  const chats = useStore($chats);
  const typing = useStore($typing);
  const locale = useStore($deskLocale);
  const sorted = [...chats].sort((a, b) => Number(a.ended !== undefined) - Number(b.ended !== undefined)
    || (b.lastMessage?.msgTime ?? b.assignedAt ?? 0) - (a.lastMessage?.msgTime ?? a.assignedAt ?? 0));
  return (
    <section className={listSection} aria-labelledby="chats-title">
      <h2 id="chats-title">{t('chats.title')}</h2>
      {!sorted.length ? <Empty>{t('chats.empty')}</Empty> : (
        <ul>
          {sorted.map((c) => {
            const name = c.visitorName || t('visitor.anonymous');
            const isTyping = typing[c.sessionId] && Date.now() - typing[c.sessionId]!.at < 6000;
            return (
              <li key={c.sessionId}>
                <a className={listItem} href={routeHref('chats', c.sessionId)} aria-current={c.sessionId === activeId ? 'true' : undefined}>
                  <span className="row">
                    <span className="name" dir="auto">{name}</span>
                    {c.unread > 0 && c.ended === undefined && <span className={badge}>{t('chats.unread', { count: c.unread })}</span>}
                  </span>
                  <span className="row">
                    <span className="preview" dir="auto">{isTyping ? t('chat.typingShort') : preview(t, c.lastMessage)}</span>
                    <span className={`${muted} when`}>{formatTime(c.lastMessage?.msgTime ?? c.assignedAt, locale)}</span>
                  </span>
                  {(c.ended !== undefined || c.agentOverdue || c.left) && (
                    <span className="row">
                      {c.ended !== undefined && <span className={tag}>{t('chat.ended')}</span>}
                      {c.ended === undefined && c.agentOverdue && <span className={`${tag} ${warnTag}`}>{t('chat.overdue')}</span>}
                      {c.ended === undefined && c.left && <span className={tag}>{t('chat.left')}</span>}
                    </span>
                  )}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
