/**
 * What the HTTP edge answers a hostile or clumsy client, over real sockets:
 * - early answers (415, 413, a refused upload) on one keep-alive connection leave the socket's
 *   listeners and the process's memory where they were;
 * - Node's and Fastify's own refusals (a 20 KB URL, a URL that does not decode, an unknown route,
 *   a wrong method) are the envelope, and the connection is either still usable or closed with
 *   `Connection: close`;
 * - every 429 of the visitor API and the desk says when to come back (`Retry-After`) in the
 *   caller's language;
 * - a desk call without a token is a 401 whatever its body (the token is checked first).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { DESK_API, Endpoints } from '../../../protocol';
import { makeTestApp } from '../helpers';
import type { TestApp } from '../helpers';
import { BOUNDARY, PNG, multipart } from '../uploads/extras-kit';
import { agentOnline, signIn, startVisitor, transfer } from '../human/kit';
import { liveMemory } from '../memory';
import { edgeTexts } from '../../../server/http/client-texts';

interface Answer { status: number; headers: http.IncomingHttpHeaders; body: string; reused: boolean }

/** One request on `agent`'s connection; resolves with the whole answer. */
function request(port: number, agent: http.Agent, method: string, path: string, headers: Record<string, string | number>, body?: string | Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, agent, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => { text += d; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text, reused: req.reusedSocket }));
    });
    req.setTimeout(10_000, () => req.destroy(new Error(`${method} ${path}: no answer in 10 s`)));
    req.on('error', reject);
    req.end(body);
  });
}

const envelope = (a: Answer) => JSON.parse(a.body) as { code: number; msg: string; data: unknown };

