/**
 * Talking to the robot (spec §4, §7 robotAsk): the full robot payload, the visitor's side shown
 * at once (loading → success / failed with a retry under the same local id, so the server
 * stores it once), the typing dots while the robot thinks, the reply as a message, msgComplete
 * once it is displayed, reply status 0 (reload) and −1 (transfer), and the auto-transfer
 * after Limits.autoTransferMs for the channel's modes.
 */
import { api, ApiError } from '../api/client';
import { AnswerType, Limits, MsgStatus, MsgType, RobotReplyStatus, SenderType, TransferButtonMode, VoteState } from '../../protocol';
import type { ChatMessage, RobotAnswer, RobotAskRequest } from '../../protocol';
import { addMessage, localId, patchMessage } from '../state/messages';
import { $chat, patchChat } from '../state/chat';
import { showToast } from '../state/ui';
import { restartSession } from '../state/session';
import { $pageMode } from '../state/ui';
import { noticeIncoming } from './attention';
import { config, query, userRef } from './context';
import { requestTransfer } from './transfer';

/** Retries of failed sends, by message key (same local id: the server deduplicates). */
export const retries = new Map<string, () => void>();

/** spec §7 "Robot send payload": what the page was started with, plus the question's own fields. */
function payload(req: RobotAskRequest, id: string): RobotAskRequest & { id: string } {
  const q = query();
  const out: RobotAskRequest & { id: string } = { ...userRef(), ...req, id };
  const robotNo = config()?.robotNo || q.robotNo;
  if (robotNo) out.robotNo = robotNo;
  if (q.customerToken) out.customerToken = q.customerToken;
  if (q.customerParameters) out.customerParameters = q.customerParameters;
  return out;
}

/** ours (spec §4 "answer types trigger … auto-transfer after 1 s per the modes") */
function wantsAutoTransfer(a: RobotAnswer): boolean {
  if (a.autoTransfer) return true;
  const c = config();
  const mode = a.answerType === AnswerType.answer ? c?.robotAnswerTransferUserMode
    : a.answerType === AnswerType.guide ? c?.robotGuideTransferUserMode : c?.robotUnknownTransferUserMode;
  return mode === TransferButtonMode.autoTransfer;
}

/** The robot's answer as a chat message, the same shape history re-renders (docs/api.md robotAsk). */
export function answerMessage(a: RobotAnswer, id: string): ChatMessage {
  const itemList = a.answers.flatMap((r) => r.clarifyGuide ?? r.buttons ?? []);
  const m: ChatMessage = {
    id: `${id}.robot`, senderType: SenderType.robot, msgType: MsgType.robotRich, msgTime: Date.now(),
    msgContent: a.answers[0]?.text ?? '', answers: a.answers, answerType: a.answerType, status: MsgStatus.success,
  };
  const name = config()?.robotName;
  if (name) m.senderName = name;
  if (a.msgId !== undefined) m.msgId = a.msgId;
  if (a.docId !== undefined) { m.docId = a.docId; m.disabled = VoteState.notVoted; }
  if (a.docPattern !== undefined) m.docPattern = a.docPattern;
  if (a.suggestList?.length) m.suggestList = a.suggestList;
  if (a.showTransferBtn !== undefined) m.showTransferBtn = a.showTransferBtn;
  if (itemList.length) m.itemList = itemList;
  return m;
}

export interface AskOptions {
  /** what the visitor's side shows; null shows nothing (the server stores what it asked) */
  visitorText: string | null;
  /** a retry: the key and local id of the message shown already */
  retry?: { key: string; id: string };
}

/** Ask the robot. Resolves true when the answer was shown. */
export async function askRobot(req: RobotAskRequest, opts: AskOptions): Promise<boolean> {
  const id = opts.retry?.id ?? localId();
  let key = opts.retry?.key;
  if (!key && opts.visitorText !== null) {
    key = addMessage({ id, senderType: SenderType.visitor, msgType: MsgType.text, msgContent: opts.visitorText, msgTime: Date.now(), status: MsgStatus.loading }).key;
  } else if (key) patchMessage(key, { status: MsgStatus.loading });
  patchChat({ asking: $chat.get().asking + 1 });
  let answer: RobotAnswer;
  try {
    answer = await api('robotAsk', payload(req, id));
  } catch (err) {
    if (key) {
      const k = key;
      patchMessage(k, { status: MsgStatus.failed });
      retries.set(k, () => void askRobot(req, { visitorText: opts.visitorText, retry: { key: k, id } }));
    }
    // the network toast (spec §8) is the client's; a refusal shows the server's message
    if (err instanceof ApiError && !err.network && err.code < 500 && err.code !== 401) showToast('error', err.message, Limits.toastErrorMs);
    return false;
  } finally {
    patchChat({ asking: Math.max(0, $chat.get().asking - 1) });
  }
  // an answer without a body (a server that answered 200 with nothing) is a failed ask, not a crash
  if (!answer || typeof answer !== 'object' || !Array.isArray(answer.answers)) {
    if (key) {
      const k = key;
      patchMessage(k, { status: MsgStatus.failed });
      retries.set(k, () => void askRobot(req, { visitorText: opts.visitorText, retry: { key: k, id } }));
    }
    return false;
  }
  if (key) {
    retries.delete(key);
    patchMessage(key, { status: MsgStatus.success });
  }
  // spec §4 robot reply status: 0 reloads the page, −1 transfers, otherwise shown
  if (answer.status === RobotReplyStatus.reload) {
    if ($pageMode.get()) location.reload();
    else restartSession();
    return false;
  }
  const shown = addMessage(answerMessage(answer, id));
  noticeIncoming([shown]);
  if (answer.msgId !== undefined) {
    const msgId = answer.msgId;
    // spec §7 msgComplete once the answer is displayed (after this render)
    requestAnimationFrame(() => void api('msgComplete', { ...userRef(), msgId }, { quiet: true }).catch(() => undefined));
  }
  if (answer.status === RobotReplyStatus.transfer) void requestTransfer();
  else if (wantsAutoTransfer(answer)) setTimeout(() => void requestTransfer(), Limits.autoTransferMs);
  return true;
}

/** A robot text of the spec with no server call (used by menus and the side panel's preset answers). */
export function robotSays(text: string): void {
  const name = config()?.robotName;
  const m = addMessage({ senderType: SenderType.robot, msgType: MsgType.text, msgContent: text, msgTime: Date.now(), ...(name ? { senderName: name } : {}) }, true);
  noticeIncoming([m]);
}

