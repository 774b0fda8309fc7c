/**
 * "Check my site" (docs/api.md admin/channels/checkSite): the server fetches the admin's page
 * under fromRequest's address rules and says whether the channel's snippet is in it. Pages are
 * served by loopback servers of the test; as fromRequest's tests do, the production rules are
 * shown refusing them first, and the found / other channel / not found answers are then tested
 * with an allowance for exactly that test server's origin (test/server/form-request/harness.ts
 * also guards every socket of this process: nothing can leave the machine).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type http from 'node:http';
import type { SiteCheck } from '../../../protocol';
import { SiteChecker, snippetIn } from '../../../server/channels';
import { useTestApp } from '../helpers';
import { desk, otherTenant, signIn } from '../human/kit';
import { blockedConnects, loopbackServer, spies } from '../form-request/harness';
import type { LoopbackServer } from '../form-request/harness';

const SNIPPET = (origin: string, channelId: string) =>
  '<script>window.KefuChat=window.KefuChat||function(){(KefuChat.q=KefuChat.q||[]).push(arguments)};</script>\n'
  + `<script async src="${origin}/kefu.js" data-channel-id="${channelId}"></script>`;
const page = (body: string) => `<!doctype html><html><head><title>Shop</title></head><body><h1>Shop</h1>${body}</body></html>`;

describe('checkSite: what the page carries', () => {
  it('finds the loader tag with this channel in any attribute spelling; names other channels; else not found', () => {
    const url = 'https://shop.example/';
    assert.deepEqual(snippetIn(page(SNIPPET('https://kefu.example', 'demo')), 'demo', url), { result: 'found', url, loaderSrc: 'https://kefu.example/kefu.js' });
    for (const tag of [
      "<SCRIPT ASYNC SRC='https://kefu.example/kefu.js?v=2' DATA-CHANNEL-ID='demo'></SCRIPT>",
      '<script data-channel-id=demo src=//kefu.example/kefu.js async></script>',
      '<script\n  async\n  src="/kefu.js"\n  data-channel-id = "demo"\n></script>',
    ]) assert.equal(snippetIn(page(tag), 'demo', url).result, 'found', tag);
    assert.deepEqual(snippetIn(page(SNIPPET('https://kefu.example', 'shop-2') + SNIPPET('https://kefu.example', 'shop-3')), 'demo', url),
      { result: 'otherChannel', url, channels: ['shop-2', 'shop-3'] });
    for (const html of [
      page(''),
      page('<p>data-channel-id="demo" and /kefu.js in text</p>'),
      page('<script src="https://kefu.example/kefu.jsx" data-channel-id="demo"></script>'),
      page('<script src="https://kefu.example/not-kefu.js" data-channel-id="demo"></script>'),
      page('<link rel="preload" href="https://kefu.example/kefu.js" data-channel-id="demo">'),
    ]) assert.equal(snippetIn(html, 'demo', url).result, 'notFound', html);
  });
});

describe('checkSite through the desk API', () => {
  // the suite makes more checks than the limit allows in a minute (its own test is below)
  const t = useTestApp({ seed: true, env: { RATE_LIMITS: 'off' } });
  let admin: string;
  let agent: string;
  let server: LoopbackServer;
  let other: LoopbackServer;
  /** what the test server answers per path */
  const pages: Record<string, (res: http.ServerResponse) => void> = {};
  const check = (url: string, channelId = 'demo', token = admin) => desk<SiteCheck>(t.app, token, 'admin/channels/checkSite', { channelId, url });

  before(async () => {
    admin = (await signIn(t.app, 'admin')).token;
    agent = (await signIn(t.app, 'agent1')).token;
    server = await loopbackServer((req, res) => {
      const answer = pages[req.url ?? ''];
      if (answer) answer(res);
      else { res.statusCode = 404; res.end('no such page'); }
    });
    other = await loopbackServer((_req, res) => res.end(page(SNIPPET('http://kefu.example', 'demo'))));
    pages['/found'] = (res) => res.end(page(SNIPPET('http://kefu.example', 'demo')));
    pages['/other'] = (res) => res.end(page(SNIPPET('http://kefu.example', 'demo-wo')));
    pages['/plain'] = (res) => res.end(page('<p>No chat here.</p>'));
    pages['/moved'] = (res) => { res.statusCode = 302; res.setHeader('location', '/found'); res.end(); };
    pages['/loop'] = (res) => { res.statusCode = 301; res.setHeader('location', '/loop'); res.end(); };
    pages['/elsewhere'] = (res) => { res.statusCode = 302; res.setHeader('location', `${other.url}/`); res.end(); };
    pages['/error'] = (res) => { res.statusCode = 500; res.end('oops'); };
    pages['/silent'] = () => undefined;
    // the snippet first, then more than the 1 MB read: checked as far as it was read
    pages['/huge'] = (res) => { res.write(page(SNIPPET('http://kefu.example', 'demo'))); res.end('x'.repeat(2 * 1024 * 1024)); };
  });
  after(async () => {
    await server?.close();
    await other?.close();
  });

  it('the production rules refuse loopback, private and local names before any connection, in plain words', async () => {
    const hitsBefore = server.hits.length;
    const connectsBefore = blockedConnects.length;
    for (const url of [`${server.url}/found`, `http://localhost:${server.port}/found`, `http://[::1]:${server.port}/found`, 'http://10.0.0.1/', 'http://169.254.169.254/latest/meta-data/', 'http://0x7f.1/', 'http://2130706433/']) {
      const r = await check(url);
      assert.equal(r.status, 200, r.msg);
      assert.deepEqual(r.data, { result: 'unreachable', reason: 'blocked' }, url);
    }
    for (const url of ['ftp://shop.example/', 'http://user:secret@shop.example/', 'not a url', 'javascript:alert(1)']) {
      assert.deepEqual((await check(url)).data, { result: 'unreachable', reason: 'badUrl' }, url);
    }
    assert.equal(server.hits.length, hitsBefore, 'the test server was never reached');
    assert.equal(blockedConnects.length, connectsBefore, 'no connection was even tried');
  });

  it('names are resolved once and every address checked (a name with one private address is refused; unknown names say so)', async () => {
    const s = spies({ 'shop.example': [['93.184.216.34', '127.0.0.1']], 'inside.example': [['192.168.1.10']] });
    const saved = t.services.siteCheck;
    t.services.siteCheck = new SiteChecker({ resolve: s.resolve, request: s.request });
    try {
      assert.deepEqual((await check('http://shop.example/')).data, { result: 'unreachable', reason: 'blocked' });
      assert.deepEqual((await check('http://inside.example/')).data, { result: 'unreachable', reason: 'blocked' });
      assert.deepEqual((await check('http://nowhere.example/')).data, { result: 'unreachable', reason: 'dns' });
      assert.deepEqual(s.requested, [], 'no request was made');
    } finally {
      t.services.siteCheck = saved;
    }
  });

  describe('with an allowance for the test server\'s origin only (as fromRequest\'s tests)', () => {
    let saved: SiteChecker;
    before(() => {
      saved = t.services.siteCheck;
      const s = spies({ 'shop.localhost': [['127.0.0.1']] });
      t.services.siteCheck = new SiteChecker({
        resolve: s.resolve, request: s.request, internalAllowed: (u) => u.port === String(server.port), limits: { totalMs: 1500 },
      });
    });
    after(() => { t.services.siteCheck = saved; });

    it('found, found after a redirect, another channel, not found', async () => {
      assert.deepEqual((await check(`${server.url}/found`)).data, { result: 'found', url: `${server.url}/found`, loaderSrc: 'http://kefu.example/kefu.js' });
      assert.deepEqual((await check(`${server.url}/moved`)).data, { result: 'found', url: `${server.url}/found`, loaderSrc: 'http://kefu.example/kefu.js' }, 'the page it redirects to');
      assert.deepEqual((await check(`${server.url}/other`)).data, { result: 'otherChannel', url: `${server.url}/other`, channels: ['demo-wo'] });
      assert.deepEqual((await check(`${server.url}/other`, 'demo-wo')).data.result, 'found', 'the same page for the channel it carries');
      assert.deepEqual((await check(`${server.url}/plain`)).data, { result: 'notFound', url: `${server.url}/plain` });
      assert.equal((await check(`${server.url}/huge`)).data.result, 'found', 'a page longer than the limit is read up to it');
    });

    it('the reasons it could not: HTTP status, too many redirects, a redirect to another internal origin, time', async () => {
      assert.deepEqual((await check(`${server.url}/nothing`)).data, { result: 'unreachable', reason: 'httpStatus', status: 404 });
      assert.deepEqual((await check(`${server.url}/error`)).data, { result: 'unreachable', reason: 'httpStatus', status: 500 });
      assert.deepEqual((await check(`${server.url}/loop`)).data, { result: 'unreachable', reason: 'redirects' });
      const otherHits = other.hits.length;
      assert.deepEqual((await check(`${server.url}/elsewhere`)).data, { result: 'unreachable', reason: 'blocked' }, 'each hop is checked again');
      assert.equal(other.hits.length, otherHits, 'the other internal server was never reached');
      const started = Date.now();
      assert.deepEqual((await check(`${server.url}/silent`)).data, { result: 'unreachable', reason: 'timeout' });
      assert.ok(Date.now() - started < 5000, 'one deadline for the whole exchange');
      assert.deepEqual((await check(`http://127.0.0.1:1/`)).data, { result: 'unreachable', reason: 'blocked' }, 'another port is another origin');
    });
  });

  it('admins only; their own tenant\'s channels; strict bodies', async () => {
    assert.equal((await check('https://shop.example/', 'demo', agent)).status, 403);
    assert.equal((await check('https://shop.example/', 'demo', 'd1.forged')).status, 401);
    assert.equal((await check('https://shop.example/', 'no-such')).status, 404);
    const acme = await otherTenant(t);
    assert.equal((await check('https://shop.example/', acme.channelId)).status, 404, "another tenant's channel");
    assert.equal((await desk(t.app, admin, 'admin/channels/checkSite', { channelId: 'demo' })).status, 400, 'no url');
    assert.equal((await desk(t.app, admin, 'admin/channels/checkSite', { channelId: 'demo', url: 'x'.repeat(2049) })).status, 400, 'a url too long');
    assert.equal((await desk(t.app, admin, 'admin/channels/checkSite', { channelId: 'demo', url: 'https://a.example/', extra: 1 })).status, 400, 'strict body');
  });
});

describe('checkSite is limited per tenant', () => {
  const t = useTestApp({ seed: true });
  it('20 checks in a row, then 429 until a minute has given tokens back', async () => {
    const admin = (await signIn(t.app, 'admin')).token;
    const check = () => desk<SiteCheck>(t.app, admin, 'admin/channels/checkSite', { channelId: 'demo', url: 'not a url' });
    for (let i = 0; i < 20; i++) assert.equal((await check()).status, 200, `check ${i + 1}`);
    const refused = await check();
    assert.equal(refused.status, 429, 'refused, saying when to come back');
    assert.match(refused.msg, /try again in \d+ s/);
    t.clock.advance(60_000);
    assert.equal((await check()).status, 200);
  });
});