describe('the HTTP edge', () => {
  let t: TestApp;
  let port: number;
  const serverSockets: net.Socket[] = [];
  before(async () => {
    t = await makeTestApp({ seed: true, env: { RATE_LIMITS: 'off', KEFU_BODY_LIMIT: '1024' } });
    t.app.server.on('connection', (s: net.Socket) => serverSockets.push(s));
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  after(() => t.close());

  it('10,000 early answers on one keep-alive connection leave its listeners and the heap where they started', async () => {
    const { token } = await signIn(t.app, 'agent1');
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const upload = multipart([{ name: 'file', filename: 'a.png', contentType: 'image/png', data: PNG }]);
    // early answers, each sent before the body was read; these keep the connection
    const kinds: [number, () => Promise<Answer>][] = [
      [415, () => request(port, agent, 'POST', `${DESK_API}chat/messages`, { 'content-type': 'application/xml', authorization: `Bearer ${token}` }, '<x/>')],
      [401, () => request(port, agent, 'POST', `${DESK_API}chat/upload?sessionId=x`, { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, upload)],
    ];
    const run = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const [status, send] = kinds[i % kinds.length]!;
        const a = await send();
        assert.equal(a.status, status, a.body);
        assert.equal(envelope(a).code, status);
        if (i > 0) assert.ok(a.reused, `request ${i} kept the connection`);
      }
    };
    await run(600);
    const socket = serverSockets.at(-1)!;
    const listenersBefore = socket.listenerCount('close') + socket.listenerCount('end');
    const heapBefore = await liveMemory();
    await run(10_000);
    // give the last drains their 10 ms tick
    await new Promise((r) => setTimeout(r, 50));
    const listenersAfter = socket.listenerCount('close') + socket.listenerCount('end');
    const heapAfter = await liveMemory();
    agent.destroy();
    assert.ok(listenersAfter <= listenersBefore, `the socket's close/end listeners went from ${listenersBefore} to ${listenersAfter}`);
    // a listener left per answer held about 2 KB: 10,000 of them would be 20 MB
    const grownMb = (heapAfter - heapBefore) / 1024 / 1024;
    assert.ok(grownMb < 4, `live memory grew ${grownMb.toFixed(1)} MB over 10,000 early answers`);
  });

  it('a body over the limit gets its 413 with Connection: close, 1,000 times with flat memory', async () => {
    const body = JSON.stringify({ x: 'a'.repeat(2048) });
    const once = async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const a = await request(port, agent, 'POST', Endpoints.channelInfo.path, { 'content-type': 'application/json' }, body);
      agent.destroy();
      assert.equal(a.status, 413);
      assert.equal(envelope(a).code, 413);
      assert.equal(a.headers.connection, 'close', 'the connection ends, and says so');
    };
    for (let i = 0; i < 100; i++) await once();
    const heapBefore = await liveMemory();
    for (let i = 0; i < 1000; i++) await once();
    const grownMb = ((await liveMemory()) - heapBefore) / 1024 / 1024;
    assert.ok(grownMb < 4, `live memory grew ${grownMb.toFixed(1)} MB over 1,000 refused bodies`);
  });

  it('a 20 KB URL gets a 431 envelope with Connection: close, and a new connection works', async () => {
    const answer = await new Promise<string>((resolve) => {
      const s = net.connect(port, '127.0.0.1');
      let out = '';
      s.setEncoding('utf8');
      s.on('data', (d: string) => { out += d; });
      s.on('error', (e) => { out += ` [${e.message}]`; });
      s.on('close', () => resolve(out));
      s.setTimeout(10_000, () => s.destroy());
      s.write(`POST ${DESK_API}auth/me?x=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: kefu\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}`);
    });
    const [head, body] = answer.split('\r\n\r\n');
    assert.match(head!, /^HTTP\/1\.1 431 /);
    assert.match(head!, /\r\nConnection: close/i);
    assert.deepEqual(JSON.parse(body!), { code: 431, msg: 'the request line and headers are over 16 KB', data: null });
    assert.doesNotMatch(answer, /ECONNRESET/, 'the answer arrived whole, without a reset');
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const next = await request(port, agent, 'POST', Endpoints.channelInfo.path, { 'content-type': 'application/json' }, JSON.stringify({ channelId: 'demo' }));
    agent.destroy();
    assert.equal(next.status, 200);
  });

  it('a malformed URL, an unknown route and a wrong method answer the envelope and keep the connection', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const cases: [string, string, number, RegExp][] = [
      ['GET', '/api/desk/%zz', 400, /not valid/],
      ['POST', '/api/desk/no-such-call', 404, /no route/],
      ['GET', `${DESK_API}auth/me`, 405, /takes POST/],
      ['PUT', Endpoints.chatStart.path, 405, /takes POST/],
    ];
    let i = 0;
    for (const [method, path, status, msg] of cases) {
      const a = await request(port, agent, method, path, { 'content-type': 'application/json' }, method === 'GET' ? undefined : '{}');
      assert.equal(a.status, status, `${method} ${path}`);
      const e = envelope(a);
      assert.equal(e.code, status);
      assert.match(e.msg, msg);
      if (status === 405) assert.equal(a.headers.allow, 'POST');
      if (i++ > 0) assert.ok(a.reused, `${method} ${path} came on the same connection`);
      assert.notEqual(a.headers.connection, 'close');
    }
    const ok = await request(port, agent, 'POST', Endpoints.channelInfo.path, { 'content-type': 'application/json' }, JSON.stringify({ channelId: 'demo' }));
    assert.equal(ok.status, 200);
    assert.ok(ok.reused, 'the connection still serves');
    agent.destroy();
  });

  it('GET on the desk socket without the upgrade answers 426 as an envelope', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/desk/ws' });
    assert.equal(r.statusCode, 426);
    assert.equal(r.headers.upgrade, 'websocket');
    assert.equal((JSON.parse(r.body) as { code: number }).code, 426);
  });

  it('a desk call without a token is a 401 whatever its body: broken JSON, another type, too large, against the schema, multipart', async () => {
    const bodies: [string, string | Buffer][] = [
      ['application/json', '{"sessionId":'],
      ['application/xml', '<x/>'],
      ['text/plain', 'hello'],
      ['application/json', JSON.stringify({ x: 'a'.repeat(4096) })],
      ['application/json', JSON.stringify({ sessionId: ['x'], extra: 1 })],
      ['application/json', ''],
    ];
    for (const path of ['chat/send', 'chat/messages', 'admin/agents/create', 'auth/password']) {
      for (const [type, payload] of bodies) {
        const r = await t.app.inject({ method: 'POST', url: `${DESK_API}${path}`, headers: { 'content-type': type }, payload });
        assert.equal(r.statusCode, 401, `${path} with ${type} ${String(payload).slice(0, 20)}: ${r.body}`);
      }
    }
    const up = await t.app.inject({ method: 'POST', url: `${DESK_API}chat/upload`, headers: { 'content-type': 'multipart/form-data' }, payload: 'garbage' });
    assert.equal(up.statusCode, 401, up.body);
  });
});

