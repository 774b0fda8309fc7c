/**
 * The answers Fastify and Node would otherwise write in their own shape: a request Node's HTTP
 * parser refused (headers over 16 KB, a broken request line), a URL that does not decode, and a
 * known path called with another method. Every answer is still the envelope of DESIGN §3.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiCode } from '../../protocol';
import { fail } from './envelope';

/** How long a refused connection may take to read our answer and hang up before it is cut. */
const CLOSE_GRACE_MS = 2000;

const PARSER_ANSWERS: Record<string, { code: number; msg: string }> = {
  HPE_HEADER_OVERFLOW: { code: ApiCode.headersTooLarge, msg: 'the request line and headers are over 16 KB' },
  ERR_HTTP_REQUEST_TIMEOUT: { code: ApiCode.requestTimeout, msg: 'the request took too long' },
};

/**
 * Node's 'clientError': the parser cannot go on with this connection, so it must end. The answer
 * says so (`Connection: close`) and the socket is half-closed rather than destroyed: a destroy
 * while the client's bytes are still unread resets the connection, and the client loses the
 * answer and blames its next request.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  // the parser reports every later chunk again: answer once
  if (!socket.writable) return;
  const { code, msg } = PARSER_ANSWERS[err.code ?? ''] ?? { code: ApiCode.badRequest, msg: 'the request is not valid HTTP' };
  const body = JSON.stringify({ code, msg, data: null });
  socket.end(
    `HTTP/1.1 ${code} ${STATUS_CODES[code] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
  // a client too slow to finish its headers gets no more time; others a short, hard grace (an
  // idle timeout would never fire for a client that keeps trickling bytes)
  if (code === ApiCode.requestTimeout) socket.destroy();
  else setTimeout(() => socket.destroy(), CLOSE_GRACE_MS).unref();
}

/** Fastify's router errors (a URL that does not decode, a path parameter too long): a 400 envelope. */
export function frameworkErrors(err: FastifyError, _req: FastifyRequest, reply: FastifyReply): FastifyReply {
  return fail(reply, ApiCode.badRequest, err.code === 'FST_ERR_BAD_URL' ? 'the URL is not valid (bad percent-encoding)' : err.message);
}
