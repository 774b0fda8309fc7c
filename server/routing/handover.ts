/**
 * The desk's routing actions (issue 11 item 5) and what happens when an agent goes offline:
 *  - take: an agent takes a waiting visitor (a given one, or the next it may serve);
 *  - transfer: an agent passes its chat to a colleague, or to a group (first free member, else
 *    that group's queue, ahead of new arrivals);
 *  - hand back: the chats of an agent who went offline go to free colleagues of the same scope,
 *    or back to the queue ahead of new arrivals (the visitor's status is 3 again, with waitIndex).
 */
import { ConnectionType, TransferLimits } from '../../protocol';
import type { TransferReceipt } from '../../protocol';
import { badRequest, conflict, notFound } from '../errors';
import { publishDesk } from '../agents';
import type { DeskPrincipal } from '../agents';
import type { RoutingDeps } from './deps';
import type { Dispatcher } from './dispatch';
import { assign } from './assign';
import type { NotAssigned } from './assign';
import { inScope, pickAgent, presentAgents } from './candidates';
import { entry, listQueue, waitIndexOf } from './queue';
import { apply, lock } from '../conversation';
import { scopeFromKey, scopeOf } from './scope';
import { afterAssigned, identityOf, queueEntryView } from './effects';
import { newTransferId, publishMarker, writeTransferMarker } from './marker';
import type { TransferNote } from './marker';
import { groupIdsOfAgent, groupOfTenant, hasAgent, openChatsOfAgent, sessionOfTenant } from './store';

export type HandoverResult = { result: 'assigned'; agentId: string } | { result: 'queued'; waitIndex: number };

/** chat/transfer's target: exactly one of agentId and groupId, and the note for the colleague. */
export interface TransferTarget { agentId?: string | undefined; groupId?: string | undefined; note?: string | undefined }

const refusal = (why: NotAssigned['why'], who: 'you' | 'agent'): Error => {
  switch (why) {
    case 'visitor': return conflict('the chat is no longer where it was (closed, taken or moved)');
    case 'agent': return conflict(who === 'you' ? 'set yourself online to take chats' : 'that agent is not online');
    case 'full': return conflict(who === 'you' ? 'you are at your chat limit' : 'that agent is at their chat limit');
  }
};

export class Handover {
  constructor(private readonly deps: RoutingDeps, private readonly dispatcher: Dispatcher) {}

  /** Take a waiting visitor (by userId, or the next one this agent may serve). */
  async take(p: DeskPrincipal, userId?: string): Promise<string> {
    const { db, clock } = this.deps;
    let target = userId ? await entry(db, userId) : undefined;
    if (userId && (!target || target.tenant_id !== p.tenantId)) throw notFound('userId: this visitor is not waiting');
    if (!target) {
      const mine = new Set(await groupIdsOfAgent(db, p.agentId));
      const me = { agentId: p.agentId, groups: mine } as Parameters<typeof inScope>[0];
      target = (await listQueue(db, p.tenantId)).find((q) => q.admin_id === p.agentId || inScope(me, scopeFromKey(q.group_id)));
      if (!target) throw notFound('nobody you can serve is waiting');
    }
    const r = await assign(db, { userId: target.user_id, tenantId: p.tenantId, agentId: p.agentId, scopeKey: target.group_id, now: clock.now() });
    if (!r.ok) throw refusal(r.why, 'you');
    await this.dispatcher.run(p.tenantId, [target.group_id]);
    await afterAssigned(this.deps, r, 'taken');
    return r.session.session_id;
  }

