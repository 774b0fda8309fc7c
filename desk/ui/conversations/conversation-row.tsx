/**
 * One conversation in the list: who (name or "Visitor 4821"), when, its status, agent and
 * rating, its tags, and either where the search matched (the words marked) or the newest message.
 */
import { useStore } from '@nanostores/react';
import type { DeskConversationSummary } from '../../../protocol';
import { useT } from '../../i18n/react';
import { $deskLocale } from '../../i18n';
import { conversationRouteId, snippetParts, statusKey } from '../../state/conversations';
import { routeHref } from '../../state/route';
import { formatTime } from '../common/format';
import { visitorLabel } from '../common/visitor';
import { muted, tag, woRow } from '../styles';
import { TagChips } from '../tags/tag-chips';
import { hitText, rowPreview, stars } from './styles';

export function Stars({ star }: { star: number | null }) {
  const t = useT();
  if (star === null) return null;
  return <span className={stars} role="img" aria-label={t('conv.rated', { n: star })}>{'★'.repeat(star)}{'☆'.repeat(Math.max(0, 5 - star))}</span>;
}

export function ConversationRow({ c, current }: { c: DeskConversationSummary; current: boolean }) {
  const t = useT();
  const locale = useStore($deskLocale);
  return (
    <a className={woRow} href={routeHref('conversations', conversationRouteId(c.sessionId, c.hit))} aria-current={current ? 'true' : undefined}>
      <span className="row"><span className="title" dir="auto">{visitorLabel(t, c)}</span><span className={`${muted} when`}>{formatTime(c.lastMsgAt, locale)}</span></span>
      {c.hit ? (
        <span className={hitText} dir="auto">
          {c.hit.msgId === null && <span className={muted}>{t('conv.hitVisitor')} </span>}
          {snippetParts(c.hit).map((p, i) => (p.mark ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>))}
        </span>
      ) : c.preview && <span className={rowPreview} dir="auto">{c.preview}</span>}
      <span className="badges">
        <span className={tag}>{t(statusKey(c.status))}</span>
        {c.adminNick && <span className={muted} dir="auto">{c.adminNick}</span>}
        <span className={muted}>{c.channelId}</span>
        <Stars star={c.star} />
        {c.solve === 0 && <span className={tag}>{t('conv.notSolved')}</span>}
        <TagChips tagIds={c.tags} />
      </span>
    </a>
  );
}
