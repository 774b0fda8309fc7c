/** Every route file, registered in one place. Visitor, agent and admin routes stay in separate files. */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services';
import { healthRoutes } from './health';

export async function registerRoutes(app: FastifyInstance, services: Services): Promise<void> {
  await healthRoutes(app, services);
}
