/**
 * spec §7 transferAgent (userId, groupId, adminId; answers adminId, status, adminNick, waitIndex):
 * the visitor asks for a human. The visitor comes from the token; the routing rules are spec §4's
 * (server/routing/transfer.ts). Rate-limited per visitor (config.desk.transfer*).
 */
import type { FastifyInstance } from 'fastify';
import { Endpoints } from '../../../src/protocol';
import type { Services } from '../../services';
import { DomainError } from '../../errors';
import { RateLimiter } from '../../rate-limit';
import { bodySchema, idOf, idSchema, visitorPost } from './visitor-schema';

const orNull = (schema: object) => ({ anyOf: [schema, { type: 'null' }] });

export async function visitorTransferRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { routing } = services;
  const { desk } = services.deps.config;
  const rate = new RateLimiter(services.deps.clock, { burst: desk.transferBurst, perSecond: desk.transferPerMinute / 60 });

  visitorPost<{ groupId?: string | number | null; adminId?: string | number | null }>(app, services, Endpoints.transferAgent.path,
    bodySchema({ groupId: orNull(idSchema), adminId: orNull(idSchema) }),
    (b, v) => {
      if (!rate.take(v.userId)) throw new DomainError('rateLimited', 'too many transfer requests: please wait');
      return routing.transfer(v, { groupId: idOf(b.groupId), adminId: idOf(b.adminId) });
    });
}
