/**
 * Event polling (spec §4: every 2 s while queued or with an agent). One loop per widget; the
 * cursor (pollId) only moves forward with the server's answer, so a lost answer loses nothing
 * (DESIGN §3). Each event code has its case in ONE exhaustive switch; the cases human service
 * needs (evaluation request, video) are filled in by part 2.
 */
import { api, ApiError } from '../api/client';
import { EventCode, Limits, OutType, UserStatus } from '../../protocol';
import type { PollEvent } from '../../protocol';
import { $session, patchSession } from '../state/session';
import { $messages, addMessages, removeMessage } from '../state/messages';
import { patchChat } from '../state/chat';
import { $agentTyping } from '../state/ui';
import { noticeIncoming } from './attention';
import { config, notice, on, tr, userRef } from './context';

let timer: ReturnType<typeof setTimeout> | null = null;
let running = false;
let typingTimer: ReturnType<typeof setTimeout> | null = null;

function closedText(outType: number | undefined): string {
  const t = tr();
  const c = config();
  switch (outType) {
    case OutType.agentClosed: return (on(c?.adminCloseMode) && c?.adminCloseMsg) || t('notice.chatEnded');
    case OutType.userTimeout: return c?.userTimeoutMsg || t('notice.userTimeout');
    case OutType.newWindow: return t('notice.newWindow');
    default: return c?.userOverMsg || t('notice.chatEnded');
  }
}

/** One event (spec §4 polling events). */
export function handleEvent(ev: PollEvent): void {
  const code = (ev.eventCode ?? ev.code) as EventCode;
  switch (code) {
    case EventCode.agentConnected:
      patchSession({ userStatus: UserStatus.manual });
      return;
    case EventCode.agentMessage: {
      // spec §4: ignored if sensitiveFlag is 1
      if (ev.sensitiveFlag === 1) return;
      const { eventCode: _e, code: _c, ...msg } = ev;
      noticeIncoming(addMessages([msg]));
      return;
    }
    case EventCode.chatClosed:
      notice(closedText(ev.outType), true);
      patchSession({ userStatus: UserStatus.offline });
      patchChat({ ended: true });
      stopPolling();
      return;
    case EventCode.evaluationRequest:
      // part 2 (evaluation screen)
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
      return;
    case EventCode.queuePosition:
      // part 2 (queue): the batch's waitIndex carries the position too
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
}

export function startPolling(): void {
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
  running = false;
  if (timer) clearTimeout(timer);
  timer = null;
}
