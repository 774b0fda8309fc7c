/**
 * Shared by the extras suites (uploads, leave-messages, evaluation, sensitive, form-request):
 * minimal real file headers, a multipart builder and channel setup (the hostile-body property
 * harness is test/server/fuzz-kit.ts). Visitors come from the real chatStart route
 * (test/server/chat/fixtures).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ChannelConfig } from '../../../protocol';
import type { TestApp } from '../helpers';

export { startVisitor, startManualVisitor, makeManual, P } from '../chat/fixtures';
export type { Visitor } from '../chat/fixtures';

/** A real 1×1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
/** A minimal JPEG: SOI, a JFIF APP0 segment, EOI. */
export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.from([1, 1, 0, 0, 1, 0, 1, 0, 0]), Buffer.from([0xff, 0xd9]),
]);
/** A minimal MP4: an ftyp box (brand isom) and an empty mdat box. */
export const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2avc1mp41'),
  Buffer.from([0, 0, 0, 8]), Buffer.from('mdat'),
]);
export const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.from([1, 0, 1, 0, 0, 0, 0, 0x3b])]);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
export const SVG = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>');

export interface Part {
  name: string;
  data: Buffer | string;
  /** a file part when set */
  filename?: string | undefined;
  /** a raw Content-Disposition filename parameter, e.g. filename*=UTF-8''… */
  rawFilenameParam?: string | undefined;
  contentType?: string | undefined;
}

export const BOUNDARY = '----kefu-test-boundary-7d1f';

export function multipart(parts: Part[], boundary = BOUNDARY, close = true): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const fileParam = p.rawFilenameParam ? `; ${p.rawFilenameParam}` : p.filename !== undefined ? `; filename="${p.filename}"` : '';
    const type = p.filename !== undefined || p.rawFilenameParam ? `\r\nContent-Type: ${p.contentType ?? 'application/octet-stream'}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${fileParam}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data));
    chunks.push(Buffer.from('\r\n'));
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

export interface Reply<T = unknown> { status: number; code: number; msg: string; data: T }

/** POST a multipart body through inject. */
export async function postMultipart<T = unknown>(app: FastifyInstance, url: string, body: Buffer, token?: string, contentType = `multipart/form-data; boundary=${BOUNDARY}`): Promise<Reply<T>> {
  const res = await app.inject({
    method: 'POST', url, payload: body,
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: res.statusCode, ...(JSON.parse(res.body) as { code: number; msg: string; data: T }) };
}

/** A one-file chat upload. */
export const uploadFile = <T = { url: string; name: string; suffix: string; size: number; fileType: string }>(
  app: FastifyInstance, url: string, token: string, data: Buffer, filename: string, extra: Part[] = [],
) => postMultipart<T>(app, url, multipart([{ name: 'file', filename, data, contentType: 'image/png' }, ...extra]), token);

/** Create or update a channel of the demo tenant with these settings. */
export async function channelWith(t: TestApp, channelId: string, config: Partial<ChannelConfig>): Promise<void> {
  await t.services.channels.upsert({ tenantId: 'demo', channelId, config });
}

/** What is on disk under DATA_DIR/uploads: stored files and leftover temp files. */
export function uploadsOnDisk(t: TestApp): { files: string[]; temp: string[] } {
  const dir = path.join(t.dataDir, 'uploads');
  const list = (d: string) => (fs.existsSync(d) ? fs.readdirSync(d).filter((f) => !f.startsWith('.')) : []);
  return { files: list(dir), temp: list(path.join(dir, '.tmp')) };
}
