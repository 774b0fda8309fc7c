/**
 * The extras' visitor routes (issue 3 items 6–9): uploads and files, leave messages, evaluation,
 * sensitive words, fromRequest. Every one is behind the visitor token (DESIGN §3).
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services';
import { visitorUploadRoutes } from './visitor-extras-uploads';
import { visitorLeaveMessageRoutes } from './visitor-extras-leave';
import { visitorEvaluationRoutes } from './visitor-extras-evaluation';
import { visitorSensitiveRoutes } from './visitor-extras-sensitive';
import { visitorFormRoutes } from './visitor-extras-form';

export async function visitorExtrasRoutes(app: FastifyInstance, services: Services): Promise<void> {
  await visitorUploadRoutes(app, services);
  await visitorLeaveMessageRoutes(app, services);
  await visitorEvaluationRoutes(app, services);
  await visitorSensitiveRoutes(app, services);
  await visitorFormRoutes(app, services);
}
