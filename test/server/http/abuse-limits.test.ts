/**
 * Abuse limits (security-cases "Rate and flood"): new visitors per client address and channel
 * (a new visitor would otherwise bring fresh per-visitor limits), writes that reach staff per
 * visitor and per address, Retry-After on every 429, a setting per limit, RATE_LIMITS=off.
 */
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { Endpoints } from '../../../protocol';
import { loadConfig } from '../../../server/config';
import { LIMITS } from '../../../server/rates';
import { makeTestApp, ROOT } from '../helpers';
import type { TestApp } from '../helpers';
import { makeManual, startVisitor } from '../chat/fixtures';
import type { Visitor } from '../chat/fixtures';

interface Answer { status: number; code: number; msg: string; retryAfter: string | undefined; data: unknown }

async function call(app: FastifyInstance, url: string, body: unknown, opts: { token?: string; ip?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  const res = await app.inject({
    method: 'POST', url, remoteAddress: opts.ip ?? '203.0.113.7', payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
  });
  const parsed = JSON.parse(res.body) as { code: number; msg: string; data: unknown };
  const retry = res.headers['retry-after'];
  return { status: res.statusCode, ...parsed, retryAfter: retry === undefined ? undefined : String(retry) };
}

const start = (app: FastifyInstance, opts: { ip?: string; token?: string; channelId?: string; headers?: Record<string, string> } = {}) =>
  call(app, Endpoints.chatStart.path, { channelId: opts.channelId ?? 'demo' }, opts);

describe('new visitors per client address and channel', () => {
  let t: TestApp;
  before(async () => { t = await makeTestApp({ seed: true, env: { KEFU_RATE_NEW_VISITOR: '5/1m' } }); });
  after(() => t.close());

  it('a burst of new visitors from one address is cut, with Retry-After; returning visitors and others go on', async () => {
    const made: Answer[] = [];
    for (let i = 0; i < 5; i++) made.push(await start(t.app));
    assert.deepEqual(made.map((a) => a.status), [200, 200, 200, 200, 200]);
    const refused = await start(t.app, { headers: { 'accept-language': 'en' } });
    assert.equal(refused.status, 429);
    assert.equal(refused.code, 429);
    assert.equal(refused.retryAfter, '12', '5 a minute: the next one in 12 s');
    assert.equal(refused.msg, 'Too many requests, please try again in 12 s');
    const zh = await start(t.app, { headers: { 'accept-language': 'zh' } });
    assert.equal(zh.msg, '操作过于频繁，请 12 秒后再试');

    // a returning visitor (its own token) is not a new visitor
    const first = made[0]!.data as { visitorToken: string; userId: string };
    const back = await start(t.app, { token: first.visitorToken });
    assert.equal(back.status, 200);
    assert.equal((back.data as { userId: string }).userId, first.userId);
    // another channel, another address: their own budgets
    assert.equal((await start(t.app, { channelId: 'demo-wo' })).status, 200);
    assert.equal((await start(t.app, { ip: '198.51.100.9' })).status, 200);

    t.clock.advance(12_000);
    assert.equal((await start(t.app)).status, 200, 'one more after Retry-After');
    assert.equal((await start(t.app)).status, 429);
  });

  it('X-Forwarded-For from an untrusted client changes nothing', async () => {
    const ip = '192.0.2.50';
    for (let i = 0; i < 5; i++) assert.equal((await start(t.app, { ip, headers: { 'x-forwarded-for': `10.0.0.${i}` } })).status, 200);
    assert.equal((await start(t.app, { ip, headers: { 'x-forwarded-for': '10.0.0.99' } })).status, 429);
  });
});

describe('behind a configured trusted proxy', () => {
  let t: TestApp;
  before(async () => { t = await makeTestApp({ seed: true, env: { KEFU_RATE_NEW_VISITOR: '2/1m', TRUST_PROXY: '10.1.0.0/16' } }); });
  after(() => t.close());

  it('the address is the one the proxy forwards', async () => {
    const viaProxy = (client: string) => start(t.app, { ip: '10.1.2.3', headers: { 'x-forwarded-for': client } });
    assert.equal((await viaProxy('203.0.113.1')).status, 200);
    assert.equal((await viaProxy('203.0.113.1')).status, 200);
    assert.equal((await viaProxy('203.0.113.1')).status, 429, 'the same client behind the proxy');
    assert.equal((await viaProxy('203.0.113.2')).status, 200, 'another client behind the same proxy');
  });
});

describe('writes that reach staff', () => {
  let t: TestApp;
  const leave = (v: Visitor, ip = '203.0.113.7') =>
    call(t.app, Endpoints.leaveMsg.path, { customerName: 'Ann', msgContent: 'Please call me back' }, { token: v.token, ip });
  before(async () => {
    t = await makeTestApp({ seed: true, env: { KEFU_RATE_STAFF_WRITE: '3/10m', KEFU_RATE_STAFF_WRITE_ADDRESS: '5/10m' } });
  });
  after(() => t.close());

  it('leave messages: a visitor gets a few, then 429 with Retry-After; nothing more reaches the inbox', async () => {
    const v = await startVisitor(t.app);
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await leave(v));
    assert.deepEqual(answers.map((a) => a.status), [200, 200, 200, 429]);
    assert.equal(answers[3]!.retryAfter, '200', '3 in 10 minutes: one every 200 s');
    const rows = await t.services.deps.store.db.selectFrom('leave_messages').select('leave_msg_id').where('user_id', '=', v.userId).execute();
    assert.equal(rows.length, 3);
  });

  it('per address: new visitors from the same address share its budget', async () => {
    const ip = '198.51.100.77';
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const v = await startVisitor(t.app);
      statuses.push((await leave(v, ip)).status, (await leave(v, ip)).status);
    }
    assert.deepEqual(statuses, [200, 200, 200, 200, 200, 429]);
  });

  it('an evaluation counts as a write to staff too', async () => {
    const v = await startVisitor(t.app);
    for (let i = 0; i < 3; i++) assert.equal((await leave(v, '192.0.2.1')).status, 200);
    const ev = await call(t.app, Endpoints.evaluate.path, { evaluateRobotSolve: 1, evaluateRobotMode: 1 }, { token: v.token, ip: '192.0.2.1' });
    assert.equal(ev.status, 429);
    assert.ok(Number(ev.retryAfter) > 0);
  });
});

