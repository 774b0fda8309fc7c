/**
 * The type of an uploaded file, decided by its content (DESIGN §5, security-cases: "a `.png`
 * holding HTML is not an image"). Magic bytes via file-type; for what file-type does not know,
 * a look at the first bytes tells markup (HTML, SVG, XML — active content in a browser) from
 * plain text and from unknown binary.
 */
import fs from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';

export interface Sniffed {
  /** the media type the content really is */
  mime: string;
  /** its usual extension, lower case */
  ext: string;
  /** true when file-type recognised it by magic bytes */
  magic: boolean;
  /** markup a browser would run if served as such (HTML, SVG, XML) */
  markup: boolean;
}

const HEAD_BYTES = 8192;

// Markup anywhere in the head, not only at the start: browsers' HTML sniffing is generous, and
// a file that contains these is never worth treating as plain text.
const HTML_HINT = /<(!doctype\s+html|html|head|body|script|iframe|frame|object|embed|img|a|meta|link|style|div|form|svg|math|xml|base)[\s/>]/i;

async function readHead(file: string): Promise<Buffer> {
  const fh = await fs.open(file, 'r');
  try {
    const buf = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await fh.read(buf, 0, HEAD_BYTES, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await fh.close();
  }
}

/** Is this valid UTF-8 (a multi-byte sequence cut at the end of the head is fine)? */
function isUtf8Text(head: Buffer): boolean {
  if (head.includes(0)) return false;
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    decoder.decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** Markup kind of a text head, or undefined for plain text. */
function markupOf(text: string): Sniffed | undefined {
  const t = text.replace(/^\ufeff/, '').trimStart().toLowerCase();
  if (/<svg[\s>]/.test(t)) return { mime: 'image/svg+xml', ext: 'svg', magic: false, markup: true };
  if (HTML_HINT.test(t) || t.startsWith('<!doctype html')) return { mime: 'text/html', ext: 'html', magic: false, markup: true };
  if (t.startsWith('<?xml') || t.startsWith('<')) return { mime: 'application/xml', ext: 'xml', magic: false, markup: true };
  return undefined;
}

/** Text behind a UTF-16 byte-order mark, if the head starts with one. */
function utf16Text(head: Buffer): string | undefined {
  if (head.length < 2) return undefined;
  if (head[0] === 0xff && head[1] === 0xfe) return head.subarray(2).toString('utf16le');
  if (head[0] === 0xfe && head[1] === 0xff) return Buffer.from(head.subarray(2)).swap16().toString('utf16le');
  return undefined;
}

// control characters that text never has (tab, newlines, form feed allowed)
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const BINARY_CONTROL = /[\u0000-\u0008\u000e-\u001f]/;

const TEXT: Sniffed = { mime: 'text/plain', ext: 'txt', magic: false, markup: false };

/** Sniff a stored file. Never trusts a name or a declared type. */
export async function sniffFile(file: string): Promise<Sniffed> {
  const head = await readHead(file);
  // UTF-16 text first: its byte-order mark FF FE also looks like an MP3 frame to file-type,
  // and a browser could still read markup in it
  const wide = utf16Text(head.length % 2 === 0 ? head : head.subarray(0, head.length - 1));
  if (wide !== undefined && !BINARY_CONTROL.test(wide)) return markupOf(wide) ?? TEXT;
  const found = await fileTypeFromFile(file);
  // file-type calls SVG "xml": tell them apart, since SVG and HTML are the dangerous ones
  if (found && found.ext !== 'xml') return { mime: found.mime, ext: found.ext, magic: true, markup: false };
  if (isUtf8Text(head) || found?.ext === 'xml') return markupOf(head.toString('utf8')) ?? TEXT;
  return { mime: 'application/octet-stream', ext: 'bin', magic: false, markup: false };
}
