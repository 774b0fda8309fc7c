/**
 * Shared by the extras suites (uploads, leave-messages, evaluation, sensitive, form-request):
 * minimal real file headers, a multipart builder, channel setup, and the hostile-body property
 * harness. Visitors come from the real chatStart route (test/server/chat/fixtures).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { ChannelConfig } from '../../../src/protocol';
import type { TestApp } from '../helpers';

export { startVisitor, makeManual, P } from '../chat/fixtures';
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

// ---- the hostile-body property harness (security-cases "Protocol abuse") ----

export const HANG_MS = 5000;

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udc00y', '<svg onload=alert(1)>', "' OR 1=1 --", '{"$ne":null}', '   ', '',
    'demo', '0', '-1', '5', '1.5', 'null', '😀', '\u202e', 'http://127.0.0.1/', 'http://169.254.169.254/latest', 'data:image/png;base64,AAAA',
    'a,b,c', 'Bad attitude', '13800138000', 'a@b.co'),
  fc.constant('x'.repeat(100_000)),
);
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString, fc.integer(), fc.double(), fc.boolean(), fc.constant(null),
  fc.constantFrom(-1, 0, 1, 2, 5, 6, 1e9, 2 ** 53 + 2, Number.MAX_VALUE, 1.5, 0.5),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 3 }), fc.object({ maxDepth: 2 }), fc.constant({ $ne: null }),
);

/** A body of random values under the fields a route reads (plus prototype keys), or anything at all. */
export const hostileBody = (fields: readonly string[]): fc.Arbitrary<unknown> => fc.oneof(
  fc.dictionary(fc.constantFrom(...fields, 'userId', 'tenantId', 'channelId', '__proto__', 'constructor'), hostileValue, { maxKeys: 8 }),
  fc.anything({ maxDepth: 3 }),
);

const deep = (n: number, open: string, close: string) => `${open.repeat(n)}1${close.repeat(n)}`;
export const RAW_PAYLOADS: { payload: string | Buffer; type?: string }[] = [
  { payload: deep(10_000, '[', ']') },
  { payload: deep(10_000, '{"a":', '}') },
  { payload: '{"x": "y"' },
  { payload: '' },
  { payload: 'null' },
  { payload: '"a string"' },
  { payload: '42' },
  { payload: '[]' },
  { payload: '{"__proto__":{"polluted":1}}' },
  { payload: '{"constructor":{"prototype":{"polluted":1}}}' },
  { payload: '{"msgContent":"hi"}', type: 'text/plain' },
  { payload: 'msgContent=hi', type: 'application/x-www-form-urlencoded' },
  { payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\nabc', type: 'multipart/form-data; boundary=x' },
  { payload: 'garbage', type: 'multipart/form-data' },
  { payload: Buffer.alloc(2_000_000, 0x61) },
];

/** One request: never a 5xx, never a hang, the envelope code mirrors the status, nothing polluted. */
export async function hitNever500(app: FastifyInstance, opts: InjectOptions, label: string): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error(`${label}: no answer in ${HANG_MS} ms`)), HANG_MS); });
  try {
    const res = await Promise.race([app.inject(opts), hang]);
    assert.ok(res.statusCode < 500, `${label} → ${res.statusCode} ${res.body.slice(0, 300)}`);
    if (res.headers['content-type']?.toString().includes('json')) {
      const env = JSON.parse(res.body) as { code?: number };
      assert.equal(env.code, res.statusCode, `${label}: envelope code mirrors the status`);
    }
    assert.equal(({} as Record<string, unknown>).polluted, undefined, 'prototype polluted');
    return res.statusCode;
  } finally {
    clearTimeout(timer);
  }
}

export interface FuzzRoute {
  path: string;
  /** the body fields the route reads */
  fields: readonly string[];
}

/**
 * Property tests for a set of JSON routes: random and hostile bodies under several identities
 * (robot visitor, manual visitor, no token, junk token), plus raw payloads and content types.
 */
export function fuzzJsonRoutes(
  it: (name: string, fn: () => Promise<void>) => void,
  ctx: () => { app: FastifyInstance; tokens: (string | undefined)[] },
  routes: readonly FuzzRoute[],
  runs = 25,
): void {
  for (const r of routes) {
    it(`${r.path}: random and hostile JSON bodies never give a 5xx or a hang`, async () => {
      const { app, tokens } = ctx();
      assert.ok(app.hasRoute({ method: 'POST', url: r.path }), `${r.path} is registered`);
      await fc.assert(fc.asyncProperty(hostileBody(r.fields), fc.constantFrom(...tokens, 'v1.junk.junk'), async (body, token) => {
        const payload = JSON.stringify(body) ?? '';
        await hitNever500(app, {
          method: 'POST', url: r.path, payload,
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        }, `${r.path} ${payload.slice(0, 120)}`);
      }), { numRuns: runs });
    });
    it(`${r.path}: raw hostile payloads and content types`, async () => {
      const { app, tokens } = ctx();
      for (const raw of RAW_PAYLOADS) {
        const headers: Record<string, string> = {};
        const token = tokens.find(Boolean);
        if (token) headers.authorization = `Bearer ${token}`;
        headers['content-type'] = raw.type ?? 'application/json';
        await hitNever500(app, { method: 'POST', url: r.path, headers, payload: raw.payload }, `${r.path} raw ${String(raw.payload).slice(0, 40)}`);
      }
    });
  }
}
