/**
 * Reports (docs/api.md "Reports (desk, admin)"):
 *
 * - `robot_asks`: what the robot did with each visitor question or click — answered, "did you
 *   mean", unknown, other (a request for a human, small talk) — with the conversation it was in
 *   and, for an unknown one, the question and its normalised key (the unknown-question log's
 *   key). The stored robot message keeps only the answer type, which cannot tell small talk from
 *   an unknown question, and the log keeps one count per question for all time, not per day.
 *   Written by the robot where it answers (server/robot/service.ts); answers before this
 *   migration are not counted.
 * - `sessions_tenant_started`: the reports' range scan (conversations by start time).
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema.createTable('robot_asks')
    .addColumn('msg_id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('question_key', 'text')
    .addColumn('question', 'text')
    .addColumn('asked_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('robot_asks_session').on('robot_asks').columns(['tenant_id', 'session_id']).execute();
  await db.schema.createIndex('sessions_tenant_started').on('sessions').columns(['tenant_id', 'started_at']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('sessions_tenant_started').ifExists().execute();
  await db.schema.dropTable('robot_asks').ifExists().execute();
}
