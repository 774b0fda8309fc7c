/**
 * The outbound HTTP of fromRequest, made safe (security-cases "fromRequest"; DESIGN §5):
 *  - only http and https, no credentials in the URL;
 *  - every hop's host is resolved once, EVERY address checked, and the connection pinned to the
 *    checked address through a custom `lookup` (a DNS answer that changes between check and
 *    connect — rebinding — is never used);
 *  - redirects are followed by hand, at most 3, each hop checked again;
 *  - one deadline (5 s) for the whole exchange, and at most 64 KB of response read.
 * The resolver and the request function are injectable so tests can spy on them and prove that
 * a refused target never gets a socket.
 */
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { LookupFunction } from 'node:net';
import { conflict, forbidden } from '../errors';
import { hostOf, isLocalName, isPublicAddress } from './address-policy';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;
export type RequestFn = (url: URL, options: http.RequestOptions, onResponse: (res: http.IncomingMessage) => void) => http.ClientRequest;

export interface OutboundLimitValues {
  /** one deadline for the whole exchange, every hop included */
  totalMs: number;
  maxRedirects: number;
  /** response bytes read before the connection is dropped */
  maxResponseBytes: number;
}

export const OutboundLimits: Readonly<OutboundLimitValues> = {
  totalMs: 5000,
  maxRedirects: 3,
  maxResponseBytes: 64 * 1024,
};

export const systemResolver: Resolver = async (hostname) => {
  const found = await dns.promises.lookup(hostname, { all: true, verbatim: true });
  return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

export const systemRequest: RequestFn = (url, options, onResponse) =>
  (url.protocol === 'https:' ? https : http).request(url, options, onResponse);

export interface OutboundRequest {
  url: URL;
  method: string;
  contentType: string;
  body: string;
  /** may this URL's host be internal? (the operator's allowInternalFormTargets, for the configured origin only) */
  internalAllowed: (url: URL) => boolean;
}

export interface OutboundDeps {
  resolve: Resolver;
  request: RequestFn;
  limits?: Partial<OutboundLimitValues>;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** Check one hop and return the address to pin the connection to. Throws 403 when refused. */
export async function checkHop(url: URL, internalAllowed: boolean, resolve: Resolver): Promise<ResolvedAddress> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw forbidden('form target not allowed: only http and https');
  if (url.username || url.password) throw forbidden('form target not allowed: credentials in the URL');
  const host = hostOf(url);
  const literal = net.isIP(host);
  if (!literal && isLocalName(host) && !internalAllowed) throw forbidden('form target not allowed: local host name');
  let addresses: ResolvedAddress[];
  if (literal) {
    addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  } else {
    try {
      addresses = await resolve(host);
    } catch {
      throw conflict('form target unreachable: its name does not resolve');
    }
  }
  if (addresses.length === 0) throw conflict('form target unreachable: its name does not resolve');
  if (!internalAllowed) {
    for (const a of addresses) {
      if (!isPublicAddress(a.address)) throw forbidden('form target not allowed: not a public address');
    }
  }
  return addresses[0]!;
}

/** A lookup that answers only the checked address, whatever name it is asked about. */
function pinned(addr: ResolvedAddress): LookupFunction {
  return ((_host: string, opts: dns.LookupOptions, cb: (...args: unknown[]) => void) => {
    if (opts?.all) cb(null, [{ address: addr.address, family: addr.family }]);
    else cb(null, addr.address, addr.family);
  }) as unknown as LookupFunction;
}

/** POST (or PUT) the body; follow redirects safely; answer the final HTTP status. */
export async function sendOutbound(req: OutboundRequest, deps: OutboundDeps): Promise<{ status: number }> {
  const limits = { ...OutboundLimits, ...deps.limits };
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), limits.totalMs);
  const deadline = new Promise<never>((_, reject) => {
    abort.signal.addEventListener('abort', () => reject(conflict('form target unreachable: timed out')), { once: true });
  });
  deadline.catch(() => {});
  try {
    let url = req.url;
    let method = req.method;
    let body: string | null = req.body;
    for (let hop = 0; ; hop++) {
      const addr = await Promise.race([checkHop(url, req.internalAllowed(url), deps.resolve), deadline]);
      const res = await Promise.race([exchange(url, method, req.contentType, body, addr, abort.signal, deps.request, limits.maxResponseBytes), deadline]);
      const location = REDIRECTS.has(res.status) ? res.location : undefined;
      if (location === undefined) return { status: res.status };
      if (hop >= limits.maxRedirects) throw conflict('form target unreachable: too many redirects');
      try {
        url = new URL(location, url);
      } catch {
        throw conflict('form target unreachable: bad redirect');
      }
      // RFC 9110 §15.4: 301/302/303 turn into a GET without a body; 307/308 repeat the request
      if (res.status === 303 || ((res.status === 301 || res.status === 302) && method !== 'GET')) {
        method = 'GET';
        body = null;
      }
    }
  } finally {
    clearTimeout(timer);
    abort.abort();
  }
}

function exchange(
  url: URL, method: string, contentType: string, body: string | null, addr: ResolvedAddress,
  signal: AbortSignal, request: RequestFn, maxBytes: number,
): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'user-agent': 'Kefu-fromRequest/1', accept: '*/*' };
    if (body !== null) {
      headers['content-type'] = contentType;
      headers['content-length'] = String(Buffer.byteLength(body));
    }
    let req: http.ClientRequest;
    try {
      req = request(url, { method, headers, agent: false, lookup: pinned(addr), signal }, (res) => {
        const status = res.statusCode ?? 0;
        const loc = res.headers.location;
        let read = 0;
        const done = (): void => resolve({ status, location: typeof loc === 'string' ? loc : undefined });
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          // enough: we answer only the status, never the body; stop reading (P6)
          if (read > maxBytes) {
            res.destroy();
            done();
          }
        });
        res.on('end', done);
        res.on('error', done);
        res.on('close', done);
      });
    } catch {
      reject(conflict('form target unreachable'));
      return;
    }
    req.on('error', () => reject(conflict('form target unreachable')));
    req.end(body ?? undefined);
  });
}
