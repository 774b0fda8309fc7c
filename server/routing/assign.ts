/**
 * Giving a chat to an agent (spec §4 transfer result 2), in ONE transaction that locks the
 * visitor row first and the agent row second (the same order everywhere, so no deadlock):
 *   1. the visitor must still be where the caller saw them (queued for routing and taking;
 *      with `fromAgentId` for a transfer) in an open session;
 *   2. the agent must be online with a connected desk, and under its limit once locked — so two
 *      processes can never give one agent more chats than its limit, nor one visitor two chats;
 *   3. the session turns manual with that agent, the visitor's status 2, the queue place goes,
 *      and event 1200 {adminId, adminNick, card} is stored in the visitor's log.
 * Anything not as expected rolls the whole transaction back and says why.
 */
import type { Kysely } from 'kysely';
import { ConnectionType, EventCode, Presence, UserStatus } from '../../protocol';
import type { Database } from '../store/schema';
import { appendEvent } from '../chat';
import type { SessionRow, VisitorRow } from '../chat';
import { toAdminCard } from '../agents';
import type { AgentRow } from '../agents';
import type { QueueRow } from './queue';
import './tables';

export interface AssignInput {
  userId: string;
  tenantId: string;
  agentId: string;
  /** the queue scope the chat belongs to (stored on the session as its group) */
  scopeKey: string;
  now: number;
  /** a transfer between agents: the agent who has the chat now */
  fromAgentId?: string;
}

export type Assigned = {
  ok: true;
  agent: AgentRow;
  session: SessionRow;
  visitor: VisitorRow;
  /** the queue entry the visitor left, if they were queued */
  left: QueueRow | undefined;
  eventSeq: number;
};
export type NotAssigned = { ok: false; why: 'visitor' | 'agent' | 'full' };

class Rollback extends Error {
  constructor(readonly why: NotAssigned['why']) {
    super(why);
  }
}

export async function assign(db: Kysely<Database>, a: AssignInput): Promise<Assigned | NotAssigned> {
  try {
    return await db.transaction().execute(async (trx) => {
      const visitor = await trx.updateTable('visitors').set((eb) => ({ status: eb.ref('status') }))
        .where('user_id', '=', a.userId).where('tenant_id', '=', a.tenantId).returningAll().executeTakeFirst();
      if (!visitor?.session_id) throw new Rollback('visitor');
      const session = await trx.selectFrom('sessions').selectAll().where('session_id', '=', visitor.session_id).where('ended', '=', 0).executeTakeFirst();
      if (!session) throw new Rollback('visitor');
      const expected = a.fromAgentId
        ? visitor.status === UserStatus.manual && session.connection === ConnectionType.manual && session.admin_id === a.fromAgentId
        : visitor.status === UserStatus.queued;
      if (!expected) throw new Rollback('visitor');

      const agent = await trx.updateTable('agents').set({ last_assigned_at: a.now })
        .where('agent_id', '=', a.agentId).where('tenant_id', '=', a.tenantId).where('disabled', '=', 0)
        .where('presence', '=', Presence.online).where('connected_until', '>=', a.now)
        .returningAll().executeTakeFirst();
      if (!agent) throw new Rollback('agent');
      const load = await trx.selectFrom('sessions').select((eb) => eb.fn.countAll<number>().as('n'))
        .where('admin_id', '=', a.agentId).where('ended', '=', 0).where('connection', '=', ConnectionType.manual).executeTakeFirstOrThrow();
      if (Number(load.n) >= Number(agent.max_load)) throw new Rollback('full');

      const updated = await trx.updateTable('sessions').set({
        connection: ConnectionType.manual, admin_id: a.agentId, group_id: a.scopeKey, assigned_at: a.now, admin_timeout_noticed: null,
        // a routed chat starts unread (what the visitor wrote while waiting); a transferred one at its end
        ...(a.fromAgentId ? { agent_read_seq: session.last_seq } : {}),
      }).where('session_id', '=', session.session_id).returningAll().executeTakeFirstOrThrow();
      await trx.updateTable('visitors').set({ status: UserStatus.manual, updated_at: a.now }).where('user_id', '=', a.userId).execute();
      const left = await trx.deleteFrom('chat_queue').where('user_id', '=', a.userId).returningAll().executeTakeFirst();
      const card = toAdminCard(agent);
      const eventSeq = await appendEvent(trx, { userId: a.userId, code: EventCode.agentConnected, payload: { ...card, adminId: agent.agent_id }, at: a.now });
      return { ok: true as const, agent, session: updated, visitor: { ...visitor, status: UserStatus.manual }, left, eventSeq };
    });
  } catch (err) {
    if (err instanceof Rollback) return { ok: false, why: err.why };
    throw err;
  }
}
