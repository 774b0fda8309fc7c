/**
 * GET /api/desk/ws — the desk's WebSocket (issue 11 item 5). The browser cannot set headers on a
 * WebSocket, so the first message signs in: {type:"auth", token} within DeskLimits.wsAuthMs, else
 * the socket closes (4408). Then server → desk: DeskEvent; desk → server: ping, typing. Frames are
 * at most 16 KB; anything that is not JSON or not a known message closes the socket (4400). The
 * hub (server/agents/hub.ts) decides what each socket may see.
 */
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { DESK_WS_PATH, DeskCloseCode, DeskLimits } from '../../../src/protocol';
import type { Services } from '../../services';

const MAX_FRAME = 16 * 1024;

export async function deskSocketRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { hub } = services;
  await app.register(async (scope) => {
    await scope.register(websocket, { options: { maxPayload: MAX_FRAME } });
    scope.get(DESK_WS_PATH, { websocket: true }, (socket) => {
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
    });
  });
}