  /**
   * Pass the agent's open chat to a colleague or a group, with an optional note for them: a
   * staff-only marker is stored with the move (marker.ts), and the answer carries the receipt
   * the sender may undo with (undo.ts) for TransferLimits.undoMs.
   */
  async transfer(p: DeskPrincipal, sessionId: string, to: TransferTarget): Promise<HandoverResult & TransferReceipt> {
    const { db, clock } = this.deps;
    if ((to.agentId === undefined) === (to.groupId === undefined)) throw badRequest('toAgentId', 'give exactly one of toAgentId and toGroupId');
    const note = (to.note ?? '').trim();
    if ([...note].length > TransferLimits.noteMax) throw badRequest('note', `at most ${TransferLimits.noteMax} characters`);
    const s = await sessionOfTenant(db, p.tenantId, sessionId);
    if (!s) throw notFound('sessionId: no such chat');
    if (Number(s.ended) === 1 || s.connection !== ConnectionType.manual || s.admin_id !== p.agentId) throw conflict('this chat is not yours (any more)');
    const now = clock.now();
    const receipt: TransferReceipt = { transferId: newTransferId(), undoUntil: now + TransferLimits.undoMs };
    const n = (toGroupId: string | null): TransferNote => ({ ...receipt, fromAgentId: p.agentId, fromNick: p.nick, toGroupId, note, fromScope: s.group_id ?? '' });
    if (to.agentId !== undefined) {
      if (to.agentId === p.agentId) throw badRequest('toAgentId', 'is you');
      const r = await assign(db, { userId: s.user_id, tenantId: p.tenantId, agentId: to.agentId, scopeKey: s.group_id ?? '', now, fromAgentId: p.agentId, transfer: n(null) });
      if (!r.ok) throw r.why === 'agent' && !(await this.isAgent(p.tenantId, to.agentId)) ? notFound('toAgentId: no such agent') : refusal(r.why, 'agent');
      await afterAssigned(this.deps, r, 'transferred', p.agentId);
      await this.dispatcher.run(p.tenantId);
      return { result: 'assigned', agentId: to.agentId, ...receipt };
    }
    const groupId = await groupOfTenant(db, p.tenantId, to.groupId!);
    if (groupId === undefined) throw notFound('toGroupId: no such group');
    return { ...(await this.pass(p.tenantId, s.user_id, p.agentId, scopeOf([groupId]).key, 'transferred', n(groupId))), ...receipt };
  }

  /** An agent went offline: each of its open chats goes to a free colleague, or back to the queue. */
  async handBack(tenantId: string, agentId: string): Promise<void> {
    const open = await openChatsOfAgent(this.deps.db, agentId);
    for (const s of open) await this.pass(tenantId, s.user_id, agentId, s.group_id ?? '', 'requeued').catch(() => undefined);
  }

  /** To the best free agent of the scope (not `from`), else to the front of the scope's queue. */
  private async pass(tenantId: string, userId: string, from: string, scopeKey: string, why: 'transferred' | 'requeued', transfer?: TransferNote): Promise<HandoverResult> {
    const { db, clock } = this.deps;
    const agents = await presentAgents(db, tenantId, clock.now());
    for (let a = pickAgent(agents, scopeFromKey(scopeKey), null, from); a; a = pickAgent(agents, scopeFromKey(scopeKey), null, from)) {
      const r = await assign(db, { userId, tenantId, agentId: a.agentId, scopeKey, now: clock.now(), fromAgentId: from, ...(transfer ? { transfer } : {}) });
      if (r.ok) {
        await afterAssigned(this.deps, r, 'transferred', from);
        return { result: 'assigned', agentId: a.agentId };
      }
      if (r.why === 'visitor') throw refusal(r.why, 'agent');
      a.load = a.maxLoad;
    }
    const now = clock.now();
    const s = await db.transaction().execute(async (trx) => {
      const c = await lock(trx, userId, { tenantId });
      if (!c) return undefined;
      const done = await apply(trx, c, { kind: 'handBack', fromAgentId: from, scopeKey }, now);
      if (!done.ok) return undefined;
      // a group transfer with nobody free: the marker names the group, no agent
      const marker = transfer && await writeTransferMarker(trx, { userId, tenantId, channelId: done.session.channel_id, sessionId: done.session.session_id }, transfer, null, now);
      return { ...done.session, marker };
    });
    if (!s) throw refusal('visitor', 'agent');
    await publishDesk(this.deps.bus, tenantId, { type: 'chat.unassigned', sessionId: s.session_id, userId, reason: why === 'requeued' ? 'requeued' : 'transferred' }, from);
    if (s.marker) await publishMarker(this.deps.bus, s.marker, s.channel_id);
    await this.dispatcher.run(tenantId, [scopeKey]);
    const q = await entry(db, userId);
    if (q) await publishDesk(this.deps.bus, tenantId, { type: 'queue.added', entry: await queueEntryView(this.deps, q) });
    const waitIndex = await waitIndexOf(db, userId);
    if (waitIndex === undefined) return { result: 'assigned', agentId: (await this.deps.chat.session(identityOf(s)))?.adminId ?? '' };
    return { result: 'queued', waitIndex };
  }

  private async isAgent(tenantId: string, agentId: string): Promise<boolean> {
    return hasAgent(this.deps.db, tenantId, agentId);
  }
}
