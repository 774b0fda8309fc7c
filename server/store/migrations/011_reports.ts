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
 * - `messages_agent_reply`: the first response (the agent's first public message after the
 *   assignment) is one index probe per conversation, not a walk through its messages; partial,
 *   so it holds agents' public messages only. The same statement on both databases.
 */
import { sql } from 'kysely';
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
  // sender type 2 = agent (protocol SenderType.agent); the reports' query names the same literals
  await sql`create index messages_agent_reply on messages (session_id, msg_time) where sender_type = 2 and inside_flag = 0`.execute(db);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('messages_agent_reply').ifExists().execute();
  await db.schema.dropIndex('sessions_tenant_started').ifExists().execute();
  await db.schema.dropTable('robot_asks').ifExists().execute();
}
