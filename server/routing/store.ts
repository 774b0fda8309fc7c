/**
 * The rows routing reads to decide who takes a chat — present agents, their loads and groups, the
 * queue in service order, a visitor's standing — and its one write of its own: the assigned agent's
 * lock and `last_assigned_at` stamp. Visitors, sessions and queue places are written only by
 * server/conversation; these functions only read them, and read a transfer's markers (marker.ts).
 */
import { ConnectionType, Presence, SenderType } from '../../protocol';
import type { Presence as PresenceT } from '../../protocol';
import type { Db, DbOrTrx, Trx } from '../store/db';
import type { QueueRow } from '../conversation';
import '../agents/tables';
import '../chat/tables';
import '../conversation/tables';

// ——— agents ———

/**
 * Locks the agent row (second, after the visitor's) when the agent can take a chat — enabled,
 * online, desk connected — and stamps it as assigned now; undefined when it cannot.
 */
export async function claimAgent(trx: Trx, tenantId: string, agentId: string, now: number, presences: readonly PresenceT[] = [Presence.online]) {
  return trx.updateTable('agents').set({ last_assigned_at: now })
    .where('agent_id', '=', agentId).where('tenant_id', '=', tenantId).where('disabled', '=', 0)
    .where('presence', 'in', [...presences]).where('connected_until', '>=', now)
    .returningAll().executeTakeFirst();
}

/** The agent's open manual chats, counted (its load against max_load). */
export async function manualLoadOf(trx: DbOrTrx, agentId: string): Promise<number> {
  const load = await trx.selectFrom('sessions').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('admin_id', '=', agentId).where('ended', '=', 0).where('connection', '=', ConnectionType.manual).executeTakeFirstOrThrow();
  return Number(load.n);
}

/** The tenant's enabled agents that are online or busy with a connected desk. */
export async function presentAgentRows(db: DbOrTrx, tenantId: string, now: number) {
  return db.selectFrom('agents').select(['agent_id', 'nick', 'presence', 'max_load', 'last_assigned_at'])
    .where('tenant_id', '=', tenantId).where('disabled', '=', 0)
    .where('presence', 'in', [Presence.online, Presence.busy]).where('connected_until', '>=', now)
    .execute();
}

