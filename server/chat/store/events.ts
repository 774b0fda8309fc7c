/**
 * The visitors' event logs: the head (the visitor row's event_seq, taken and advanced inside the
 * writer's transaction so seqs are gap-free) and the events after a cursor. The empty poll's read
 * of the head is on the hottest path, so it is compiled once per database and re-run.
 */
import type { CompiledQuery } from 'kysely';
import type { Db, DbOrTrx } from '../../store/db';
import type { EventRow } from '../tables';
import '../tables';

/** Advances the visitor's log head and returns the new seq (the row stays locked until commit); undefined for an unknown visitor. */
export async function nextEventSeq(trx: DbOrTrx, userId: string): Promise<number | undefined> {
  const head = await trx.updateTable('visitors')
    .set((eb) => ({ event_seq: eb('event_seq', '+', 1) }))
    .where('user_id', '=', userId)
    .returning('event_seq')
    .executeTakeFirst();
  return head ? Number(head.event_seq) : undefined;
}

export async function insertEvent(trx: DbOrTrx, row: EventRow): Promise<void> {
  await trx.insertInto('events').values(row).execute();
}

/** What an empty poll reads: the visitor's status, log head and identity. */
export interface LogHead { status: number; event_seq: number; tenant_id: string; channel_id: string }

/**
 * Built once per database and re-run with a new parameter: every visitor polls every 2 s, and
 * building the query each time cost more than running it.
 */
const headQueries = new WeakMap<Db, CompiledQuery<LogHead>>();

/** One primary-key read of the visitor row. */
export function readLogHead(db: Db, userId: string): Promise<LogHead | undefined> {
  let q = headQueries.get(db);
  if (!q) {
    q = db.selectFrom('visitors').select(['status', 'event_seq', 'tenant_id', 'channel_id']).where('user_id', '=', '').compile() as CompiledQuery<LogHead>;
    headQueries.set(db, q);
  }
  return db.executeQuery<LogHead>({ ...q, parameters: [userId] }).then((r) => r.rows[0]);
}

/** The visitor's events after `cursor`, in order, at most `limit`. */
export function eventsAfter(db: DbOrTrx, userId: string, cursor: number, limit: number): Promise<EventRow[]> {
  return db.selectFrom('events').selectAll()
    .where('user_id', '=', userId).where('seq', '>', cursor)
    .orderBy('seq').limit(limit).execute();
}
