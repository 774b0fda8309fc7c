/**
 * Visitor-supplied file names are display text only (security-cases: filenames with markup,
 * CRLF, path traversal, NUL, RTL override, over 255 bytes). Files live on disk under their
 * random id, so a name never becomes a path; here it is made safe for display and headers.
 */

/** The longest name we keep, in UTF-8 bytes (common file-system limit). */
export const MAX_NAME_BYTES = 255;

// C0/C1 controls and DEL; bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069),
// marks (U+200E, U+200F, U+061C) and other invisible format characters that can disguise an
// extension ("gpj.exe" shown as "exe.jpg").
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]/g;
// Characters that are path separators, quoting or markup somewhere (shell, Windows, HTML, headers).
const RESERVED = /["'<>:|?*\\/%`;]/g;
// A lone surrogate is not text: it cannot be encoded in UTF-8 (security-cases: lone surrogates).
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const utf8Bytes = (s: string): number => Buffer.byteLength(s, 'utf8');

/** Cut `s` to at most `max` UTF-8 bytes on a code-point boundary. */
function cutBytes(s: string, max: number): string {
  let out = '';
  let used = 0;
  for (const ch of s) {
    const n = utf8Bytes(ch);
    if (used + n > max) break;
    out += ch;
    used += n;
  }
  return out;
}

/** The extension of a (sanitised) name, lower case, without the dot; '' when none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * A safe display name: the last path segment, no control/bidi/reserved characters, no leading
 * dots, well-formed Unicode, at most 255 UTF-8 bytes with the extension kept; `fallback` when
 * nothing is left.
 */
export function sanitizeFileName(raw: string | undefined, fallback = 'file'): string {
  let s = (raw ?? '').replace(LONE_SURROGATE, '');
  // the last segment of either kind of path ("../../etc/passwd", "C:\\x\\y.txt")
  s = s.split(/[\\/]/).pop() ?? '';
  // normalise first: some characters become reserved ones under NFC (U+1FEF → `, U+037E → ;)
  s = s.normalize('NFC').replace(UNSAFE, '').replace(RESERVED, '_');
  s = s.replace(/\s+/g, ' ').trim().replace(/^[.\s]+/, '').replace(/[.\s]+$/, '');
  if (!s) return fallback;
  if (utf8Bytes(s) <= MAX_NAME_BYTES) return s;
  const ext = extensionOf(s);
  // keep a short extension so the shortened name still says what it is
  if (ext && ext.length <= 16) {
    const stem = cutBytes(s.slice(0, s.length - ext.length - 1), MAX_NAME_BYTES - ext.length - 1);
    return `${stem}.${ext}`;
  }
  return cutBytes(s, MAX_NAME_BYTES);
}

/** RFC 5987 / 8187 value: UTF-8, every byte outside attr-char percent-encoded. */
function encodeExtValue(s: string): string {
  return encodeURIComponent(s).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * The Content-Disposition header for a stored file (RFC 6266): `filename` is an ASCII fallback,
 * `filename*` carries the real UTF-8 name. Input is re-sanitised, so the header can never be
 * split or quoted out of.
 */
export function contentDisposition(name: string, inline: boolean): string {
  const safe = sanitizeFileName(name);
  const ascii = safe.replace(/[^\x20-\x7e]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(safe)}`;
}
