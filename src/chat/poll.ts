/**
 * Event polling (spec §4: every 2 s while queued or with an agent). One loop per widget; the
 * cursor (pollId) only moves forward with the server's answer, so a lost answer loses nothing
 * (DESIGN §3). Each event code has its case in ONE exhaustive switch.
 */
import { api, ApiError } from '../api/client';
import { ConnectionType, EventCode, Limits, OutType, SenderType, UserStatus } from '../../protocol';
import type { AdminCard, PollEvent } from '../../protocol';
import { $session, patchSession } from '../state/session';
import { $messages, addMessages, patchMessage, removeMessage } from '../state/messages';
import { $chat, patchChat } from '../state/chat';
import { $agentTyping } from '../state/ui';
import { noticeIncoming } from './attention';
import { config, notice, on, tr, userRef } from './context';
import { agentWrote, stopWaitTimers, userWasTimedOut } from './wait-timers';
import { offerEvaluation, openEvaluation } from './evaluation';
import { installLeaveGuard, removeLeaveGuard } from './leave-guard';

let timer: ReturnType<typeof setTimeout> | null = null;
let running = false;
let typingTimer: ReturnType<typeof setTimeout> | null = null;

function closedText(outType: number | undefined): string {
  const t = tr();
  const c = config();
  switch (outType) {
    case OutType.agentClosed: return (on(c?.adminCloseMode) && c?.adminCloseMsg) || t('notice.chatEnded');
    // the widget's own timer may have said it already (./wait-timers.ts): then only the end
    case OutType.userTimeout: return userWasTimedOut() ? t('notice.chatEnded') : c?.userTimeoutMsg || t('notice.userTimeout');
    case OutType.newWindow: return t('notice.newWindow');
    default: return c?.userOverMsg || t('notice.chatEnded');
  }
}

const CARD_FIELDS = ['adminFace', 'adminCardSign', 'adminCardTel', 'adminCardMobile', 'adminCardEmail', 'adminCardQq', 'adminCardWechat'] as const;

/** The agent card an event 1200 carries (docs/api.md "Events of the human service"). */
function cardOf(ev: PollEvent): AdminCard {
  const card: AdminCard = { adminId: ev.adminId ?? '', adminNick: ev.adminNick ?? '' };
  for (const k of CARD_FIELDS) {
    const v = ev[k];
    if (typeof v === 'string' && v) card[k] = v;
  }
  return card;
}

/**
 * spec §4 1200: the agent connected — from the queue, or a colleague taking over after a
 * transfer. The header and contact card follow the new agent, and a notice says who serves now;
 * the same agent again (the transferAgent answer already showed it) says nothing.
 */
function agentConnected(ev: PollEvent): void {
  const before = $chat.get().agent;
  patchSession({ userStatus: UserStatus.manual });
  patchChat({ connection: ConnectionType.manual, waitIndex: null });
  if (ev.adminId === undefined || (before && String(before.adminId) === String(ev.adminId))) return;
  const card = cardOf(ev);
  patchChat({ agent: card });
  const t = tr();
  notice(t(before ? 'notice.transferred' : 'notice.connected', { name: card.adminNick ?? '' }));
  agentWrote();
}

/** spec §4 1208: the visitor's message was flagged; it keeps a warning mark and the reason. */
function messageFlagged(ev: PollEvent): void {
  const target = $messages.get().find((m) => (ev.id && m.id === ev.id) || (ev.msgId !== undefined && m.msgId !== undefined && String(m.msgId) === String(ev.msgId)));
  if (target) patchMessage(target.key, { sensitiveFlag: 1, sensitiveWords: typeof ev.sensitiveWords === 'string' ? ev.sensitiveWords : target.sensitiveWords ?? '' });
}

/** One event (spec §4 polling events). */
export function handleEvent(ev: PollEvent): void {
  const code = (ev.eventCode ?? ev.code) as EventCode;
  switch (code) {
    case EventCode.agentConnected:
      agentConnected(ev);
      return;
    case EventCode.agentMessage: {
      // spec §4: ignored if sensitiveFlag is 1
      if (ev.sensitiveFlag === 1) return;
      const { eventCode: _e, code: _c, ...msg } = ev;
      const added = addMessages([msg]);
      noticeIncoming(added);
      if (added.some((m) => m.senderType === SenderType.agent)) {
        // the message the dots announced has arrived
        stopAgentTyping();
        agentWrote();
      }
      return;
    }
    case EventCode.chatClosed: {
      const wasManual = $chat.get().connection === ConnectionType.manual;
      notice(closedText(ev.outType), true);
      stopAgentTyping();
      stopWaitTimers();
      patchSession({ userStatus: UserStatus.offline });
      patchChat({ ended: true, waitIndex: null });
      stopPolling();
      // spec §4 1202 "may invite evaluation": a chat an agent served is offered a rating
      if (wasManual && ev.outType !== OutType.newWindow) offerEvaluation('ended');
      return;
    }
    case EventCode.evaluationRequest:
      openEvaluation('invite');
      return;
    case EventCode.agentTyping:
      $agentTyping.set(true);
      if (typingTimer) clearTimeout(typingTimer);
      typingTimer = setTimeout(() => $agentTyping.set(false), Limits.typingIndicatorMs);
      return;
    case EventCode.messageRetracted: {
      const target = $messages.get().find((m) => m.msgId !== undefined && String(m.msgId) === String(ev.msgId));
      if (target) removeMessage(target.key);
      notice(tr()('notice.retracted'));
      return;
    }
    case EventCode.videoAgentId:
      // part 2 (video call)
      return;
    case EventCode.errorFlag:
      messageFlagged(ev);
      return;
    case EventCode.queuePosition:
      if (typeof ev.waitIndex === 'number') patchChat({ waitIndex: ev.waitIndex });
      return;
    default: {
      const unknown: never = code;
      void unknown;
    }
  }
}

async function pollOnce(): Promise<void> {
  const { pollId } = $session.get();
  if (pollId === undefined) return;
  const batch = await api('getEventMsg', { ...userRef(), pollId }, { quiet: true });
  if (batch.pollId !== undefined) patchSession({ pollId: batch.pollId });
  batch.msgList.forEach(handleEvent);
  if (batch.status !== undefined && running) patchSession({ userStatus: batch.status });
  // a client that knows only the spec's codes reads the place from the batch (docs/api.md)
  if (running && batch.status === UserStatus.queued && typeof batch.waitIndex === 'number') patchChat({ waitIndex: batch.waitIndex });
}

function stopAgentTyping(): void {
  if (typingTimer) clearTimeout(typingTimer);
  typingTimer = null;
  $agentTyping.set(false);
}

export function startPolling(): void {
  // queued or with an agent: leaving the page now asks first (./leave-guard.ts)
  installLeaveGuard();
  if (running) return;
  running = true;
  const loop = async () => {
    if (!running) return;
    try {
      await pollOnce();
    } catch (err) {
      // login expired: the dialog is up, stop; anything else: try again next round
      if (err instanceof ApiError && err.code === 401) running = false;
    }
    if (running) timer = setTimeout(() => void loop(), Limits.pollIntervalMs);
  };
  void loop();
}

export function stopPolling(): void {
  removeLeaveGuard();
  running = false;
  if (timer) clearTimeout(timer);
  timer = null;
}
