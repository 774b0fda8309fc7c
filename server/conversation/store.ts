/**
 * The conversation's rows as the state machine sees them, and the only writes to them: the
 * visitor's status, the current session's connection, agent, group, queue and end times, the
 * queue place, and the session's agent-timeout mark (`markAdminTimeoutNoticed`, for the timers).
 * Callers lock the conversation (`lock`, inside their transaction: the visitor row first,
 * always, so two processes never deadlock), then `apply` a transition; `apply` asks
 * `transition` (state.ts) whether it may happen and writes exactly what it changes. The events the
 * transition emits are the caller's to store (with their payloads) in the same transaction.
 */
import type { Transaction } from 'kysely';
import { ConnectionType } from '../../protocol';
import type { OutType, UserStatus } from '../../protocol';
import type { Database } from '../store/schema';
import type { DbOrTrx } from '../store/db';
import type { SessionRow, VisitorRow } from '../chat/rows';
import { newSessionId } from '../chat/ids';
import { BEFORE_FIRST, transition } from './state';
import type { ConversationState } from './state';
import { enqueue, removeEntry } from './queue-place';
import type { QueueRow } from './queue-place';
import '../chat/tables';
import './tables';

type Trx = Transaction<Database>;

export interface Locked {
  visitor: VisitorRow;
  /** the visitor's current session (ended or not) */
  session: SessionRow;
  state: ConversationState;
}

/**
 * Locks the visitor row (PostgreSQL: a row lock until commit; SQLite: the one writer) and reads
 * the conversation; undefined when the visitor (of `tenantId`, when given) has no session.
 * `seenAt` also records the visitor as seen now.
 */
export async function lock(trx: Trx, userId: string, opts: { tenantId?: string; seenAt?: number } = {}): Promise<Locked | undefined> {
  let q = trx.updateTable('visitors').set((eb) => (opts.seenAt === undefined ? { status: eb.ref('status') } : { last_seen_at: opts.seenAt! }))
    .where('user_id', '=', userId);
  if (opts.tenantId !== undefined) q = q.where('tenant_id', '=', opts.tenantId);
  const visitor = await q.returningAll().executeTakeFirst();
  if (!visitor?.session_id) return undefined;
  const session = await trx.selectFrom('sessions').selectAll().where('session_id', '=', visitor.session_id).executeTakeFirst();
  if (!session) return undefined;
  const place = await trx.selectFrom('chat_queue').select('user_id').where('user_id', '=', userId).executeTakeFirst();
  const state: ConversationState = {
    status: Number(visitor.status) as UserStatus,
    connection: session.connection as ConnectionType,
    agentId: session.admin_id,
    queued: place !== undefined,
    ended: Number(session.ended) === 1,
  };
  return { visitor, session, state };
}

/**
 * A transition of an open conversation with what its writes need besides (the queue scope, the
 * agent the visitor asked for); `start` is `begin`'s.
 */
export type Move =
  | { kind: 'queue'; scopeKey: string; adminId: string | null }
  | { kind: 'connect'; agentId: string; fromAgentId?: string; scopeKey: string }
  | { kind: 'handBack'; fromAgentId: string; scopeKey: string }
  | { kind: 'close'; outType: OutType };

export type Applied =
  | { ok: true; visitor: VisitorRow; session: SessionRow; state: ConversationState; emits: readonly number[]; left: QueueRow | undefined }
  | { ok: false; why: string };

