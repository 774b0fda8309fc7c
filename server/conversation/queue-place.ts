/**
 * The queue places (spec §4 transfer result 3), written only here: one row per waiting visitor
 * (the primary key makes two parallel transfers one entry), first come first served within a
 * tenant — arrival numbers come from the tenant row's counter, so the order is strict even within
 * one millisecond and across processes. Positions (waitIndex) count within a scope; whenever they
 * move, each visitor whose position changed gets one event 1209 {waitIndex} in their durable log
 * (written in batches).
 */
import { sql } from 'kysely';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { EventCode } from '../../protocol';
import type { Database } from '../store/schema';
import type { ChatQueueTable } from './tables';
import './tables';

export type QueueRow = Selectable<ChatQueueTable>;
type Db = Kysely<Database> | Transaction<Database>;

/** Rows per statement when many visitors move at once (bounded statement size). */
const CHUNK = 400;

export interface NewEntry {
  userId: string;
  tenantId: string;
  channelId: string;
  sessionId: string;
  scopeKey: string;
  adminId: string | null;
  /** 1: a chat handed back (served before new arrivals) */
  priority: number;
  now: number;
  /** the caller tells the visitor the position (transferAgent's answer); otherwise a 1209 will */
  told: boolean;
}

/**
 * Adds the visitor to the queue; false when they were already in it. The tenant's counter row
 * stays locked until commit, so arrivals are numbered (and placed) one at a time: the new entry's
 * position is known here — everyone of its scope with its priority or higher is ahead — and is
 * stored as told when the caller answers it (transferAgent), so a mere arrival needs no renumbering;
 * otherwise (a chat handed back) it is left for renumber() to announce with a 1209.
 */
export async function enqueue(trx: Transaction<Database>, e: NewEntry): Promise<boolean> {
  const counter = await trx.updateTable('tenants').set((eb) => ({ queue_seq: eb('queue_seq', '+', 1) }))
    .where('tenant_id', '=', e.tenantId).returning('queue_seq').executeTakeFirstOrThrow();
  const ahead = await trx.selectFrom('chat_queue').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', e.tenantId).where('group_id', '=', e.scopeKey).where('priority', '>=', e.priority).executeTakeFirstOrThrow();
  const inserted = await trx.insertInto('chat_queue').values({
    user_id: e.userId, tenant_id: e.tenantId, channel_id: e.channelId, session_id: e.sessionId, group_id: e.scopeKey,
    admin_id: e.adminId, priority: e.priority, queue_seq: Number(counter.queue_seq), enqueued_at: e.now, wait_index: e.told ? Number(ahead.n) + 1 : 0,
  }).onConflict((oc) => oc.column('user_id').doNothing()).returning('user_id').executeTakeFirst();
  return !!inserted;
}

export async function removeEntry(trx: Db, userId: string): Promise<QueueRow | undefined> {
  return trx.deleteFrom('chat_queue').where('user_id', '=', userId).returningAll().executeTakeFirst();
}

export interface Moved { userId: string; waitIndex: number; eventSeq: number }

/**
 * Recomputes the positions of the given scopes and, for every visitor whose position changed,
 * stores the new one and appends event 1209 {waitIndex} to their log — a fixed number of
 * statements per chunk of visitors, whatever the queue's length.
 */
export async function renumber(trx: Transaction<Database>, tenantId: string, scopeKeys: Iterable<string>, now: number): Promise<Moved[]> {
  const moved: Moved[] = [];
  for (const key of new Set(scopeKeys)) {
    const rows = await trx.selectFrom('chat_queue').select(['user_id', 'wait_index']).where('tenant_id', '=', tenantId).where('group_id', '=', key)
      .orderBy('priority', 'desc').orderBy('queue_seq').execute();
    const changed = rows.flatMap((r, i) => (Number(r.wait_index) === i + 1 ? [] : [{ userId: r.user_id, waitIndex: i + 1 }]));
    for (let i = 0; i < changed.length; i += CHUNK) {
      const part = changed.slice(i, i + CHUNK);
      const values = sql.join(part.map((c) => sql`(${c.userId}, cast(${c.waitIndex} as integer))`));
      await sql`update chat_queue set wait_index = v.column2 from (values ${values}) as v where chat_queue.user_id = v.column1`.execute(trx);
      moved.push(...(await appendPositionEvents(trx, part, now)));
    }
  }
  return moved;
}

/** Event 1209 for each visitor: the log heads advanced in one UPDATE, the events in one INSERT. */
async function appendPositionEvents(trx: Transaction<Database>, part: { userId: string; waitIndex: number }[], now: number): Promise<Moved[]> {
  const heads = await trx.updateTable('visitors').set((eb) => ({ event_seq: eb('event_seq', '+', 1) }))
    .where('user_id', 'in', part.map((p) => p.userId)).returning(['user_id', 'event_seq']).execute();
  const seqOf = new Map(heads.map((h) => [h.user_id, Number(h.event_seq)]));
  const rows = part.flatMap((p) => {
    const seq = seqOf.get(p.userId);
    return seq === undefined ? [] : [{ user_id: p.userId, seq, code: EventCode.queuePosition, msg_id: null, payload: JSON.stringify({ waitIndex: p.waitIndex }), created_at: now }];
  });
  if (rows.length) await trx.insertInto('events').values(rows).execute();
  return rows.map((r) => ({ userId: r.user_id, waitIndex: JSON.parse(r.payload).waitIndex as number, eventSeq: r.seq }));
}
