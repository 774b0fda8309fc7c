/**
 * The session rows as the chat domain reads and writes them: the per-conversation counter that
 * numbers messages (seq and a strictly increasing msgTime, taken with the row locked so seqs stay
 * gap-free), the desk's read mark, and the reads behind the desk's and the visitor's session
 * lists. Connection, agent, queue and end are the conversation owner's (server/conversation).
 */
import { sql } from 'kysely';
import { ConnectionType } from '../../../protocol';
import type { DbOrTrx, Trx } from '../../store/db';
import type { SessionRow } from '../tables';
import '../tables';

export function sessionById(db: DbOrTrx, sessionId: string): Promise<SessionRow | undefined> {
  return db.selectFrom('sessions').selectAll().where('session_id', '=', sessionId).executeTakeFirst();
}

/** The session of `tenantId` (the desk's view: another tenant's session is not found). */
export function tenantSession(db: DbOrTrx, sessionId: string, tenantId: string): Promise<SessionRow | undefined> {
  return db.selectFrom('sessions').selectAll().where('session_id', '=', sessionId).where('tenant_id', '=', tenantId).executeTakeFirst();
}

/** Whether the session is one of the visitor's. */
export async function isVisitorsSession(db: DbOrTrx, sessionId: string, userId: string): Promise<boolean> {
  const own = await db.selectFrom('sessions').select('session_id')
    .where('session_id', '=', sessionId).where('user_id', '=', userId).executeTakeFirst();
  return own !== undefined;
}

/** The visitor's sessions, newest first. */
export function sessionsOfVisitor(db: DbOrTrx, userId: string, limit: number): Promise<SessionRow[]> {
  return db.selectFrom('sessions').selectAll().where('user_id', '=', userId).orderBy('started_at', 'desc').limit(limit).execute();
}

/** Open manual chats (an agent's, or the given ones) with the visitor's name, by assignment time. */
export function openManualChats(db: DbOrTrx, where: { agentId: string } | { sessionIds: string[] } | { tenantId: string }, limit: number) {
  let q = db.selectFrom('sessions as s').innerJoin('visitors as v', 'v.user_id', 's.user_id')
    .selectAll('s').select(['v.user_name', 'v.locale', 'v.user_agent', 'v.previous_url']).where('s.ended', '=', 0).where('s.connection', '=', ConnectionType.manual);
  q = 'agentId' in where ? q.where('s.admin_id', '=', where.agentId)
    : 'tenantId' in where ? q.where('s.tenant_id', '=', where.tenantId).where('s.admin_id', 'is not', null)
      : q.where('s.session_id', 'in', where.sessionIds.length ? where.sessionIds : ['']);
  return q.orderBy('s.assigned_at').limit(limit).execute();
}

/** The desk's read mark moves forward only, and never past the conversation's last seq. */
export async function markAgentRead(db: DbOrTrx, sessionId: string, seq: number): Promise<void> {
  await db.updateTable('sessions').set({ agent_read_seq: sql<number>`case when last_seq < ${seq} then last_seq else ${seq} end` })
    .where('session_id', '=', sessionId).where('agent_read_seq', '<', seq).execute();
}

/** Which session to count a message in: the named one, or the visitor's current one (found in the same statement). */
export interface CounterTarget { sessionId?: string | undefined; userId: string; tenantId: string; channelId: string }
/** The timer columns a message stamps (spec §4 timers). */
export type TurnStamp = Partial<Pick<SessionRow, 'last_visitor_at' | 'last_agent_at'>>;

/**
 * Takes the next seq and msgTime of an open session, locking it until commit (PostgreSQL), and
 * writes `stamp`; undefined when the session has ended or the visitor has none.
 */
export function advanceCounter(trx: Trx, target: CounterTarget, now: number, stamp: TurnStamp): Promise<Pick<SessionRow, 'session_id' | 'last_seq' | 'last_msg_at'> | undefined> {
  return trx.updateTable('sessions')
    .set((eb) => ({
      last_seq: eb('last_seq', '+', 1),
      // server time, made strictly increasing per conversation so the history cursor
      // (maxTime) never splits messages of the same millisecond (P4: client clocks only decorate)
      last_msg_at: sql<number>`case when last_msg_at >= ${now} then last_msg_at + 1 else ${now} end`,
      ...stamp,
    }))
    .where((eb) => eb('session_id', '=', target.sessionId ?? eb.selectFrom('visitors').select('session_id')
      .where('user_id', '=', target.userId).where('tenant_id', '=', target.tenantId).where('channel_id', '=', target.channelId)))
    .where('ended', '=', 0)
    .returning(['session_id', 'last_seq', 'last_msg_at'])
    .executeTakeFirst();
}

/**
 * Advances several open sessions' counters at once, each by its message count (one UPDATE …
 * FROM VALUES, which also locks them), with msgTimes after `now - 1` and last_visitor_at = now:
 * every message of a send batch is a visitor's. Ended sessions return nothing.
 */
export async function advanceCounters(trx: Trx, counts: ReadonlyMap<string, number>, now: number): Promise<{ session_id: string; last_seq: number; last_msg_at: number }[]> {
  const values = sql.join([...counts].map(([s, k]) => sql`(${s}, cast(${k} as integer), cast(${now - 1} as bigint))`));
  const advanced = await sql<{ session_id: string; last_seq: number; last_msg_at: number }>`
    update sessions set
      last_seq = sessions.last_seq + v.column2,
      last_msg_at = (case when sessions.last_msg_at >= v.column3 then sessions.last_msg_at else v.column3 end) + v.column2,
      last_visitor_at = cast(${now} as bigint)
    from (values ${values}) as v
    where sessions.session_id = v.column1 and sessions.ended = 0
    returning sessions.session_id, sessions.last_seq, sessions.last_msg_at`.execute(trx);
  return advanced.rows;
}

/** Gives back `k` seqs taken for messages that turned out to be retries. */
export async function giveBackSeqs(trx: Trx, sessionId: string, k: number): Promise<void> {
  await trx.updateTable('sessions').set((eb) => ({ last_seq: eb('last_seq', '-', k) })).where('session_id', '=', sessionId).execute();
}
