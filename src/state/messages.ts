/**
 * The chat's messages (spec §3 "Chat message"), in display order, with the actions that change
 * them. Every message has a `key` for rendering: its local id (the idempotency key, DESIGN §3),
 * else its server msgId, else a local counter. Incoming copies of a message already shown (the
 * server's answer to a send, history overlapping the session) replace it instead of repeating it.
 */
import { atom } from 'nanostores';
import { SenderType } from '../../protocol';
import type { ChatMessage } from '../../protocol';

/** A message as the widget holds it: the wire's fields plus what only this device knows. */
export interface LocalMessage extends ChatMessage {
  /** an upload in flight: percent sent (the message's progress bar) */
  progress?: number | undefined;
}

export interface ChatItem extends LocalMessage {
  key: string;
  /** ours: shown only on this device (welcome, FAQ, auto tips, local answers) */
  local?: boolean;
}

export const $messages = atom<ChatItem[]>([]);

let counter = 0;
let lastStamp = 0;

/** spec §3: a local id is `message` or `file` + a timestamp (unique even within one millisecond). */
export function localId(prefix: 'message' | 'file' = 'message', now = Date.now()): string {
  lastStamp = now > lastStamp ? now : lastStamp + 1;
  return `${prefix}${lastStamp}`;
}

function keyOf(m: ChatMessage): string {
  if (m.id) return m.id;
  if (m.msgId !== undefined && m.msgId !== null) return `msg-${m.msgId}`;
  return `local-${++counter}`;
}

/** spec §3: agent or robot messages with recallFlag, insideFlag or sensitiveFlag are hidden. */
export function isHidden(m: ChatMessage): boolean {
  const staff = m.senderType !== SenderType.visitor && m.senderType !== SenderType.system;
  return staff && (m.recallFlag === 1 || m.insideFlag === 1 || m.sensitiveFlag === 1);
}

function sameMessage(a: ChatItem, b: ChatMessage): boolean {
  if (b.id && a.id === b.id) return true;
  return b.msgId !== undefined && a.msgId !== undefined && String(a.msgId) === String(b.msgId);
}

function toItem(m: LocalMessage, local = false): ChatItem {
  return { ...m, key: keyOf(m), ...(local ? { local: true } : {}) };
}

/** Append messages (or update the ones already shown); hidden ones are dropped. Returns the new items. */
export function addMessages(list: LocalMessage[], opts: { prepend?: boolean; local?: boolean } = {}): ChatItem[] {
  const current = [...$messages.get()];
  const added: ChatItem[] = [];
  for (const m of list) {
    const at = current.findIndex((c) => sameMessage(c, m));
    if (isHidden(m)) {
      if (at >= 0) current.splice(at, 1);
      continue;
    }
    if (at >= 0) {
      current[at] = { ...current[at]!, ...m, key: current[at]!.key };
      continue;
    }
    added.push(toItem(m, opts.local));
  }
  $messages.set(opts.prepend ? [...added, ...current] : [...current, ...added]);
  return added;
}

export function addMessage(m: LocalMessage, local = false): ChatItem {
  return addMessages([m], { local })[0] ?? toItem(m, local);
}

export function patchMessage(key: string, patch: Partial<LocalMessage>): void {
  $messages.set($messages.get().map((m) => (m.key === key ? { ...m, ...patch } : m)));
}

export function removeMessage(key: string): void {
  $messages.set($messages.get().filter((m) => m.key !== key));
}

/** The oldest server time shown (the history cursor), 0 when none. */
export function oldestServerTime(): number {
  let t = 0;
  for (const m of $messages.get()) if (m.msgId !== undefined && m.msgTime && (t === 0 || m.msgTime < t)) t = m.msgTime;
  return t;
}
