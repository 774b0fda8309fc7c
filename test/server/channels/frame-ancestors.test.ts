/**
 * The Install panel's allowed origins (docs/desk.md "Install"; docs/embedding.md "Security"):
 * saved through admin/channels/update as the panel saves them, the widget pages of the channel
 * then say exactly those origins — and the server's own ('self'), which is the desk's, so the
 * desk's preview frame keeps working — in frame-ancestors; without any, any site (`*`). The
 * preview page (with `preview=`) follows the same rule, and the desk itself is never framed.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ChannelPreviewTicket } from '../../../protocol';
import { makeTestApp } from '../helpers';
import { desk, signIn } from '../human/kit';

const ancestors = (res: { headers: Record<string, unknown> }): string =>
  String(res.headers['content-security-policy'] ?? '').split(/;\s*/).find((d) => d.startsWith('frame-ancestors')) ?? '';

test('allowed origins saved by an admin are exactly the frame-ancestors of the channel\'s pages, preview included; none is any site', async () => {
  const t = await makeTestApp({ seed: true });
  try {
    const admin = (await signIn(t.app, 'admin')).token;
    const ticket = (await desk<ChannelPreviewTicket>(t.app, admin, 'admin/channels/preview', { channelId: 'plain', config: { titleDesc: 'Draft' } })).data;
    const pages = [
      '/chat_online/index?channelId=plain',
      '/chat_online/index?channelId=plain&from=iframe',
      `/chat_online/index?channelId=plain&locale=en&preview=${encodeURIComponent(ticket.token)}&userName=Preview`,
    ];
    for (const url of pages) assert.equal(ancestors(await t.app.inject({ method: 'GET', url })), 'frame-ancestors *', url);

    const saved = await desk<{ config: { allowedOrigins: string[] } }>(t.app, admin, 'admin/channels/update',
      { channelId: 'plain', config: { allowedOrigins: ['https://shop.example.com', 'http://localhost:8080'] } });
    assert.equal(saved.status, 200, saved.msg);
    assert.deepEqual(saved.data.config.allowedOrigins, ['https://shop.example.com', 'http://localhost:8080']);
    for (const url of pages) {
      assert.equal(ancestors(await t.app.inject({ method: 'GET', url })), "frame-ancestors 'self' https://shop.example.com http://localhost:8080", url);
    }
    assert.equal(ancestors(await t.app.inject({ method: 'GET', url: '/chat_online/index?channelId=demo' })), 'frame-ancestors *', 'other channels keep theirs');

    // an empty list is "any site" again
    await desk(t.app, admin, 'admin/channels/update', { channelId: 'plain', config: { allowedOrigins: [] } });
    for (const url of pages) assert.equal(ancestors(await t.app.inject({ method: 'GET', url })), 'frame-ancestors *', url);

    // a refused list changes nothing and names the origin that is wrong
    const refused = await desk(t.app, admin, 'admin/channels/update', { channelId: 'plain', config: { allowedOrigins: ['https://shop.example.com/cart'] } });
    assert.equal(refused.status, 400);
    assert.match(refused.msg, /^allowedOrigins\[0\]: must be an origin/);
    assert.equal(ancestors(await t.app.inject({ method: 'GET', url: pages[0]! })), 'frame-ancestors *');

    assert.equal(ancestors(await t.app.inject({ method: 'GET', url: '/desk/' })), "frame-ancestors 'none'");
  } finally {
    await t.close();
  }
});
