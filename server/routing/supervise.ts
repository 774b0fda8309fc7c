/**
 * Supervision (docs/api.md "Team and supervision", admins; the route checks the role): the team
 * panel — every agent with presence, load and the chats they have now — and moving a colleague's
 * live chat: taking it over, or passing it to another agent. A move is the same assignment as a
 * transfer (assign.ts: the visitor row, then the agent row, locked; event 1200 to the visitor)
 * with a staff-only marker naming the administrator; it has no undo (undo.ts is the sender's).
 */
import { ConnectionType } from '../../protocol';
import type { DeskTeamMember } from '../../protocol';
import { badRequest, conflict, notFound } from '../errors';
import type { DeskPrincipal } from '../agents';
import { deskChats } from '../chat';
import type { RoutingDeps } from './deps';
import type { Dispatcher } from './dispatch';
import { assign } from './assign';
import { adminTimeouts, afterAssigned } from './effects';
import { newTransferId } from './marker';
import { agentById, channelIdsOfTenantChats, hasAgent, sessionOfTenant } from './store';

/** Every enabled agent of the tenant with the chats they have now (newest assignment last). */
export async function team(deps: RoutingDeps, tenantId: string): Promise<DeskTeamMember[]> {
  const [people, channels] = await Promise.all([deps.agents.accounts.colleagues(tenantId), channelIdsOfTenantChats(deps.db, tenantId)]);
  const chats = await deskChats(deps.db, { tenantId }, await adminTimeouts(deps, channels), deps.clock.now());
  return people.map((a) => ({ ...a, chats: chats.filter((c) => c.adminId === a.agentId) }));
}

/**
 * Moves a colleague's live chat to `toAgentId` (the administrator themself: a take-over). The
 * receiver must be online with room, like any assignment.
 */
export async function moveChat(deps: RoutingDeps, dispatcher: Dispatcher, p: DeskPrincipal, sessionId: string, toAgentId: string): Promise<{ agentId: string }> {
  const { db, clock } = deps;
  const s = await sessionOfTenant(db, p.tenantId, sessionId);
  if (!s) throw notFound('sessionId: no such chat');
  if (Number(s.ended) === 1 || s.connection !== ConnectionType.manual || !s.admin_id) throw conflict('this chat is no longer with an agent');
  if (s.admin_id === toAgentId) throw badRequest('toAgentId', toAgentId === p.agentId ? 'the chat is already yours' : 'already has this chat');
  if (!(await hasAgent(db, p.tenantId, toAgentId))) throw notFound('toAgentId: no such agent');
  const from = await agentById(db, s.admin_id);
  const now = clock.now();
  const r = await assign(db, {
    userId: s.user_id, tenantId: p.tenantId, agentId: toAgentId, scopeKey: s.group_id ?? '', now, fromAgentId: s.admin_id,
    transfer: {
      transferId: newTransferId(), fromAgentId: s.admin_id, fromNick: from?.nick ?? '', toGroupId: null, note: '',
      undoUntil: now, fromScope: s.group_id ?? '', by: { agentId: p.agentId, nick: p.nick },
    },
  });
  if (!r.ok) {
    const self = toAgentId === p.agentId;
    if (r.why === 'agent') throw conflict(self ? 'set yourself online to take chats' : 'that agent is not online');
    if (r.why === 'full') throw conflict(self ? 'you are at your chat limit' : 'that agent is at their chat limit');
    throw conflict('the chat is no longer where it was (closed, taken or moved)');
  }
  await afterAssigned(deps, r, toAgentId === p.agentId ? 'takenOver' : 'reassigned', s.admin_id);
  await dispatcher.run(p.tenantId);
  return { agentId: toAgentId };
}
