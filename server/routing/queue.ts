/**
 * Reading the queue (spec §4 transfer result 3): a visitor's entry and position, a tenant's queue
 * in service order. The queue places themselves are written by the conversation's owner
 * (server/conversation/queue-place.ts).
 */
import type { DbOrTrx } from '../store/db';
import type { QueueRow } from '../conversation';
import { countAhead, queueEntry, queueOfTenant } from './store';

export type { QueueRow };

export async function entry(db: DbOrTrx, userId: string): Promise<QueueRow | undefined> {
  return queueEntry(db, userId);
}

/** The visitor's 1-based position within its scope, or undefined when not queued. */
export async function waitIndexOf(db: DbOrTrx, userId: string): Promise<number | undefined> {
  const me = await queueEntry(db, userId);
  if (!me) return undefined;
  return (await countAhead(db, me)) + 1;
}

/** The tenant's whole queue in service order (priority first, then arrival). */
export async function listQueue(db: DbOrTrx, tenantId: string, limit = 1000): Promise<QueueRow[]> {
  return queueOfTenant(db, tenantId, limit);
}

