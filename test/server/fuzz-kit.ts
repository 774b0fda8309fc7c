/**
 * The hostile-body property harness (security-cases "Protocol abuse"), shared by every
 * test/server/<module>/fuzz.test.ts: random and hostile bodies at visitor routes — wrong types,
 * deep nesting, huge strings, NUL, lone surrogates, prototype keys, ids of other tenants,
 * non-object bodies, empty bodies, other content types. Never a 5xx, never a hang, the envelope
 * code mirrors the status, nothing polluted.
 */
import { it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';

export const HANG_MS = 5000;

/** Strings that have broken servers before, and ids and phrases of the demo data and the robot's KB. */
export const HOSTILE_STRINGS: readonly string[] = [
  // encodings: NUL, lone surrogates, bidi override, emoji
  '\u0000', 'a\u0000b', '%00', '\ud800', 'x\udc00y', '\ud83d', '😀', '\u202e',
  // injections
  '<img src=x onerror=alert(1)>', '<svg onload=alert(1)>', "' OR 1=1 --", '{"$ne":null}', '&amp;&nbsp;', '../../etc/passwd',
  // blank, numeric and null-ish
  '   ', '', '0', '-1', '5', '1.5', '1e309', 'null', 'undefined',
  // ids of the demo data and of the other tenant's knowledge base
  'demo', 'message1', 'file1', 'acme-secret', 'acme-guide#start', 'return-process#start', 'return-process#', '#', 'tracking',
  // robot questions
  '退', '转人工', 'talk to a human', 'รหัส',
  // extras: form targets, uploads, evaluation tags, contact fields
  'http://127.0.0.1/', 'http://169.254.169.254/latest', 'data:image/png;base64,AAAA', 'a,b,c', 'Bad attitude', '13800138000', 'a@b.co',
];

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom('x'.repeat(100_000), 'x'.repeat(200_000), '退'.repeat(500)),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString, fc.integer(), fc.double(), fc.boolean(), fc.constant(null),
  fc.constantFrom(-1, 0, 0.5, 1, 1.5, 2, 3, 5, 6, 99, 1e9, 2 ** 53 + 2, Number.MAX_VALUE),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 3 }), fc.object({ maxDepth: 2 }), fc.constant({ $ne: null }),
);

/** A body of random values under the fields a route reads (plus identity and prototype keys), or anything at all. */
export const hostileBody = (fields: readonly string[]): fc.Arbitrary<unknown> => fc.oneof(
  fc.dictionary(fc.constantFrom(...fields, 'userId', 'tenantId', 'channelId', '__proto__', 'constructor', 'prototype'), hostileValue, { maxKeys: 8 }),
  fc.anything({ maxDepth: 3 }),
);

const deep = (n: number, open: string, close: string) => `${open.repeat(n)}1${close.repeat(n)}`;