/** Makes the transition `t` on a locked conversation, or changes nothing and says why not. */
export async function apply(trx: Trx, c: Locked, t: Move, now: number): Promise<Applied> {
  const verdict = transition(c.state, t);
  if (!verdict.ok) return verdict;
  const userId = c.visitor.user_id;
  const sessionId = c.session.session_id;
  let session = c.session;
  let left: QueueRow | undefined;
  switch (t.kind) {
    case 'queue': {
      const added = await enqueue(trx, {
        userId, tenantId: c.visitor.tenant_id, channelId: c.visitor.channel_id, sessionId, scopeKey: t.scopeKey,
        adminId: t.adminId, priority: 0, now, told: true,
      });
      if (!added) return { ok: false, why: 'already waiting' };
      session = await trx.updateTable('sessions').set({ queued_at: now }).where('session_id', '=', sessionId).returningAll().executeTakeFirstOrThrow();
      break;
    }
    case 'connect': {
      session = await trx.updateTable('sessions').set({
        connection: ConnectionType.manual, admin_id: t.agentId, group_id: t.scopeKey, assigned_at: now, admin_timeout_noticed: null,
        // a routed chat starts unread (what the visitor wrote while waiting); a transferred one at its end
        ...(t.fromAgentId !== undefined ? { agent_read_seq: c.session.last_seq } : {}),
      }).where('session_id', '=', sessionId).returningAll().executeTakeFirstOrThrow();
      left = await removeEntry(trx, userId);
      break;
    }
    case 'handBack': {
      session = await trx.updateTable('sessions').set({ admin_id: null, queued_at: now }).where('session_id', '=', sessionId).returningAll().executeTakeFirstOrThrow();
      await enqueue(trx, {
        userId, tenantId: c.visitor.tenant_id, channelId: c.visitor.channel_id, sessionId, scopeKey: t.scopeKey,
        adminId: null, priority: 1, now, told: false,
      });
      break;
    }
    case 'close': {
      session = await trx.updateTable('sessions').set({ ended: 1, ended_at: now, out_type: t.outType })
        .where('session_id', '=', sessionId).returningAll().executeTakeFirstOrThrow();
      left = await removeEntry(trx, userId);
      break;
    }
  }
  const visitor = await trx.updateTable('visitors').set({ status: verdict.next.status, updated_at: now })
    .where('user_id', '=', userId).returningAll().executeTakeFirstOrThrow();
  return { ok: true, visitor, session, state: verdict.next, emits: verdict.emits, left };
}

/**
 * Starts a conversation: a new session in the robot stage, which becomes the visitor's current
 * one (status robot). `prior` is the conversation it follows (it must have ended); none for a new
 * visitor. `lastMsgAt` carries the previous session's last message time (history's order).
 */
export async function begin(trx: Trx, v: Pick<VisitorRow, 'user_id' | 'tenant_id' | 'channel_id'>, at: { now: number; lastMsgAt: number },
  prior: ConversationState = BEFORE_FIRST): Promise<{ session: SessionRow; visitor: VisitorRow }> {
  const verdict = transition(prior, { kind: 'start' });
  if (!verdict.ok) throw new Error(`cannot start a conversation: ${verdict.why}`);
  const session: SessionRow = {
    session_id: newSessionId(), user_id: v.user_id, tenant_id: v.tenant_id, channel_id: v.channel_id,
    connection: verdict.next.connection, ended: 0, out_type: null, admin_id: null, group_id: null,
    last_seq: 0, last_msg_at: at.lastMsgAt, started_at: at.now, ended_at: null,
    queued_at: null, assigned_at: null, last_visitor_at: null, last_agent_at: null, admin_timeout_noticed: null, agent_read_seq: 0,
  };
  await trx.insertInto('sessions').values(session).execute();
  const visitor = await trx.updateTable('visitors').set({ session_id: session.session_id, status: verdict.next.status, last_seen_at: at.now })
    .where('user_id', '=', v.user_id).returningAll().executeTakeFirstOrThrow();
  return { session, visitor };
}

/**
 * Records that the agent of an open session was told the visitor has waited too long for this
 * visitor message (`lastVisitorAt`): once per wait, so of several processes ticking at once only
 * the one that changes the row reports it. Whether this call changed it.
 */
export async function markAdminTimeoutNoticed(db: DbOrTrx, sessionId: string, lastVisitorAt: number): Promise<boolean> {
  const marked = await db.updateTable('sessions').set({ admin_timeout_noticed: lastVisitorAt })
    .where('session_id', '=', sessionId).where('ended', '=', 0).where('last_visitor_at', '=', lastVisitorAt)
    .where((eb) => eb.or([eb('admin_timeout_noticed', 'is', null), eb('admin_timeout_noticed', '!=', lastVisitorAt)]))
    .executeTakeFirst();
  return Number(marked.numUpdatedRows) > 0;
}
