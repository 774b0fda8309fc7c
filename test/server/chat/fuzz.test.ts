/**
 * Property tests (security-cases "Protocol abuse"): random and hostile bodies at every visitor
 * route of the chat core — wrong types, deep nesting, huge strings, NUL, lone surrogates,
 * prototype keys, non-object bodies, empty bodies, text/plain. Never a 500, never a hang.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { Endpoints } from '../../../src/protocol';
import type { EndpointName } from '../../../src/protocol';
import { makeTestApp } from '../helpers';
import type { TestApp } from '../helpers';
import { makeManual, startVisitor } from './fixtures';
import type { Visitor } from './fixtures';

/** The routes of server/http/routes/visitor-{chat,messages,events,profile}.ts. */
const ROUTES: EndpointName[] = [
  'channelInfo', 'chatStart', 'chatClose', 'beforeUnload', 'getAdminCard', 'getChannelGroup', 'getMsgTemplate',
  'sendMsg', 'getHistoryMsg', 'getSessionMsg', 'sysMsg', 'msgComplete', 'updateSessionMsg', 'typing',
  'getEventMsg', 'readMsg', 'resetUser', 'resetInfo', 'submitUserForm',
];
const FIELDS = [
  'channelId', 'userId', 'userName', 'email', 'phone', 'groupId', 'adminId', 'locale', 'params', 'pid', 'refer',
  'msgContent', 'msgType', 'fileName', 'id', 'pageSize', 'maxTime', 'sessionId', 'clientType', 'msgId', 'docNode',
  'pollId', 'formParams', 'status', 'senderType', 'tenantId', '__proto__', 'constructor', 'prototype',
];
const RUNS = 30;
const HANG_MS = 5000;

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udc00y', '\ud83d', '<img src=x onerror=alert(1)>', "' OR 1=1 --", '{"$ne":null}',
    '&amp;&nbsp;', '   ', '', 'demo', '0', '-1', '1e309', 'message1', 'file1', 'null', 'undefined', '😀', '\u202e'),
  fc.constant('x'.repeat(200_000)),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString, fc.integer(), fc.double(), fc.boolean(), fc.constant(null),
  fc.constantFrom(-1, 0, 1, 2, 3, 99, 1e9, 2 ** 53 + 2, Number.MAX_VALUE, 1.5),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 3 }), fc.object({ maxDepth: 2 }), fc.constant({ $ne: null }),
);
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), hostileValue, { maxKeys: 8 }),
  fc.anything({ maxDepth: 3 }),
);

const deep = (n: number, open: string, close: string, inner = '1') => open.repeat(n) + inner + close.repeat(n);
const RAW: { payload: string; type?: string }[] = [
  { payload: deep(10_000, '[', ']') },
  { payload: deep(10_000, '{"a":', '}') },
  { payload: deep(100_000, '[', ']') },
  { payload: '{"msgContent": "x"' },
  { payload: '' },
  { payload: 'null' },
  { payload: '"a string"' },
  { payload: '42' },
  { payload: '[]' },
  { payload: '{"__proto__":{"polluted":1}}' },
  { payload: '{"constructor":{"prototype":{"polluted":1}}}' },
  { payload: '{"msgContent":"hi","msgType":1}', type: 'text/plain' },
  { payload: '{"msgContent":"hi","msgType":1}', type: 'application/x-www-form-urlencoded' },
  { payload: 'msgContent=hi', type: '' },
  { payload: `{"msgContent":"${'y'.repeat(2_000_000)}"}` },
];

describe('hostile bodies at every chat-core visitor route', () => {
  let t: TestApp;
  let robot: Visitor;
  let manual: Visitor;
  before(async () => {
    t = await makeTestApp({ seed: true });
    robot = await startVisitor(t.app);
    manual = await startVisitor(t.app);
    await makeManual(t, manual);
  });
  after(async () => {
    await t.close();
  });

  async function hit(path: string, opts: Omit<InjectOptions, 'method' | 'url'>, label: string): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const hang = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error(`${label}: no answer in ${HANG_MS} ms`)), HANG_MS); });
    try {
      const res = await Promise.race([t.app.inject({ method: 'POST', url: path, ...opts }), hang]);
      assert.ok(res.statusCode < 500, `${label} → ${res.statusCode} ${res.body.slice(0, 300)}`);
      const env = JSON.parse(res.body) as { code?: number };
      assert.equal(env.code, res.statusCode, `${label}: envelope code mirrors the status`);
    } finally {
      clearTimeout(timer);
    }
    // (prototype pollution would show up on every object)
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
  }

  for (const name of ROUTES) {
    const path = Endpoints[name].path;
    it(`${name}: random and hostile JSON bodies`, async () => {
      assert.ok(t.app.hasRoute({ method: 'POST', url: path }), `${path} is registered`);
      await fc.assert(fc.asyncProperty(body, fc.constantFrom<'robot' | 'manual' | 'none' | 'junk'>('robot', 'manual', 'robot', 'none', 'junk'), async (b, who) => {
        const token = who === 'robot' ? robot.token : who === 'manual' ? manual.token : who === 'junk' ? 'v1.junk.junk' : undefined;
        const payload = JSON.stringify(b) ?? '';
        await hit(path, { headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, payload }, `${name} ${payload.slice(0, 120)}`);
      }), { numRuns: RUNS });
    });
    it(`${name}: raw hostile payloads and content types`, async () => {
      for (const r of RAW) {
        const headers: Record<string, string> = { authorization: `Bearer ${robot.token}` };
        if (r.type !== '') headers['content-type'] = r.type ?? 'application/json';
        await hit(path, { headers, payload: r.payload }, `${name} raw ${r.payload.slice(0, 40)} (${r.type ?? 'json'})`);
      }
    });
  }
});
