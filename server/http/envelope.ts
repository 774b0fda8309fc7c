/**
 * The wire envelope of DESIGN §3 at the HTTP edge: every body is {code, msg, data}, the HTTP
 * status mirrors code, bad input is a 400 naming the field, unknown errors are a generic 500
 * whose stack goes to the log only.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiCode } from '../../protocol';
import type { Envelope } from '../../protocol';
import { DomainError, apiCodeOf } from '../errors';
import { RateLimitedError } from '../rate-limit';
import { edgeTexts } from './client-texts';


export function ok<T>(data: T, msg = 'success'): Envelope<T> {
  return { code: ApiCode.ok, msg, data };
}

export function fail(reply: FastifyReply, code: ApiCode, msg: string): FastifyReply {
  return reply.status(code).send({ code, msg, data: null });
}

/** Fastify's own error codes a client can trigger, and what they mean to the client. */
const FASTIFY_CLIENT_ERRORS: Record<string, ApiCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: ApiCode.payloadTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ApiCode.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ApiCode.badRequest,
  FST_ERR_CTP_EMPTY_JSON_BODY: ApiCode.badRequest,
  FST_ERR_CTP_INVALID_JSON_BODY: ApiCode.badRequest,
  FST_ERR_CTP_INSTANCE_ALREADY_STARTED: ApiCode.serverError,
  FST_INVALID_MULTIPART_CONTENT_TYPE: ApiCode.badRequest,
  FST_REQ_FILE_TOO_LARGE: ApiCode.payloadTooLarge,
  FST_PARTS_LIMIT: ApiCode.payloadTooLarge,
  FST_FILES_LIMIT: ApiCode.payloadTooLarge,
  FST_FIELDS_LIMIT: ApiCode.payloadTooLarge,
  FST_PROTO_VIOLATION: ApiCode.badRequest,
};

/** "body/msgContent must be string" → a message that names the field and the rule. */
function validationMessage(err: FastifyError): string {
  const first = err.validation?.[0];
  if (!first) return err.message;
  const where = first.instancePath ? first.instancePath.replace(/^\//, '').replace(/\//g, '.') : '';
  const missing = (first.params as { missingProperty?: string } | undefined)?.missingProperty;
  const extra = (first.params as { additionalProperty?: string } | undefined)?.additionalProperty;
  const field = missing ?? extra ?? (where || err.validationContext || 'body');
  const rule = missing ? 'is required' : extra ? 'is not allowed' : (first.message ?? 'is invalid');
  return `${field}: ${rule}`;
}

/** Connection-level failures of SQLite, PostgreSQL or Redis: the request may simply be retried. */
const OUTAGE_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND',
  'SQLITE_BUSY', 'SQLITE_LOCKED', 'SQLITE_IOERR', 'SQLITE_FULL',
  // PostgreSQL: admin shutdown, crash shutdown, cannot connect now, too many connections
  '57P01', '57P02', '57P03', '53300', '08000', '08003', '08006',
]);
function isStorageOutage(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && OUTAGE_CODES.has(code)) return true;
  const msg = err instanceof Error ? err.message : '';
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(msg);
}

const ROUTE_METHODS = ['GET', 'POST'] as const;

export function installEnvelope(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    const language = req.headers['accept-language'];
    if (err instanceof RateLimitedError) {
      // Retry-After: the whole seconds until the next call of this kind is accepted
      const seconds = Math.max(1, Math.ceil(err.retryAfterMs / 1000));
      const msg = edgeTexts(language).tooMany.replace('{s}', String(seconds));
      return fail(reply.header('Retry-After', String(seconds)), ApiCode.tooManyRequests, msg);
    }
    if (err instanceof DomainError) {
      return fail(reply, apiCodeOf(err), err.message);
    }
    if (err.validation) return fail(reply, ApiCode.badRequest, validationMessage(err));
    const mapped = err.code ? FASTIFY_CLIENT_ERRORS[err.code] : undefined;
    // a body over the limit is said in the caller's language: the widget shows it as it is
    if (mapped === ApiCode.payloadTooLarge) return fail(reply, mapped, edgeTexts(language).tooLarge);
    if (mapped && mapped !== ApiCode.serverError) return fail(reply, mapped, err.message);
    // Any other 4xx Fastify raised itself (bad JSON, proto poisoning…) is the client's fault.
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      const code = (Object.values(ApiCode) as number[]).includes(err.statusCode) ? (err.statusCode as ApiCode) : ApiCode.badRequest;
      return fail(reply, code, err.message);
    }
    if (isStorageOutage(err)) {
      // security-cases P7: fast, explicit, retryable — the client's 500 toast says "retry later"
      req.log.warn({ err }, 'storage unavailable');
      return fail(reply.header('Retry-After', '5'), ApiCode.serverError, 'service temporarily unavailable, retry later');
    }
    req.log.error({ err }, 'unhandled error');
    return fail(reply, ApiCode.serverError, 'internal error');
  });
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0]!;
    // a known path called with another method is a 405 that says which one it takes
    const allowed = ROUTE_METHODS.filter((method) => method !== req.method && app.hasRoute({ method, url }));
    if (allowed.length) return fail(reply.header('Allow', allowed.join(', ')), ApiCode.methodNotAllowed, `${url} takes ${allowed.join(', ')}`);
    return fail(reply, ApiCode.notFound, `no route ${req.method} ${url}`);
  });
}
