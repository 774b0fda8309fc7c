/**
 * GET /api/desk/ws — the desk's WebSocket. The browser cannot set headers on a WebSocket, so the
 * first message signs in: {type:"auth", token} within DeskLimits.wsAuthMs, else the socket
 * closes (4408). Then server → desk: DeskEvent; desk → server: ping, typing. Messages are at
 * most 16 KB, fragmented or not (1009 past that); anything that is not JSON or not a known
 * message closes the socket (4400). The hub (server/agents/hub.ts) decides what each socket may
 * see. A plain GET without the upgrade answers 426.
 */
import websocket from '@fastify/websocket';
import type { WebSocket } from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiCode, DESK_WS_PATH, DeskCloseCode, DeskLimits } from '../../../protocol';
import type { Services } from '../../services';
import { fail } from '../envelope';

const MAX_FRAME = 16 * 1024;

/**
 * A broken or oversized frame is the client's doing: `ws` has already sent the close frame
 * (1002, 1007, 1009) and ends the connection itself once the client answers. Terminating here,
 * as the plugin's default handler does, resets the socket with the client's bytes unread, and
 * the client loses that close frame (it sees 1006). Such errors are logged at debug level, so
 * hostile clients cannot fill the log; anything else is a fault of ours and is logged as one.
 */
function socketError(err: Error & { code?: string }, socket: WebSocket, req: FastifyRequest): void {
  if (err.code?.startsWith('WS_ERR_')) {
    req.log.debug({ wsError: err.code, message: err.message }, 'desk socket closed for a protocol error');
    return;
  }
  req.log.warn({ err }, 'desk socket failed');
  socket.terminate();
}

export async function deskSocketRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { hub } = services;
  await app.register(async (scope) => {
    await scope.register(websocket, { options: { maxPayload: MAX_FRAME }, errorHandler: socketError });
    scope.route({
      method: 'GET',
      url: DESK_WS_PATH,
      handler: (_req, reply) => fail(reply.header('Upgrade', 'websocket'), ApiCode.upgradeRequired, 'this path is a WebSocket: connect with Upgrade: websocket'),
      wsHandler: (socket) => {
        const conn = hub.connect({
          send: (e) => { if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(e)); },
          close: (code, reason) => socket.close(code, reason),
        });
        // transport hygiene, not a chat timer: a socket that never signs in is dropped
        const deadline = setTimeout(() => { if (!conn.principal) conn.end(DeskCloseCode.authTimeout, 'no auth message'); }, DeskLimits.wsAuthMs);
        // messages are handled one at a time, in order (auth before anything else)
        let chain: Promise<void> = Promise.resolve();
        socket.on('message', (data: Buffer, isBinary: boolean) => {
          chain = chain.then(() => (isBinary ? conn.end(DeskCloseCode.badMessage, 'text frames only') : conn.receive(data.toString('utf8'))))
            .catch(() => conn.end(1011, 'internal error'));
        });
        socket.on('close', () => { clearTimeout(deadline); conn.dispose(); });
        socket.on('error', () => { clearTimeout(deadline); conn.dispose(); });
      },
    });
  });
}
