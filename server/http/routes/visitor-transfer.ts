/**
 * spec §7 transferAgent (userId, groupId, adminId; answers adminId, status, adminNick, waitIndex):
 * the visitor asks for a human. The visitor comes from the token; the routing rules are spec §4's
 * (server/routing/transfer.ts). Rate-limited per visitor (server/rates.ts `transfer`).
 */
import type { FastifyInstance } from 'fastify';
import { Endpoints } from '../../../protocol';
import type { Services } from '../../services';
import { RateLimiter } from '../../rate-limit';
import { bodySchema, idOf, idSchema, visitorPost } from './visitor-schema';

const orNull = (schema: object) => ({ anyOf: [schema, { type: 'null' }] });

export async function visitorTransferRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { routing } = services;
  const rate = new RateLimiter(services.deps.clock, services.deps.config.rates.transfer);

  visitorPost<{ groupId?: string | number | null; adminId?: string | number | null }>(app, services, Endpoints.transferAgent.path,
    bodySchema({ groupId: orNull(idSchema), adminId: orNull(idSchema) }),
    (b, v) => {
      rate.enforce(v.userId, 'too many transfer requests: please wait');
      return routing.transfer(v, { groupId: idOf(b.groupId), adminId: idOf(b.adminId) });
    });
}
