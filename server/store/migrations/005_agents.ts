/**
 * Human service (issue 11): agent accounts get a role, a chosen presence and a connection
 * deadline; desk sign-in sessions; the queue of visitors waiting for an agent; per-tenant
 * working hours and canned replies; the stored times every chat timer is derived from (so
 * timers survive a restart); the visitor's device. Same portable column types as 001–004.
 * SQLite adds one column per ALTER statement, so each column is its own statement.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

async function addColumns(db: Db, table: string, columns: [name: string, type: 'text' | 'integer' | 'bigint', dflt?: string | number][]): Promise<void> {
  for (const [name, type, dflt] of columns) {
    await db.schema.alterTable(table).addColumn(name, type, (c) => (dflt === undefined ? c : c.notNull().defaultTo(dflt))).execute();
  }
}

export async function up(db: Db): Promise<void> {
  await addColumns(db, 'agents', [
    // 'agent' or 'admin' (admins also answer chats when they are online)
    ['role', 'text', 'agent'],
    // what the agent chose: 'online', 'busy' (keeps chats, gets no new ones) or 'offline'
    ['presence', 'text', 'offline'],
    ['presence_at', 'bigint', 0],
    // the desk counts as connected until then (WebSocket heartbeats and desk calls push it on);
    // past it, a grace period over, the agent is offline (issue 11 item 1)
    ['connected_until', 'bigint', 0],
    // when the agent last got a chat: among equally loaded agents the longest idle goes first
    ['last_assigned_at', 'bigint', 0],
    ['disabled', 'integer', 0],
    ['updated_at', 'bigint', 0],
  ]);
  // a user name signs in without naming a tenant: unique across tenants
  await db.schema.createIndex('agents_login_global').on('agents').column('login_name').unique().execute();
  await db.schema.createIndex('agent_group_members_agent').on('agent_group_members').column('agent_id').execute();

  // desk sign-in sessions: only a SHA-256 of the bearer token is stored
  await db.schema.createTable('agent_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('agent_id', 'text', (c) => c.notNull())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('agent_sessions_agent').on('agent_sessions').columns(['agent_id', 'expires_at']).execute();

  // visitors waiting for an agent (spec §4 transfer result 3). One row per visitor: the primary
  // key is what makes two parallel transfers of one visitor one queue entry.
  await db.schema.createTable('chat_queue')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('channel_id', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.notNull())
    // the queue's scope: the group ids an agent must belong to one of, sorted and joined by
    // ',' ('' = any agent of the tenant); positions count within one scope (routing/scope.ts)
    .addColumn('group_id', 'text', (c) => c.notNull())
    // the agent asked for (spec §7 transferAgent adminId), tried first
    .addColumn('admin_id', 'text')
    // 1: a chat handed back by an agent who went offline: served before new arrivals
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
    // arrival order within the tenant (tenants.queue_seq), so first come is first served
    .addColumn('queue_seq', 'bigint', (c) => c.notNull())
    .addColumn('enqueued_at', 'bigint', (c) => c.notNull())
    // the position the visitor was last told (event 1209), so only real moves are announced
    .addColumn('wait_index', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('chat_queue_order').on('chat_queue').columns(['tenant_id', 'group_id', 'priority', 'queue_seq']).execute();
  await addColumns(db, 'tenants', [['queue_seq', 'bigint', 0]]);

  await addColumns(db, 'sessions', [
    ['queued_at', 'bigint'],
    // when the current agent took the chat (spec §4 result 2)
    ['assigned_at', 'bigint'],
    // the last visitor message and the last agent reply (internal notes do not count): the user
    // and agent timers of spec §4 are derived from these, so they survive a restart
    ['last_visitor_at', 'bigint'],
    ['last_agent_at', 'bigint'],
    // the last_visitor_at the desk was already told about (agent-not-replied notice, once per wait)
    ['admin_timeout_noticed', 'bigint'],
    // the desk's read mark (unread counts)
    ['agent_read_seq', 'integer', 0],
  ]);
  await db.schema.createIndex('sessions_agent_open').on('sessions').columns(['admin_id', 'ended']).execute();
  await db.schema.createIndex('sessions_open_connection').on('sessions').columns(['ended', 'connection']).execute();

  // the visitor's device (the desk's visitor profile): the User-Agent of chatStart
  await addColumns(db, 'visitors', [['user_agent', 'text']]);

  await db.schema.createTable('working_hours')
    .addColumn('tenant_id', 'text', (c) => c.primaryKey())
    // JSON: {enabled, timeZone, days: {"0".."6": [{start, end}]}, closedDates: ["YYYY-MM-DD"]}
    .addColumn('config', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema.createTable('canned_replies')
    .addColumn('reply_id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    // typed as `/name` in the reply box
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('canned_replies_name').on('canned_replies').columns(['tenant_id', 'name']).unique().execute();
}

export async function down(db: Db): Promise<void> {
  for (const t of ['canned_replies', 'working_hours', 'chat_queue', 'agent_sessions']) await db.schema.dropTable(t).ifExists().execute();
  await db.schema.dropIndex('agents_login_global').ifExists().execute();
  await db.schema.dropIndex('agent_group_members_agent').ifExists().execute();
  await db.schema.dropIndex('sessions_agent_open').ifExists().execute();
  await db.schema.dropIndex('sessions_open_connection').ifExists().execute();
  for (const c of ['role', 'presence', 'presence_at', 'connected_until', 'last_assigned_at', 'disabled', 'updated_at']) await db.schema.alterTable('agents').dropColumn(c).execute();
  for (const c of ['queued_at', 'assigned_at', 'last_visitor_at', 'last_agent_at', 'admin_timeout_noticed', 'agent_read_seq']) await db.schema.alterTable('sessions').dropColumn(c).execute();
  await db.schema.alterTable('tenants').dropColumn('queue_seq').execute();
  await db.schema.alterTable('visitors').dropColumn('user_agent').execute();
}
