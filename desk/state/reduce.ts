/**
 * Pure state changes of the live desk: the queue, the agent's chats and the open conversations'
 * messages, each moved on by one socket event. No I/O here, so they are unit-tested in node
 * (test/desk/reduce.test.ts) and replayed after a reload (events that came during a fetch).
 */
import { SenderType } from '../../protocol';
import type { DeskChat, DeskEvent, DeskMessage, DeskQueueEntry, OutType } from '../../protocol';

/** An open chat as the desk keeps it: ended ones stay listed (marked) until the agent dismisses them. */
export interface LiveChat extends DeskChat {
  ended?: OutType;
  /** the visitor's page closed (visitor.left) */
  left?: boolean;
}

/** Waiting visitors in service order: handed-back chats first, then first come first served. */
export function sortQueue(q: readonly DeskQueueEntry[]): DeskQueueEntry[] {
  return [...q].sort((a, b) => Number(b.returned) - Number(a.returned) || a.enqueuedAt - b.enqueuedAt);
}

export function applyQueue(queue: readonly DeskQueueEntry[], e: DeskEvent): readonly DeskQueueEntry[] {
  if (e.type === 'queue.added') {
    return sortQueue([...queue.filter((q) => q.userId !== e.entry.userId), e.entry]);
  }
  if (e.type === 'queue.removed') {
    const gone = queue.find((q) => q.userId === e.userId);
    if (!gone) return queue;
    // the server renumbers on departures only: those behind the leaver in its scope move up one
    return queue
      .filter((q) => q !== gone)
      .map((q) => (q.groupId === gone.groupId && q.waitIndex > gone.waitIndex ? { ...q, waitIndex: q.waitIndex - 1 } : q));
  }
  return queue;
}

/** Where the agent is looking: visitor messages in that chat are read at once. */
export interface ChatContext { activeSessionId: string | null; visible: boolean }

function patch(chats: readonly LiveChat[], sessionId: string, f: (c: LiveChat) => LiveChat): readonly LiveChat[] {
  let hit = false;
  const next = chats.map((c) => (c.sessionId === sessionId ? ((hit = true), f(c)) : c));
  return hit ? next : chats;
}

export function applyChats(chats: readonly LiveChat[], e: DeskEvent, ctx: ChatContext): readonly LiveChat[] {
  switch (e.type) {
    case 'chat.assigned':
      return [e.chat, ...chats.filter((c) => c.sessionId !== e.chat.sessionId && c.userId !== e.chat.userId)];
    case 'chat.unassigned':
      return chats.filter((c) => c.sessionId !== e.sessionId);
    case 'chat.closed':
      return patch(chats, e.sessionId, (c) => ({ ...c, ended: e.outType }));
    case 'chat.adminTimeout':
      return patch(chats, e.sessionId, (c) => ({ ...c, agentOverdue: true }));
    case 'visitor.left':
      return patch(chats, e.sessionId, (c) => ({ ...c, left: true }));
    case 'chat.message': {
      const m = e.message;
      return patch(chats, e.sessionId, (c) => {
        if (c.lastMessage && c.lastMessage.msgId === m.msgId) return c;
        const fromVisitor = m.senderType === SenderType.visitor;
        const seen = ctx.visible && ctx.activeSessionId === c.sessionId;
        return {
          ...c,
          lastMessage: m,
          unread: fromVisitor && !seen ? c.unread + 1 : c.unread,
          lastVisitorAt: fromVisitor ? (m.msgTime ?? Date.now()) : c.lastVisitorAt,
          lastAgentAt: m.senderType === SenderType.agent && !m.insideFlag ? (m.msgTime ?? Date.now()) : c.lastAgentAt,
          agentOverdue: m.senderType === SenderType.agent && !m.insideFlag ? false : c.agentOverdue,
          left: fromVisitor ? false : (c.left ?? false),
        };
      });
    }
    case 'chat.recalled':
      return patch(chats, e.sessionId, (c) =>
        c.lastMessage?.msgId === e.msgId ? { ...c, lastMessage: { ...c.lastMessage, recallFlag: 1 } } : c);
    default:
      return chats;
  }
}

/** Add messages to a conversation: one copy per msgId (the sender also gets its own back), in seq order. */
export function mergeMessages(list: readonly DeskMessage[], incoming: readonly DeskMessage[]): DeskMessage[] {
  const byId = new Map(list.map((m) => [m.msgId, m]));
  for (const m of incoming) byId.set(m.msgId, { ...byId.get(m.msgId), ...m });
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}

/** Live changes to the conversations the desk has loaded (others are fetched when opened). */
export function applyMessages(map: Readonly<Record<string, DeskMessage[]>>, e: DeskEvent): Readonly<Record<string, DeskMessage[]>> {
  if (e.type === 'chat.message') {
    const list = map[e.sessionId];
    return list ? { ...map, [e.sessionId]: mergeMessages(list, [e.message]) } : map;
  }
  if (e.type === 'chat.unassigned') {
    // the chat moved away (transferred, undone, requeued): if it comes back it is loaded whole,
    // with the markers this desk did not hear while it was someone else's
    if (!(e.sessionId in map)) return map;
    const { [e.sessionId]: _gone, ...rest } = map;
    return rest;
  }
  if (e.type === 'chat.recalled') {
    const list = map[e.sessionId];
    if (!list) return map;
    return { ...map, [e.sessionId]: list.map((m) => (m.msgId === e.msgId ? { ...m, recallFlag: 1 } : m)) };
  }
  return map;
}

/** Whole seconds left to undo a transfer (docs/desk.md "Transfer with a note"), 0 once the window closed. */
export function undoSecondsLeft(undoUntil: number, now: number): number {
  return Math.max(0, Math.ceil((undoUntil - now) / 1000));
}

/** Unread visitor messages over the open chats (the tab title and the badge). */
export function unreadTotal(chats: readonly LiveChat[]): number {
  return chats.reduce((n, c) => n + (c.ended === undefined ? c.unread : 0), 0);
}

/** The tab title: `(3) Kefu Desk` with unread messages or waiting visitors, else the plain name. */
export function titleFor(base: string, unread: number, waiting: number): string {
  const n = unread + waiting;
  return n > 0 ? `(${n > 99 ? '99+' : n}) ${base}` : base;
}

/** Whether the agent may still recall this message (its own, visible, within the window). */
export function canRecall(m: DeskMessage, agentId: string, now: number, windowMs: number): boolean {
  return m.senderType === SenderType.agent && m.senderId === agentId && !m.recallFlag && now - (m.msgTime ?? 0) < windowMs;
}

/** The canned replies matching what follows a leading `/` (name prefix first, then substring). */
export function cannedMatches<R extends { name: string }>(text: string, replies: readonly R[], max = 8): R[] {
  const m = /^\/(\S*)$/.exec(text);
  if (!m) return [];
  const q = m[1]!.toLowerCase();
  const prefix = replies.filter((r) => r.name.toLowerCase().startsWith(q));
  const inner = replies.filter((r) => !r.name.toLowerCase().startsWith(q) && r.name.toLowerCase().includes(q));
  return [...prefix, ...inner].slice(0, max);
}
