/**
 * fromRequest (spec §7; DESIGN §5, §6; security-cases "fromRequest"): the tenant's configured
 * target decides where a form goes; internal addresses in every spelling, after DNS and at every
 * redirect, never receive anything. Loopback "canary" servers count what reaches them; spy
 * transports prove refused targets never got a socket; no request ever leaves the machine.
 */
import { after, afterEach, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Endpoints } from '../../../protocol';
import { post, useTestApp } from '../helpers';
import { startVisitor } from '../uploads/extras-kit';
import type { Visitor } from '../uploads/extras-kit';
import { blockedConnects, configureTarget, loopbackServer, spies, useService } from './harness';
import type { LoopbackServer, Spies } from './harness';

const FROM = Endpoints.fromRequest.path;
const form = (url: string, extra: Record<string, unknown> = {}) => ({ url, method: 'POST', headers: {}, contentType: 'application/json', requestBody: { name: 'Ann' }, ...extra });

describe('fromRequest with internal targets refused (the default)', () => {
  const t = useTestApp();
  let canary: LoopbackServer;
  let v: Visitor;
  let s: Spies;
  before(async () => {
    canary = await loopbackServer();
    v = await startVisitor(t.app);
  });
  after(async () => {
    await canary.close();
    assert.deepEqual(blockedConnects, [], 'no other connection left loopback');
  });
  beforeEach(() => {
    s = spies({
      'intranet.example.test': [['10.0.0.5']],
      'mixed.example.test': [['93.184.216.34', '127.0.0.1']],
      'mapped.example.test': [['::ffff:127.0.0.1']],
      'metadata.example.test': [['169.254.169.254']],
      'ula.example.test': [['fd00::1']],
      'rebind.example.test': [['93.184.216.34'], ['127.0.0.1']],
    });
    useService(t, s, { allowInternal: false });
    // the per-visitor rate limit is not what these tests are about
    t.clock.advance(61_000);
  });

  const P = () => canary.port;
  const internal = () => [
    `http://127.0.0.1:${P()}/f`, `http://127.1:${P()}/f`, `http://0x7f.1:${P()}/f`, `http://2130706433:${P()}/f`,
    `http://0177.0.0.1:${P()}/f`, `http://0x7f000001:${P()}/f`, `http://127.000.000.001:${P()}/f`,
    `http://localhost:${P()}/f`, `http://localhost.:${P()}/f`, `http://LOCALHOST:${P()}/f`, `http://api.localhost:${P()}/f`,
    `http://[::1]:${P()}/f`, `http://[::ffff:127.0.0.1]:${P()}/f`, `http://[0:0:0:0:0:ffff:7f00:1]:${P()}/f`,
    `http://0.0.0.0:${P()}/f`, `http://0:${P()}/f`, `http://[::]:${P()}/f`, `https://127.0.0.1:${P()}/f`,
    'http://169.254.169.254/latest/meta-data/', 'http://[fe80::1]/', 'http://10.0.0.1/', 'http://192.168.1.1/',
    'http://172.16.0.1/', 'http://172.31.255.255/', 'http://100.64.0.1/', 'http://224.0.0.1/', 'http://255.255.255.255/',
    'http://[fc00::1]/', 'http://[fd12:3456::1]/', 'http://[ff02::1]/', 'http://[64:ff9b::7f00:1]/', 'http://[2002:7f00:1::1]/',
    'http://192.0.2.1/', 'http://198.18.0.1/', 'http://240.0.0.1/',
    'http://intranet.example.test/', 'http://mixed.example.test/', 'http://mapped.example.test/', 'http://metadata.example.test/',
    'http://ula.example.test/', `gopher://127.0.0.1:${P()}/_x`, 'file:///etc/passwd', 'ftp://192.168.1.1/',
    `http://user:pass@127.0.0.1:${P()}/f`,
  ];

  it('a configured internal target, in every spelling, is refused before any connection', async () => {
    const targets = internal();
    for (const [i, url] of targets.entries()) await configureTarget(t, `attack-${i}`, url);
    for (const url of targets) {
      t.clock.advance(61_000);
      const r = await post(t.app, FROM, form(url), v.token);
      assert.equal(r.status, 403, `${url} → ${r.status} ${r.msg}`);
    }
    assert.deepEqual(s.requested, [], 'no socket was ever asked for');
    assert.deepEqual(blockedConnects, [], 'and no connect was attempted');
    assert.equal(canary.hits.length, 0, 'the canary received nothing');
    // DNS names were resolved (and refused on their answers); literals and local names never were
    assert.deepEqual([...new Set(s.resolved)].sort(), ['intranet.example.test', 'mapped.example.test', 'metadata.example.test', 'mixed.example.test', 'ula.example.test']);
  });

  it('a URL the tenant did not configure is refused (403) without resolving or connecting', async () => {
    await configureTarget(t, 'public-form', 'https://forms.example.test/contact');
    for (const body of [
      form(`http://127.0.0.1:${P()}/f`),
      form('https://forms.example.test/contact?next=http://127.0.0.1/'),
      form('https://evil.example.test/contact'),
      form('not a url'),
      form(`http://127.0.0.1:${P()}/f`, { formId: 'public-form' }),
      form('', { formId: 'no-such-form' }),
    ]) {
      const r = await post(t.app, FROM, body, v.token);
      assert.equal(r.status, 403, `${JSON.stringify(body).slice(0, 100)} → ${r.status} ${r.msg}`);
    }
    assert.equal((await post(t.app, FROM, { requestBody: {} }, v.token)).status, 400, 'url or formId is needed');
    assert.deepEqual(s.resolved, []);
    assert.deepEqual(s.requested, []);
    assert.equal(canary.hits.length, 0);
  });

  it('another tenant\'s target is not ours to use', async () => {
    await t.services.deps.store.db.insertInto('form_targets').values({
      tenant_id: 'other-tenant', form_id: 'theirs', url: `${canary.url}/theirs`, method: 'POST', content_type: 'application/json', field_names: '["name"]', created_at: 0,
    }).execute();
    assert.equal((await post(t.app, FROM, form(`${canary.url}/theirs`), v.token)).status, 403);
    assert.equal((await post(t.app, FROM, form('', { formId: 'theirs' }), v.token)).status, 403);
    assert.equal(canary.hits.length, 0);
  });

  it('the connection is pinned to the checked address: a DNS answer that changes is never used', async () => {
    await configureTarget(t, 'rebind', 'http://rebind.example.test/form');
    const r = await post(t.app, FROM, form('http://rebind.example.test/form'), v.token);
    // The first answer was public, so the post went ahead, pinned to that address — where the
    // test's connect guard stopped it before a packet left — and never to the second answer,
    // 127.0.0.1, which a second resolution at connect time would have used.
    assert.equal(s.resolved.filter((h) => h === 'rebind.example.test').length, 1, 'resolved once');
    assert.deepEqual(s.requested.map((q) => q.pinned), ['93.184.216.34']);
    assert.deepEqual(blockedConnects.splice(0), ['93.184.216.34'], 'the socket was asked for the checked address only');
    assert.equal(r.status, 409, r.msg);
    assert.equal(canary.hits.length, 0);
  });

  it('a tenant admin cannot configure an internal address (400), unless the operator allows it', async () => {
    for (const url of ['http://127.0.0.1/', 'http://[::1]/', 'http://localhost/', 'http://10.1.2.3/x', 'http://169.254.169.254/', 'file:///etc/passwd', 'http://u:p@forms.example.com/']) {
      await assert.rejects(t.services.formRequest.setTarget('demo', { formId: 'x', url, fieldNames: ['a'] }), /url/, url);
    }
    await assert.rejects(t.services.formRequest.setTarget('demo', { formId: 'x', url: 'https://forms.example.com/', method: 'DELETE', fieldNames: [] }), /method/);
    await assert.rejects(t.services.formRequest.setTarget('demo', { formId: 'x', url: 'https://forms.example.com/', contentType: 'text/html', fieldNames: [] }), /contentType/);
    const ok = await t.services.formRequest.setTarget('demo', { formId: 'ok', url: 'HTTPS://Forms.Example.com:443/a#frag', fieldNames: [' name ', 'name', 'phone'] });
    assert.equal(ok.url, 'https://forms.example.com/a');
    assert.deepEqual(ok.fieldNames, ['name', 'phone']);
  });
});

