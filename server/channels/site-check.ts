/**
 * "Check my site" (docs/desk.md "Install"; docs/api.md admin/channels/checkSite): the server
 * fetches the admin's page and says whether its HTML carries the channel's snippet — the loader's
 * script tag (`src=…/kefu.js`) with `data-channel-id` of this channel.
 *
 * The fetch follows fromRequest's rules (security-cases "fromRequest"; server/form-request/): only
 * http(s) without credentials; every hop's name resolved once and EVERY address checked against
 * the same address policy (no loopback, private, link-local, metadata…), the connection pinned to
 * the checked address (DNS rebinding gets nowhere); at most 3 redirects, each hop checked again;
 * one deadline for the whole exchange, and at most 1 MB of the page read. A refusal or failure is
 * an answer in plain words (SiteFailure), not an error: the admin needs to know what to fix.
 */
import type http from 'node:http';
import type { LookupFunction } from 'node:net';
import type { SiteCheck, SiteFailure } from '../../protocol';
import { DomainError } from '../errors';
import { checkHop, systemRequest, systemResolver } from '../form-request';
import type { RequestFn, ResolvedAddress, Resolver } from '../form-request';

export interface SiteCheckLimitValues {
  /** one deadline for the whole exchange, every hop included */
  totalMs: number;
  maxRedirects: number;
  /** page bytes read; the snippet sits before </body>, so a longer page is checked as far as this */
  maxBytes: number;
}

export const SiteCheckLimits: Readonly<SiteCheckLimitValues> = { totalMs: 8000, maxRedirects: 3, maxBytes: 1024 * 1024 };

export interface SiteCheckDeps {
  resolve?: Resolver;
  request?: RequestFn;
  /** may this URL be on an internal address? Never in production; tests allow their loopback server */
  internalAllowed?: (url: URL) => boolean;
  limits?: Partial<SiteCheckLimitValues>;
}

class Failed extends Error {
  constructor(readonly reason: SiteFailure, readonly status?: number) {
    super(reason);
  }
}

/** checkHop's refusals (form-request/outbound.ts) as the reasons an admin reads. */
function failureOf(err: unknown): Failed {
  if (err instanceof Failed) return err;
  if (err instanceof DomainError) {
    if (err.kind === 'forbidden') return new Failed(/http and https|credentials/.test(err.message) ? 'badUrl' : 'blocked');
    if (/does not resolve/.test(err.message)) return new Failed('dns');
  }
  return new Failed('unreachable');
}

/** A lookup that answers only the checked address, whatever name it is asked about. */
function pinned(addr: ResolvedAddress): LookupFunction {
  return ((_host: string, opts: { all?: boolean }, cb: (...args: unknown[]) => void) => {
    if (opts?.all) cb(null, [{ address: addr.address, family: addr.family }]);
    else cb(null, addr.address, addr.family);
  }) as unknown as LookupFunction;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export class SiteChecker {
  constructor(private readonly deps: SiteCheckDeps = {}) {}

  async check(channelId: string, address: string): Promise<SiteCheck> {
    let url: URL;
    try {
      url = new URL(address.trim());
    } catch {
      return { result: 'unreachable', reason: 'badUrl' };
    }
    try {
      const page = await this.fetchPage(url);
      return snippetIn(page.html, channelId, page.url);
    } catch (err) {
      const f = failureOf(err);
      return { result: 'unreachable', reason: f.reason, ...(f.status ? { status: f.status } : {}) };
    }
  }

  private async fetchPage(first: URL): Promise<{ url: string; html: string }> {
    const limits = { ...SiteCheckLimits, ...this.deps.limits };
    const resolve = this.deps.resolve ?? systemResolver;
    const request = this.deps.request ?? systemRequest;
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), limits.totalMs);
    const deadline = new Promise<never>((_, reject) => {
      abort.signal.addEventListener('abort', () => reject(new Failed('timeout')), { once: true });
    });
    deadline.catch(() => {});
    try {
      let url = first;
      for (let hop = 0; ; hop++) {
        const addr = await Promise.race([checkHop(url, this.deps.internalAllowed?.(url) ?? false, resolve), deadline]);
        const res = await Promise.race([get(url, addr, abort.signal, request, limits.maxBytes), deadline]);
        if (REDIRECTS.has(res.status) && res.location !== undefined) {
          if (hop >= limits.maxRedirects) throw new Failed('redirects');
          try {
            url = new URL(res.location, url);
          } catch {
            throw new Failed('unreachable');
          }
          continue;
        }
        if (res.status < 200 || res.status > 299) throw new Failed('httpStatus', res.status);
        return { url: url.href, html: res.body };
      }
    } finally {
      clearTimeout(timer);
      abort.abort();
    }
  }
}

function get(url: URL, addr: ResolvedAddress, signal: AbortSignal, request: RequestFn, maxBytes: number): Promise<{ status: number; location: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    // identity: the page is read as sent, never decompressed into something bigger
    const headers = { 'user-agent': 'Kefu-site-check/1', accept: 'text/html,*/*;q=0.5', 'accept-encoding': 'identity' };
    let req: http.ClientRequest;
    try {
      req = request(url, { method: 'GET', headers, agent: false, lookup: pinned(addr), signal }, (res) => {
        const status = res.statusCode ?? 0;
        const loc = res.headers.location;
        const chunks: Buffer[] = [];
        let read = 0;
        let settled = false;
        const done = (): void => {
          if (settled) return;
          settled = true;
          resolve({ status, location: typeof loc === 'string' ? loc : undefined, body: Buffer.concat(chunks).toString('utf8') });
        };
        res.on('data', (chunk: Buffer) => {
          if (read >= maxBytes) return;
          chunks.push(chunk.subarray(0, maxBytes - read));
          read += chunk.length;
          // enough of the page: stop reading and check what came
          if (read >= maxBytes) {
            res.destroy();
            done();
          }
        });
        res.on('end', done);
        res.on('error', done);
        res.on('close', done);
      });
    } catch {
      reject(new Failed('unreachable'));
      return;
    }
    req.on('error', () => reject(new Failed('unreachable')));
    req.end();
  });
}

const attr = (tag: string, name: string): string | undefined => {
  const m = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return m ? (m[1] ?? m[2] ?? m[3] ?? '') : undefined;
};

/** The loader's path (protocol ServePaths.loader) at the end of a script's src, before any query. */
const LOADER_SRC = /\/kefu\.js(?:[?#].*)?$/i;

/** What a page's HTML carries: the loader tags found, and whether one is this channel's. */
export function snippetIn(html: string, channelId: string, url: string): SiteCheck {
  const others: string[] = [];
  for (const m of html.matchAll(/<script\b[^>]*>/gi)) {
    const tag = m[0];
    const src = attr(tag, 'src');
    if (!src || !LOADER_SRC.test(src.trim())) continue;
    const id = (attr(tag, 'data-channel-id') ?? '').trim();
    if (id === channelId) return { result: 'found', url, loaderSrc: src.trim() };
    if (id && !others.includes(id)) others.push(id);
  }
  return others.length ? { result: 'otherChannel', url, channels: others.slice(0, 10) } : { result: 'notFound', url };
}
