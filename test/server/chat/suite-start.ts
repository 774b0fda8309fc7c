/** channelInfo and chatStart (spec §4 start semantics, §7 init payload, DESIGN §3 identity). */
import { it } from 'node:test';
import assert from 'node:assert/strict';
import type { TestApp } from '../helpers';
import { post } from '../helpers';
import type { ChannelConfig, ChatInitResponse } from '../../../protocol';
import { defaultChannelConfig } from '../../../server/channels';
import { P, send, startVisitor } from './fixtures';

export function startSuite(ctx: () => TestApp): void {
  it('channelInfo serves every configuration field, localised texts, and 404 for an unknown channel', async () => {
    const { app } = ctx();
    const zh = await post<ChannelConfig>(app, P.channelInfo, { channelId: 'demo' });
    assert.equal(zh.status, 200);
    for (const key of Object.keys(defaultChannelConfig('x', 'y'))) assert.ok(key in zh.data, `field ${key} is served`);
    assert.equal(zh.data.receiveMode, 0);
    assert.equal(zh.data.titleDesc, '在线客服');
    const en = await post<ChannelConfig>(app, P.channelInfo, { channelId: 'demo', locale: 'en' });
    assert.equal(en.data.titleDesc, 'Online support');
    assert.equal(en.data.mainColor, zh.data.mainColor);
    const missing = await post(app, P.channelInfo, { channelId: 'nope' });
    assert.equal(missing.status, 404);
    assert.match(missing.msg, /nope/);
    assert.equal((await post(app, P.channelInfo, {})).status, 400);
    const wo = await post<ChannelConfig>(app, P.channelInfo, { channelId: 'demo-wo' });
    assert.equal(wo.data.leaveMsgType, 2);
  });

  it('chatStart creates a visitor with a signed token, and resumes it with that token', async () => {
    const { app } = ctx();
    const r = await post<ChatInitResponse>(app, P.chatStart, { channelId: 'demo', userName: 'Ann', locale: 'en', params: '{"vip":1}', refer: 'https://shop.example/' });
    assert.equal(r.status, 200);
    for (const k of ['serverTime', 'status', 'userId', 'sessionId', 'pollId', 'visitorToken']) assert.ok(k in r.data, k);
    assert.equal(r.data.status, 1);
    assert.match(r.data.userId, /^u[0-9a-f]{32}$/);
    const again = await post<ChatInitResponse>(app, P.chatStart, { channelId: 'demo', userId: r.data.userId }, r.data.visitorToken);
    assert.equal(again.data.userId, r.data.userId);
    assert.equal(again.data.sessionId, r.data.sessionId);
    const visitor = await ctx().services.chat.visitor({ tenantId: 'demo', channelId: 'demo', userId: r.data.userId });
    assert.equal(visitor?.userName, 'Ann');
    assert.equal(visitor?.locale, 'en');
  });

  it('chatStart with another visitor\'s userId and no or a wrong token creates a new visitor', async () => {
    const { app } = ctx();
    const a = await startVisitor(app);
    const b = await startVisitor(app);
    const noToken = await post<ChatInitResponse>(app, P.chatStart, { channelId: 'demo', userId: a.userId });
    const badToken = await post<ChatInitResponse>(app, P.chatStart, { channelId: 'demo', userId: a.userId }, 'v1.forged.token');
    const othersToken = await post<ChatInitResponse>(app, P.chatStart, { channelId: 'demo', userId: a.userId }, b.token);
    const otherChannel = await post<ChatInitResponse>(app, P.chatStart, { channelId: 'demo-wo', userId: a.userId }, a.token);
    for (const r of [noToken, badToken, othersToken, otherChannel]) {
      assert.equal(r.status, 200);
      assert.notEqual(r.data.userId, a.userId);
      assert.notEqual(r.data.sessionId, a.sessionId);
    }
    assert.notEqual(othersToken.data.userId, b.userId, 'a mismatching userId does not resume the token owner either');
  });

  it('chatStart on an unknown channel is a 404 naming it', async () => {
    const r = await post(ctx().app, P.chatStart, { channelId: 'no-such-channel' });
    assert.equal(r.status, 404);
    assert.match(r.msg, /no-such-channel/);
  });

  it('two parallel chatStart for one visitor give one session', async () => {
    const { app } = ctx();
    const a = await startVisitor(app);
    await post(app, P.chatClose, {}, a.token);
    const rs = await Promise.all(Array.from({ length: 6 }, () => post<ChatInitResponse>(app, P.chatStart, { channelId: 'demo', userId: a.userId }, a.token)));
    const sessions = new Set(rs.map((r) => r.data.sessionId));
    assert.equal(sessions.size, 1, 'one new session for the ended chat');
    assert.notEqual([...sessions][0], a.sessionId);
    const rows = await ctx().services.deps.store.db.selectFrom('sessions').select('session_id').where('user_id', '=', a.userId).execute();
    assert.equal(rows.length, 2);
  });

  it('after the chat ended, chatStart answers status 0 (load offline messages) with a fresh session', async () => {
    const { app } = ctx();
    const a = await startVisitor(app);
    assert.equal((await send(app, a, { msgContent: 'before', msgType: 1, id: 'message1' })).status, 200);
    await post(app, P.chatClose, {}, a.token);
    const r = await post<ChatInitResponse>(app, P.chatStart, { channelId: 'demo', userId: a.userId }, a.token);
    assert.equal(r.data.status, 0);
    assert.notEqual(r.data.sessionId, a.sessionId);
    const v = await ctx().services.chat.visitor(a.id);
    assert.equal(v?.status, 1, 'the new chat is in the robot stage');
    assert.equal((await send(app, a, { msgContent: 'after', msgType: 1, id: 'message2' })).status, 200);
  });
}
