/**
 * Extras tables (issue 3 items 6–9): uploads, leave messages and offline messages, evaluations
 * (with their per-channel star/score levels and agent invitations), sensitive words and the
 * tenants' in-chat form targets. Same portable column types as 001: text ids, integer flags,
 * bigint millisecond timestamps, JSON as text. No foreign keys into 001's tables, so this file
 * does not depend on their exact shape.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Files are stored on disk under their 128-bit random id; this row is their metadata.
  await db.schema.createTable('uploads')
    .addColumn('file_id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('channel_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text')
    // 'chat' (spec §7 upload / uploadBase64) or 'wo' (/api/wo/client/upload)
    .addColumn('purpose', 'text', (c) => c.notNull())
    // the sanitised original name (display and Content-Disposition only; never a disk path)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('suffix', 'text', (c) => c.notNull())
    // the SNIFFED media type and the spec §5 class it implies
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('file_class', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('uploads_owner').on('uploads').columns(['tenant_id', 'user_id', 'created_at']).execute();

  // spec §3 "Leave message record".
  await db.schema.createTable('leave_messages')
    .addColumn('leave_msg_id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('channel_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('customer_phone', 'text')
    .addColumn('customer_email', 'text')
    .addColumn('msg_content', 'text', (c) => c.notNull())
    // spec §3: msgState 1 handled, otherwise unhandled; msgDesc is the staff remark
    .addColumn('msg_state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('msg_desc', 'text')
    .addColumn('update_user_name', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('leave_messages_owner').on('leave_messages').columns(['tenant_id', 'user_id', 'created_at']).execute();

  // spec §3 "Offline message": what agents wrote to a visitor who was gone (the agents issue writes it).
  await db.schema.createTable('offline_messages')
    .addColumn('offline_msg_id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('channel_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('admin_id', 'text')
    .addColumn('admin_nick', 'text', (c) => c.notNull())
    .addColumn('msg_type', 'integer', (c) => c.notNull())
    .addColumn('msg_content', 'text', (c) => c.notNull())
    .addColumn('msg_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('offline_messages_owner').on('offline_messages').columns(['tenant_id', 'user_id', 'msg_time']).execute();

  // spec §3 "Evaluation": one row per session — the primary key is what makes it once per session.
  await db.schema.createTable('evaluations')
    .addColumn('session_id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('channel_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('admin_id', 'text')
    // 'robot' or 'manual' (spec §4 connection)
    .addColumn('connection', 'text', (c) => c.notNull())
    .addColumn('star', 'integer')
    .addColumn('solve', 'integer')
    // comma list of the chosen labels, as configured
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('evaluations_tenant').on('evaluations').columns(['tenant_id', 'created_at']).execute();

  // An agent's evaluation request (event 1203) opens agent evaluation before the chat ends.
  await db.schema.createTable('evaluation_invites')
    .addColumn('session_id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('admin_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  // The star (agent) and score (robot) levels a channel offers; channel_id '' = tenant-wide.
  await db.schema.createTable('evaluation_levels')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('channel_id', 'text', (c) => c.notNull())
    // 'star' (indexed by star − 1) or 'score' (indexed by the robot's solved flag)
    .addColumn('list', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('level_tag', 'text', (c) => c.notNull())
    .addColumn('level_guide_msg', 'text', (c) => c.notNull())
    .addColumn('evaluate_guide_msg', 'text', (c) => c.notNull())
    .addColumn('evaluate_msg_required', 'integer', (c) => c.notNull())
    .addColumn('level_tag_required', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('evaluation_levels_pk', ['tenant_id', 'channel_id', 'list', 'position'])
    .execute();

  await db.schema.createTable('sensitive_words')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('word', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('sensitive_words_pk', ['tenant_id', 'word'])
    .execute();

  // fromRequest targets: the ONLY places an in-chat form (message type 11) may be posted to.
  await db.schema.createTable('form_targets')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('form_id', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    // JSON list of the field names posted; nothing else from the visitor's body is sent
    .addColumn('field_names', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('form_targets_pk', ['tenant_id', 'form_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['form_targets', 'sensitive_words', 'evaluation_levels', 'evaluation_invites', 'evaluations', 'offline_messages', 'leave_messages', 'uploads']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
