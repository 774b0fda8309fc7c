/**
 * The live desk: the queue, the agent's chats, loaded conversations, typing previews and
 * colleagues' presence, kept current by the desk socket. After every `hello` the lists are
 * fetched again and the events that arrived meanwhile are replayed on top (reduce.ts), so a
 * reconnect never loses or doubles anything.
 */
import { atom, computed } from 'nanostores';
import { SenderType } from '../../protocol';
import type { DeskChat, DeskColleague, DeskEvent, DeskMessage, DeskQueueEntry, Presence } from '../../protocol';
import { call } from '../api/client';
import { openSocket } from '../api/socket';
import type { DeskSocket, SocketState } from '../api/socket';
import { applyChats, applyMessages, applyQueue, mergeMessages, sortQueue, unreadTotal } from './reduce';
import type { LiveChat } from './reduce';
import { chime } from './attention';
import { messageBody, nameOf, notifyHidden } from './notifications';
import { $me, sessionEnded } from './session';
import { onWatchEvent, watchOn } from './watch';
import { onTagEvent } from './tags';

export type LoadState = 'loading' | 'ready' | 'error';

export const $socket = atom<SocketState>('connecting');
/** how many times the socket has (re)connected: screens that failed to load while it was down try again */
export const $connections = atom(0);
export const $listsState = atom<LoadState>('loading');
export const $queue = atom<readonly DeskQueueEntry[]>([]);
export const $chats = atom<readonly LiveChat[]>([]);
export const $messages = atom<Readonly<Record<string, DeskMessage[]>>>({});
export const $typing = atom<Readonly<Record<string, { preview: string; at: number }>>>({});
export const $colleagues = atom<readonly DeskColleague[]>([]);
export const $activeSession = atom<string | null>(null);
/** the latest evaluation per chat (shown in the conversation) */
export const $evaluations = atom<Readonly<Record<string, { star: number | null; solve: number | null; content: string }>>>({});
export const $unread = computed($chats, unreadTotal);
/** leave messages left since the inbox was last on screen (the nav badge) */
export const $inboxNew = atom(0);
/** bumped by each new leave message: an open inbox fetches its list again */
export const $inboxVersion = atom(0);
/** work orders created since the work-order inbox was last on screen (the nav badge) */
export const $woNew = atom(0);
/** the latest work-order event (wo.created / wo.updated): the open inbox and detail follow it */
export const $woEvent = atom<Extract<DeskEvent, { type: 'wo.created' | 'wo.updated' }> | null>(null);
/** bumped when a visitor changes their profile or submits the form (the panel fetches it again) */
export const $profileVersion = atom<Readonly<Record<string, number>>>({});

let socket: DeskSocket | null = null;
/** events received while the lists are being fetched, replayed on the fetched lists */
let buffered: DeskEvent[] | null = null;

const visible = () => typeof document === 'undefined' || document.visibilityState === 'visible';

function apply(e: DeskEvent): void {
  const ctx = { activeSessionId: $activeSession.get(), visible: visible() };
  $queue.set(applyQueue($queue.get(), e));
  $chats.set(applyChats($chats.get(), e, ctx));
  $messages.set(applyMessages($messages.get(), e));
}

