/**
 * Security headers of every page the server serves (the demo shop, the widget's pages, the desk):
 * a Content-Security-Policy that allows scripts only from this origin (plus, on the demo pages,
 * the exact inline snippet they carry, by hash), no plugins, no <base> tricks; who may frame the
 * page; no MIME sniffing; a referrer that never leaks a path to another origin. Every other answer
 * gets `nosniff` too.
 */
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Who may frame a page: nobody (`false`), anybody (empty list), or the listed origins. */
export type Framing = false | readonly string[];

export interface PagePolicy {
  framable: Framing;
  /** sha256 sources of the inline scripts the page carries */
  inlineScripts?: readonly string[];
}

export function contentSecurityPolicy(p: PagePolicy): string {
  const ancestors = p.framable === false ? "'none'" : p.framable.length ? `'self' ${p.framable.join(' ')}` : '*';
  const scripts = ["'self'", ...(p.inlineScripts ?? [])].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    // style attributes carry the channel's validated theme colours
    "style-src 'self' 'unsafe-inline'",
    // knowledge-base answers may show pictures and videos from the tenant's own sites
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${ancestors}`,
  ].join('; ');
}

export function setPageHeaders(reply: FastifyReply, p: PagePolicy): void {
  reply.header('Content-Security-Policy', contentSecurityPolicy(p));
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  reply.header('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
  // older browsers that know no frame-ancestors: only "nobody" can be said this way
  if (p.framable === false) reply.header('X-Frame-Options', 'DENY');
}

/** The CSP sources of a page's inline scripts: `'sha256-…'` of each one's exact text. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    hashes.push(`'sha256-${crypto.createHash('sha256').update(m[1]!, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** Any HTML answer without a policy of its own gets the strictest one; everything gets nosniff. */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_req, reply, payload) => {
    if (!reply.hasHeader('X-Content-Type-Options')) reply.header('X-Content-Type-Options', 'nosniff');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') && !reply.hasHeader('Content-Security-Policy')) setPageHeaders(reply, { framable: false });
    return payload;
  });
}
