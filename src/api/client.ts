/**
 * The widget's HTTP client (DESIGN §3): POST JSON to the spec §7 paths of protocol/, read the
 * {code, msg, data} envelope whatever the HTTP status, send the visitor token, and turn the
 * spec §8 failures into what the visitor sees.
 */
import { ApiCode, AUTH_HEADER, Endpoints, Limits, WO_TOKEN_HEADER, envelopeCode } from '../../protocol';
import type { EndpointName, Envelope, RequestOf, ResponseOf } from '../../protocol';
import { $session } from '../state/session';
import { $locale } from '../state/ui';
import { postJson } from './http';
import { ApiError } from './errors';
import { showLoginExpired, showNetworkError } from './failures';

export { ApiError } from './errors';

let base = '';
/** which configureApi call (widget launch) the calls belong to */
let generation = 0;
/** calls in flight, so a widget that leaves the page cancels them (no late toasts, no held sockets) */
const inflight = new Map<AbortController, number>();
const cancelled = new WeakSet<AbortController>();

/**
 * The Kefu server's base URL: element mode's `server` attribute, page mode's location.origin.
 * Returns the launch generation that cancelCalls takes.
 */
export function configureApi(options: { base: string }): number {
  base = options.base.replace(/\/+$/, '');
  return ++generation;
}

/** The Kefu server's base URL the calls go to (src/api/url.ts resolves the server's paths against it). */
export function apiBase(): string {
  return base;
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/**
 * The envelope code of an answer. spec §8: a missing code counts as 200 — but an error status
 * with no envelope at all (a proxy's HTML error page) is that status, not a success.
 */
function answerCode(status: number, body: unknown): number {
  if (isObject(body) && typeof body.code === 'number') return envelopeCode(body as Envelope);
  if (status >= 400) return status;
  return ApiCode.ok;
}

/** The headers every call carries: the visitor's language and token (also used by uploads). */
export function headersFor(body: unknown): Record<string, string> {
  // the server says the few answers it writes itself (413, 429, 408) in this language
  const headers: Record<string, string> = { 'accept-language': $locale.get() };
  const token = $session.get().visitorToken;
  if (token) headers[AUTH_HEADER] = `Bearer ${token}`;
  // spec §7: "a token in the params is also sent as the token header"
  if (isObject(body) && typeof body.token === 'string' && body.token) headers[WO_TOKEN_HEADER] = body.token;
  return headers;
}

export interface CallOptions {
  /** spec §9 HTTP timeout unless given */
  timeoutMs?: number;
  /**
   * spec §8 "failures in init … are silently ignored": no toast and no dialog for this call
   * (background calls: readMsg, resetUser, polling, templates). It still rejects.
   */
  quiet?: boolean;
}

/**
 * Cancel the calls in flight of one launch (the widget is leaving), or all of them; they reject
 * quietly. React and Preact run a removed widget's cleanup after paint, possibly after a new
 * widget started: the generation keeps the old cleanup off the new widget's calls.
 */
export function cancelCalls(launch?: number): void {
  for (const [abort, gen] of inflight) {
    if (launch !== undefined && gen !== launch) continue;
    cancelled.add(abort);
    abort.abort();
    inflight.delete(abort);
  }
}

/** Call an endpoint of spec §7; resolves with `data`, rejects with an ApiError. */
export async function api<N extends EndpointName>(name: N, body: RequestOf<N>, options: CallOptions = {}): Promise<ResponseOf<N>> {
  let status: number;
  let answer: unknown;
  const abort = new AbortController();
  inflight.set(abort, generation);
  try {
    ({ status, body: answer } = await postJson(`${base}${Endpoints[name].path}`, body, headersFor(body), options.timeoutMs ?? Limits.httpTimeoutMs, abort));
  } catch {
    if (cancelled.has(abort)) throw new ApiError(ApiCode.serverError, 'cancelled', true, true);
    // spec §8: a network failure (or the timeout) is shown like a 500.
    if (!options.quiet) showNetworkError();
    throw new ApiError(ApiCode.serverError, 'network failure', true);
  } finally {
    inflight.delete(abort);
  }
  const code = answerCode(status, answer);
  const msg = isObject(answer) && typeof answer.msg === 'string' ? answer.msg : '';
  if (code === ApiCode.ok) {
    const data = isObject(answer) && ('data' in answer || 'code' in answer) ? answer.data : answer;
    return data as ResponseOf<N>;
  }
  if (code === ApiCode.unauthorized) showLoginExpired();
  else if (code >= ApiCode.serverError && !options.quiet) showNetworkError();
  throw new ApiError(code, msg || `code ${code}`);
}

/**
 * A call that must leave even as the page goes away (beforeUnload on pagehide): a keepalive
 * request the browser finishes after the page is gone. Nothing waits for its answer.
 */
export function beacon<N extends EndpointName>(name: N, body: RequestOf<N>): void {
  try {
    void fetch(`${base}${Endpoints[name].path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headersFor(body) },
      body: JSON.stringify(body ?? {}),
      keepalive: true,
      credentials: 'omit',
      mode: 'cors',
    }).catch(() => undefined);
  } catch {
    // a page already torn down may refuse new requests: nothing to tell anyone
  }
}
