/** getHistoryMsg, getSessionMsg, getEventMsg: paging, cursors, hidden messages (DESIGN §3). */
import { it } from 'node:test';
import assert from 'node:assert/strict';
import type { TestApp } from '../helpers';
import { post } from '../helpers';
import type { ChatMessage } from '../../../protocol';
import { EventCode } from '../../../protocol';
import { makeManual, P, poll, raw, send, startVisitor } from './fixtures';
import type { Visitor } from './fixtures';

/** Stores the three kinds of hidden messages and one visible agent message; returns the secrets. */
async function storeHidden(t: TestApp, v: Visitor): Promise<{ secrets: string[]; recalledId: string }> {
  const chat = t.services.chat;
  await chat.appendMessage(v.id, { senderType: 2, msgType: 1, msgContent: 'SECRET-internal-note', insideFlag: true });
  await chat.appendMessage(v.id, { senderType: 2, msgType: 1, msgContent: 'SECRET-sensitive-agent', sensitiveFlag: true, sensitiveWords: 'badword' });
  await chat.appendMessage(v.id, { senderType: 3, msgType: 3, msgContent: 'SECRET-sensitive-robot', sensitiveFlag: true });
  const recalled = await chat.appendMessage(v.id, { senderType: 2, msgType: 1, msgContent: 'SECRET-recalled-body', extra: { fileName: 'SECRET-extra' } });
  await chat.recallMessage(v.id, String(recalled.msgId));
  await chat.appendMessage(v.id, { senderType: 2, msgType: 1, msgContent: 'visible agent reply' });
  return { secrets: ['SECRET', 'badword'], recalledId: String(recalled.msgId) };
}

