/**
 * Reading the queue (spec §4 transfer result 3): a visitor's entry and position, a tenant's queue
 * in service order. The queue places themselves are written by the conversation's owner
 * (server/conversation/queue-place.ts).
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../store/schema';
import type { QueueRow } from '../conversation';

export type { QueueRow };
type Db = Kysely<Database> | Transaction<Database>;

export async function entry(db: Db, userId: string): Promise<QueueRow | undefined> {
  return db.selectFrom('chat_queue').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** The visitor's 1-based position within its scope, or undefined when not queued. */
export async function waitIndexOf(db: Db, userId: string): Promise<number | undefined> {
  const me = await entry(db, userId);
  if (!me) return undefined;
  const ahead = await db.selectFrom('chat_queue').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', me.tenant_id).where('group_id', '=', me.group_id)
    .where((eb) => eb.or([
      eb('priority', '>', me.priority),
      eb.and([eb('priority', '=', me.priority), eb('queue_seq', '<', me.queue_seq)]),
    ])).executeTakeFirstOrThrow();
  return Number(ahead.n) + 1;
}

/** The tenant's whole queue in service order (priority first, then arrival). */
export async function listQueue(db: Db, tenantId: string, limit = 1000): Promise<QueueRow[]> {
  return db.selectFrom('chat_queue').selectAll().where('tenant_id', '=', tenantId)
    .orderBy('priority', 'desc').orderBy('queue_seq').limit(limit).execute();
}

