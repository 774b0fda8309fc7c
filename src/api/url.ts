/**
 * URLs the Kefu server hands out, made safe to render. The server answers with root-relative
 * paths (`/demo-assets/orders.svg` in the channel config's quick links and ads, `/api/files/<id>`
 * for uploads), but in element mode the widget runs on the host page's origin, where such a path
 * would point at the host. Every configured image or link the widget renders goes through
 * serverUrl().
 *
 * security-cases: configuration rendered in the widget is validated — only http, https and
 * mailto URLs are rendered; `javascript:`, `data:`, `blob:`, `vbscript:`, `file:` and anything
 * else (also written with odd case, spaces or control characters) give null: render nothing.
 */
import { apiBase } from './client';

const ALLOWED = new Set(['http:', 'https:', 'mailto:']);

/** The server's base: the API client's, else (before a launch) the page's origin. */
function currentBase(): string {
  return apiBase() || location.origin;
}

/**
 * `path` as an absolute URL on the Kefu server, or null when it must not be rendered.
 * - `/x` (root-relative): the server's base + `/x` (a base with a path prefix keeps it, as the
 *   API calls do)
 * - `x`, `./x`, `../x`: resolved below the server's base
 * - `//host/x`, `http(s)://…`, `mailto:…`: kept when the scheme is http, https or mailto
 * - anything else, an empty or non-string value: null
 */
export function serverUrl(path: unknown, base: string = currentBase()): string | null {
  if (typeof path !== 'string') return null;
  const value = path.trim();
  if (!value) return null;
  const root = base.replace(/\/+$/, '');
  let url: URL;
  try {
    // root-relative, but not protocol-relative (`//host`, and `/\host`, which URL reads as `//host`)
    url = /^\/(?![/\\])/.test(value) ? new URL(root + value) : new URL(value, `${root}/`);
  } catch {
    return null;
  }
  return ALLOWED.has(url.protocol) ? url.href : null;
}
