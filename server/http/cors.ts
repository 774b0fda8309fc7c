/**
 * CORS for the visitor API. In element mode the widget runs on the host's origin and calls
 * the Kefu server cross-origin, with a bearer token (no cookies), so any origin may call;
 * credentials are never allowed. Preflights are answered here; the desk API is same-origin
 * only and gets no CORS headers.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Path prefixes of the visitor API (DESIGN §1). */
const VISITOR_PREFIXES = ['/api/chat/', '/api/open/wo/', '/api/wo/', '/api/basic/', '/api/files/'];
const ALLOWED_HEADERS = 'authorization, content-type, token, accept-language';
const PREFLIGHT_MAX_AGE = '600';

const isVisitorPath = (url: string): boolean => VISITOR_PREFIXES.some((p) => url.startsWith(p));

function allow(req: FastifyRequest, reply: FastifyReply): void {
  reply.header('Access-Control-Allow-Origin', '*');
  reply.header('Vary', 'Origin');
  if (req.method === 'OPTIONS') {
    reply.header('Access-Control-Allow-Methods', 'POST, GET');
    reply.header('Access-Control-Allow-Headers', ALLOWED_HEADERS);
    reply.header('Access-Control-Max-Age', PREFLIGHT_MAX_AGE);
  }
}

export function installCors(app: FastifyInstance): void {
  // onRequest: runs before body parsing, so a preflight never reaches a route or a 404.
  app.addHook('onRequest', async (req, reply) => {
    if (!req.headers.origin || !isVisitorPath(req.url)) return;
    allow(req, reply);
    if (req.method === 'OPTIONS') {
      await reply.status(204).send();
    }
  });
}
