/**
 * The channel preview (docs/api.md admin/channels/preview; docs/desk.md "Preview") on SQLite and
 * on the local PostgreSQL: a draft checked exactly like admin/channels/update (the same 400s),
 * kept in the database so any process can answer; channelInfo with the token answers the draft,
 * in the visitor's language; an expired, forged, another channel's or another tenant's token —
 * or anything else in `preview` — answers the saved settings, never an error; agents get 403;
 * nothing of the draft is saved. A second app on the same database (another process) answers
 * the same token.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { Endpoints } from '../../../protocol';
import type { ChannelPreviewTicket } from '../../../protocol';
import { PreviewLimits } from '../../../server/channels';
import { makeTestApp, onPostgres, post, seededOn, useTestApp } from '../helpers';
import type { Backend } from '../helpers';
import { desk, otherTenant, signIn } from '../human/kit';

interface Info { channelId: string; tenantId: string; titleDesc: string; mainColor: string; noticeMsg: string; robotName: string }

function runPreviewSuite(backend: Backend): void {
  describe(`channel preview on ${backend}`, () => {
    const t = useTestApp(seededOn(backend));
    let admin: string;
    let agent: string;
    let acme: { channelId: string; admin: { token: string } };
    const info = async (body: Record<string, unknown>) => {
      const r = await post<Info>(t.app, Endpoints.channelInfo.path, body);
      assert.equal(r.status, 200, r.msg);
      return r.data;
    };
    const preview = (body: Record<string, unknown>, token = admin) => desk<ChannelPreviewTicket>(t.app, token, 'admin/channels/preview', body);

    before(async () => {
      admin = (await signIn(t.app, 'admin')).token;
      agent = (await signIn(t.app, 'agent1')).token;
      acme = await otherTenant(t);
    });

    it('a valid token shows the draft (texts per locale too); the saved settings stay what they were', async () => {
      const saved = await info({ channelId: 'demo', locale: 'zh' });
      const r = await preview({ channelId: 'demo', config: { titleDesc: '预览商店', mainColor: '#0f766e' }, i18n: { en: { titleDesc: 'Preview shop' } } });
      assert.equal(r.status, 200, r.msg);
      assert.match(r.data.token, /^[\w-]+\.[\w-]+$/);
      assert.equal(r.data.expiresAt, t.clock.now() + PreviewLimits.ttlMs);

      const zh = await info({ channelId: 'demo', locale: 'zh', preview: r.data.token });
      assert.deepEqual([zh.titleDesc, zh.mainColor, zh.channelId, zh.tenantId], ['预览商店', '#0f766e', 'demo', 'demo']);
      assert.equal(zh.noticeMsg, saved.noticeMsg, 'what the draft leaves alone is the saved value');
      const en = await info({ channelId: 'demo', locale: 'en', preview: r.data.token });
      assert.equal(en.titleDesc, 'Preview shop', "the draft's own English texts");
      const ar = await info({ channelId: 'demo', locale: 'ar', preview: r.data.token });
      assert.equal(ar.titleDesc, 'Preview shop', 'another language reads English, as for a saved channel');

      const after = await info({ channelId: 'demo', locale: 'zh' });
      assert.deepEqual(after, saved, 'without the token: the saved settings');
      const view = await desk<{ config: Info }>(t.app, admin, 'admin/channels/get', { channelId: 'demo' });
      assert.equal(view.data.config.titleDesc, saved.titleDesc, 'nothing of the draft is saved');
    });

    it('a full configuration as the form holds it (with its own ids) is accepted; a newer draft replaces the older', async () => {
      const view = await desk<{ config: Record<string, unknown>; i18n: Record<string, unknown> }>(t.app, admin, 'admin/channels/get', { channelId: 'demo' });
      const first = await preview({ channelId: 'demo', config: { ...view.data.config, robotName: '小预' }, i18n: view.data.i18n });
      assert.equal(first.status, 200, first.msg);
      t.clock.advance(1000);
      const second = await preview({ channelId: 'demo', config: { robotName: '小二' } });
      assert.equal(second.status, 200, second.msg);
      assert.equal((await info({ channelId: 'demo', locale: 'zh', preview: second.data.token })).robotName, '小二');
      assert.equal((await info({ channelId: 'demo', locale: 'zh', preview: first.data.token })).robotName, '小二', "an admin's older token shows their newest draft");
    });

    it('a draft refused like admin/channels/update: the same 400 with the same message, nothing stored', async () => {
      const drafts: Record<string, unknown>[] = [
        { config: { mainColor: 'not a colour' } },
        { config: { mainWidth: 5 } },
        { config: { noSuchSetting: 1 } },
        { config: { allowedOrigins: ['https://a.example/path'] } },
        { config: { tenantId: 'acme' } },
        { config: { faq: '{"broken' } },
        { i18n: { xx: { titleDesc: 'x' } } },
        { i18n: { en: { mainColor: '#000000' } } },
      ];
      for (const d of drafts) {
        const p = await preview({ channelId: 'demo', ...d });
        const u = await desk(t.app, admin, 'admin/channels/update', { channelId: 'demo', ...d });
        assert.equal(p.status, 400, JSON.stringify(d));
        assert.equal(u.status, 400, JSON.stringify(d));
        assert.equal(p.msg, u.msg, `the same reason for ${JSON.stringify(d)}`);
      }
      assert.equal((await preview({ channelId: 'demo', config: [] as unknown as object })).status, 400, 'a body that is not an object');
      assert.equal((await preview({ channelId: 'demo', extra: 1 })).status, 400, 'strict body');
    });

    it('agents get 403, strangers 401, and another tenant\'s channel is not found', async () => {
      assert.equal((await preview({ channelId: 'demo' }, agent)).status, 403);
      assert.equal((await preview({ channelId: 'demo' }, 'd1.forged')).status, 401);
      assert.equal((await preview({ channelId: 'no-such' })).status, 404);
      assert.equal((await preview({ channelId: acme.channelId })).status, 404, "demo's admin cannot preview acme's channel");
      assert.equal((await preview({ channelId: 'demo' }, acme.admin.token)).status, 404, "acme's admin cannot preview demo's channel");
    });

    it('expired, forged, tampered, another channel\'s or another tenant\'s tokens — and junk — show the saved settings', async () => {
      const saved = await info({ channelId: 'demo', locale: 'zh' });
      const savedWo = await info({ channelId: 'demo-wo', locale: 'zh' });
      const r = await preview({ channelId: 'demo', config: { titleDesc: 'DRAFT' } });
      const token = r.data.token;
      assert.equal((await info({ channelId: 'demo', locale: 'zh', preview: token })).titleDesc, 'DRAFT');

      // another channel of the same tenant: its own saved settings
      assert.deepEqual(await info({ channelId: 'demo-wo', locale: 'zh', preview: token }), savedWo);

      // forged: our payload with a mac of another key, a flipped character, a payload of another channel
      const [payload, mac] = token.split('.') as [string, string];
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as unknown[];
      const otherPayload = Buffer.from(JSON.stringify(['demo', 'demo-wo', claims[2], claims[3]])).toString('base64url');
      const later = Buffer.from(JSON.stringify([claims[0], claims[1], claims[2], Number(claims[3]) + 86_400_000])).toString('base64url');
      const bad: unknown[] = [
        `${payload}.${crypto.createHmac('sha256', 'not-the-secret').update(`preview:${payload}`).digest('base64url')}`,
        `${payload}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`,
        `${otherPayload}.${mac}`,
        `${later}.${mac}`,
        payload, `.${mac}`, '', 'x'.repeat(5000), 42, null, ['a'], { token }, true,
      ];
      for (const p of bad) {
        const got = await post<Info>(t.app, Endpoints.channelInfo.path, { channelId: 'demo', locale: 'zh', preview: p });
        assert.equal(got.status, 200, `no error for ${JSON.stringify(p).slice(0, 40)}: ${got.msg}`);
        assert.deepEqual(got.data, saved, `the saved settings for ${JSON.stringify(p).slice(0, 40)}`);
      }

      // another tenant's admin's token for their own channel does not open demo's
      const theirs = await desk<ChannelPreviewTicket>(t.app, acme.admin.token, 'admin/channels/preview', { channelId: 'acme-chat', config: { titleDesc: 'ACME DRAFT' } });
      assert.equal(theirs.status, 200, theirs.msg);
      assert.equal((await info({ channelId: 'acme-chat', preview: theirs.data.token })).titleDesc, 'ACME DRAFT');
      assert.deepEqual(await info({ channelId: 'demo', locale: 'zh', preview: theirs.data.token }), saved);

      // expired: one millisecond past its time
      t.clock.advance(PreviewLimits.ttlMs);
      assert.deepEqual(await info({ channelId: 'demo', locale: 'zh', preview: token }), saved, 'an expired token');
      // an unknown channel is still a 404, with or without a token
      assert.equal((await post(t.app, Endpoints.channelInfo.path, { channelId: 'no-such', preview: token })).status, 404);
    });

    it('the draft is in the database: a second app on the same store (another process) answers the token', async () => {
      const r = await preview({ channelId: 'demo', config: { titleDesc: 'SHARED DRAFT' } });
      assert.equal(r.status, 200, r.msg);
      // the store the first app really uses (a whole-suite run on PostgreSQL puts the "sqlite" suite there too)
      const second = await makeTestApp(t.databaseUrl ? { sharedDatabaseUrl: t.databaseUrl, clock: t.clock } : { dataDir: t.dataDir, clock: t.clock });
      try {
        const got = await post<Info>(second.app, Endpoints.channelInfo.path, { channelId: 'demo', locale: 'zh', preview: r.data.token });
        assert.equal(got.status, 200, got.msg);
        assert.equal(got.data.titleDesc, 'SHARED DRAFT');
      } finally {
        await second.close();
      }
    });
  });
}

runPreviewSuite('sqlite');
await onPostgres('channel preview', () => runPreviewSuite('pg'));
