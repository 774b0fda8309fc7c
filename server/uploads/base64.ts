/**
 * spec §7 uploadBase64: `imgData` is a data URL or bare base64. Its decoded size is computed from
 * the length BEFORE anything is decoded (security-cases: "Base64 uploads are size-checked before
 * decoding everything"), then it is decoded in slices, so memory holds one slice at a time.
 */
import { Readable } from 'node:stream';
import { badRequest } from '../errors';
import { tooLarge } from './receive';

const DATA_URL = /^data:[\w.+-]*\/?[\w.+-]*(?:;[\w.+-]+=[\w.+-]+)*;base64,/i;
const BASE64_BODY = /^[A-Za-z0-9+/]*={0,2}$/;
/** a multiple of 4, so each slice decodes on its own */
const SLICE = 64 * 1024;

/** The base64 payload of `imgData` (the data-URL header, if any, dropped; its type is ignored). */
export function base64Payload(imgData: string): string {
  const m = DATA_URL.exec(imgData.slice(0, 256));
  if (m) return imgData.slice(m[0].length);
  if (imgData.startsWith('data:')) throw badRequest('imgData', 'must be a base64 data URL');
  return imgData;
}

/** Bytes that `b64` decodes to, from its length alone. */
export function decodedLength(b64: string): number {
  const pad = b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0;
  return Math.floor((b64.length * 3) / 4) - pad;
}

/**
 * Check size, then syntax, and return a stream of the decoded bytes. The size check comes first:
 * an oversized payload is refused without decoding or even scanning it.
 */
export function decodeBase64Upload(imgData: string, max: number): Readable {
  const b64 = base64Payload(imgData);
  if (decodedLength(b64) > max) throw tooLarge();
  if (b64.length === 0) throw badRequest('imgData', 'is empty');
  if (b64.length % 4 === 1 || !BASE64_BODY.test(b64)) throw badRequest('imgData', 'is not valid base64');
  function* slices(): Generator<Buffer> {
    for (let i = 0; i < b64.length; i += SLICE) yield Buffer.from(b64.slice(i, i + SLICE), 'base64');
  }
  return Readable.from(slices());
}
