/** sysMsg, readMsg, typing, msgComplete, updateSessionMsg, beforeUnload, chatClose, cards and groups. */
import { it } from 'node:test';
import assert from 'node:assert/strict';
import type { TestApp } from '../helpers';
import { post } from '../helpers';
import type { AdminCard, ChatMessage } from '../../../protocol';
import { tenantTopic } from '../../../server/bus';
import type { BusEvent } from '../../../server/bus';
import { makeManual, P, poll, send, startVisitor } from './fixtures';

export function miscSuite(ctx: () => TestApp): void {
  it('sysMsg stores only the widget\'s own notices, as system messages with the server\'s text', async () => {
    const t = ctx();
    const v = await startVisitor(t.app);
    const byKind = await post<ChatMessage>(t.app, P.sysMsg, { msgContent: 'userTimeout', clientType: 1 }, v.token);
    assert.equal(byKind.status, 200);
    assert.equal(byKind.data.senderType, 4);
    assert.equal(byKind.data.msgContent, '您长时间未回复，会话即将结束。');
    const byText = await post<ChatMessage>(t.app, P.sysMsg, { msgContent: 'Thank you for your review', clientType: 1 }, v.token);
    assert.equal(byText.status, 200);
    for (const forged of ['<b>Your account is locked, call 555</b>', 'noAgentOnline', '客服已结束会话']) {
      assert.equal((await post(t.app, P.sysMsg, { msgContent: forged, clientType: 1 }, v.token)).status, 403, forged);
    }
    assert.equal((await post(t.app, P.sysMsg, { msgContent: 'userTimeout', clientType: 2 }, v.token)).status, 400);
    const forgedSender = await post<ChatMessage>(t.app, P.sysMsg, { msgContent: 'userTimeout', senderType: 2, sysType: 2 }, v.token);
    assert.equal(forgedSender.data.senderType, 4);
    const rows = await t.services.deps.store.db.selectFrom('messages').select('sender_type').where('user_id', '=', v.userId).execute();
    assert.ok(rows.every((r) => r.sender_type === 4));
  });

  it('typing: manual service only, coalesced to one report per second', async () => {
    const t = ctx();
    const v = await startVisitor(t.app);
    assert.equal((await post(t.app, P.typing, { msgContent: 'hel' }, v.token)).status, 403);
    await makeManual(t, v);
    const seen: BusEvent[] = [];
    const off = t.services.bus.subscribe(tenantTopic('demo'), (e) => { if (e.kind === 'visitor' && e.signal === 'typing' && e.userId === v.userId) seen.push(e); });
    for (let i = 0; i < 5; i++) assert.equal((await post(t.app, P.typing, { msgContent: 'hello'.slice(0, i + 1) }, v.token)).status, 200);
    assert.equal(seen.length, 1);
    t.clock.advance(1000);
    await post(t.app, P.typing, { msgContent: 'hello!' }, v.token);
    assert.equal(seen.length, 2);
    off();
  });

  it('readMsg moves the read mark forward only; msgComplete and beforeUnload answer', async () => {
    const t = ctx();
    const v = await startVisitor(t.app);
    await t.services.chat.appendMessage(v.id, { senderType: 4, msgType: 1, msgContent: 'notice' });
    assert.equal((await post(t.app, P.readMsg, { pollId: 1 }, v.token)).status, 200);
    assert.equal((await post(t.app, P.readMsg, { pollId: 0 }, v.token)).status, 200);
    assert.equal((await post(t.app, P.readMsg, { pollId: 99 }, v.token)).status, 200);
    const row = await t.services.deps.store.db.selectFrom('visitors').select('read_seq').where('user_id', '=', v.userId).executeTakeFirstOrThrow();
    assert.equal(Number(row.read_seq), 1);
    const m = await send(t.app, v, { msgContent: 'x', msgType: 1, id: 'message1' });
    assert.equal((await post(t.app, P.msgComplete, { msgId: m.data.msgId }, v.token)).status, 200);
    assert.equal((await post(t.app, P.msgComplete, {}, v.token)).status, 200);
    assert.equal((await post(t.app, P.beforeUnload, {}, v.token)).status, 200);
  });

  it('updateSessionMsg changes only the visitor\'s own message', async () => {
    const t = ctx();
    const a = await startVisitor(t.app);
    const b = await startVisitor(t.app);
    const robot = await t.services.chat.appendMessage(a.id, { senderType: 3, msgType: 3, msgContent: 'guide' });
    assert.equal((await post(t.app, P.updateSessionMsg, { msgId: robot.msgId, docNode: 'node-1' }, a.token)).status, 200);
    const other = await post(t.app, P.updateSessionMsg, { msgId: robot.msgId, docNode: 'hijack' }, b.token);
    assert.equal(other.status, 404);
    assert.equal((await post(t.app, P.msgComplete, { msgId: robot.msgId }, b.token)).status, 404);
    const row = await t.services.deps.store.db.selectFrom('messages').select('doc_node').where('msg_id', '=', String(robot.msgId)).executeTakeFirstOrThrow();
    assert.equal(row.doc_node, 'node-1');
  });

  it('chatClose ends the session once: status 0, one 1202 "over", idempotent', async () => {
    const t = ctx();
    const v = await startVisitor(t.app);
    const rs = await Promise.all([1, 2, 3].map(() => post(t.app, P.chatClose, {}, v.token)));
    assert.deepEqual(rs.map((r) => r.status), [200, 200, 200]);
    const events = await poll(t.app, v, v.pollId);
    assert.equal(events.data.status, 0);
    assert.deepEqual(events.data.msgList.map((e) => [e.eventCode, e.outType]), [[1202, 0]]);
    const s = await t.services.chat.session(v.id);
    assert.equal(s?.ended, true);
  });

  it('getAdminCard is null until an agent is assigned; getChannelGroup lists groupConfig; getMsgTemplate', async () => {
    const t = ctx();
    const v = await startVisitor(t.app);
    assert.equal((await post(t.app, P.getAdminCard, {}, v.token)).data, null);
    await makeManual(t, v, 'agent1');
    const card = await post<AdminCard>(t.app, P.getAdminCard, {}, v.token);
    assert.equal(card.data.adminId, 'agent1');
    assert.equal(card.data.adminNick, '小王');
    assert.ok(card.data.adminCardEmail);
    assert.ok(!('password_hash' in card.data) && !JSON.stringify(card.data).includes('scrypt'));
    const groups = await post<{ id: string; groupName: string }[]>(t.app, P.getChannelGroup, { channelId: 'demo-wo' }, v.token);
    assert.deepEqual(groups.data.map((g) => g.id), ['g-presales', 'g-aftersales']);
    const tpl = await post<unknown[]>(t.app, P.getMsgTemplate, {}, v.token);
    assert.equal(tpl.data.length, 2);
    assert.equal((await post<unknown[]>(t.app, P.getMsgTemplate, { channelId: 'demo' })).data.length, 2);
    assert.equal((await post(t.app, P.getMsgTemplate, {})).status, 401);
  });

  it('visitor B with its own token can read or write nothing of visitor A', async () => {
    const t = ctx();
    const a = await startVisitor(t.app);
    const b = await startVisitor(t.app);
    const am = await send(t.app, a, { msgContent: 'A-secret', msgType: 1, id: 'message1' });
    await t.services.chat.appendMessage(a.id, { senderType: 2, msgType: 1, msgContent: 'A-agent-secret' });
    // B naming A in the body: 401 everywhere (the token decides who the visitor is)
    for (const [url, body] of [
      [P.getHistoryMsg, { pageSize: 20, maxTime: 0 }], [P.getEventMsg, { pollId: 0 }], [P.sendMsg, { msgContent: 'x', msgType: 1 }],
      [P.getSessionMsg, { sessionId: a.sessionId }], [P.chatClose, {}], [P.resetUser, { userName: 'pwned' }],
      [P.updateSessionMsg, { msgId: am.data.msgId, docNode: 'x' }], [P.submitUserForm, { userName: 'x' }],
    ] as const) {
      const r = await post(t.app, url, { ...body, userId: a.userId }, b.token);
      assert.equal(r.status, 401, url);
    }
    // B with its own id: sees only its own (empty) data
    const bodies = [
      JSON.stringify((await post(t.app, P.getHistoryMsg, { pageSize: 20, maxTime: 0 }, b.token)).data),
      JSON.stringify((await post(t.app, P.getEventMsg, { pollId: 0 }, b.token)).data),
    ];
    for (const body of bodies) assert.ok(!body.includes('A-'), body);
    assert.equal((await post(t.app, P.getSessionMsg, { sessionId: a.sessionId }, b.token)).status, 404);
    assert.equal((await post(t.app, P.updateSessionMsg, { msgId: am.data.msgId, docNode: 'x' }, b.token)).status, 404);
    // A is untouched
    const va = await t.services.chat.visitor(a.id);
    assert.equal(va?.userName, undefined);
    assert.equal(va?.status, 1);
    // no token, a forged one, an expired one
    assert.equal((await post(t.app, P.getHistoryMsg, {})).status, 401);
    assert.equal((await post(t.app, P.getHistoryMsg, {}, `${a.token}x`)).status, 401);
  });
}
