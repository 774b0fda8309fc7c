/**
 * Conversations as the desk sees them (issue 11 item 5): an agent's open chats with unread counts
 * and last message, one chat, the visitor's profile and earlier chats. Unfiltered (staff see
 * internal notes and flagged messages, marked); never served to a visitor.
 */
import { ConnectionType, Limits } from '../../protocol';
import type { DeskChat, DeskMessage, DeskSessionSummary, DeskVisitor, OutType, UserStatus } from '../../protocol';
import type { Db } from '../store/db';
import { toStoredMessage } from './rows';
import type { SessionRow, VisitorRow } from './rows';
import { openManualChats, sessionsOfVisitor } from './store/sessions';
import { lastMessages, unreadCounts } from './store/messages';
import { visitorNaming } from './visitor-name';

/** The message with every stored field, as the desk sees it. */
export const toDeskMessage: (r: Parameters<typeof toStoredMessage>[0]) => DeskMessage = toStoredMessage;

/** minutes of the channel's agent-not-replied timer, when it is on */
export type AdminTimeoutOf = (channelId: string) => number | null;

type Turns = Pick<SessionRow, 'last_visitor_at' | 'last_agent_at' | 'assigned_at'>;

/**
 * Whose turn it is in a manual chat (spec §4 timers), from stored times only: the agent's when the
 * visitor wrote after the agent's last reply — waiting since that message, or since the agent got
 * the chat if later; otherwise the visitor's — since the agent's last reply or the assignment.
 */
export function agentWaitSince(s: Turns): number | null {
  const visitorAt = Number(s.last_visitor_at ?? 0);
  if (s.last_visitor_at == null || visitorAt <= Number(s.last_agent_at ?? 0)) return null;
  return Math.max(visitorAt, Number(s.assigned_at ?? 0));
}

export function visitorWaitSince(s: Turns): number | null {
  if (agentWaitSince(s) !== null) return null;
  return Math.max(Number(s.assigned_at ?? 0), Number(s.last_agent_at ?? 0));
}

/** An agent's open chats (or the given sessions), newest assignment last. */
export async function deskChats(db: Db, where: { agentId: string } | { sessionIds: string[] } | { tenantId: string }, timeoutOf: AdminTimeoutOf, now: number): Promise<DeskChat[]> {
  const sessions = await openManualChats(db, where, 'tenantId' in where ? 2000 : 500);
  if (!sessions.length) return [];
  const ids = sessions.map((s) => s.session_id);
  const [unread, last] = await Promise.all([unreadCounts(db, ids), lastMessages(db, ids)]);
  const unreadOf = new Map(unread.map((u) => [u.session_id, Number(u.n)]));
  const lastOf = new Map(last.map((m) => [m.session_id, toDeskMessage(m)]));
  return sessions.map((s) => {
    const since = agentWaitSince(s);
    const minutes = timeoutOf(s.channel_id);
    return {
      sessionId: s.session_id, userId: s.user_id, channelId: s.channel_id, visitorName: s.user_name ?? '',
      ...visitorNaming(s.user_id, s.user_name), locale: s.locale ?? '', device: s.user_agent ?? '', previousUrl: s.previous_url ?? '',
      groupId: s.group_id, startedAt: Number(s.started_at), assignedAt: s.assigned_at == null ? null : Number(s.assigned_at),
      unread: unreadOf.get(s.session_id) ?? 0, lastMessage: lastOf.get(s.session_id) ?? null,
      lastVisitorAt: s.last_visitor_at == null ? null : Number(s.last_visitor_at),
      lastAgentAt: s.last_agent_at == null ? null : Number(s.last_agent_at),
      agentOverdue: since !== null && minutes !== null && now - since >= minutes * Limits.timerUnitMs,
      adminId: s.admin_id,
    };
  });
}

export function toDeskVisitor(v: VisitorRow): DeskVisitor {
  let formParams: Record<string, unknown> | null = null;
  try {
    const parsed = v.form_params ? (JSON.parse(v.form_params) as unknown) : null;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) formParams = parsed as Record<string, unknown>;
  } catch {
    formParams = null;
  }
  return {
    userId: v.user_id, channelId: v.channel_id, status: v.status as UserStatus, userName: v.user_name ?? '',
    ...visitorNaming(v.user_id, v.user_name), phone: v.phone ?? '',
    email: v.email ?? '', locale: v.locale ?? '', formParams, previousUrl: v.previous_url ?? '', refer: v.refer ?? '',
    params: v.params ?? '', device: v.user_agent ?? '', firstSeen: Number(v.created_at), lastSeen: Number(v.last_seen_at),
  };
}

/** The visitor's chats, newest first (the desk's "earlier chats"). */
export async function sessionSummaries(db: Db, userId: string, limit = 50): Promise<DeskSessionSummary[]> {
  const rows = await sessionsOfVisitor(db, userId, limit);
  return rows.map((s) => ({
    sessionId: s.session_id, channelId: s.channel_id, connection: s.connection === ConnectionType.manual ? 'manual' : 'robot',
    ended: Number(s.ended) === 1, outType: s.out_type == null ? null : (Number(s.out_type) as OutType),
    adminId: s.admin_id, startedAt: Number(s.started_at), endedAt: s.ended_at == null ? null : Number(s.ended_at),
    messageCount: Number(s.last_seq),
  }));
}
