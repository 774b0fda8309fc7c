/**
 * The visitor sends text (spec §5, §7): trimmed, whitespace-only never sent. To the robot
 * (robotAsk) in the robot stage, checked for forbidden words first (checkSensitive: a question
 * with any is not asked and the visitor is told which); to people (sendMsg) in manual service or
 * the queue, where the server stores a text with forbidden words flagged for the agent and the
 * visitor's copy keeps a warning mark with the reason (the answer's sensitiveFlag, event 1208).
 * A failed send keeps its local id; the retry reuses it.
 */
import { api, ApiError } from '../api/client';
import { Limits, MsgStatus, MsgType, SenderType } from '../../protocol';
import { addMessage, localId, patchMessage } from '../state/messages';
import { showToast } from '../state/ui';
import { inManualService, maxLength, tr, userRef } from './context';
import { askRobot, retries } from './robot';
import { visitorWrote } from './wait-timers';
import { typingSent } from './typing';

/** spec §7 checkSensitive: the forbidden words in `text` (none when the check cannot run). */
async function forbiddenWords(text: string): Promise<string[]> {
  try {
    const r = await api('checkSensitive', { ...userRef(), msgContent: text }, { quiet: true });
    return Array.isArray(r?.words) ? r.words : [];
  } catch {
    // the server checks again; a failing check must not block the visitor
    return [];
  }
}

async function sendToPeople(text: string, retry?: { key: string; id: string }): Promise<void> {
  const id = retry?.id ?? localId();
  const key = retry?.key ?? addMessage({ id, senderType: SenderType.visitor, msgType: MsgType.text, msgContent: text, msgTime: Date.now(), status: MsgStatus.loading }).key;
  if (retry) patchMessage(key, { status: MsgStatus.loading });
  try {
    const stored = await api('sendMsg', { ...userRef(), msgContent: text, msgType: MsgType.text, id });
    retries.delete(key);
    patchMessage(key, { ...stored, status: MsgStatus.success });
    visitorWrote();
  } catch (err) {
    patchMessage(key, { status: MsgStatus.failed });
    retries.set(key, () => void sendToPeople(text, { key, id }));
    if (err instanceof ApiError && !err.network && err.code < 500 && err.code !== 401) showToast('error', err.message, Limits.toastErrorMs);
  }
}

/** Send what the visitor typed. Resolves false when nothing was sent (the input keeps the text). */
export async function sendText(raw: string): Promise<boolean> {
  const text = raw.trim();
  if (!text) return false;
  if ([...text].length > maxLength()) {
    showToast('error', tr()('chat.tooLong', { max: maxLength() }), Limits.toastErrorMs);
    return false;
  }
  if (inManualService()) {
    typingSent();
    void sendToPeople(text);
    return true;
  }
  const words = await forbiddenWords(text);
  if (words.length) {
    showToast('error', tr()('chat.sensitive', { words: words.join(tr()('common.listSeparator')) }), Limits.toastErrorMs);
    return false;
  }
  void askRobot({ question: text }, { visitorText: text });
  return true;
}

/** Retry a failed message (same local id). */
export function retrySend(key: string): void {
  retries.get(key)?.();
}
