/**
 * Routing (services.routing, issue 11 item 2): the visitor's transferAgent, the queue and its
 * positions, the desk's take and transfer, and the reactions to closes and presence changes.
 */
import { Presence } from '../../protocol';
import type { DeskChat, DeskQueueEntry, DeskTeamMember, Presence as PresenceT, TransferAnswer, TransferReceipt } from '../../protocol';
import type { VisitorIdentity } from '../identity';
import { publishDesk } from '../agents';
import type { DeskPrincipal, PresenceChange } from '../agents';
import type { ClosedInfo } from '../chat';
import type { RoutingDeps } from './deps';
import { Dispatcher } from './dispatch';
import { Handover } from './handover';
import type { HandoverResult, TransferTarget } from './handover';
import { undoTransfer } from './undo';
import { moveChat, team } from './supervise';
import type { UndoAnswer } from './undo';
import { transferAgent } from './transfer';
import type { TransferRequest } from './transfer';
import { toTransferAnswer } from './outcome';
import type { TransferOutcome } from './outcome';
import { listQueue, waitIndexOf } from './queue';
import { QueueHeartbeat } from '../conversation';
import { adminTimeouts, queueViews } from './effects';
import { deskChats } from '../chat';
import { channelIdsOfOpenChats } from './store';

export class RoutingService {
  readonly dispatcher: Dispatcher;
  private readonly handover: Handover;

  constructor(private readonly deps: RoutingDeps) {
    this.dispatcher = new Dispatcher(deps);
    this.handover = new Handover(deps, this.dispatcher);
    const heartbeat = new QueueHeartbeat(deps.db, deps.clock);
    // a waiting visitor's poll asks for its position: that poll is also its sign of life
    deps.chat.setWaitIndexSource(async (userId) => {
      await heartbeat.seen(userId);
      return waitIndexOf(deps.db, userId);
    });
    deps.chat.onSessionClosed((id, info) => this.closed(id, info));
  }

  /** spec §7 transferAgent: the outcome (tests and the bench read it) … */
  transferOutcome(id: VisitorIdentity, req: TransferRequest): Promise<TransferOutcome> {
    return transferAgent(this.deps, this.dispatcher, id, req);
  }

  /** … and its wire form. */
  async transfer(id: VisitorIdentity, req: TransferRequest): Promise<TransferAnswer> {
    return toTransferAnswer(await this.transferOutcome(id, req));
  }

  take(p: DeskPrincipal, userId?: string): Promise<string> {
    return this.handover.take(p, userId);
  }

  /** desk chat/transfer: to a colleague or a group, with an optional note; answers the undo receipt too */
  transferChat(p: DeskPrincipal, sessionId: string, to: TransferTarget): Promise<HandoverResult & TransferReceipt> {
    return this.handover.transfer(p, sessionId, to);
  }

  /** desk chat/transferUndo: the sender takes the chat back (undo.ts) */
  undoTransfer(p: DeskPrincipal, sessionId: string, transferId: string): Promise<UndoAnswer> {
    return undoTransfer(this.deps, this.dispatcher, p, sessionId, transferId);
  }

  /** Supervision: every agent with presence, load and current chats (supervise.ts). */
  team(tenantId: string): Promise<DeskTeamMember[]> {
    return team(this.deps, tenantId);
  }

  /** Supervision: a colleague's live chat to `toAgentId` (the admin themself: take over). */
  moveChat(p: DeskPrincipal, sessionId: string, toAgentId: string): Promise<{ agentId: string }> {
    return moveChat(this.deps, this.dispatcher, p, sessionId, toAgentId);
  }

  /** The agent's open chats as the desk lists them (unread, last message, overdue). */
  async chats(agentId: string): Promise<DeskChat[]> {
    const channelIds = await channelIdsOfOpenChats(this.deps.db, agentId);
    return deskChats(this.deps.db, { agentId }, await adminTimeouts(this.deps, channelIds), this.deps.clock.now());
  }

  /** The tenant's queue as the desk shows it, in service order. */
  async queue(tenantId: string): Promise<DeskQueueEntry[]> {
    return queueViews(this.deps, await listQueue(this.deps.db, tenantId));
  }

  /** A presence change: colleagues hear of it; online may free capacity, offline hands chats on. */
  async presenceChanged(c: PresenceChange): Promise<void> {
    if (c.from !== c.to) await publishDesk(this.deps.bus, c.agent.tenant_id, { type: 'presence', agentId: c.agent.agent_id, nick: c.agent.nick, presence: c.to });
    await this.afterPresence(c.agent.tenant_id, c.agent.agent_id, c.to);
  }

  async afterPresence(tenantId: string, agentId: string, to: PresenceT): Promise<void> {
    if (to === Presence.offline) await this.handover.handBack(tenantId, agentId);
    else if (to === Presence.online) await this.dispatcher.run(tenantId);
  }

  /** A chat closed (any path): the agent's desk hears it; a freed agent or queue place is used. */
  private async closed(id: VisitorIdentity, info: ClosedInfo): Promise<void> {
    if (info.adminId) await publishDesk(this.deps.bus, id.tenantId, { type: 'chat.closed', sessionId: info.sessionId, userId: id.userId, outType: info.outType }, info.adminId);
    if (info.queueScope !== undefined) await publishDesk(this.deps.bus, id.tenantId, { type: 'queue.removed', userId: id.userId, reason: 'closed' });
    if (info.adminId || info.queueScope !== undefined) await this.dispatcher.run(id.tenantId, info.queueScope !== undefined ? [info.queueScope] : []);
  }
}
