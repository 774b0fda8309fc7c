/**
 * Robot and agent HTML before render (security-cases "Injection and XSS"): DOMPurify with an
 * allowlist, in a lazy chunk (it is loaded when the first rich message needs it, or when the
 * visitor starts typing, so it is not part of the chat window's first open). Links keep only
 * http, https and mailto and open in a new window with rel="noopener noreferrer"; image
 * sources are resolved against the Kefu server (element mode runs on the host's origin).
 */
import type { Config, DOMPurify } from 'dompurify';
import { serverUrl } from '../api/url';

const CONFIG: Config = {
  ALLOWED_TAGS: ['a', 'b', 'strong', 'i', 'em', 'u', 's', 'del', 'p', 'br', 'div', 'span', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
    'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'img', 'blockquote', 'pre', 'code', 'hr', 'sub', 'sup'],
  ALLOWED_ATTR: ['href', 'title', 'src', 'alt', 'width', 'height', 'data-link', 'colspan', 'rowspan'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/(?![/\\]))/i,
  FORBID_CONTENTS: ['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'textarea', 'select', 'svg', 'math'],
  ALLOW_DATA_ATTR: false,
};

let purifier: Promise<DOMPurify> | null = null;

function configure(p: DOMPurify): DOMPurify {
  p.addHook('afterSanitizeAttributes', (node) => {
    const el = node as Element;
    if (el.tagName === 'A') {
      const href = serverUrl(el.getAttribute('href'));
      if (href) el.setAttribute('href', href);
      else el.removeAttribute('href');
      el.setAttribute('target', '_blank');
      el.setAttribute('rel', 'noopener noreferrer');
    } else if (el.tagName === 'IMG') {
      const src = serverUrl(el.getAttribute('src'));
      if (src && !src.startsWith('mailto:')) el.setAttribute('src', src);
      else el.remove();
    }
  });
  return p;
}

/** Load the sanitizer (once). */
export function loadSanitizer(): Promise<DOMPurify> {
  purifier ??= import('dompurify').then((m) => configure(m.default));
  return purifier;
}

/** The sanitizer once loaded (synchronous render of later messages). */
let ready: DOMPurify | null = null;

export async function sanitizeHtml(html: string): Promise<string> {
  const p = await loadSanitizer();
  ready = p;
  return p.sanitize(html, CONFIG) as string;
}

/** Synchronous sanitise when loaded (null otherwise). */
export function sanitizeNow(html: string): string | null {
  return ready ? (ready.sanitize(html, CONFIG) as string) : null;
}
