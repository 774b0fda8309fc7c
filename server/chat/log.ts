/**
 * The visitor's durable event log (DESIGN §3): a per-visitor gap-free seq taken from the
 * visitor row's counter inside the caller's transaction, so an event is stored before anyone
 * is told about it, and a poll by cursor never misses one.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../store/schema';
import './tables';

export interface NewEvent {
  userId: string;
  code: number;
  msgId?: string | null;
  payload?: Record<string, unknown> | null;
  at: number;
}

/** Appends one event in `trx` and returns its seq (the visitor row stays locked until commit). */
export async function appendEvent(trx: Transaction<Database> | Kysely<Database>, e: NewEvent): Promise<number> {
  const head = await trx.updateTable('visitors')
    .set((eb) => ({ event_seq: eb('event_seq', '+', 1) }))
    .where('user_id', '=', e.userId)
    .returning('event_seq')
    .executeTakeFirst();
  if (!head) throw new Error(`event for an unknown visitor ${e.userId}`);
  const seq = Number(head.event_seq);
  await trx.insertInto('events').values({
    user_id: e.userId, seq, code: e.code, msg_id: e.msgId ?? null,
    payload: e.payload ? JSON.stringify(e.payload) : null, created_at: e.at,
  }).execute();
  return seq;
}
