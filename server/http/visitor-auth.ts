/**
 * The visitor auth hook (DESIGN §3): every visitor call except channelInfo / chatStart carries
 * `Authorization: Bearer <visitorToken>`. The visitor comes from the token; a `userId` in the
 * body or query that disagrees is a 401, and so is a missing, forged or expired token.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TokenSigner, VisitorIdentity } from '../identity';
import type { Clock } from '../clock';
import { ApiCode } from '../../protocol';
import { fail } from './envelope';

declare module 'fastify' {
  interface FastifyRequest {
    /** set by requireVisitor; undefined on routes without it */
    visitor?: VisitorIdentity;
  }
}

export function bearerToken(req: FastifyRequest): string | undefined {
  const h = req.headers.authorization;
  if (typeof h !== 'string') return undefined;
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m?.[1];
}

function claimedUserId(req: FastifyRequest): unknown {
  const body = req.body;
  if (body && typeof body === 'object' && 'userId' in body) return (body as { userId?: unknown }).userId;
  const q = req.query as Record<string, unknown> | undefined;
  return q?.userId;
}

/** preHandler: 401 unless a valid token names the visitor; sets req.visitor. */
export function requireVisitor(signer: TokenSigner, clock: Clock) {
  return async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const id = signer.verify(bearerToken(req), clock.now());
    if (!id) {
      await fail(reply, ApiCode.unauthorized, 'login expired');
      return;
    }
    const claimed = claimedUserId(req);
    // An empty userId is what a fresh widget sends; anything else must be the token's visitor.
    if (claimed !== undefined && claimed !== null && claimed !== '' && claimed !== id.userId) {
      await fail(reply, ApiCode.unauthorized, 'userId does not match the visitor token');
      return;
    }
    req.visitor = id;
  };
}

/** The authenticated visitor in a handler behind requireVisitor. */
export function visitorOf(req: FastifyRequest): VisitorIdentity {
  if (!req.visitor) throw new Error('route is missing the requireVisitor hook');
  return req.visitor;
}
