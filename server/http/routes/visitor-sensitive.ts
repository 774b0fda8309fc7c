/** spec §7 checkSensitive: the tenant's sensitive words found in a text (before sending it). */
import type { FastifyInstance } from 'fastify';
import { Endpoints } from '../../../protocol';
import type { Services } from '../../services';
import { SensitiveLimits } from '../../sensitive';
import { bodySchema, str, visitorPost } from './visitor-schema';

export async function visitorSensitiveRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { sensitive } = services;
  visitorPost<{ msgContent: string }>(app, services, Endpoints.checkSensitive.path,
    bodySchema({ msgContent: str(SensitiveLimits.textMax) }, ['msgContent']),
    (b, v) => sensitive.check(v.tenantId, b.msgContent));
}