describe('every 429 says when to come back, in the caller\'s language', () => {
  let t: TestApp;
  const TIGHT = '3/1h';
  before(async () => {
    t = await makeTestApp({
      seed: true,
      env: {
        KEFU_RATE_SEND: TIGHT, KEFU_RATE_POLL: TIGHT, KEFU_RATE_ROBOT_ASK: TIGHT, KEFU_RATE_ROBOT_TIPS: TIGHT,
        KEFU_RATE_UPLOAD: TIGHT, KEFU_RATE_STAFF_WRITE: TIGHT, KEFU_RATE_TRANSFER: TIGHT, KEFU_RATE_DESK_SEND: TIGHT,
        KEFU_RATE_NEW_VISITOR: '8/1h', KEFU_RATE_DESK_LOGIN: '6/1h',
      },
    });
  });
  after(() => t.close());

  /** POSTs until the answer is a 429 (at most 50 times); returns that answer. */
  async function until429(url: string, body: () => unknown, token: string | undefined, language: string, contentType = 'application/json') {
    for (let i = 0; i < 50; i++) {
      const payload = body();
      const r = await t.app.inject({
        method: 'POST', url,
        headers: { 'content-type': contentType, 'accept-language': language, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        payload: Buffer.isBuffer(payload) ? payload : JSON.stringify(payload),
      });
      if (r.statusCode === 429) return r;
    }
    throw new Error(`${url} never answered 429`);
  }

  it('the visitor API and the desk: Retry-After and the message in de, ar, zh', async () => {
    const v = await startVisitor(t.app);
    const agent = await agentOnline(t.app, 'agent1');
    const manual = await startVisitor(t.app);
    assert.equal((await transfer(t.app, manual)).data.status, 2, 'connected to agent1');
    const admin = await signIn(t.app, 'admin');
    const png = multipart([{ name: 'file', filename: 'a.png', contentType: 'image/png', data: PNG }]);
    let n = 0;
    const id = () => `message${Date.now()}${n++}`;
    const calls: [string, string, () => unknown, string | undefined, string?][] = [
      ['sendMsg', Endpoints.sendMsg.path, () => ({ msgContent: 'hi', msgType: 1, id: id() }), v.token],
      ['getEventMsg', Endpoints.getEventMsg.path, () => ({ pollId: 0 }), v.token],
      ['robotAsk', Endpoints.robotAsk.path, () => ({ question: 'refund' }), v.token],
      ['robotTips', Endpoints.robotTips.path, () => ({ question: 'refund' }), v.token],
      ['upload', Endpoints.upload.path, () => png, manual.token, `multipart/form-data; boundary=${BOUNDARY}`],
      ['leaveMsg', Endpoints.leaveMsg.path, () => ({ customerName: 'A', msgContent: 'hello' }), v.token],
      ['transferAgent', Endpoints.transferAgent.path, () => ({}), v.token],
      ['chatStart (new visitors)', Endpoints.chatStart.path, () => ({ channelId: 'demo' }), undefined],
      ['desk chat/send', `${DESK_API}chat/send`, () => ({ sessionId: manual.sessionId, msgType: 1, msgContent: 'hello' }), agent.token],
      ['desk chat/note', `${DESK_API}chat/note`, () => ({ sessionId: manual.sessionId, msgContent: 'note' }), agent.token],
      ['desk visitor/offlineMessage', `${DESK_API}visitor/offlineMessage`, () => ({ userId: v.userId, msgContent: 'later' }), agent.token],
      ['desk auth/password', `${DESK_API}auth/password`, () => ({ oldPassword: 'wrong-password', newPassword: 'new-password-1' }), admin.token],
      ['desk auth/login', `${DESK_API}auth/login`, () => ({ username: 'agent2', password: 'wrong-password' }), undefined],
    ];
    const languages = ['de', 'ar', 'zh-CN,zh;q=0.9'];
    for (const [i, [name, url, body, token, type]] of calls.entries()) {
      const language = languages[i % languages.length]!;
      const r = await until429(url, body, token, language, type);
      const seconds = Number(r.headers['retry-after']);
      assert.ok(Number.isInteger(seconds) && seconds >= 1, `${name}: Retry-After is "${r.headers['retry-after']}"`);
      const e = JSON.parse(r.body) as { code: number; msg: string };
      assert.equal(e.code, 429, name);
      const lang = language.startsWith('zh') ? 'zh' : language;
      assert.equal(e.msg, edgeTexts(lang).tooMany.replace('{s}', String(seconds)), `${name} in ${lang}`);
    }
  });
});
