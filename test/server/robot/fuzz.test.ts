/**
 * Property tests (security-cases "Protocol abuse"): random and hostile bodies at the robot's
 * visitor routes — wrong types, deep nesting, huge strings, NUL, lone surrogates, prototype
 * keys, ids of other tenants, non-object bodies. Never a 500, never a hang, the envelope code
 * mirrors the status, and nothing leaks across tenants.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { Endpoints } from '../../../src/protocol';
import type { EndpointName } from '../../../src/protocol';
import { makeTestApp } from '../helpers';
import type { TestApp } from '../helpers';
import { otherTenant, startVisitor } from './routes-kit';
import type { Visitor } from './routes-kit';

const ROUTES: EndpointName[] = ['robotAsk', 'robotTips', 'getRobotDoc', 'commentDoc', 'visitorCommentDoc'];
const FIELDS = [
  'question', 'docId', 'itemId', 'nodeId', 'button', 'bingCode', 'bindValue', 'click', 'robotNo', 'agentTime', 'id',
  'customerToken', 'customerParameters', 'isUseful', 'msgId', 'sessionId', 'tenantId', 'userId', '__proto__', 'constructor',
];
const RUNS = 40;
const HANG_MS = 5000;

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udc00y', '<img src=x onerror=alert(1)>', "' OR 1=1 --", '{"$ne":null}', '   ', '',
    'acme-secret', 'acme-guide#start', 'return-process#start', 'return-process#', '#', 'tracking', '退', '转人工', 'talk to a human',
    'รหัส', '0', '-1', 'null', '😀', '\u202e', '%00', '../../etc/passwd'),
  fc.constant('退'.repeat(500)),
  fc.constant('x'.repeat(100_000)),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString, fc.integer(), fc.double(), fc.boolean(), fc.constant(null),
  fc.constantFrom(-1, 0, 1, 2, 1e9, 2 ** 53 + 2, Number.MAX_VALUE, 1.5),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 3 }), fc.object({ maxDepth: 2 }), fc.constant({ $ne: null }),
);
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), hostileValue, { maxKeys: 8 }),
  fc.anything({ maxDepth: 3 }),
);

const deep = (n: number, open: string, close: string) => open.repeat(n) + '1' + close.repeat(n);
const RAW: { payload: string; type?: string }[] = [
  { payload: deep(10_000, '[', ']') },
  { payload: deep(10_000, '{"question":', '}') },
  { payload: '{"question": "x"' },
  { payload: '' },
  { payload: 'null' },
  { payload: '"a string"' },
  { payload: '42' },
  { payload: '{"__proto__":{"polluted":1}}' },
  { payload: '{"constructor":{"prototype":{"polluted":1}}}' },
  { payload: '{"question":"hi"}', type: 'text/plain' },
  { payload: `{"question":"${'y'.repeat(2_000_000)}"}` },
];

describe('hostile bodies at the robot routes', () => {
  let t: TestApp;
  let demo: Visitor;
  before(async () => {
    t = await makeTestApp({ seed: true });
    await otherTenant(t);
    demo = await startVisitor(t.app);
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
      // the other tenant's knowledge base never reaches a demo visitor
      assert.doesNotMatch(res.body, /Acme internal|42% off/, label);
    } finally {
      clearTimeout(timer);
    }
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
  }

  for (const name of ROUTES) {
    const path = Endpoints[name].path;
    it(`${name}: random and hostile JSON bodies`, async () => {
      assert.ok(t.app.hasRoute({ method: 'POST', url: path }), `${path} is registered`);
      await fc.assert(fc.asyncProperty(body, fc.constantFrom<'demo' | 'none' | 'junk'>('demo', 'demo', 'demo', 'none', 'junk'), async (b, who) => {
        // past the rate limit now and then, so the deeper paths run too
        t.clock.advance(600);
        const token = who === 'demo' ? demo.token : who === 'junk' ? 'v1.junk.junk' : undefined;
        const payload = JSON.stringify(b) ?? '';
        await hit(path, { headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, payload }, `${name} ${payload.slice(0, 120)}`);
      }), { numRuns: RUNS });
    });
    it(`${name}: raw hostile payloads and content types`, async () => {
      for (const r of RAW) {
        const headers: Record<string, string> = { authorization: `Bearer ${demo.token}` };
        if (r.type !== '') headers['content-type'] = r.type ?? 'application/json';
        await hit(path, { headers, payload: r.payload }, `${name} raw ${r.payload.slice(0, 40)} (${r.type ?? 'json'})`);
      }
    });
  }

  it('parallel votes on one answer: exactly one counts', async () => {
    const v = await startVisitor(t.app);
    const a = await t.app.inject({ method: 'POST', url: Endpoints.robotAsk.path, headers: { 'content-type': 'application/json', authorization: `Bearer ${v.token}` }, payload: JSON.stringify({ docId: 'presale' }) });
    const msgId = (JSON.parse(a.body) as { data: { msgId: string } }).data.msgId;
    const before = (await t.services.robot.kb.get('demo', 'presale')).upVotes;
    const codes = await Promise.all(Array.from({ length: 5 }, () => t.app.inject({
      method: 'POST', url: Endpoints.commentDoc.path, headers: { 'content-type': 'application/json', authorization: `Bearer ${v.token}` },
      payload: JSON.stringify({ docId: 'presale', isUseful: 0, msgId }),
    }).then((r) => r.statusCode)));
    assert.deepEqual(codes.sort(), [200, 409, 409, 409, 409]);
    assert.equal((await t.services.robot.kb.get('demo', 'presale')).upVotes, before + 1);
  });
});
