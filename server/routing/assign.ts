/**
 * Giving a chat to an agent (spec §4 transfer result 2), in ONE transaction that locks the
 * visitor row first and the agent row second (the same order everywhere, so no deadlock):
 *   1. the visitor must still be where the caller saw them (queued for routing and taking;
 *      with `fromAgentId` for a transfer) in an open session: the conversation's `connect`;
 *   2. the agent must be online with a connected desk, and under its limit once locked — so two
 *      processes can never give one agent more chats than its limit, nor one visitor two chats;
 *   3. the conversation's owner makes the change (server/conversation: manual with that agent,
 *      status 2, the queue place gone), and event 1200 {adminId, adminNick, card} is stored;
 *   4. a desk transfer's staff-only marker (marker.ts) is stored with it.
 * Anything not as expected rolls the whole transaction back and says why.
 */
import { EventCode } from '../../protocol';
import type { Db } from '../store/db';
import { appendEvent } from '../chat';
import type { MessageRow, SessionRow, VisitorRow } from '../chat';
import { toAdminCard } from '../agents';
import type { AgentRow } from '../agents';
import { apply, lock, transition } from '../conversation';
import type { QueueRow } from '../conversation';
import { claimAgent, manualLoadOf } from './store';
import { writeTransferMarker } from './marker';
import type { TransferNote } from './marker';

export interface AssignInput {
  userId: string;
  tenantId: string;
  agentId: string;
  /** the queue scope the chat belongs to (stored on the session as its group) */
  scopeKey: string;
  now: number;
  /** a transfer between agents: the agent who has the chat now */
  fromAgentId?: string;
  /** a desk transfer: its marker is stored in the same transaction */
  transfer?: TransferNote;
}

export type Assigned = {
  ok: true;
  agent: AgentRow;
  session: SessionRow;
  visitor: VisitorRow;
  /** the queue entry the visitor left, if they were queued */
  left: QueueRow | undefined;
  eventSeq: number;
  /** the transfer's marker, when `transfer` was given */
  marker?: MessageRow;
};
export type NotAssigned = { ok: false; why: 'visitor' | 'agent' | 'full' };

class Rollback extends Error {
  constructor(readonly why: NotAssigned['why']) {
    super(why);
  }
}

export async function assign(db: Db, a: AssignInput): Promise<Assigned | NotAssigned> {
  try {
    return await db.transaction().execute(async (trx) => {
      const c = await lock(trx, a.userId, { tenantId: a.tenantId });
      // the visitor must still be where the caller saw them (the transition re-checks it below)
      if (!c || c.state.ended) throw new Rollback('visitor');
      const move = { kind: 'connect' as const, agentId: a.agentId, scopeKey: a.scopeKey, ...(a.fromAgentId !== undefined ? { fromAgentId: a.fromAgentId } : {}) };
      if (!transition(c.state, move).ok) throw new Rollback('visitor');

      const agent = await claimAgent(trx, a.tenantId, a.agentId, a.now);
      if (!agent) throw new Rollback('agent');
      if ((await manualLoadOf(trx, a.agentId)) >= Number(agent.max_load)) throw new Rollback('full');

      const done = await apply(trx, c, move, a.now);
      if (!done.ok) throw new Rollback('visitor');
      const card = toAdminCard(agent);
      // the transition emits 1200 (agent connected) with the agent's card
      const eventSeq = await appendEvent(trx, { userId: a.userId, code: EventCode.agentConnected, payload: { ...card, adminId: agent.agent_id }, at: a.now });
      const marker = a.transfer && await writeTransferMarker(trx, { userId: a.userId, tenantId: a.tenantId, channelId: done.session.channel_id, sessionId: done.session.session_id },
        a.transfer, { agentId: agent.agent_id, nick: agent.nick }, a.now);
      return { ok: true as const, agent, session: done.session, visitor: done.visitor, left: done.left, eventSeq, ...(marker ? { marker } : {}) };
    });
  } catch (err) {
    if (err instanceof Rollback) return { ok: false, why: err.why };
    throw err;
  }
}
