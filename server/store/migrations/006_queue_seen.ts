/**
 * A queued visitor's last sign of life (issue 11 follow-up): the widget polls every 2 s while it
 * waits, and each poll (at most every 15 s a visitor) stamps the queue row, so a visitor who closed
 * the tab can be told apart from one still waiting and does not hold a place in the queue forever.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('chat_queue').addColumn('seen_at', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('chat_queue').dropColumn('seen_at').execute();
}
