/**
 * The visitor sends text (spec §5, §7): trimmed, whitespace-only never sent, checked for
 * forbidden words first (checkSensitive: a text with any is not sent and the visitor is told
 * which), then to the robot (robotAsk) in the robot stage or to people (sendMsg) in manual
 * service or the queue. A failed send keeps its local id; the retry reuses it.
 */
import { api, ApiError } from '../api/client';
import { Limits, MsgStatus, MsgType, SenderType } from '../../protocol';
import { addMessage, localId, patchMessage } from '../state/messages';
import { showToast } from '../state/ui';
import { inManualService, maxLength, tr, userRef } from './context';
import { askRobot, retries } from './robot';

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
  const words = await forbiddenWords(text);
  if (words.length) {
    showToast('error', tr()('chat.sensitive', { words: words.join(tr()('common.listSeparator')) }), Limits.toastErrorMs);
    return false;
  }
  if (inManualService()) void sendToPeople(text);
  else void askRobot({ question: text }, { visitorText: text });
  return true;
}

/** Retry a failed message (same local id). */
export function retrySend(key: string): void {
  retries.get(key)?.();
}
