/**
 * Work orders (issue 25): the tenant's work-order types with their extra fields, the orders, their
 * timeline (replies and changes) and the idempotency keys of every write. Portable column types
 * as in 001/002: text ids, integer flags, bigint millisecond timestamps, JSON as text.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  // A type IS a template (templateId = typeId); its fields are a JSON list (DeskWoField[]).
  await db.schema.createTable('wo_types')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('type_id', 'text', (c) => c.notNull())
    .addColumn('type_name', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('wo_types_pk', ['tenant_id', 'type_id'])
    .execute();

  await db.schema.createTable('work_orders')
    .addColumn('wo_id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('channel_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    // the type when the order was made ('' when none); name and fields are kept as they were
    .addColumn('type_id', 'text', (c) => c.notNull())
    .addColumn('type_name', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    // sanitised HTML, and its lower-cased plain text with the title (the desk's search)
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('priority', 'integer', (c) => c.notNull())
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('customer_phone', 'text', (c) => c.notNull())
    .addColumn('customer_email', 'text', (c) => c.notNull())
    // the visitor's locale when the order was made (mails)
    .addColumn('locale', 'text', (c) => c.notNull())
    // JSON: [{fieldId, fieldName, fieldType, fieldValue}] and [{fileName, fileType, fileUrl}]
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('files', 'text', (c) => c.notNull())
    .addColumn('start_way', 'integer', (c) => c.notNull())
    .addColumn('assignee_agent_id', 'text')
    .addColumn('assignee_group_id', 'text')
    .addColumn('leave_msg_id', 'text')
    // 1 while the newest entry is the customer's (the order itself or a customer reply)
    .addColumn('awaiting_staff', 'integer', (c) => c.notNull())
    .addColumn('handle_count', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // the desk's inbox (newest change first, keyset paging) and the visitor's own list
  await db.schema.createIndex('work_orders_inbox').on('work_orders').columns(['tenant_id', 'updated_at', 'wo_id']).execute();
  await db.schema.createIndex('work_orders_owner').on('work_orders').columns(['tenant_id', 'user_id', 'created_at']).execute();

  // The timeline: 1 public reply, 2 customer reply, 3 internal reply, 4 change; seq orders it.
  await db.schema.createTable('wo_handles')
    .addColumn('handle_id', 'text', (c) => c.primaryKey())
    .addColumn('wo_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('handle_type', 'integer', (c) => c.notNull())
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('agent_id', 'text')
    .addColumn('status_after', 'integer', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('files', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('wo_handles_order').on('wo_handles').columns(['wo_id', 'seq']).unique().execute();

  // Idempotency: one row per (tenant, key) — `v:<userId>:<localId>` for a visitor's writes,
  // `d:<localId>` for the desk's, `lm:<leaveMsgId>` for an order made from a leave message.
  await db.schema.createTable('wo_requests')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('request_key', 'text', (c) => c.notNull())
    .addColumn('wo_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('wo_requests_pk', ['tenant_id', 'request_key'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('wo_requests').execute();
  await db.schema.dropTable('wo_handles').execute();
  await db.schema.dropTable('work_orders').execute();
  await db.schema.dropTable('wo_types').execute();
}
