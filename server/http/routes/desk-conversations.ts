/**
 * The desk's Conversations area (docs/api.md "Conversations"): any signed-in agent of the tenant
 * lists, filters and searches the tenant's conversations and reads one whole. Read-only; strict bodies.
 */
import type { FastifyInstance } from 'fastify';
import { ConversationLimits, ConversationStatus, ConversationView } from '../../../protocol';
import type { ConversationQuery } from '../../../protocol';
import type { Services } from '../../services';
import { body, deskPost, id64, int, str } from './desk-schema';

/** ms since epoch: up to the year 5000 */
const time = int(0, 95_617_584_000_000);

export async function deskConversationRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { conversations } = services;

  deskPost<ConversationQuery>(app, services, 'conversations/list', body({
    view: { type: 'string', enum: Object.values(ConversationView) },
    // checked again after trimming (1–queryMax characters): room here for surrounding spaces
    q: str(ConversationLimits.queryMax * 2),
    channelId: id64, agentId: id64, groupId: id64, tagId: id64,
    star: int(0, 5),
    status: { type: 'string', enum: Object.values(ConversationStatus) },
    from: time, to: time,
    cursor: str(512, 1),
    limit: int(1, ConversationLimits.pageMax),
  }), (b, p) => conversations.list(p, b));

  deskPost<{ sessionId: string }>(app, services, 'conversations/get', body({ sessionId: id64 }, ['sessionId']),
    (b, p) => conversations.get(p, b.sessionId));
}
