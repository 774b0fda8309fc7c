/**
 * Every page the server serves carries security headers (issue: the demo shop page `/` had
 * none): a CSP that runs scripts only from this origin (the demo pages' inline snippet by its
 * hash), framing rules, nosniff and a referrer policy. API answers are nosniff too.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { makeTestApp, ROOT } from '../helpers';
import type { TestApp } from '../helpers';

const directives = (res: { headers: Record<string, unknown> }): Map<string, string> =>
  new Map(String(res.headers['content-security-policy'] ?? '').split(/;\s*/).filter(Boolean).map((d) => {
    const [name, ...rest] = d.split(' ');
    return [name!, rest.join(' ')];
  }));

describe('security headers', () => {
  let t: TestApp;
  before(async () => { t = await makeTestApp({ seed: true }); });
  after(() => t.close());

  it('the demo shop pages: scripts from this origin and their own snippet only, never framed', async () => {
    for (const url of ['/', '/index.html', '/iframe.html']) {
      const res = await t.app.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 200, url);
      const d = directives(res);
      const html = fs.readFileSync(path.join(ROOT, 'demo-host', url === '/' ? 'index.html' : url.slice(1)), 'utf8');
      const stub = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
      const hash = `'sha256-${crypto.createHash('sha256').update(stub).digest('base64')}'`;
      assert.equal(d.get('script-src'), `'self' ${hash}`, url);
      assert.equal(d.get('object-src'), "'none'");
      assert.equal(d.get('base-uri'), "'none'");
      assert.equal(d.get('frame-ancestors'), "'none'");
      assert.equal(res.headers['x-frame-options'], 'DENY');
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
      assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin');
    }
  });

  it('the widget page and the desk: no inline script may run', async () => {
    for (const url of ['/chat_online/index?channelId=demo', '/desk/']) {
      const d = directives(await t.app.inject({ method: 'GET', url }));
      assert.equal(d.get('script-src'), "'self'", url);
      assert.equal(d.get('default-src'), "'self'", url);
    }
  });

  it('API answers and files are nosniff', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/chat/visitor/channelInfo', payload: { channelId: 'demo' } });
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    const missing = await t.app.inject({ method: 'POST', url: '/api/nope', payload: {} });
    assert.equal(missing.headers['x-content-type-options'], 'nosniff');
  });
});