function onEvent(e: DeskEvent): void {
  // a colleague's chat this admin watches (state/watch.ts) is not the admin's own
  if (onWatchEvent(e, (id) => $chats.get().some((c) => c.sessionId === id))) return;
  // tags (state/tags.ts): the list after hello and on tags.changed, conversations' tags as told
  onTagEvent(e);
  switch (e.type) {
    case 'hello':
      $me.set(e.agent);
      watchOn((m) => socket?.send(m));
      $connections.set($connections.get() + 1);
      void reloadLists().then(catchUpMessages);
      return;
    case 'session.ended':
      sessionEnded();
      return;
    case 'presence': {
      $colleagues.set($colleagues.get().map((c) => (c.agentId === e.agentId ? { ...c, presence: e.presence } : c)));
      // the server may change ours too (offline after the desk was gone past the grace period)
      const me = $me.get();
      if (me && me.agentId === e.agentId && me.presence !== e.presence) $me.set({ ...me, presence: e.presence });
      return;
    }
    case 'visitor.profile':
      $profileVersion.set({ ...$profileVersion.get(), [e.userId]: ($profileVersion.get()[e.userId] ?? 0) + 1 });
      // a new name (pre-chat form, updateUser) shows in the lists too
      if ($chats.get().some((c) => c.userId === e.userId) || $queue.get().some((q) => q.userId === e.userId)) void reloadLists();
      return;
    case 'visitor.typing':
      $typing.set({ ...$typing.get(), [e.sessionId]: { preview: e.preview, at: Date.now() } });
      return;
    case 'evaluation':
      $evaluations.set({ ...$evaluations.get(), [e.sessionId]: { star: e.star, solve: e.solve, content: e.content } });
      return;
    case 'leaveMessage.new':
      $inboxNew.set($inboxNew.get() + 1);
      $inboxVersion.set($inboxVersion.get() + 1);
      chime();
      return;
    case 'wo.created':
    case 'wo.updated':
      if (e.type === 'wo.created') {
        $woNew.set($woNew.get() + 1);
        chime();
      }
      $woEvent.set(e);
      return;
    default:
      break;
  }
  buffered?.push(e);
  // a message for a chat this desk does not list yet (its chat.assigned was missed): fetch the list
  if (e.type === 'chat.message' && !buffered && !$chats.get().some((c) => c.sessionId === e.sessionId)) void reloadLists();
  apply(e);
  if (e.type === 'queue.added') {
    chime();
    notifyHidden('notify.waiting', { name: nameOf(e.entry) }, e.entry.sessionId);
  }
  // a chat the agent took or took back (transfer undone) was their own doing: no chime
  if (e.type === 'chat.assigned' && e.reason !== 'taken' && e.reason !== 'transferUndone') {
    chime();
    notifyHidden('notify.assigned', { name: nameOf(e.chat) }, e.chat.sessionId);
  }
  if (e.type === 'chat.message' && e.message.senderType === SenderType.visitor) {
    const { [e.sessionId]: _gone, ...rest } = $typing.get();
    $typing.set(rest);
    const chat = $chats.get().find((c) => c.sessionId === e.sessionId);
    notifyHidden('notify.message', { name: chat ? nameOf(chat) : nameOf({}), body: messageBody(e.message) }, e.sessionId);
    if ($activeSession.get() !== e.sessionId || !visible()) chime();
    else void markRead(e.sessionId);
  }
}

let reloading: Promise<void> | null = null;
let again = false;

/**
 * Fetch the queue, the chats and the colleagues, then replay what arrived meanwhile. One fetch
 * at a time: a call during a fetch runs one more after it (its answer may predate the caller's
 * reason to ask).
 */
export function reloadLists(): Promise<void> {
  if (reloading) {
    again = true;
    return reloading;
  }
  reloading = (async () => {
    do {
      again = false;
      await fetchLists();
    } while (again);
  })().finally(() => { reloading = null; });
  return reloading;
}

async function fetchLists(): Promise<void> {
  buffered = [];
  // a reload of lists already shown keeps them (an empty list stays "nobody is waiting", no flash of loading)
  if ($listsState.get() !== 'ready') $listsState.set('loading');
  try {
    const [chats, queue, colleagues] = await Promise.all([
      call<{ chats: DeskChat[] }>('chats/list'),
      call<{ queue: DeskQueueEntry[] }>('queue/list'),
      call<DeskColleague[]>('colleagues/list'),
    ]);
    // chats that ended here stay listed (marked) until dismissed
    const ended = $chats.get().filter((c) => c.ended !== undefined && !chats.chats.some((n) => n.sessionId === c.sessionId));
    $chats.set([...chats.chats, ...ended]);
    $queue.set(sortQueue(queue.queue));
    $colleagues.set(colleagues);
    const replay = buffered;
    buffered = null;
    for (const e of replay) apply(e);
    $listsState.set('ready');
  } catch {
    buffered = null;
    $listsState.set('error');
  }
}

export function startLive(token: string): void {
  stopLive();
  socket = openSocket(token, { onEvent, onState: (s) => $socket.set(s), onDead: sessionEnded });
  // the lists show without waiting for the socket's handshake (and without a socket at all);
  // `hello` fetches them again once every event is subscribed
  void reloadLists();
}

