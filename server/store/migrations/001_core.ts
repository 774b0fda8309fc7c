/**
 * Core tables (issue 3): tenants, channels, visitors, sessions, messages, events, agents and
 * agent groups. Only Kysely's portable column types, so the same migration runs on SQLite and
 * PostgreSQL: text ids, integer flags, bigint millisecond timestamps, JSON stored as text.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('tenants')
    .addColumn('tenant_id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema.createTable('channels')
    .addColumn('channel_id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.tenant_id'))
    // the full ChannelConfig (spec §3 "Init configuration") with defaults filled, as JSON
    .addColumn('config', 'text', (c) => c.notNull())
    // per-locale overrides of the visitor-facing texts: {"en": {"titleDesc": …}}
    .addColumn('i18n', 'text', (c) => c.notNull().defaultTo('{}'))
    // message templates served by /api/basic/msgTemplate/getMsgTemplate
    .addColumn('msg_templates', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('channels_tenant').on('channels').column('tenant_id').execute();

  await db.schema.createTable('visitors')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('channel_id', 'text', (c) => c.notNull())
    // spec §3 user status: 0 ended/offline, 1 robot, 2 with agent, 3 queued
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('session_id', 'text')
    .addColumn('user_name', 'text')
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('locale', 'text')
    .addColumn('params', 'text')
    .addColumn('pid', 'text')
    .addColumn('refer', 'text')
    .addColumn('previous_url', 'text')
    .addColumn('fiy_book_code', 'text')
    .addColumn('requested_group_id', 'text')
    .addColumn('requested_admin_id', 'text')
    .addColumn('form_params', 'text')
    .addColumn('form_submitted_at', 'bigint')
    // head of the visitor's event log (events.seq) and the last seq the visitor read
    .addColumn('event_seq', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('read_seq', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('visitors_channel').on('visitors').columns(['channel_id', 'created_at']).execute();

  await db.schema.createTable('sessions')
    .addColumn('session_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('channel_id', 'text', (c) => c.notNull())
    .addColumn('connection', 'text', (c) => c.notNull())
    .addColumn('ended', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('out_type', 'integer')
    .addColumn('admin_id', 'text')
    .addColumn('group_id', 'text')
    // the per-conversation message counter (P4: gap-free seq) and the last message time
    .addColumn('last_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_msg_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('ended_at', 'bigint')
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').columns(['user_id', 'started_at']).execute();
  await db.schema.createIndex('sessions_tenant_open').on('sessions').columns(['tenant_id', 'ended', 'started_at']).execute();

  await db.schema.createTable('messages')
    .addColumn('msg_id', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    // the widget's local id (`message…`/`file…` + timestamp): the idempotency key (DESIGN §3)
    .addColumn('local_id', 'text')
    .addColumn('sender_type', 'integer', (c) => c.notNull())
    .addColumn('sender_id', 'text')
    .addColumn('sender_name', 'text')
    .addColumn('msg_type', 'integer', (c) => c.notNull())
    .addColumn('msg_content', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text')
    .addColumn('doc_node', 'text')
    .addColumn('extra', 'text')
    .addColumn('recall_flag', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('inside_flag', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sensitive_flag', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sensitive_words', 'text')
    .addColumn('msg_time', 'bigint', (c) => c.notNull())
    .execute();
  // hot paths: a conversation in order, and the visitor's history by time
  await db.schema.createIndex('messages_session_seq').on('messages').columns(['session_id', 'seq']).unique().execute();
  await db.schema.createIndex('messages_user_time').on('messages').columns(['user_id', 'msg_time']).execute();
  // NULL local ids (robot, system, agent messages) never collide: both engines allow many NULLs
  await db.schema.createIndex('messages_user_local').on('messages').columns(['user_id', 'local_id']).unique().execute();

  await db.schema.createTable('events')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .addColumn('code', 'integer', (c) => c.notNull())
    // a message event points at its message, so a later recall or flag applies at read time
    .addColumn('msg_id', 'text')
    .addColumn('payload', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('events_pk', ['user_id', 'seq'])
    .execute();

  // Agents and groups: created here so the demo seed has somewhere to go; the agents issue
  // adds what it needs in its own migration.
  await db.schema.createTable('agents')
    .addColumn('agent_id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('login_name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('nick', 'text', (c) => c.notNull())
    .addColumn('face', 'text')
    .addColumn('card_sign', 'text')
    .addColumn('card_tel', 'text')
    .addColumn('card_mobile', 'text')
    .addColumn('card_email', 'text')
    .addColumn('card_qq', 'text')
    .addColumn('card_wechat', 'text')
    .addColumn('max_load', 'integer', (c) => c.notNull().defaultTo(5))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('agents_login').on('agents').columns(['tenant_id', 'login_name']).unique().execute();

  await db.schema.createTable('agent_groups')
    .addColumn('group_id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('group_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createTable('agent_group_members')
    .addColumn('group_id', 'text', (c) => c.notNull())
    .addColumn('agent_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('agent_group_members_pk', ['group_id', 'agent_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['agent_group_members', 'agent_groups', 'agents', 'events', 'messages', 'sessions', 'visitors', 'channels', 'tenants']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