/** Open manual chats per agent among `agentIds` (agents without any are absent). */
export async function manualLoads(db: DbOrTrx, tenantId: string, agentIds: string[]) {
  return db.selectFrom('sessions').select(['admin_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('tenant_id', '=', tenantId).where('ended', '=', 0).where('connection', '=', ConnectionType.manual)
    .where('admin_id', 'in', agentIds).groupBy('admin_id').execute();
}

/** The group memberships of `agentIds`. */
export async function groupMemberships(db: DbOrTrx, agentIds: string[]) {
  return db.selectFrom('agent_group_members').select(['agent_id', 'group_id']).where('agent_id', 'in', agentIds).execute();
}

/** The ids of the groups the agent belongs to. */
export async function groupIdsOfAgent(db: DbOrTrx, agentId: string): Promise<string[]> {
  return (await db.selectFrom('agent_group_members').select('group_id').where('agent_id', '=', agentId).execute()).map((g) => g.group_id);
}

/** The ids of the tenant's groups. */
export async function groupIdsOfTenant(db: DbOrTrx, tenantId: string): Promise<string[]> {
  return (await db.selectFrom('agent_groups').select('group_id').where('tenant_id', '=', tenantId).execute()).map((g) => g.group_id);
}

/** The tenant's group of this id, as stored; undefined when the tenant has none. */
export async function groupOfTenant(db: DbOrTrx, tenantId: string, groupId: string): Promise<string | undefined> {
  return (await db.selectFrom('agent_groups').select('group_id').where('group_id', '=', groupId).where('tenant_id', '=', tenantId).executeTakeFirst())?.group_id;
}

/** Whether the tenant has this agent (enabled or not). */
export async function hasAgent(db: DbOrTrx, tenantId: string, agentId: string): Promise<boolean> {
  return !!(await db.selectFrom('agents').select('agent_id').where('agent_id', '=', agentId).where('tenant_id', '=', tenantId).executeTakeFirst());
}

/** An agent's row by id. */
export async function agentById(db: DbOrTrx, agentId: string) {
  return db.selectFrom('agents').selectAll().where('agent_id', '=', agentId).executeTakeFirst();
}

// ——— visitors and sessions (read only) ———

export async function visitorById(db: DbOrTrx, userId: string) {
  return db.selectFrom('visitors').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function sessionById(db: DbOrTrx, sessionId: string) {
  return db.selectFrom('sessions').selectAll().where('session_id', '=', sessionId).executeTakeFirst();
}

/** A session of the tenant by id (another tenant's is not found). */
export async function sessionOfTenant(db: DbOrTrx, tenantId: string, sessionId: string) {
  return db.selectFrom('sessions').selectAll().where('session_id', '=', sessionId).where('tenant_id', '=', tenantId).executeTakeFirst();
}

/** The visitor's status with its current session's state, or undefined without a session. */
export async function standingRow(db: DbOrTrx, userId: string) {
  return db.selectFrom('visitors as v').innerJoin('sessions as s', 's.session_id', 'v.session_id')
    .select(['v.status', 's.ended', 's.connection', 's.admin_id']).where('v.user_id', '=', userId).executeTakeFirst();
}

/** The agent's open manual chats, the longest-held first. */
export async function openChatsOfAgent(db: DbOrTrx, agentId: string) {
  return db.selectFrom('sessions').select(['user_id', 'group_id']).where('admin_id', '=', agentId)
    .where('ended', '=', 0).where('connection', '=', ConnectionType.manual).orderBy('assigned_at').execute();
}

/** The channels of the agent's open chats, each once. */
export async function channelIdsOfOpenChats(db: DbOrTrx, agentId: string): Promise<string[]> {
  const rows = await db.selectFrom('sessions').select('channel_id').distinct().where('admin_id', '=', agentId).where('ended', '=', 0).execute();
  return rows.map((r) => r.channel_id);
}

/** Every open manual chat with an agent, with what the chat timers need (the visitor's locale). */
/** The channels of the tenant's open chats with agents (their agent-timeout settings, supervision's team). */
export async function channelIdsOfTenantChats(db: DbOrTrx, tenantId: string): Promise<string[]> {
  const rows = await db.selectFrom('sessions').select('channel_id').distinct().where('tenant_id', '=', tenantId)
    .where('ended', '=', 0).where('connection', '=', ConnectionType.manual).execute();
  return rows.map((r) => r.channel_id);
}

export async function openManualChats(db: Db) {
  return db.selectFrom('sessions as s').innerJoin('visitors as v', 'v.user_id', 's.user_id')
    .select(['s.session_id', 's.user_id', 's.tenant_id', 's.channel_id', 's.admin_id', 's.assigned_at', 's.last_visitor_at', 's.last_agent_at', 's.admin_timeout_noticed', 'v.locale'])
    .where('s.ended', '=', 0).where('s.connection', '=', ConnectionType.manual).where('s.admin_id', 'is not', null)
    .execute();
}

/** Visitors' display names, read in statements of at most 500 ids. */
export async function visitorNames(db: DbOrTrx, userIds: readonly string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (let i = 0; i < userIds.length; i += 500) {
    const part = await db.selectFrom('visitors').select(['user_id', 'user_name']).where('user_id', 'in', userIds.slice(i, i + 500)).execute();
    for (const v of part) names.set(v.user_id, v.user_name ?? '');
  }
  return names;
}

// ——— the queue (read only) ———

export async function queueEntry(db: DbOrTrx, userId: string): Promise<QueueRow | undefined> {
  return db.selectFrom('chat_queue').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** How many entries of the same tenant and scope are served before `me`. */
export async function countAhead(db: DbOrTrx, me: Pick<QueueRow, 'tenant_id' | 'group_id' | 'priority' | 'queue_seq'>): Promise<number> {
  const ahead = await db.selectFrom('chat_queue').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', me.tenant_id).where('group_id', '=', me.group_id)
    .where((eb) => eb.or([
      eb('priority', '>', me.priority),
      eb.and([eb('priority', '=', me.priority), eb('queue_seq', '<', me.queue_seq)]),
    ])).executeTakeFirstOrThrow();
  return Number(ahead.n);
}

/** The tenant's queue in service order (priority first, then arrival), at most `limit` entries. */
export async function queueOfTenant(db: DbOrTrx, tenantId: string, limit: number): Promise<QueueRow[]> {
  return db.selectFrom('chat_queue').selectAll().where('tenant_id', '=', tenantId)
    .orderBy('priority', 'desc').orderBy('queue_seq').limit(limit).execute();
}

/** The tenants with someone waiting. */
export async function tenantsWithQueue(db: DbOrTrx): Promise<string[]> {
  return (await db.selectFrom('chat_queue').select('tenant_id').distinct().execute()).map((t) => t.tenant_id);
}

/** Queue places neither polled nor created since `before`, with the visitor's locale. */
export async function staleQueuePlaces(db: DbOrTrx, before: number) {
  return db.selectFrom('chat_queue as q').innerJoin('visitors as v', 'v.user_id', 'q.user_id')
    .select(['q.user_id', 'q.tenant_id', 'q.channel_id', 'v.locale'])
    .where('q.seen_at', '<', before).where('q.enqueued_at', '<', before)
    .execute();
}

// ——— a transfer's markers (read only: marker.ts writes them through the chat's append) ———

/** The visitor's message stored under this local id (a transfer's marker or its undo). */
export async function messageOfLocalId(db: DbOrTrx, userId: string, localId: string) {
  return db.selectFrom('messages').selectAll().where('user_id', '=', userId).where('local_id', '=', localId).executeTakeFirst();
}

/** The seq of the session's latest transfer marker (not an undo), or 0. */
export async function latestTransferSeq(db: DbOrTrx, sessionId: string): Promise<number> {
  const r = await db.selectFrom('messages').select((eb) => eb.fn.max<number>('seq').as('seq'))
    .where('session_id', '=', sessionId).where('sender_type', '=', SenderType.system).where('local_id', 'like', 'transfer:%')
    .executeTakeFirst();
  return Number(r?.seq ?? 0);
}

/** What the agent wrote in the session after `seq` (sends and notes), at most `limit`. */
export async function agentMessagesAfter(db: DbOrTrx, sessionId: string, agentId: string, seq: number, limit: number) {
  return db.selectFrom('messages').select(['msg_content', 'inside_flag']).where('session_id', '=', sessionId)
    .where('sender_type', '=', SenderType.agent).where('sender_id', '=', agentId).where('seq', '>', seq)
    .orderBy('seq').limit(limit).execute();
}
