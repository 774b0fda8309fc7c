/**
 * One conversation as a team lead reads it afterwards (or while it runs): who, where from, its
 * status, agent, times and rating with the visitor's comment, its tags (editable), and the whole
 * log with internal notes and transfer markers, opened at the message a search matched.
 * Read-only; an open chat of the agent's own links to the Chats screen to answer it.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { DeskConversationDetail } from '../../../protocol';
import { call } from '../../api/client';
import { useT } from '../../i18n/react';
import { $deskLocale } from '../../i18n';
import { $me } from '../../state/session';
import { routeHref } from '../../state/route';
import { statusKey } from '../../state/conversations';
import { errorMessage } from '../common/errors';
import { formatTime } from '../common/format';
import { deviceShort, visitorLabel } from '../common/visitor';
import { ErrorState, Loading } from '../common/states';
import { useAsync } from '../common/use-async';
import { MessageList } from '../chat/message-list';
import { TagEditor } from '../tags/tag-editor';
import { button, facts, muted, tag } from '../styles';
import { detailHead, focusRing } from './styles';
import { Stars } from './conversation-row';
import { TriageFromConversation } from '../admin/kb-triage/from-conversation';

export function ConversationDetail({ sessionId, seq }: { sessionId: string; seq: number | null }) {
  const t = useT();
  const locale = useStore($deskLocale);
  const me = useStore($me);
  const state = useAsync(() => call<DeskConversationDetail>('conversations/get', { sessionId }), [sessionId]);
  const [wide] = useState(() => !window.matchMedia('(max-width: 760px)').matches);

  // one column (phones): the list is hidden once a conversation opens, so the keyboard goes to it
  const opened = state.status === 'ready';
  useEffect(() => {
    if (!opened || !window.matchMedia('(max-width: 760px)').matches) return;
    const at = document.activeElement;
    if (!at || at === document.body || at.closest('.wo-list')) document.getElementById('conv-detail-title')?.focus({ preventScroll: false });
  }, [opened, sessionId]);

  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') return <ErrorState message={errorMessage(t, state.error)} retry={state.reload} />;
  const { conversation: c, visitor, messages, evaluation } = state.data;
  const name = visitorLabel(t, c);
  const mineOpen = c.status === 'manual' && me !== null && c.adminId === me.agentId;
  return (
    <>
      <div className={detailHead}>
        <a className="desk-back" href={routeHref('conversations')}>{t('conv.backToList')}</a>
        <h2 id="conv-detail-title" tabIndex={-1} dir="auto">{t('conv.detailTitle', { name })}</h2>
        <div className="line">
          <span className={tag}>{t(statusKey(c.status))}</span>
          {c.adminNick && <span dir="auto">{t('conv.servedBy', { name: c.adminNick })}</span>}
          <Stars star={c.star} />
          {c.solve !== null && <span className={tag}>{c.solve ? t('conv.solved') : t('conv.notSolved')}</span>}
          {mineOpen && <a className={button} href={routeHref('chats', c.sessionId)}>{t('conv.openInChats')}</a>}
          <TriageFromConversation sessionId={c.sessionId} />
        </div>
        {/* a phone keeps the log in view: the facts fold away there */}
        <details open={wide}>
        <summary>{t('conv.details')}</summary>
        <dl className={facts}>
          <dt>{t('conv.channel')}</dt><dd>{c.channelId}</dd>
          <dt>{t('conv.started')}</dt><dd>{formatTime(c.startedAt, locale)}</dd>
          {c.endedAt && <><dt>{t('conv.ended')}</dt><dd>{formatTime(c.endedAt, locale)}</dd></>}
          {(visitor.locale || c.locale) && <><dt>{t('conv.locale')}</dt><dd>{visitor.locale || c.locale}</dd></>}
          {deviceShort(visitor.device) && <><dt>{t('conv.device')}</dt><dd>{deviceShort(visitor.device)}</dd></>}
          {visitor.phone && <><dt>{t('visitor.phone')}</dt><dd dir="ltr">{visitor.phone}</dd></>}
          {visitor.email && <><dt>{t('visitor.email')}</dt><dd dir="ltr">{visitor.email}</dd></>}
          {evaluation?.content && <><dt>{t('conv.comment')}</dt><dd dir="auto">{evaluation.content}</dd></>}
          {evaluation && evaluation.tags.length > 0 && <><dt>{t('conv.ratingTags')}</dt><dd dir="auto">{evaluation.tags.join(', ')}</dd></>}
        </dl>
        </details>
        <TagEditor sessionId={c.sessionId} tags={c.tags} />
        {seq !== null && <p className={muted}>{t('conv.openedAtHit')}</p>}
      </div>
      <div className={focusRing}>
        <MessageList messages={messages} readOnly focusSeq={seq} />
      </div>
    </>
  );
}
