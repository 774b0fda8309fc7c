/**
 * The chat's messages (spec §3 "Chat message"). Empty for now: the chat issue fills it from
 * chatStart, history and polling; until then the footer adds the visitor's own text locally.
 */
import { atom } from 'nanostores';
import { MsgStatus, MsgType, SenderType } from '../protocol';
import type { ChatMessage } from '../protocol';

export const $messages = atom<ChatMessage[]>([]);

/** spec §3: a local message id is `message` + a timestamp (also the idempotency key, DESIGN §3). */
export function addVisitorText(text: string, now = Date.now()): ChatMessage {
  const msg: ChatMessage = {
    id: `message${now}`,
    msgType: MsgType.text,
    senderType: SenderType.visitor,
    msgContent: text,
    msgTime: now,
    status: MsgStatus.loading,
  };
  $messages.set([...$messages.get(), msg]);
  return msg;
}
