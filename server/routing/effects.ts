/**
 * What follows a committed routing change, in order: the visitor's events are published (the
 * store already has them), the agent's welcome goes out as a message (spec §4 result 2
 * adminWelcomeMsg), and the desks hear of it (chat.assigned to the new agent, chat.unassigned to
 * the old one, queue.removed / queue.added to the tenant, positions to each moved visitor), then
 * a transfer's marker (marker.ts).
 */
import { EventCode, Limits, MsgType, SenderType } from '../../protocol';
import type { DeskQueueEntry } from '../../protocol';
import { deskChats, publishEvent } from '../chat';
import type { SessionRow } from '../chat';
import { publishDesk } from '../agents';
import type { VisitorIdentity } from '../identity';
import type { RoutingDeps } from './deps';
import type { Assigned } from './assign';
import { notices } from './outcome';
import { publishMarker } from './marker';
import { waitIndexOf } from './queue';
import { visitorNames } from './store';
import { visitorNaming } from '../chat';
import type { Moved, QueueRow } from '../conversation';

export const identityOf = (s: Pick<SessionRow, 'tenant_id' | 'channel_id' | 'user_id'>): VisitorIdentity =>
  ({ tenantId: s.tenant_id, channelId: s.channel_id, userId: s.user_id });

/** The minutes of each channel's agent-not-replied timer (for DeskChat.agentOverdue). */
export async function adminTimeouts(deps: RoutingDeps, channelIds: Iterable<string>): Promise<(channelId: string) => number | null> {
  const m = new Map<string, number | null>();
  for (const id of new Set(channelIds)) {
    const c = (await deps.channels.get(id))?.config;
    m.set(id, c && c.adminTimeoutMode === 1 ? c.adminTimeoutTime : null);
  }
  return (id) => m.get(id) ?? null;
}

export async function afterAssigned(deps: RoutingDeps, r: Assigned, reason: 'routed' | 'taken' | 'transferred' | 'takenOver' | 'reassigned', fromAgentId?: string): Promise<void> {
  const id = identityOf(r.session);
  await publishEvent(deps, id.tenantId, id.userId, r.eventSeq, EventCode.agentConnected);
  const config = await deps.channels.info(id.channelId, r.visitor.locale ?? undefined);
  const welcome = config ? notices.welcome(config) : undefined;
  if (welcome) {
    await deps.chat.appendMessage(id, { senderType: SenderType.agent, msgType: MsgType.text, msgContent: welcome, senderName: r.agent.nick, senderId: r.agent.agent_id })
      .catch(() => undefined); // closed in between: the greeting is moot
  }
  if (r.left) await publishDesk(deps.bus, id.tenantId, { type: 'queue.removed', userId: id.userId, reason: reason === 'taken' ? 'taken' : 'assigned' });
  if (fromAgentId) {
    const why = reason === 'takenOver' || reason === 'reassigned' ? reason : 'transferred';
    await publishDesk(deps.bus, id.tenantId, { type: 'chat.unassigned', sessionId: r.session.session_id, userId: id.userId, reason: why }, fromAgentId);
  }
  const [view] = await deskChats(deps.db, { sessionIds: [r.session.session_id] }, await adminTimeouts(deps, [id.channelId]), deps.clock.now());
  if (view) await publishDesk(deps.bus, id.tenantId, { type: 'chat.assigned', chat: view, reason }, r.agent.agent_id);
  // after chat.assigned, so the receiving desk already owns the chat and gets its marker live
  if (r.marker) await publishMarker(deps.bus, r.marker, id.channelId);
}

/** The desk's view of queue entries (in service order: positions count per scope). */
export async function queueViews(deps: RoutingDeps, rows: readonly QueueRow[]): Promise<DeskQueueEntry[]> {
  if (!rows.length) return [];
  const names = await visitorNames(deps.db, rows.map((q) => q.user_id));
  const seen = new Map<string, number>();
  return rows.map((q) => {
    const waitIndex = (seen.get(q.group_id) ?? 0) + 1;
    seen.set(q.group_id, waitIndex);
    return {
      userId: q.user_id, sessionId: q.session_id, channelId: q.channel_id, visitorName: names.get(q.user_id) ?? '',
      ...visitorNaming(q.user_id, names.get(q.user_id)), groupId: q.group_id,
      adminId: q.admin_id, waitIndex, enqueuedAt: Number(q.enqueued_at), returned: Number(q.priority) > 0,
    };
  });
}

/** One entry's view, its position counted live. */
export async function queueEntryView(deps: RoutingDeps, q: QueueRow): Promise<DeskQueueEntry> {
  const [view] = await queueViews(deps, [q]);
  return { ...view!, waitIndex: (await waitIndexOf(deps.db, q.user_id)) ?? 0 };
}

/** Each moved visitor's 1209 is already stored; tell whoever listens on their topic. */
export async function publishMoves(deps: RoutingDeps, tenantId: string, moved: readonly Moved[]): Promise<void> {
  for (const m of moved) await publishEvent(deps, tenantId, m.userId, m.eventSeq, EventCode.queuePosition, false);
}

/** spec §3: minutes → ms for the timers. */
export const minutesMs = (m: number): number => m * Limits.timerUnitMs;
