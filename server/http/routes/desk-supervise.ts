/**
 * Desk routes for supervision (admin role; docs/api.md "Team and supervision"): the team panel,
 * an internal note into a colleague's live chat, taking it over or passing it on. Watching a
 * chat live is the desk socket's `watch` message (desk-ws.ts).
 */
import type { FastifyInstance } from 'fastify';
import { DeskLimits } from '../../../protocol';
import type { Services } from '../../services';
import { body, deskPost, id64, str } from './desk-schema';

const localId = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' } as const;
const admin = { admin: true } as const;

export async function deskSuperviseRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { routing, agentActions: actions } = services;

  deskPost(app, services, 'admin/team', body({}), (_b, p) => routing.team(p.tenantId), admin);

  deskPost<{ sessionId: string; msgContent: string; id?: string }>(app, services, 'admin/supervise/note',
    body({ sessionId: id64, msgContent: str(DeskLimits.messageMax), id: localId }, ['sessionId', 'msgContent']),
    (b, p) => actions.supervisorNote(p, b.sessionId, b.msgContent, b.id), admin);

  deskPost<{ sessionId: string }>(app, services, 'admin/supervise/takeOver', body({ sessionId: id64 }, ['sessionId']),
    (b, p) => routing.moveChat(p, b.sessionId, p.agentId), admin);

  deskPost<{ sessionId: string; toAgentId: string }>(app, services, 'admin/supervise/reassign', body({ sessionId: id64, toAgentId: id64 }, ['sessionId', 'toAgentId']),
    (b, p) => routing.moveChat(p, b.sessionId, b.toAgentId), admin);
}
