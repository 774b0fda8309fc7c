/**
 * Events to the visitor (issue 11 "Tests that must exist": events): every code 1200–1205 and 1208
 * produced by the real action that causes it reaches getEventMsg in order, exactly once; hidden
 * messages never reach the visitor's JSON; a burst of 100 agent messages arrives whole and in
 * order; the agent closing while the visitor sends never loses an acknowledged message.
 */
import { describe, it, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { Endpoints, EventCode, MsgType, OutType, SenderType } from '../../../protocol';
import type { DeskMessage } from '../../../protocol';
import type { TestApp } from '../helpers';
import { post } from '../helpers';
import { raw, send } from '../chat/fixtures';
import { agentOnline, codes, desk, drain, sessionOf, startVisitor, transfer } from './kit';
import type { Desk, Visitor } from './kit';
import { resetStaff } from './suite-routing';

async function connected(t: TestApp): Promise<{ a: Desk; v: Visitor; sessionId: string }> {
  const a = await agentOnline(t.app, 'agent1');
  const v = await startVisitor(t.app);
  const r = await transfer(t.app, v);
  assert.equal(r.data.status, 2);
  return { a, v, sessionId: await sessionOf(t, v) };
}

export function eventsSuite(ctx: () => TestApp): void {
  describe('events to the visitor (spec §4 1200–1208)', () => {
    beforeEach(async () => { await resetStaff(ctx(), 5); });

    it('each real action gives its event, in order, exactly once — whether polled step by step or all at once', async () => {
      const t = ctx();
      const start = await startVisitor(t.app);
      const from = start.pollId;
      const a = await agentOnline(t.app, 'agent1');
      const steps: [string, number[], () => Promise<unknown>][] = [
        ['transfer', [EventCode.agentConnected, EventCode.agentMessage], () => transfer(t.app, start)],
        ['agent message', [EventCode.agentMessage], () => desk(t.app, a.token, 'chat/send', { sessionId: start.sessionId, msgType: MsgType.text, msgContent: '您好 👋' })],
        ['agent typing', [EventCode.agentTyping], () => desk(t.app, a.token, 'chat/typing', { sessionId: start.sessionId })],
        ['internal note (nothing)', [], () => desk(t.app, a.token, 'chat/note', { sessionId: start.sessionId, msgContent: 'VIP customer, be nice' })],
        ['sensitive agent message (nothing)', [], () => desk(t.app, a.token, 'chat/send', { sessionId: start.sessionId, msgType: MsgType.text, msgContent: 'you are an idiot' })],
        ['visitor sends a sensitive word', [EventCode.errorFlag], () => send(t.app, start, { msgContent: 'this is a scam', msgType: MsgType.text, id: 'message1' })],
        ['the same send retried (nothing new)', [], () => send(t.app, start, { msgContent: 'this is a scam', msgType: MsgType.text, id: 'message1' })],
        ['evaluation invited', [EventCode.evaluationRequest], () => desk(t.app, a.token, 'chat/inviteEvaluation', { sessionId: start.sessionId })],
      ];
      const stepwise: number[] = [];
      for (const [name, expected, act] of steps) {
        const r = (await act()) as { status: number; msg: string };
        assert.equal(r.status, 200, `${name}: ${r.msg}`);
        const got = codes((await drain(t.app, start)).events);
        assert.deepEqual(got, expected, name);
        stepwise.push(...got);
      }
      // the recall: the message then its 1205
      const m = await desk<DeskMessage>(t.app, a.token, 'chat/send', { sessionId: start.sessionId, msgType: MsgType.text, msgContent: 'oops, wrong order number' });
      assert.deepEqual(codes((await drain(t.app, start)).events), [EventCode.agentMessage]);
      assert.equal((await desk(t.app, a.token, 'chat/recall', { sessionId: start.sessionId, msgId: m.data.msgId })).status, 200);
      const recalled = (await drain(t.app, start)).events;
      assert.deepEqual(codes(recalled), [EventCode.messageRetracted]);
      assert.equal(recalled[0]!.msgId, m.data.msgId);
      assert.equal((await desk(t.app, a.token, 'chat/close', { sessionId: start.sessionId })).status, 200);
      const closed = (await drain(t.app, start)).events;
      assert.deepEqual(codes(closed), [EventCode.chatClosed]);
      assert.equal(closed[0]!.outType, OutType.agentClosed);
      stepwise.push(EventCode.agentMessage, EventCode.messageRetracted, EventCode.chatClosed);

      // all at once from the first cursor: the recalled message's 1201 is gone, the rest the same
      const replay = { ...start, pollId: from };
      const all = codes((await drain(t.app, replay)).events);
      assert.deepEqual(all, stepwise.filter((_c, i) => i !== stepwise.length - 3), 'one poll sequence: same events, same order, no duplicates');
      for (const code of [1200, 1201, 1202, 1203, 1204, 1205, 1208]) assert.ok(all.includes(code), `${code} was produced`);

      // hidden bodies are absent from the visitor's raw JSON, not merely flagged
      for (const [url, body] of [[Endpoints.getEventMsg.path, { pollId: from }], [Endpoints.getHistoryMsg.path, {}], [Endpoints.getSessionMsg.path, { sessionId: start.sessionId }]] as const) {
        const text = await raw(t.app, url, body, start.token);
        for (const hidden of ['VIP customer', 'an idiot', 'wrong order number']) assert.ok(!text.includes(hidden), `${url} must not contain "${hidden}"`);
      }
      // …while the desk sees all of it, marked
      const view = await desk<{ messages: DeskMessage[] }>(t.app, a.token, 'chat/messages', { sessionId: start.sessionId });
      const byText = (s: string) => view.data.messages.find((x) => (x.msgContent ?? '').includes(s));
      assert.equal(byText('VIP customer')?.insideFlag, 1);
      assert.equal(byText('an idiot')?.sensitiveFlag, 1);
      assert.equal(byText('this is a scam')?.sensitiveFlag, 1);
      assert.equal(byText('wrong order number')?.recallFlag, 1);
    });

    it('the 1208 names the refused message, and the visitor\'s own message stays visible to them, marked', async () => {
      const t = ctx();
      const { v } = await connected(t);
      await drain(t.app, v);
      const sent = await send(t.app, v, { msgContent: '你们是垃圾', msgType: MsgType.text, id: 'message42' });
      assert.equal(sent.status, 200);
      assert.equal(sent.data.sensitiveFlag, 1);
      const [flag] = (await drain(t.app, v)).events;
      assert.equal(flag!.eventCode, EventCode.errorFlag);
      assert.equal(flag!.msgId, sent.data.msgId);
      assert.equal(flag!.id, 'message42');
    });

    it('a burst of 100 agent messages: the visitor sees all, in order, no gaps, no duplicates', async () => {
      const t = ctx();
      const { a, v, sessionId } = await connected(t);
      await drain(t.app, v);
      // the agent's send limit is per agent; lift it for the burst (a desk can be scripted)
      (t.services.agentActions as unknown as { sends: { take(): boolean } }).sends.take = () => true;
      const sends = await Promise.all(Array.from({ length: 100 }, (_, i) => desk<DeskMessage>(t.app, a.token, 'chat/send', { sessionId, msgType: MsgType.text, msgContent: `line ${i}`, id: `burst${i}` })));
      assert.ok(sends.every((s) => s.status === 200));
      const got = (await drain(t.app, v)).events;
      assert.equal(got.length, 100);
      const seqs = got.map((e) => Number(e.seq));
      assert.deepEqual(seqs, [...seqs].sort((x, y) => x - y), 'in server order');
      assert.equal(new Set(got.map((e) => e.msgId)).size, 100, 'no duplicates');
      assert.deepEqual(new Set(got.map((e) => e.msgContent)), new Set(Array.from({ length: 100 }, (_, i) => `line ${i}`)));
      for (let i = 1; i < seqs.length; i++) assert.equal(seqs[i], seqs[i - 1]! + 1, 'no gaps');
      // the same burst retried: nothing new
      await Promise.all(Array.from({ length: 100 }, (_, i) => desk(t.app, a.token, 'chat/send', { sessionId, msgType: MsgType.text, msgContent: `line ${i}`, id: `burst${i}` })));
      assert.equal((await drain(t.app, v)).events.length, 0);
    });

    it('the agent closes while the visitor sends: every acknowledged send is stored and seen by the desk; the rest are refused with "chat ended"', async () => {
      const t = ctx();
      const { a, v, sessionId } = await connected(t);
      const sends = Array.from({ length: 20 }, (_, i) => send(t.app, v, { msgContent: `m${i}`, msgType: MsgType.text, id: `race${i}` }));
      const close = desk(t.app, a.token, 'chat/close', { sessionId });
      const results = await Promise.all(sends);
      assert.equal((await close).status, 200);
      const ok = results.filter((r) => r.status === 200).map((r) => r.data.msgContent);
      for (const r of results) if (r.status !== 200) assert.deepEqual([r.status, /chat ended/.test(r.msg)], [409, true]);
      const view = await desk<{ messages: DeskMessage[] }>(t.app, a.token, 'chat/messages', { sessionId });
      const stored = view.data.messages.filter((m) => m.senderType === SenderType.visitor).map((m) => m.msgContent);
      assert.deepEqual(stored.sort(), [...ok].sort(), 'exactly the acknowledged ones, each once');
    });

    it('getAdminCard is the connected agent\'s card; getOfflineMsg has what an agent left after the chat ended', async () => {
      const t = ctx();
      const { a, v, sessionId } = await connected(t);
      const card = await post<Record<string, string>>(t.app, Endpoints.getAdminCard.path, {}, v.token);
      assert.deepEqual([card.data.adminId, card.data.adminNick, card.data.adminCardMobile, card.data.adminCardWechat], ['agent1', '小王', '13800000001', 'kefu_agent1']);
      await desk(t.app, a.token, 'chat/close', { sessionId });
      const refused = await desk(t.app, a.token, 'chat/send', { sessionId, msgType: MsgType.text, msgContent: 'are you there?' });
      assert.equal(refused.status, 409, 'an ended chat takes no more messages');
      const left = await desk(t.app, a.token, 'visitor/offlineMessage', { userId: v.userId, msgContent: 'Your refund went out today.' });
      assert.equal(left.status, 200);
      const back = await startVisitor(t.app, {}, v.token);
      const offline = await post<{ msgList: { msgContent: string; adminNick: string; msgTime: number }[] }>(t.app, Endpoints.getOfflineMsg.path, { pollId: back.pollId }, back.token);
      assert.equal(offline.data.msgList.length, 1);
      assert.deepEqual([offline.data.msgList[0]!.msgContent, offline.data.msgList[0]!.adminNick], ['Your refund went out today.', '小王']);
      assert.equal(offline.data.msgList[0]!.msgTime, t.clock.now());
    });
  });
}
