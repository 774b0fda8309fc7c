/**
 * JSON-schema building blocks of the desk API (DESIGN §5: a schema on every route). Desk bodies
 * are strict: unknown fields are a 400 ("x: is not allowed"), every string has a maxLength and
 * refuses NUL, numbers have ranges. Every call is a POST under /api/desk/ answering {code, msg, data}.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DESK_API, DeskRole } from '../../../protocol';
import type { Services } from '../../services';
import type { DeskPrincipal } from '../../agents';
import { requireAgent, agentOf } from '../desk-auth';
import { ok } from '../envelope';
import { str } from './visitor-schema';

export { str };
export const id64 = str(64, 1);
export const int = (minimum: number, maximum: number) => ({ type: 'integer', minimum, maximum }) as const;
export const bool = { type: 'boolean' } as const;
export const strList = (maxItems: number, maxLength: number) => ({ type: 'array', maxItems, items: str(maxLength) }) as const;

/** A strict object schema: only these properties, these required. */
export function body(properties: Record<string, object>, required: string[] = []): object {
  return { type: 'object', properties, required, additionalProperties: false };
}

type Handler<B> = (body: B, agent: DeskPrincipal, req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export interface DeskRouteOptions {
  /** needs the admin role (403 otherwise) */
  admin?: boolean;
  /** a larger body limit (imports) */
  bodyLimit?: number;
}

/** POST /api/desk/<path> behind the desk token (checked in onRequest, before the body is parsed or validated, so a stranger learns nothing of its schema), answering {code: 200, msg, data}. */
export function deskPost<B>(app: FastifyInstance, services: Services, path: string, schema: object, handler: Handler<B>, opts: DeskRouteOptions = {}): void {
  const auth = requireAgent(services, opts.admin ? DeskRole.admin : undefined);
  app.post(`${DESK_API}${path}`, { schema: { body: schema }, onRequest: auth, ...(opts.bodyLimit ? { bodyLimit: opts.bodyLimit } : {}) }, async (req, reply) => {
    const data = await handler(req.body as B, agentOf(req), req, reply);
    return ok(data ?? null);
  });
}
