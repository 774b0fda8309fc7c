/** Every route file, registered in one place. Visitor, agent and admin routes stay in separate files. */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services';
import { healthRoutes } from './health';
import { visitorExtrasRoutes } from './visitor-extras';
import { visitorChatRoutes } from './visitor-chat';
import { visitorMessageRoutes } from './visitor-messages';
import { visitorEventRoutes } from './visitor-events';
import { visitorProfileRoutes } from './visitor-profile';
import { visitorRobotRoutes } from './visitor-robot';

export async function registerRoutes(app: FastifyInstance, services: Services): Promise<void> {
  await healthRoutes(app, services);
  await visitorChatRoutes(app, services);
  await visitorMessageRoutes(app, services);
  await visitorEventRoutes(app, services);
  await visitorProfileRoutes(app, services);
  await visitorExtrasRoutes(app, services);
  await visitorRobotRoutes(app, services);
}
