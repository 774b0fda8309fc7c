/** Visitor routes of spec §7 for the event log: getEventMsg (polling, spec §4) and readMsg. */
import type { FastifyInstance } from 'fastify';
import { Endpoints } from '../../../protocol';
import type { Services } from '../../services';
import { bodySchema, cursorOf, cursorSchema, visitorPost } from './visitor-schema';

export async function visitorEventRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const api = services.chat.visitorApi;

  visitorPost<{ pollId: number | string }>(app, services, Endpoints.getEventMsg.path, bodySchema({ pollId: cursorSchema }, ['pollId']),
    (b, v) => api.poll(v, cursorOf(b.pollId)));

  visitorPost<{ pollId?: number | string }>(app, services, Endpoints.readMsg.path, bodySchema({ pollId: cursorSchema }),
    async (b, v) => { if (b.pollId !== undefined) await api.read(v, cursorOf(b.pollId)); });
}