export function stopLive(): void {
  watchOn(null);
  socket?.close();
  socket = null;
  $queue.set([]);
  $chats.set([]);
  $messages.set({});
  $typing.set({});
  $activeSession.set(null);
  $listsState.set('loading');
}

/** Tell the visitor the agent is typing (the server coalesces to one 1204 a second). */
export function sendTyping(sessionId: string): void {
  socket?.send({ type: 'typing', sessionId });
}

/**
 * Load a whole conversation (every page), robot part, notes and recalled messages included;
 * with `afterSeq`, only what came after that message.
 */
export async function loadMessages(sessionId: string, afterSeq = 0): Promise<DeskMessage[]> {
  let all: DeskMessage[] = [];
  for (;;) {
    const page = await call<{ messages: DeskMessage[] }>('chat/messages', { sessionId, afterSeq, limit: 200 });
    all = mergeMessages(all, page.messages);
    if (page.messages.length < 200) break;
    afterSeq = page.messages[page.messages.length - 1]!.seq;
  }
  return all;
}

/**
 * After a reconnect: the conversations already on this desk fetch what was said while the socket
 * was down (no event carried it), so the open conversation never silently misses a message.
 */
/** A catch-up that failed (a server still warming up after a restart) must not lose messages: try again. */
async function withRetries<T>(f: () => Promise<T>, tries = 3, gapMs = 1000): Promise<T> {
  for (let i = 1; ; i += 1) {
    try {
      return await f();
    } catch (err) {
      if (i >= tries) throw err;
      await new Promise((r) => setTimeout(r, gapMs * i));
    }
  }
}

async function catchUpMessages(): Promise<void> {
  const open = new Set($chats.get().filter((c) => c.ended === undefined).map((c) => c.sessionId));
  const ids = new Set(Object.keys($messages.get()).filter((id) => open.has(id)));
  // the conversation on screen whose first load failed (the server went down during it) loads whole
  const active = $activeSession.get();
  if (active && open.has(active)) ids.add(active);
  await Promise.all([...ids].map(async (id) => {
    const last = ($messages.get()[id] ?? []).reduce((max, m) => Math.max(max, m.seq), 0);
    const missed = await withRetries(() => loadMessages(id, last)).catch(() => null);
    if (missed && (missed.length || !$messages.get()[id])) $messages.set({ ...$messages.get(), [id]: mergeMessages($messages.get()[id] ?? [], missed) });
  }));
  if (active && open.has(active) && visible()) await markRead(active);
}

/** Open one of the agent's chats: its messages live from now on, its unread count cleared. */
export async function openConversation(sessionId: string): Promise<void> {
  const loaded = await loadMessages(sessionId);
  $messages.set({ ...$messages.get(), [sessionId]: mergeMessages($messages.get()[sessionId] ?? [], loaded) });
  await markRead(sessionId);
}

export async function markRead(sessionId: string): Promise<void> {
  const chat = $chats.get().find((c) => c.sessionId === sessionId);
  const last = $messages.get()[sessionId]?.at(-1);
  if (!chat || chat.ended !== undefined || !last) return;
  $chats.set($chats.get().map((c) => (c.sessionId === sessionId ? { ...c, unread: 0 } : c)));
  await call('chat/read', { sessionId, seq: last.seq }).catch(() => undefined);
}

/** A message the agent just sent (the socket echoes it too; merge dedupes by msgId). */
export function addOwnMessage(m: DeskMessage): void {
  apply({ type: 'chat.message', sessionId: m.sessionId, userId: m.userId, message: m });
}

/** Forget an ended chat (the agent is done reading it). */
export function dismissChat(sessionId: string): void {
  $chats.set($chats.get().filter((c) => c.sessionId !== sessionId));
  const { [sessionId]: _gone, ...rest } = $messages.get();
  $messages.set(rest);
  if ($activeSession.get() === sessionId) $activeSession.set(null);
}

export async function setPresence(p: Presence): Promise<void> {
  await call('presence/set', { presence: p });
  const me = $me.get();
  if (me) $me.set({ ...me, presence: p });
}
