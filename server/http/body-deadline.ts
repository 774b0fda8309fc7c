/**
 * A request must arrive whole within its deadline (slow-loris, security-cases P6): the JSON calls
 * within `requestTimeoutMs` of their first byte, uploads (routes with `config.longBody`, up to
 * 10 MB from a visitor's phone) within `uploadTimeoutMs`. A body still trickling in after that
 * gets a 408 and the connection is closed.
 *
 * Node's own `requestTimeout` is only checked every `connectionsCheckingInterval` (30 s by
 * default), which let a trickled body live about three times the configured limit; app.ts sets a
 * short interval and the longest of the two deadlines there, and this hook applies the shorter one
 * per route.
 */
import type { FastifyInstance } from 'fastify';
import { ApiCode } from '../../protocol';
import { edgeTexts } from './client-texts';
import { noLinger } from './linger';

export interface BodyDeadlines {
  requestTimeoutMs: number;
  uploadTimeoutMs: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** an upload route: its body may take `uploadTimeoutMs` to arrive */
    longBody?: boolean;
  }
}

export function installBodyDeadline(app: FastifyInstance, deadlines: BodyDeadlines): void {
  app.addHook('onRequest', async (request, reply) => {
    const req = request.raw;
    if (req.complete) return;
    const ms = request.routeOptions.config?.longBody ? deadlines.uploadTimeoutMs : deadlines.requestTimeoutMs;
    const socket = req.socket as typeof req.socket | undefined;
    // inject() (tests) has no real socket to cut
    if (typeof socket?.destroy !== 'function') return;
    const timer = setTimeout(() => {
      if (req.complete || socket.destroyed) return;
      noLinger.add(req);
      if (reply.sent) {
        socket.destroy();
        return;
      }
      const msg = edgeTexts(request.headers['accept-language']).timeout;
      reply.raw.once('finish', () => socket.destroy());
      reply.status(ApiCode.requestTimeout).header('connection', 'close').send({ code: ApiCode.requestTimeout, msg, data: null });
    }, ms);
    timer.unref();
    const done = () => clearTimeout(timer);
    req.once('end', done);
    req.once('close', done);
    reply.raw.once('close', done);
    reply.raw.once('finish', done);
  });
}
