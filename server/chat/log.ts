/**
 * The visitor's durable event log (DESIGN §3): a per-visitor gap-free seq taken from the
 * visitor row's counter inside the caller's transaction, so an event is stored before anyone
 * is told about it, and a poll by cursor never misses one.
 */
import type { DbOrTrx } from '../store/db';
import { insertEvent, nextEventSeq } from './store/events';

export interface NewEvent {
  userId: string;
  code: number;
  msgId?: string | null;
  payload?: Record<string, unknown> | null;
  at: number;
}

/** Appends one event in `trx` and returns its seq (the visitor row stays locked until commit). */
export async function appendEvent(trx: DbOrTrx, e: NewEvent): Promise<number> {
  const seq = await nextEventSeq(trx, e.userId);
  if (seq === undefined) throw new Error(`event for an unknown visitor ${e.userId}`);
  await insertEvent(trx, {
    user_id: e.userId, seq, code: e.code, msg_id: e.msgId ?? null,
    payload: e.payload ? JSON.stringify(e.payload) : null, created_at: e.at,
  });
  return seq;
}
