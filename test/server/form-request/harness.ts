/**
 * Test harness of fromRequest: loopback servers that count what reaches them, spy transports
 * (what was resolved, what was requested and the address each request was pinned to), and a
 * connect guard on every TCP socket of the test process that destroys any connection to a
 * non-loopback address before it is opened — so no test traffic can leave the machine, whatever
 * the code under test does.
 */
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { FormRequestService, systemRequest } from '../../../server/form-request';
import type { RequestFn, ResolvedAddress, Resolver } from '../../../server/form-request';
import { saveTarget, normalizeUrl } from '../../../server/form-request/targets';
import type { TestApp } from '../helpers';

export interface Received { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }

export interface LoopbackServer {
  port: number;
  url: string;
  hits: Received[];
  close(): Promise<void>;
}

/** A server on 127.0.0.1:random; `handler` answers (default: 200 "ok"). */
export async function loopbackServer(handler?: (req: http.IncomingMessage, res: http.ServerResponse, body: string) => void): Promise<LoopbackServer> {
  const hits: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (d: string) => { body += d; });
    req.on('end', () => {
      hits.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      if (handler) handler(req, res, body);
      else res.end('ok');
    });
  });
  // a test server that never answers must not keep the process alive at the end
  server.keepAliveTimeout = 100;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    port, url: `http://127.0.0.1:${port}`, hits,
    close: () => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()); }),
  };
}

export interface Spies {
  resolve: Resolver;
  request: RequestFn;
  /** host names asked of the resolver */
  resolved: string[];
  /** every request the service tried to make, with the address it was pinned to */
  requested: { url: string; pinned: string }[];
}

const isLoopback = (ip: string): boolean => ip === '::1' || /^127\./.test(ip) || ip === 'localhost';

/** Connection attempts the guard stopped (destination not loopback). */
export const blockedConnects: string[] = [];

/**
 * The last line of defence of these tests: every TCP connect in this process is checked, and one
 * to anything but loopback is destroyed before the socket is opened. (A hostname is resolved with
 * the lookup the caller gave — the service's pinned one — or refused.)
 */
function installConnectGuard(): void {
  const proto = net.Socket.prototype as unknown as { connect: (...args: unknown[]) => net.Socket; __kefuGuard?: boolean };
  if (proto.__kefuGuard) return;
  const original = proto.connect;
  proto.connect = function guarded(this: net.Socket, ...args: unknown[]): net.Socket {
    const first = args[0];
    const opts = (Array.isArray(first) ? first[0] : first) as { host?: string; port?: number; path?: string; lookup?: unknown } | number | string;
    let host: string | undefined;
    let lookup: unknown;
    if (typeof opts === 'object' && opts !== null) {
      if (opts.path) return original.apply(this, args);
      host = opts.host ?? 'localhost';
      lookup = opts.lookup;
    } else if (typeof opts === 'number' || /^\d+$/.test(String(opts))) {
      host = typeof args[1] === 'string' ? args[1] : 'localhost';
    } else {
      return original.apply(this, args); // a unix socket path
    }
    let addr = host;
    if (!net.isIP(host) && host !== 'localhost') {
      addr = `(unpinned name ${host})`;
      if (typeof lookup === 'function') {
        (lookup as (h: string, o: object, cb: (e: unknown, a: string | { address: string }[]) => void) => void)(host, {}, (_e, a) => {
          addr = Array.isArray(a) ? a[0]!.address : a;
        });
      }
    }
    if (!isLoopback(addr)) {
      blockedConnects.push(addr);
      process.nextTick(() => this.destroy(new Error(`test connect guard: refused to connect to ${addr}`)));
      return this;
    }
    return original.apply(this, args);
  };
  proto.__kefuGuard = true;
}
installConnectGuard();

/** The address the connection would use: the literal, or what the (synchronous, pinned) lookup answers. */
function pinnedAddress(url: URL, options: http.RequestOptions): string {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host)) return host;
  let addr = '(system DNS: not pinned)';
  const lookup = options.lookup as unknown as ((h: string, o: object, cb: (e: unknown, a: string | { address: string }[]) => void) => void) | undefined;
  lookup?.(host, {}, (_e, a) => { addr = Array.isArray(a) ? a[0]!.address : a; });
  return addr;
}

/** Spy transports. `answers[host]` is a list of DNS answers per call (the last one repeats). */
export function spies(answers: Record<string, string[][]> = {}): Spies {
  const resolved: string[] = [];
  const requested: { url: string; pinned: string }[] = [];
  const calls: Record<string, number> = {};
  const resolve: Resolver = async (host) => {
    resolved.push(host);
    const list = answers[host];
    if (!list) throw new Error(`ENOTFOUND ${host}`);
    const n = calls[host] = (calls[host] ?? 0) + 1;
    const addrs = list[Math.min(n, list.length) - 1]!;
    return addrs.map((address): ResolvedAddress => ({ address, family: net.isIP(address) === 6 ? 6 : 4 }));
  };
  const request: RequestFn = (url, options, onResponse) => {
    requested.push({ url: url.href, pinned: pinnedAddress(url, options) });
    // the connect guard below stops anything that is not loopback before a packet is sent
    return systemRequest(url, options, onResponse);
  };
  return { resolve, request, resolved, requested };
}

/** Give the app's fromRequest service these transports (and options). */
export function useService(t: TestApp, s: Spies, opts: { allowInternal: boolean; totalMs?: number }): void {
  t.services.formRequest = new FormRequestService({
    db: t.services.deps.store.db, clock: t.clock, allowInternalTargets: opts.allowInternal, rate: t.services.deps.config.rates.formPost,
    resolve: s.resolve, request: s.request, ...(opts.totalMs ? { limits: { totalMs: opts.totalMs } } : {}),
  });
}

/** Store a target directly, as if an admin had configured it (bypassing the config-time check). */
export async function configureTarget(t: TestApp, formId: string, url: string, fieldNames = ['name'], contentType: 'application/json' | 'application/x-www-form-urlencoded' = 'application/json'): Promise<void> {
  const normal = normalizeUrl(url);
  if (!normal) throw new Error(`not a URL: ${url}`);
  await saveTarget(t.services.deps.store.db, 'demo', { formId, url: normal, method: 'POST', contentType, fieldNames }, t.clock.now());
}
