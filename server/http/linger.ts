/**
 * Lingering close (what nginx does): when the server answers before the request body has fully
 * arrived — a 413 for a body over the limit, a refused upload, a 401 before the body — the
 * client is usually still writing. Closing the socket then makes the client's next write fail
 * (EPIPE, a reset) and most clients report that instead of the answer they were sent. So the
 * answer is written and the rest of the body is read and thrown away, up to a bounded amount and
 * time, before the connection is let go; memory stays flat because nothing is kept.
 */
import type { Socket } from 'node:net';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export interface LingerLimits {
  /** bytes read and discarded at most after the answer */
  maxBytes: number;
  /** milliseconds spent at most */
  maxMs: number;
  /** milliseconds without a byte before giving up */
  idleMs: number;
}

/**
 * The byte limit can only be checked on a timer (the HTTP parser reads the socket without 'data'
 * events, and Node drops the request's own listeners once the answer is sent), and loopback
 * clients send ~700 MB/s: every 100 ms let 70 MB through a 2 MB limit, every 10 ms about 7 MB.
 */
const CHECK_EVERY_MS = 10;
/** requests whose connection must be cut, not lingered on (a 408 for a trickled body) */
export const noLinger = new WeakSet<IncomingMessage>();

/**
 * Reads and discards what is left of `req`'s body; destroys the socket past the limits, and when
 * `then` is given, calls it once the body is all in (or the socket is gone).
 */
function drain(req: IncomingMessage, socket: Socket, limits: LingerLimits, then?: () => void): void {
  const start = Date.now();
  const startBytes = socket.bytesRead;
  let lastBytes = startBytes;
  let lastProgress = start;
  let finished = false;
  const onEnd = () => finish(false);
  // The listeners go when the drain is over: a keep-alive connection may see thousands of early
  // answers, and a listener left per answer would hold memory until the connection ends.
  const finish = (cut: boolean) => {
    if (finished) return;
    finished = true;
    clearInterval(timer);
    req.off('end', onEnd);
    socket.off('close', onEnd);
    if (cut) socket.destroy();
    else then?.();
  };
  // something may have paused the body (a multipart parser that stopped at its limit): resume it
  for (const dest of (req as unknown as { _readableState?: { pipes?: unknown[] } })._readableState?.pipes ?? []) {
    req.unpipe(dest as NodeJS.WritableStream);
  }
  req.resume();
  const timer = setInterval(() => {
    if (req.complete || socket.destroyed) return finish(false);
    const now = Date.now();
    if (socket.bytesRead !== lastBytes) {
      lastBytes = socket.bytesRead;
      lastProgress = now;
    }
    if (lastBytes - startBytes > limits.maxBytes || now - start > limits.maxMs || now - lastProgress > limits.idleMs) finish(true);
  }, CHECK_EVERY_MS);
  timer.unref();
  req.once('end', onEnd);
  socket.once('close', onEnd);
}

export function installLinger(app: FastifyInstance, limits: LingerLimits): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const req = request.raw;
    const socket = req.socket as Socket | undefined;
    if (req.complete || noLinger.has(req) || typeof socket?.destroySoon !== 'function') return payload;
    let lingering = false;
    // A connection that ends with this answer (the client asked for it, or Fastify refused the
    // body): Node calls destroySoon() once the answer is written, and the client's next write
    // meets a closed socket. Instead, read the rest first, then close. (Not even half-closed
    // meanwhile: some clients stop sending at our FIN and report a failed upload.)
    const destroySoon = socket.destroySoon;
    socket.destroySoon = function lingeringClose(this: Socket) {
      socket.destroySoon = destroySoon;
      lingering = true;
      drain(req, socket, limits, () => destroySoon.call(socket));
    };
    // A connection that stays open: the rest of the body is read (and dropped) the same way.
    reply.raw.once('finish', () => {
      if (!lingering) {
        socket.destroySoon = destroySoon;
        drain(req, socket, limits);
      }
    });
    return payload;
  });
}
