/**
 * The e-mail outbox (issue 25 item 3, server/mail): work-order notifications are written here in
 * the transaction of the change that caused them and sent by a worker that claims due rows with a
 * lease, so a mail survives a restart and two processes never send the same row. Same portable
 * column types as 001–006: text ids, bigint millisecond timestamps, JSON as text.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema.createTable('mail_outbox')
    .addColumn('mail_id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    // the caller's name for the notification (`wo:<id>:created`): enqueued twice, mailed once
    .addColumn('dedupe_key', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('vars', 'text', (c) => c.notNull())
    // 'pending', 'sent' or 'failed' (gave up after the last attempt)
    .addColumn('status', 'text', (c) => c.notNull())
    // attempts started (counted when a worker claims the row, so a crash mid-send counts too)
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
    // a worker holds the row until then (0: nobody); past it, any worker may claim it again
    .addColumn('lease_until', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('lease_owner', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('sent_at', 'bigint')
    .execute();
  await db.schema.createIndex('mail_outbox_dedupe').on('mail_outbox').columns(['tenant_id', 'dedupe_key']).unique().execute();
  await db.schema.createIndex('mail_outbox_due').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
}