/** Raw bodies no JSON encoder would write; `type` '' sends no content type at all (default JSON). */
export const RAW_PAYLOADS: readonly { payload: string | Buffer; type?: string }[] = [
  { payload: deep(10_000, '[', ']') },
  { payload: deep(100_000, '[', ']') },
  { payload: deep(10_000, '{"a":', '}') },
  { payload: deep(10_000, '{"question":', '}') },
  { payload: '{"msgContent": "x"' },
  { payload: '{"question": "x"' },
  { payload: '{"x": "y"' },
  { payload: '' },
  { payload: 'null' },
  { payload: '"a string"' },
  { payload: '42' },
  { payload: '[]' },
  { payload: '{"__proto__":{"polluted":1}}' },
  { payload: '{"constructor":{"prototype":{"polluted":1}}}' },
  { payload: '{"msgContent":"hi","msgType":1}', type: 'text/plain' },
  { payload: '{"msgContent":"hi"}', type: 'text/plain' },
  { payload: '{"question":"hi"}', type: 'text/plain' },
  { payload: '{"msgContent":"hi","msgType":1}', type: 'application/x-www-form-urlencoded' },
  { payload: 'msgContent=hi', type: 'application/x-www-form-urlencoded' },
  { payload: 'msgContent=hi', type: '' },
  { payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\nabc', type: 'multipart/form-data; boundary=x' },
  { payload: 'garbage', type: 'multipart/form-data' },
  // over the body limit
  { payload: `{"msgContent":"${'y'.repeat(2_000_000)}"}` },
  { payload: `{"question":"${'y'.repeat(2_000_000)}"}` },
  { payload: Buffer.alloc(2_000_000, 0x61) },
];

/** Extra checks of every answer's body (e.g. nothing of another tenant in it). */
export type BodyCheck = (body: string, label: string) => void;

/** One request: never a 5xx, never a hang, a JSON envelope whose code mirrors the status, nothing polluted. */
export async function hitNever500(app: FastifyInstance, opts: InjectOptions, label: string, check?: BodyCheck): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error(`${label}: no answer in ${HANG_MS} ms`)), HANG_MS); });
  let status: number;
  try {
    const res = await Promise.race([app.inject(opts), hang]);
    status = res.statusCode;
    assert.ok(res.statusCode < 500, `${label} → ${res.statusCode} ${res.body.slice(0, 300)}`);
    let env: { code?: number };
    try {
      env = JSON.parse(res.body) as { code?: number };
    } catch {
      assert.fail(`${label}: the answer is not a JSON envelope: ${res.body.slice(0, 300)}`);
    }
    assert.equal(env.code, res.statusCode, `${label}: envelope code mirrors the status`);
    check?.(res.body, label);
  } finally {
    clearTimeout(timer);
  }
  // (prototype pollution would show up on every object)
  assert.equal(({} as Record<string, unknown>).polluted, undefined, 'prototype polluted');
  return status;
}

export interface FuzzRoute {
  path: string;
  /** the body fields the route reads */
  fields: readonly string[];
}

export interface FuzzTarget {
  app: FastifyInstance;
  /**
   * Identities the random bodies go out under, picked evenly (repeat one to weight it;
   * undefined: no token). A junk token is always added. The raw payloads use the first token.
   */
  tokens: readonly (string | undefined)[];
  /** before each random body (e.g. move the clock past a rate limit so deeper paths run) */
  beforeRun?: () => void;
  check?: BodyCheck;
}

/**
 * Two tests per POST route, registered in the calling describe: `runs` random and hostile JSON
 * bodies under the target's identities, then every raw payload of RAW_PAYLOADS. `target` is
 * read when the tests run (the app is built in `before`).
 */
export function fuzzJsonRoutes(target: () => FuzzTarget, routes: readonly FuzzRoute[], runs = 25): void {
  for (const r of routes) {
    it(`${r.path}: random and hostile JSON bodies never give a 5xx or a hang`, async () => {
      const { app, tokens, beforeRun, check } = target();
      assert.ok(app.hasRoute({ method: 'POST', url: r.path }), `${r.path} is registered`);
      await fc.assert(fc.asyncProperty(hostileBody(r.fields), fc.constantFrom(...tokens, 'v1.junk.junk'), async (body, token) => {
        beforeRun?.();
        const payload = JSON.stringify(body) ?? '';
        await hitNever500(app, {
          method: 'POST', url: r.path, payload,
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        }, `${r.path} ${payload.slice(0, 120)}`, check);
      }), { numRuns: runs });
    });
    it(`${r.path}: raw hostile payloads and content types`, async () => {
      const { app, tokens, check } = target();
      const token = tokens.find(Boolean);
      for (const raw of RAW_PAYLOADS) {
        const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
        if (raw.type !== '') headers['content-type'] = raw.type ?? 'application/json';
        const start = typeof raw.payload === 'string' ? raw.payload.slice(0, 40) : raw.payload.toString('latin1', 0, 40);
        const label = `${r.path} raw ${start} (${raw.type ?? 'json'})`;
        await hitNever500(app, { method: 'POST', url: r.path, headers, payload: raw.payload }, label, check);
      }
    });
  }
}