export function readSuite(ctx: () => TestApp): void {
  it('getHistoryMsg validates pageSize and maxTime (400 naming the field, nothing written)', async () => {
    const t = ctx();
    const v = await startVisitor(t.app);
    for (const pageSize of [-1, 0, 1e9, '20', 1.5, 21, null, true]) {
      const r = await post(t.app, P.getHistoryMsg, { pageSize, maxTime: 0 }, v.token);
      assert.equal(r.status, 400, `pageSize ${String(pageSize)}`);
      assert.match(r.msg, /pageSize/);
    }
    for (const maxTime of [-5, '0', 1.5, 2 ** 60]) {
      assert.equal((await post(t.app, P.getHistoryMsg, { pageSize: 20, maxTime }, v.token)).status, 400, `maxTime ${maxTime}`);
    }
    assert.equal((await post(t.app, P.getHistoryMsg, {}, v.token)).status, 200, 'defaults: 20 newest');
  });

  it('getHistoryMsg pages from the newest with the maxTime cursor, across sessions, without gaps or repeats', async () => {
    const t = ctx();
    const v = await startVisitor(t.app);
    const chat = t.services.chat;
    for (let i = 0; i < 23; i++) await chat.appendMessage(v.id, { senderType: i % 2 ? 2 : 3, msgType: 1, msgContent: `old ${i}` });
    await post(t.app, P.chatClose, {}, v.token);
    await startVisitor(t.app, { userId: v.userId }, v.token);
    for (let i = 0; i < 22; i++) await chat.appendMessage(v.id, { senderType: 2, msgType: 1, msgContent: `new ${i}` });
    const seen: ChatMessage[] = [];
    let maxTime = 0;
    const sizes: number[] = [];
    for (let page = 0; page < 5; page++) {
      const r = await post<ChatMessage[]>(t.app, P.getHistoryMsg, { pageSize: 20, maxTime }, v.token);
      assert.equal(r.status, 200);
      sizes.push(r.data.length);
      if (!r.data.length) break;
      for (let i = 1; i < r.data.length; i++) assert.ok(r.data[i]!.msgTime! > r.data[i - 1]!.msgTime!, 'chronological inside a page');
      seen.unshift(...r.data);
      maxTime = r.data[0]!.msgTime!;
    }
    assert.deepEqual(sizes, [20, 20, 5, 0]);
    assert.equal(new Set(seen.map((m) => m.msgId)).size, 45);
    assert.equal(seen[0]!.msgContent, 'old 0');
    assert.equal(seen[44]!.msgContent, 'new 21');
  });

  it('getSessionMsg serves only the visitor\'s own session', async () => {
    const t = ctx();
    const a = await startVisitor(t.app);
    const b = await startVisitor(t.app);
    await send(t.app, a, { msgContent: 'A-private', msgType: 1, id: 'message1' });
    const own = await post<ChatMessage[]>(t.app, P.getSessionMsg, { sessionId: a.sessionId }, a.token);
    assert.equal(own.status, 200);
    assert.deepEqual(own.data.map((m) => m.msgContent), ['A-private']);
    const stolen = await raw(t.app, P.getSessionMsg, { sessionId: a.sessionId }, b.token);
    assert.match(stolen, /"code":404/);
    assert.doesNotMatch(stolen, /A-private/);
    assert.equal((await post(t.app, P.getSessionMsg, { sessionId: 'snope' }, b.token)).status, 404);
  });

  it('hidden messages are absent from the raw JSON of events, history and session messages', async () => {
    const t = ctx();
    const v = await startVisitor(t.app);
    await send(t.app, v, { msgContent: 'my own words', msgType: 1, id: 'message1' });
    const { secrets, recalledId } = await storeHidden(t, v);
    const bodies = [
      await raw(t.app, P.getEventMsg, { pollId: 0 }, v.token),
      await raw(t.app, P.getHistoryMsg, { pageSize: 20, maxTime: 0 }, v.token),
      await raw(t.app, P.getSessionMsg, { sessionId: v.sessionId }, v.token),
    ];
    for (const body of bodies) {
      for (const s of secrets) assert.ok(!body.includes(s), `${s} leaked: ${body}`);
      assert.ok(body.includes('visible agent reply'));
      assert.ok(!body.includes('"insideFlag"'));
    }
    const history = JSON.parse(bodies[1]!) as { data: ChatMessage[] };
    const stub = history.data.find((m) => m.msgId === recalledId);
    assert.equal(stub?.recallFlag, 1, 'a recalled message keeps its place without its body');
    assert.equal(stub?.msgContent, '');
    const events = (JSON.parse(bodies[0]!) as { data: { msgList: { eventCode: number; msgId?: string }[] } }).data.msgList;
    assert.ok(events.some((e) => e.eventCode === EventCode.messageRetracted && e.msgId === recalledId));
  });

  it('getEventMsg: events after the cursor, the same cursor twice gives the same events (a lost response loses nothing)', async () => {
    const t = ctx();
    const v = await startVisitor(t.app);
    const empty = await poll(t.app, v, v.pollId);
    assert.deepEqual(empty.data.msgList, []);
    assert.equal(empty.data.status, 1);
    const chat = t.services.chat;
    await chat.emitEvent(v.id, EventCode.agentConnected, { adminId: 'agent1', adminNick: '小王' });
    await makeManual(t, v);
    await chat.appendMessage(v.id, { senderType: 2, msgType: 1, msgContent: 'hello from agent1', senderName: '小王' });
    await chat.emitEvent(v.id, EventCode.agentTyping, {});
    const first = await poll(t.app, v, v.pollId);
    // the response is "lost": the client polls again with the same cursor
    const second = await poll(t.app, v, v.pollId);
    assert.deepEqual(second.data, first.data);
    assert.deepEqual(first.data.msgList.map((e) => e.eventCode), [1200, 1201, 1204]);
    assert.equal(first.data.status, 2);
    assert.equal(first.data.msgList[1]!.msgContent, 'hello from agent1');
    const next = await poll(t.app, v, first.data.pollId!);
    assert.deepEqual(next.data.msgList, []);
    assert.equal(next.data.pollId, first.data.pollId);
    // a string cursor works the same; a garbage one is a 400
    assert.deepEqual((await poll(t.app, v, String(v.pollId))).data, first.data);
    for (const bad of [-1, 'abc', 1.5, null, {}]) assert.equal((await post(t.app, P.getEventMsg, { pollId: bad }, v.token)).status, 400, JSON.stringify(bad));
    // the visitor's own and the robot's messages are not visitor events
    await send(t.app, v, { msgContent: 'mine', msgType: 1, id: 'message9' });
    await chat.appendMessage(v.id, { senderType: 3, msgType: 3, msgContent: 'robot answer' });
    assert.deepEqual((await poll(t.app, v, first.data.pollId!)).data.msgList, []);
  });

  it('every event code 1200–1208 goes through emitEvent in order; 1202 ends the chat once', async () => {
    const t = ctx();
    const v = await startVisitor(t.app);
    const codes = [EventCode.agentConnected, EventCode.evaluationRequest, EventCode.agentTyping, EventCode.videoAgentId, EventCode.errorFlag];
    for (const c of codes) await t.services.chat.emitEvent(v.id, c, { n: c });
    await t.services.chat.closeSession(v.id, 2);
    await t.services.chat.closeSession(v.id, 2);
    await post(t.app, P.chatClose, {}, v.token);
    const r = await poll(t.app, v, v.pollId);
    assert.deepEqual(r.data.msgList.map((e) => e.eventCode), [...codes, 1202]);
    assert.equal(r.data.msgList.at(-1)!.outType, 2);
    assert.equal(r.data.status, 0);
  });

  it('polling is capped for a visitor polling far too often', async () => {
    const t = ctx();
    const v = await startVisitor(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 80; i++) statuses.push((await poll(t.app, v, 0)).status);
    assert.ok(statuses.includes(429));
    t.clock.advance(5000);
    assert.equal((await poll(t.app, v, 0)).status, 200);
  });
}
