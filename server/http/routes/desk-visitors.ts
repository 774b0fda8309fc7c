/**
 * Desk routes about visitors and the inbox (issue 11 item 5 and the desk's lists): a visitor's
 * profile and earlier chats, a message for a visitor who is gone (spec §7 getOfflineMsg), the
 * canned replies, the leave-message inbox (spec §3 msgState, msgDesc).
 */
import type { FastifyInstance } from 'fastify';
import { DeskLimits, LeaveMsgState } from '../../../protocol';
import type { Services } from '../../services';
import { LeaveMsgLimits } from '../../leave-messages';
import { body, deskPost, id64, int, str } from './desk-schema';

export async function deskVisitorRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { agentActions: actions, agents, leaveMessages } = services;

  deskPost<{ userId: string }>(app, services, 'visitor/profile', body({ userId: id64 }, ['userId']), (b, p) => actions.visitor(p, b.userId));

  deskPost<{ userId: string }>(app, services, 'visitor/sessions', body({ userId: id64 }, ['userId']),
    async (b, p) => ({ sessions: await actions.visitorSessions(p, b.userId) }));

  deskPost<{ userId: string; msgContent: string }>(app, services, 'visitor/offlineMessage',
    body({ userId: id64, msgContent: str(DeskLimits.messageMax) }, ['userId', 'msgContent']),
    async (b, p) => ({ offlineMsgId: await actions.offlineMessage(p, b.userId, b.msgContent) }));

  deskPost(app, services, 'cannedReplies/list', body({}), async (_b, p) => ({ replies: await agents.canned.list(p.tenantId) }));

  deskPost<{ msgState?: number; before?: number; limit?: number }>(app, services, 'leaveMessages/list',
    body({ msgState: { type: 'integer', enum: Object.values(LeaveMsgState) }, before: int(0, Number.MAX_SAFE_INTEGER), limit: int(1, 200) }),
    async (b, p) => ({ list: await leaveMessages.inbox(p.tenantId, { state: b.msgState, before: b.before, limit: b.limit ?? 50 }) }));

  deskPost<{ leaveMsgId: string; msgState: number; msgDesc?: string }>(app, services, 'leaveMessages/handle',
    body({ leaveMsgId: id64, msgState: { type: 'integer', enum: Object.values(LeaveMsgState) }, msgDesc: str(LeaveMsgLimits.msgContentMax + 64) }, ['leaveMsgId', 'msgState']),
    (b, p) => leaveMessages.handle(p.tenantId, b.leaveMsgId, { msgState: b.msgState, msgDesc: b.msgDesc ?? '' }, p.nick));
}
