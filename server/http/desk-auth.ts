/**
 * The desk auth hook (issue 11 item 5): every desk call carries `Authorization: Bearer <desk
 * token>` from auth/login. The agent comes from the stored session (expired, signed-out,
 * disabled → 401); admin calls also need the admin role (403). A visitor token is not a desk
 * token and gets the same 401 as any other string. Each call also counts as the desk being
 * connected (presence, agents/presence.ts).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiCode } from '../../protocol';
import type { DeskRole } from '../../protocol';
import type { Services } from '../services';
import type { DeskPrincipal } from '../agents';
import { bearerToken } from './visitor-auth';
import { fail } from './envelope';

declare module 'fastify' {
  interface FastifyRequest {
    /** set by requireAgent; undefined on other routes */
    agent?: DeskPrincipal;
  }
}

export function requireAgent(services: Services, role?: typeof DeskRole.admin) {
  return async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const p = await services.agents.sessions.verify(bearerToken(req));
    if (!p) {
      await fail(reply, ApiCode.unauthorized, 'sign-in expired: sign in again');
      return;
    }
    if (role && p.role !== role) {
      await fail(reply, ApiCode.forbidden, 'this needs the admin role');
      return;
    }
    req.agent = p;
    await services.agents.presence.touch([p.agentId]);
  };
}

/** The signed-in agent in a handler behind requireAgent. */
export function agentOf(req: FastifyRequest): DeskPrincipal {
  if (!req.agent) throw new Error('route is missing the requireAgent hook');
  return req.agent;
}