describe('fromRequest with the operator\'s allowInternalFormTargets on', () => {
  const t = useTestApp({ seed: true, env: { KEFU_ALLOW_INTERNAL_FORM_TARGETS: '1' } });
  let v: Visitor;
  let canary: LoopbackServer;
  let receiver: LoopbackServer;
  let redirector: LoopbackServer;
  let s: Spies;
  before(async () => {
    v = await startVisitor(t.app);
    canary = await loopbackServer();
    receiver = await loopbackServer((_req, res) => { res.statusCode = 201; res.end('{"ok":true}'); });
    redirector = await loopbackServer((req, res) => {
      const to: Record<string, string> = {
        '/to-canary': `${canary.url}/stolen`,
        '/to-canary-307': `${canary.url}/stolen`,
        '/to-localhost': `http://localhost:${canary.port}/stolen`,
        '/to-metadata': 'http://169.254.169.254/latest/meta-data/',
        '/to-ftp': 'ftp://127.0.0.1/',
        '/to-self': '/final',
        '/loop': '/loop',
      };
      const loc = to[req.url ?? ''];
      if (loc) {
        res.statusCode = req.url === '/to-canary-307' ? 307 : 302;
        res.setHeader('location', loc);
        res.end();
      } else res.end('final');
    });
  });
  after(async () => {
    await Promise.all([canary.close(), receiver.close(), redirector.close()]);
    assert.deepEqual(blockedConnects, [], 'no connection left loopback');
  });
  beforeEach(() => {
    s = spies({ 'forms.example.test': [['127.0.0.1']] });
    useService(t, s, { allowInternal: true });
    t.clock.advance(61_000);
  });
  afterEach(() => {
    canary.hits.length = 0;
  });

  it('happy path: posts only the configured fields, as strings, with the configured method and type', async () => {
    await configureTarget(t, 'contact', `${receiver.url}/submit`, ['name', 'phone', 'choices']);
    const r = await post<{ status: number }>(t.app, FROM, {
      url: `${receiver.url}/submit`, method: 'DELETE', contentType: 'text/plain',
      headers: { 'x-evil': '1', host: 'evil.example', cookie: 'session=stolen', 'content-type': 'text/html' },
      requestBody: { name: 'Ann', phone: 13800138000, choices: ['a', 'b'], extra: 'must not be sent', url: 'http://127.0.0.1/' },
    }, v.token);
    assert.equal(r.status, 200, r.msg);
    assert.deepEqual(r.data, { status: 201 });
    const got = receiver.hits.at(-1)!;
    assert.equal(got.method, 'POST');
    assert.equal(got.url, '/submit');
    assert.equal(got.headers['content-type'], 'application/json');
    assert.equal(got.headers.host, `127.0.0.1:${receiver.port}`);
    assert.equal(got.headers['x-evil'], undefined);
    assert.equal(got.headers.cookie, undefined);
    assert.deepEqual(JSON.parse(got.body), { name: 'Ann', phone: '13800138000', choices: 'a,b' });
  });

  it('form-encoded targets, and a value that is not a string is a 400 naming it', async () => {
    await configureTarget(t, 'encoded', `${receiver.url}/enc`, ['name', 'note'], 'application/x-www-form-urlencoded');
    const r = await post(t.app, FROM, { formId: 'encoded', requestBody: { name: 'A&B=C', note: '你好' } }, v.token);
    assert.equal(r.status, 200, r.msg);
    const got = receiver.hits.at(-1)!;
    assert.equal(got.headers['content-type'], 'application/x-www-form-urlencoded');
    assert.deepEqual(Object.fromEntries(new URLSearchParams(got.body)), { name: 'A&B=C', note: '你好' });
    const bad = await post(t.app, FROM, { formId: 'encoded', requestBody: { name: { nested: 1 } } }, v.token);
    assert.equal(bad.status, 400);
    assert.match(bad.msg, /^requestBody\.name\b/);
  });

  it('a public-looking configured target that redirects to loopback is stopped by the redirect re-check', async () => {
    // forms.example.test resolves (in this test's DNS) to the redirector on loopback; the operator's
    // allowance covers that configured origin only — the hop to another internal origin is refused
    for (const path of ['/to-canary', '/to-canary-307', '/to-localhost', '/to-metadata', '/to-ftp']) {
      const url = `http://forms.example.test:${redirector.port}${path}`;
      await configureTarget(t, `redir${path}`, url);
      t.clock.advance(61_000);
      const r = await post(t.app, FROM, form(url), v.token);
      assert.equal(r.status, 403, `${path} → ${r.status} ${r.msg}`);
    }
    assert.equal(canary.hits.length, 0, 'the canary received nothing');
    assert.ok(s.requested.every((q) => q.url.startsWith(`http://forms.example.test:${redirector.port}/`)), 'only the configured origin was ever connected to');
    // and the same from a configured loopback target
    await configureTarget(t, 'redir-direct', `${redirector.url}/to-canary`);
    assert.equal((await post(t.app, FROM, form(`${redirector.url}/to-canary`), v.token)).status, 403);
    assert.equal(canary.hits.length, 0);
  });

  it('redirects within the configured origin are followed, at most 3', async () => {
    await configureTarget(t, 'self', `${redirector.url}/to-self`);
    const ok = await post<{ status: number }>(t.app, FROM, form(`${redirector.url}/to-self`), v.token);
    assert.equal(ok.status, 200, ok.msg);
    assert.equal(ok.data.status, 200);
    assert.equal(redirector.hits.at(-1)!.method, 'GET', '302 after POST becomes GET');
    await configureTarget(t, 'loop', `${redirector.url}/loop`);
    const before = redirector.hits.length;
    const loop = await post(t.app, FROM, form(`${redirector.url}/loop`), v.token);
    assert.equal(loop.status, 409);
    assert.match(loop.msg, /redirects/);
    assert.equal(redirector.hits.length - before, 4, 'the first request and 3 redirects');
  });

  it('bounded time and response size', async () => {
    const silent = await loopbackServer(() => { /* never answers */ });
    const endless = await loopbackServer((_req, res) => {
      const chunk = Buffer.alloc(16 * 1024, 0x61);
      const pump = (): void => { while (res.write(chunk)) { /* fill */ } res.once('drain', pump); };
      res.on('close', () => res.removeAllListeners('drain'));
      pump();
    });
    try {
      useService(t, s, { allowInternal: true, totalMs: 300 });
      await configureTarget(t, 'silent', `${silent.url}/x`);
      const started = Date.now();
      const r = await post(t.app, FROM, form(`${silent.url}/x`), v.token);
      assert.equal(r.status, 409);
      assert.match(r.msg, /timed out/);
      assert.ok(Date.now() - started < 3000);
      useService(t, s, { allowInternal: true });
      await configureTarget(t, 'endless', `${endless.url}/x`);
      const e = await post<{ status: number }>(t.app, FROM, form(`${endless.url}/x`), v.token);
      assert.equal(e.status, 200, 'answered after reading at most 64 KB');
      assert.equal(e.data.status, 200);
    } finally {
      await silent.close();
      await endless.close();
    }
  });

  it('posts per visitor are rate-limited (security-cases P6)', async () => {
    await configureTarget(t, 'rate', `${receiver.url}/rate`);
    const w = await startVisitor(t.app);
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) codes.push((await post(t.app, FROM, form(`${receiver.url}/rate`), w.token)).status);
    assert.deepEqual(codes, [...Array(10).fill(200), 429, 429]);
    t.clock.advance(61_000);
    assert.equal((await post(t.app, FROM, form(`${receiver.url}/rate`), w.token)).status, 200);
  });
});
