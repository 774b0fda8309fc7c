/**
 * The answer-HTML sanitiser (security-cases "Injection and XSS"): knowledge-base answers, guide
 * prompts and card links are cleaned ON WRITE with a strict allowlist, so what is stored — and
 * later served to the widget, the /question page and the desk — is inert whatever an editor or
 * an import file contained.
 *
 * Kept: text formatting, lists, tables, links and images. Dropped with their content: script,
 * style, iframe, object, embed, template, noscript, textarea, select, svg, math (parsed as
 * foreign content they are the mutation-XSS vehicles). Dropped, content kept: every other tag
 * (form, base, meta, link, button, video…). No on* handlers, no style or class, and URLs
 * (href, src, and the /question page's `data-link`) only http, https, mailto or a root-relative
 * path on the Kefu server — never javascript:, data:, vbscript: or protocol-relative `//host`.
 * Tags nested deeper than NESTING_LIMIT are dropped (their text is kept).
 */
import sanitizeHtml from 'sanitize-html';

export const NESTING_LIMIT = 16;

const ALLOWED_TAGS = [
  'p', 'br', 'hr', 'div', 'span', 'b', 'strong', 'i', 'em', 'u', 's', 'del', 'ins', 'sub', 'sup', 'small', 'mark',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  'a', 'img', 'figure', 'figcaption',
];

/** Disallowed tags whose content is dropped too (their text is code, markup or hidden). */
const DROP_WITH_CONTENT = [
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'template', 'noscript', 'noembed',
  'noframes', 'textarea', 'select', 'option', 'xmp', 'plaintext', 'title', 'svg', 'math', 'head',
];

const URL_ATTRS = ['href', 'src', 'data-link'];
const SAFE_ABSOLUTE = /^(https?:\/\/[^\s]+|mailto:[^\s]+)$/i;

/**
 * A URL the widget may follow or load: http(s) and mailto, or a root-relative path on the Kefu
 * server (`/demo-assets/x.svg`). Control characters and whitespace (used to hide `java\tscript:`)
 * are refused outright rather than stripped.
 */
export function isSafeUrl(value: string): boolean {
  const v = value.trim();
  if (!v || v.length > 2048) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\s\\]/.test(v)) return false;
  if (v.startsWith('/')) return !v.startsWith('//');
  return SAFE_ABSOLUTE.test(v);
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel', 'data-link'],
    img: ['src', 'alt', 'title', 'width', 'height', 'data-link'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    ol: ['start'],
    span: ['data-link'],
    div: ['data-link'],
    p: ['data-link'],
    li: ['data-link'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: [
    ...URL_ATTRS, 'cite', 'action', 'formaction', 'data', 'xlink:href', 'poster', 'background', 'ping', 'longdesc', 'usemap',
    'codebase', 'classid', 'archive', 'profile', 'manifest', 'itemid', 'dynsrc', 'lowsrc', 'srcset',
  ],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROP_WITH_CONTENT,
  nestingLimit: NESTING_LIMIT,
  parseStyleAttributes: false,
  // An image without a (safe) source is dropped whole: `<img src=x onerror=…>` leaves nothing.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  transformTags: {
    // Our own URL rule on top of sanitize-html's scheme check (root-relative paths only).
    '*': (tagName, attribs) => {
      const out: sanitizeHtml.Attributes = {};
      for (const [name, value] of Object.entries(attribs)) {
        if (URL_ATTRS.includes(name) && !isSafeUrl(value)) continue;
        out[name] = value;
      }
      if (tagName === 'a') {
        // Links open in a new window and give the target no handle on the widget.
        out.target = '_blank';
        out.rel = 'noopener noreferrer';
      }
      return { tagName, attribs: out };
    },
  },
};

/** Clean answer HTML; the result is safe to insert as HTML. */
export function sanitizeAnswer(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Plain text as HTML (robot replies built from plain texts). */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
