/**
 * security-cases (Embedding): the widget page says who may frame it — the channel's allowed
 * host origins, or any host when the channel names none — and the desk refuses framing. The
 * origins go into a header verbatim, so anything but a bare origin is refused when written.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { makeTestApp } from './helpers';

/** The frame-ancestors directive of a page's Content-Security-Policy. */
const csp = (res: { headers: Record<string, unknown> }): string =>
  String(res.headers['content-security-policy'] ?? '').split(/;\s*/).find((d) => d.startsWith('frame-ancestors')) ?? '';

test('widget pages carry frame-ancestors for the channel; the desk is never framed', async () => {
  const t = await makeTestApp({ seed: true });
  try {
    const open = await t.app.inject({ method: 'GET', url: '/chat_online/index?channelId=demo' });
    assert.equal(csp(open), 'frame-ancestors *', 'a channel without allowed origins may be embedded anywhere');

    await t.services.channels.upsert({ tenantId: 'demo', channelId: 'demo', config: { allowedOrigins: ['https://shop.example.com', 'http://localhost:3000'] } });
    const limited = await t.app.inject({ method: 'GET', url: '/chat_online/index?channelId=demo&from=iframe' });
    assert.equal(csp(limited), "frame-ancestors 'self' https://shop.example.com http://localhost:3000");
    const deep = await t.app.inject({ method: 'GET', url: '/chat_online/leaveMessage?channelId=demo&from=iframe' });
    assert.equal(csp(deep), csp(limited), 'every route of the channel');
    const other = await t.app.inject({ method: 'GET', url: '/chat_online/index?channelId=demo-wo' });
    assert.equal(csp(other), 'frame-ancestors *', 'other channels keep their own rule');

    const desk = await t.app.inject({ method: 'GET', url: '/desk/' });
    assert.equal(csp(desk), "frame-ancestors 'none'");
  } finally {
    await t.close();
  }
});

test('allowed origins must be bare origins: anything else is refused and nothing changes', async () => {
  const t = await makeTestApp({ seed: true });
  try {
    const bad = [
      ['https://shop.example.com/path'], ['javascript:alert(1)'], ["https://a.example; script-src *"], ['https://a.example '],
      ['ftp://a.example'], ['*'], [42], 'https://a.example', Array.from({ length: 51 }, (_, i) => `https://s${i}.example`),
    ];
    for (const allowedOrigins of bad) {
      await assert.rejects(
        t.services.channels.upsert({ tenantId: 'demo', channelId: 'demo', config: { allowedOrigins } as never }),
        (err: Error) => /allowedOrigins/.test(err.message),
        JSON.stringify(allowedOrigins).slice(0, 60),
      );
    }
    const page = await t.app.inject({ method: 'GET', url: '/chat_online/index?channelId=demo' });
    assert.equal(csp(page), 'frame-ancestors *');
  } finally {
    await t.close();
  }
});
