/** The response envelope of DESIGN §3: every body is {code, msg, data}; code 200 is success. */
export interface Envelope<T = unknown> {
  code?: number;
  msg?: string;
  data?: T;
}

/** The codes the envelope carries; the HTTP status mirrors them. */
export const ApiCode = {
  ok: 200,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  /** a request that did not arrive whole in time (server/http/body-deadline.ts) */
  requestTimeout: 408,
  /** a known path called with another method */
  methodNotAllowed: 405,
  conflict: 409,
  payloadTooLarge: 413,
  /** the request line or headers are longer than the server reads */
  uriTooLong: 414,
  unsupportedMediaType: 415,
  /** a WebSocket path called without the upgrade */
  upgradeRequired: 426,
  tooManyRequests: 429,
  headersTooLarge: 431,
  serverError: 500,
} as const;
export type ApiCode = (typeof ApiCode)[keyof typeof ApiCode];

/** spec §8: a missing code counts as 200. */
export function envelopeCode(body: Envelope | null | undefined): number {
  return typeof body?.code === 'number' ? body.code : ApiCode.ok;
}

/** DESIGN §3: the bearer visitor token header, and the spec §7 work-order `token` header. */
export const AUTH_HEADER = 'authorization';
export const WO_TOKEN_HEADER = 'token';
