/**
 * The agent's own chats (live): the visitor's name or "Visitor 4821", unread counts, the last
 * message, where they are (channel, locale, device, page), overdue and ended marks.
 */
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/react';
import { $deskLocale } from '../../i18n';
import { $chats, $typing } from '../../state/live';
import { routeHref } from '../../state/route';
import { Empty } from '../common/states';
import { emptyChatsKey, formatTime, preview } from '../common/format';
import { $me } from '../../state/session';
import { deviceShort, pageShort, visitorLabel } from '../common/visitor';
import { badge, listItem, listSection, muted, tag, warnTag } from '../styles';

export function ChatList({ activeId }: { activeId: string | null }) {
  const t = useT();
  const chats = useStore($chats);
  const typing = useStore($typing);
  const locale = useStore($deskLocale);
  const me = useStore($me);
  const sorted = [...chats].sort((a, b) => Number(a.ended !== undefined) - Number(b.ended !== undefined)
    || (b.lastMessage?.msgTime ?? b.assignedAt ?? 0) - (a.lastMessage?.msgTime ?? a.assignedAt ?? 0));
  return (
    <section className={listSection} aria-labelledby="chats-title">
      <h2 id="chats-title">{t('chats.title')}</h2>
      {!sorted.length ? <Empty>{t(emptyChatsKey(me?.presence))}</Empty> : (
        <ul>
          {sorted.map((c) => {
            const name = visitorLabel(t, c);
            const meta = [c.channelId, c.locale, deviceShort(c.device), pageShort(c.previousUrl)].filter(Boolean);
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
                  {meta.length > 0 && <span className={`${muted} meta`} dir="auto" title={c.previousUrl || undefined}>{meta.join(' · ')}</span>}
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
