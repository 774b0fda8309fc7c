/**
 * chat/transferUndo (docs/api.md "Transfer with a note"): the agent who transferred a chat takes
 * it back within TransferLimits.undoMs, as long as nobody has opened it on the other side.
 *
 * "Opened" is read from stored state only, so every process agrees: the receiving agent's read
 * mark reached the marker (the desk sends chat/read as soon as it shows the conversation; typing
 * needs it shown), or the receiving agent wrote in the chat after the marker (chat/send,
 * chat/note, a form) — the automatic welcome, written in its name, does not count. A group
 * transfer that queued the visitor may be undone while they wait, and once an agent got them
 * from the queue, until that agent opens it.
 *
 * The move back is assign.ts's: one transaction, the visitor row locked first (the conversation
 * owner's `lock`), the sender's agent row second, then the owner's `connect` to the sender,
 * event 1200 with the sender's card (the visitor is told who serves them again, as on any agent
 * change) and the second marker (undone: true). The sender may be busy (not only online) and is
 * not held to its chat limit: the chat was theirs seconds ago, and the place it freed may have
 * been filled by the queue meanwhile. The undo marker's local id makes a second undo a no-op that
 * answers the same.
 */
import { ConnectionType, EventCode, Presence, UserStatus } from '../../protocol';
import type { TransferMarker } from '../../protocol';
import { conflict, forbidden, notFound } from '../errors';
import { publishDesk, toAdminCard } from '../agents';
import type { DeskPrincipal } from '../agents';
import { appendEvent, deskChats, publishEvent } from '../chat';
import { apply, lock } from '../conversation';
import type { RoutingDeps } from './deps';
import type { Dispatcher } from './dispatch';
import { adminTimeouts, identityOf } from './effects';
import { markerLocalId, publishMarker, readMarker, undoLocalId, writeMarker } from './marker';
import { notices } from './outcome';
import { agentById, agentMessagesAfter, claimAgent, latestTransferSeq, messageOfLocalId, sessionOfTenant } from './store';

/** chat/transferUndo's answer (the same for a repeated undo). */
export interface UndoAnswer { sessionId: string; agentId: string; undone: true }

class Refused extends Error {
  constructor(readonly error: Error) {
    super(error.message);
  }
}

export async function undoTransfer(deps: RoutingDeps, dispatcher: Dispatcher, p: DeskPrincipal, sessionId: string, transferId: string): Promise<UndoAnswer> {
  const { db, clock } = deps;
  const answer: UndoAnswer = { sessionId, agentId: p.agentId, undone: true };
  const s = await sessionOfTenant(db, p.tenantId, sessionId);
  if (!s) throw notFound('sessionId: no such chat');
  const row = await messageOfLocalId(db, s.user_id, markerLocalId(transferId));
  const stored = row && row.session_id === sessionId ? readMarker(row) : undefined;
  if (!row || !stored?.undo) throw notFound('transferId: no such transfer of this chat');
  const { marker, undo } = stored;
  if (marker.fromAgentId !== p.agentId) throw forbidden('only the agent who transferred the chat can undo it');
  if (await messageOfLocalId(db, s.user_id, undoLocalId(transferId))) return answer;
  const now = clock.now();
  if (now > undo.undoUntil) throw conflict('too late to undo: the transfer can be undone for 10 seconds');
  const locale = (await deps.chat.visitor(identityOf(s)))?.locale;
  const texts = await deps.channels.info(s.channel_id, locale);
  const welcome = texts ? notices.welcome(texts) : undefined;

  let done;
  try {
    done = await db.transaction().execute(async (trx) => {
      const c = await lock(trx, s.user_id, { tenantId: p.tenantId });
      if (!c || c.session.session_id !== sessionId || c.state.ended) throw new Refused(conflict('the chat has ended'));
      // a concurrent undo of the same transfer committed first
      if (await messageOfLocalId(trx, s.user_id, undoLocalId(transferId))) return undefined;
      if ((await latestTransferSeq(trx, sessionId)) !== Number(row.seq)) throw new Refused(conflict('the chat was transferred again since'));
      const queued = c.state.queued && c.state.status === UserStatus.queued;
      const holder = !queued && c.state.connection === ConnectionType.manual ? c.state.agentId : null;
      if (!queued && (holder === null || holder === p.agentId)) throw new Refused(conflict('the chat is no longer where it was transferred to'));
      if (holder !== null) {
        const wrote = await agentMessagesAfter(trx, sessionId, holder, Number(row.seq), 5);
        const byHand = wrote.some((m) => Number(m.inside_flag) === 1 || m.msg_content !== welcome);
        if (Number(c.session.agent_read_seq) >= Number(row.seq) || byHand) throw new Refused(conflict('the colleague has already opened it'));
      }
      const agent = await claimAgent(trx, p.tenantId, p.agentId, now, [Presence.online, Presence.busy]);
      if (!agent) throw new Refused(conflict('set yourself online or busy to take the chat back'));
      const move = { kind: 'connect' as const, agentId: p.agentId, scopeKey: undo.fromScope, ...(holder !== null ? { fromAgentId: holder } : {}) };
      const moved = await apply(trx, c, move, now);
      if (!moved.ok) throw new Refused(conflict('the chat is no longer where it was transferred to'));
      const eventSeq = await appendEvent(trx, { userId: s.user_id, code: EventCode.agentConnected, payload: { ...toAdminCard(agent), adminId: agent.agent_id }, at: now });
      const holderNick = holder === null ? null : holder === marker.toAgentId ? marker.toNick : (await agentById(trx, holder))?.nick ?? null;
      const undoneMarker: TransferMarker = { ...marker, toAgentId: holder, toNick: holderNick, note: '', undone: true };
      const at = { userId: s.user_id, tenantId: p.tenantId, channelId: s.channel_id, sessionId };
      const second = await writeMarker(trx, at, undoneMarker, undoLocalId(transferId), now);
      return { holder, eventSeq, left: moved.left, second };
    });
  } catch (err) {
    if (err instanceof Refused) throw err.error;
    throw err;
  }
  if (!done) return answer;

  // what follows the move, as afterAssigned does for an assignment
  await publishEvent(deps, p.tenantId, s.user_id, done.eventSeq, EventCode.agentConnected);
  if (done.holder) await publishDesk(deps.bus, p.tenantId, { type: 'chat.unassigned', sessionId, userId: s.user_id, reason: 'transferUndone' }, done.holder);
  if (done.left) await publishDesk(deps.bus, p.tenantId, { type: 'queue.removed', userId: s.user_id, reason: 'assigned' });
  const [view] = await deskChats(db, { sessionIds: [sessionId] }, await adminTimeouts(deps, [s.channel_id]), clock.now());
  if (view) await publishDesk(deps.bus, p.tenantId, { type: 'chat.assigned', chat: view, reason: 'transferUndone' }, p.agentId);
  await publishMarker(deps.bus, done.second, s.channel_id);
  // the queue place it left: those behind move up (1209)
  if (done.left) await dispatcher.run(p.tenantId, [done.left.group_id]);
  return answer;
}
