/** GET /healthz: the process is up and the database answers (for load balancers). */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services';
import { ping } from '../../store/ping';
import { ok, fail } from '../envelope';
import { ApiCode } from '../../../protocol';

export async function healthRoutes(app: FastifyInstance, services: Services): Promise<void> {
  app.get('/healthz', async (_req, reply) => {
    try {
      await ping(services.deps.store.db);
      return ok({ status: 'up', db: services.deps.store.dialect });
    } catch {
      // a database outage is explicit and retryable (security-cases P7)
      return fail(reply.header('Retry-After', '5'), ApiCode.serverError, 'database unavailable');
    }
  });
}