describe('Retry-After on every 429; RATE_LIMITS=off', () => {
  it('a message flood gets a Retry-After in whole seconds', async () => {
    const t = await makeTestApp({ seed: true, env: { KEFU_RATE_SEND: '2/10s' } });
    try {
      const v = await startVisitor(t.app);
      await makeManual(t, v);
      const sent = [];
      for (let i = 0; i < 3; i++) sent.push(await call(t.app, Endpoints.sendMsg.path, { msgContent: `hello ${i}`, msgType: 1 }, { token: v.token }));
      assert.deepEqual(sent.map((a) => a.status), [200, 200, 429]);
      assert.equal(sent[2]!.retryAfter, '5');
    } finally {
      await t.close();
    }
  });

  it('RATE_LIMITS=off lets a load test through', async () => {
    const t = await makeTestApp({ seed: true, env: { RATE_LIMITS: 'off', KEFU_RATE_NEW_VISITOR: '1/1h' } });
    try {
      for (let i = 0; i < 100; i++) assert.equal((await start(t.app)).status, 200);
    } finally {
      await t.close();
    }
  });

  it('every limit has a setting that is validated, and docs/operations.md names it with its default', () => {
    const docs = fs.readFileSync(path.join(ROOT, 'docs/operations.md'), 'utf8');
    for (const spec of Object.values(LIMITS)) {
      assert.ok(docs.includes(`\`${spec.env}\``) && docs.includes(spec.default), `${spec.env} (default ${spec.default}) is not documented`);
      assert.throws(() => loadConfig({ [spec.env]: 'lots' }, ROOT), new RegExp(spec.env));
    }
    assert.ok(docs.includes('`RATE_LIMITS`'));
    assert.throws(() => loadConfig({ RATE_LIMITS: 'maybe' }, ROOT), /RATE_LIMITS/);
    assert.throws(() => loadConfig({ TRUST_PROXY: 'everyone' }, ROOT), /TRUST_PROXY/);
    assert.deepEqual(loadConfig({ KEFU_RATE_SEND: '30/3s' }, ROOT).rates.send, { burst: 30, perSecond: 10 });
    assert.equal(loadConfig({ RATE_LIMITS: 'off' }, ROOT).rates.send, null);
  });
});

describe('chatStart keeps only web addresses as the page the visitor came from', () => {
  let t: TestApp;
  before(async () => { t = await makeTestApp({ seed: true }); });
  after(() => t.close());

  it('javascript:, data: and other schemes are dropped; http(s) kept', async () => {
    const stored = async (previousUrl: string, refer?: string) => {
      const r = await call(t.app, Endpoints.chatStart.path, { channelId: 'demo', previousUrl, ...(refer ? { refer } : {}) }, { ip: '192.0.2.200' });
      assert.equal(r.status, 200);
      const userId = (r.data as { userId: string }).userId;
      return t.services.deps.store.db.selectFrom('visitors').select(['previous_url', 'refer']).where('user_id', '=', userId).executeTakeFirstOrThrow();
    };
    for (const bad of ['javascript:alert(document.domain)', 'JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', 'not a url']) {
      assert.equal((await stored(bad, bad)).previous_url, null, bad);
      assert.equal((await stored('https://shop.example/', bad)).refer, null, bad);
    }
    assert.equal((await stored('https://shop.example/p/1?x=2')).previous_url, 'https://shop.example/p/1?x=2');
    assert.equal((await stored('http://shop.example/')).previous_url, 'http://shop.example/');
  });
});
