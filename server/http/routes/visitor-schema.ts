/**
 * JSON-schema building blocks for the visitor routes (DESIGN §5: a schema on every route).
 * Bodies are objects; the spec's clients send extra fields, so unknown properties are allowed
 * and ignored; every string has a maxLength and refuses NUL; numbers have ranges; ids are
 * strings or non-negative integers. A body that fails is a 400 naming the field and the rule.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../../services';
import type { VisitorIdentity } from '../../identity';
import { requireVisitor, visitorOf } from '../visitor-auth';
import { ok } from '../envelope';

/** NUL cannot be stored by PostgreSQL text and has no business in a chat (security-cases). */
const NO_NUL = '^[^\\u0000]*$';

export const str = (maxLength: number, minLength = 0) => ({ type: 'string', maxLength, minLength, pattern: NO_NUL }) as const;
/** spec §3 ids: a string or an integer. */
export const idSchema = {
  anyOf: [{ type: 'string', maxLength: 64, pattern: NO_NUL }, { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER }],
} as const;
/** An event cursor (pollId): a non-negative integer, or the same as digits ('' counts as 0). */
export const cursorSchema = {
  anyOf: [{ type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER }, { type: 'string', pattern: '^[0-9]{0,15}$' }],
} as const;
/** The userId the spec's client sends; the token decides who the visitor is (visitor-auth). */
export const userIdSchema = str(64);

export function bodySchema(properties: Record<string, object>, required: string[] = []): object {
  return { type: 'object', properties: { userId: userIdSchema, ...properties }, required, additionalProperties: true };
}

export const cursorOf = (v: unknown): number => (typeof v === 'number' ? v : v ? Number(v) : 0);
export const idOf = (v: unknown): string | undefined => (v === undefined || v === null || v === '' ? undefined : String(v));
/** Empty strings mean "not given" in the spec's payloads (query parameters copied as they are). */
export const given = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

type Handler<B> = (body: B, visitor: VisitorIdentity, req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** POST route behind the visitor token (DESIGN §3), answering {code: 200, msg, data}. */
export function visitorPost<B>(app: FastifyInstance, services: Services, path: string, schema: object, handler: Handler<B>): void {
  const auth = requireVisitor(services.signer, services.deps.clock);
  app.post(path, { schema: { body: schema }, preHandler: auth }, async (req, reply) => {
    const data = await handler(req.body as B, visitorOf(req), req, reply);
    return ok(data ?? null);
  });
}
