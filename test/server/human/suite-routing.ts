/**
 * Routing (issue 11 "Tests that must exist": routing): spec §4 transfer results 1–5 produced by
 * the real server, the queue's order and positions, concurrent transfers, an agent going offline.
 */
import { describe, it, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { EventCode, OutType, TransferResult, UserStatus } from '../../../protocol';
import type { TestApp } from '../helpers';
import { agentOnline, codes, desk, drain, sessionOf, setLimit, signIn, startVisitor, transfer } from './kit';
import type { Desk } from './kit';

export const LIMITS_ENV = { KEFU_RATE_DESK_LOGIN: '10000/1m', KEFU_RATE_DESK_LOGIN_ADDRESS: '10000/1m', KEFU_RATE_TRANSFER: '1000/1m' };

/** Everyone offline, agent1 at `limit`, the demo channel as seeded (groupMode 1, both groups). */
export async function resetStaff(t: TestApp, limit: number): Promise<Desk> {
  const admin = await signIn(t.app, 'admin');
  for (const a of ['agent1', 'agent2', 'admin']) {
    await t.services.agents.presence.set('demo', a, 'offline');
  }
  await setLimit(t.app, admin.token, 'agent1', limit);
  await setLimit(t.app, admin.token, 'agent2', 5);
  await desk(t.app, admin.token, 'admin/workingHours/set', { enabled: false, timeZone: 'Asia/Shanghai', days: {} });
  // open chats of earlier tests end, so loads start at zero
  const open = await t.services.deps.store.db.selectFrom('sessions').select(['tenant_id', 'channel_id', 'user_id']).where('ended', '=', 0).execute();
  for (const s of open) await t.services.chat.closeSession({ tenantId: s.tenant_id, channelId: s.channel_id, userId: s.user_id }, OutType.over);
  return admin;
}

export function routingSuite(ctx: () => TestApp): void {
  describe('routing (spec §4 transfer results)', () => {
    let admin: Desk;
    beforeEach(async () => { admin = await resetStaff(ctx(), 1); });

    it('one agent with limit 1 and three visitors: 2, then queued at 1 and 2; they move up as the first chat closes', async () => {
      const t = ctx();
      const a1 = await agentOnline(t.app, 'agent1');
      const [v1, v2, v3] = [await startVisitor(t.app), await startVisitor(t.app), await startVisitor(t.app)];
      const r1 = await transfer(t.app, v1!);
      assert.equal(r1.data.status, TransferResult.connected);
      assert.equal(r1.data.adminId, 'agent1');
      assert.equal(r1.data.adminNick, '小王');
      const r2 = await transfer(t.app, v2!);
      const r3 = await transfer(t.app, v3!);
      assert.deepEqual([r2.data.status, r2.data.waitIndex, r3.data.status, r3.data.waitIndex], [3, 1, 3, 2]);
      assert.equal(r2.data.msg, '您前面还有 1 位访客，请稍候。', 'userQueueMsg with ## replaced by the position');
      assert.equal(r3.data.msg, '您前面还有 2 位访客，请稍候。');
      await drain(t.app, v2!);
      await drain(t.app, v3!);

      const first = await drain(t.app, v1!);
      assert.deepEqual(codes(first.events), [EventCode.agentConnected, EventCode.agentMessage], 'connected, then adminWelcomeMsg');
      assert.equal(first.events[0]!.adminNick, '小王');
      assert.equal(first.events[1]!.msgContent, '您好，请问有什么可以帮您？');
      assert.equal(first.last.status, UserStatus.manual);

      const close = await desk(t.app, a1.token, 'chat/close', { sessionId: await sessionOf(t, v1!) });
      assert.equal(close.status, 200);
      const closed = await drain(t.app, v1!);
      assert.deepEqual(codes(closed.events), [EventCode.chatClosed]);
      assert.equal(closed.events[0]!.outType, OutType.agentClosed);
      assert.equal(closed.events[0]!.msg, '客服已结束会话，感谢您的咨询！', 'adminCloseMsg (adminCloseMode on)');

      const second = await drain(t.app, v2!);
      assert.deepEqual(codes(second.events), [EventCode.agentConnected, EventCode.agentMessage]);
      assert.equal(second.last.status, UserStatus.manual);
      const third = await drain(t.app, v3!);
      assert.deepEqual(codes(third.events), [EventCode.queuePosition]);
      assert.equal(third.events[0]!.waitIndex, 1);
      assert.equal(third.last.status, UserStatus.queued);
      assert.equal(third.last.waitIndex, 1);
    });

    it('no agent online → 1 with adminOfflineMsg; the visitor stays with the robot', async () => {
      const t = ctx();
      const v = await startVisitor(t.app);
      const r = await transfer(t.app, v);
      assert.equal(r.data.status, TransferResult.noAgentOnline);
      assert.equal(r.data.msg, '当前没有客服在线，请留言。');
      assert.equal((await drain(t.app, v)).last.status, UserStatus.robot);
    });

    it('a busy agent is present: the visitor queues (3) instead of being told nobody is online', async () => {
      const t = ctx();
      await agentOnline(t.app, 'agent1', 'busy');
      const r = await transfer(t.app, await startVisitor(t.app));
      assert.equal(r.data.status, TransferResult.queued);
      assert.equal(r.data.waitIndex, 1);
    });

    it('outside working hours → 5 with unWorkingMsg, whoever is online', async () => {
      const t = ctx();
      await agentOnline(t.app, 'agent1');
      // open only on a date that is not today, in a time zone far from UTC
      const set = await desk(t.app, admin.token, 'admin/workingHours/set', { enabled: true, timeZone: 'Pacific/Kiritimati', days: { 0: [{ start: '00:00', end: '24:00' }], 1: [{ start: '00:00', end: '24:00' }], 2: [{ start: '00:00', end: '24:00' }], 3: [{ start: '00:00', end: '24:00' }], 4: [{ start: '00:00', end: '24:00' }], 5: [{ start: '00:00', end: '24:00' }], 6: [{ start: '00:00', end: '24:00' }] }, closedDates: [localDate(t.clock.now(), 'Pacific/Kiritimati')] });
      assert.equal(set.status, 200, set.msg);
      const r = await transfer(t.app, await startVisitor(t.app));
      assert.equal(r.data.status, TransferResult.offWork);
      assert.equal(r.data.msg, '现在是非工作时间（9:00–18:00），请留言。');
    });

    it('a group the channel does not offer, or transfer switched off → 4 failed; the query groupId transfers directly', async () => {
      const t = ctx();
      await setLimit(t.app, admin.token, 'agent1', 5);
      await agentOnline(t.app, 'agent1');
      await agentOnline(t.app, 'agent2');
      assert.equal((await transfer(t.app, await startVisitor(t.app), { groupId: 'no-such-group' })).data.status, TransferResult.failed);
      const v = await startVisitor(t.app);
      const r = await transfer(t.app, v, { groupId: 'g-presales' });
      assert.equal(r.data.adminId, 'agent1', 'only agent1 is in the pre-sales group');
      const chatStartGroup = await startVisitor(t.app, { groupId: 'g-presales' });
      assert.equal((await transfer(t.app, chatStartGroup)).data.adminId, 'agent1', 'the init query groupId counts too');
      await t.services.channels.upsert({ tenantId: 'demo', channelId: 'demo-wo', config: { transferUserMode: 0 } });
      const off = await startVisitor(t.app, {}, undefined, 'demo-wo');
      const failed = await transfer(t.app, off);
      assert.equal(failed.data.status, TransferResult.failed);
      await t.services.channels.upsert({ tenantId: 'demo', channelId: 'demo-wo', config: { transferUserMode: 1 } });
    });

    it('a requested adminId is tried first; the least-loaded agent otherwise', async () => {
      const t = ctx();
      await setLimit(t.app, admin.token, 'agent1', 5);
      await agentOnline(t.app, 'agent1');
      await agentOnline(t.app, 'agent2');
      assert.equal((await transfer(t.app, await startVisitor(t.app), { adminId: 'agent2' })).data.adminId, 'agent2');
      t.clock.advance(1000);
      const next = await transfer(t.app, await startVisitor(t.app));
      assert.equal(next.data.adminId, 'agent1', 'agent1 has no chat, agent2 has one');
      t.clock.advance(1000);
      const third = await transfer(t.app, await startVisitor(t.app));
      assert.equal(third.data.adminId, 'agent2', 'both have one; agent2 has been idle longer');
    });

    it('concurrent transfers of one visitor → one chat, one queue entry', async () => {
      const t = ctx();
      await agentOnline(t.app, 'agent1');
      const busy = await startVisitor(t.app);
      assert.equal((await transfer(t.app, busy)).data.status, TransferResult.connected);
      // agent1 is full: five parallel transfers of one visitor make one queue entry
      const v = await startVisitor(t.app);
      const rs = await Promise.all(Array.from({ length: 5 }, () => transfer(t.app, v)));
      assert.deepEqual(rs.map((r) => [r.data.status, r.data.waitIndex]), Array.from({ length: 5 }, () => [3, 1]));
      const db = t.services.deps.store.db;
      const entries = await db.selectFrom('chat_queue').select('user_id').where('user_id', '=', v.userId).execute();
      assert.equal(entries.length, 1);
      // with room: five parallel transfers of another visitor make one chat
      await setLimit(t.app, admin.token, 'agent1', 5);
      const w = await startVisitor(t.app);
      const ws = await Promise.all(Array.from({ length: 5 }, () => transfer(t.app, w)));
      assert.deepEqual(ws.map((r) => [r.data.status, r.data.adminId]), Array.from({ length: 5 }, () => [2, 'agent1']));
      const connected = codes((await drain(t.app, w)).events).filter((c) => c === EventCode.agentConnected);
      assert.equal(connected.length, 1, 'one 1200 for one chat');
      const sessions = await db.selectFrom('sessions').select('session_id').where('user_id', '=', w.userId).execute();
      assert.equal(sessions.length, 1);
    });

    it('an agent going offline mid-chat: its chat goes back to the front of the queue, the queue moves, a colleague takes both', async () => {
      const t = ctx();
      const a1 = await agentOnline(t.app, 'agent1');
      const v1 = await startVisitor(t.app);
      const v2 = await startVisitor(t.app);
      await transfer(t.app, v1);
      assert.equal((await transfer(t.app, v2)).data.waitIndex, 1);
      await drain(t.app, v1);
      await drain(t.app, v2);
      assert.equal((await desk(t.app, a1.token, 'presence/set', { presence: 'offline' })).status, 200);
      const back = await drain(t.app, v1);
      assert.equal(back.last.status, UserStatus.queued);
      assert.equal(back.last.waitIndex, 1, 'the chat handed back is served first');
      assert.deepEqual(codes(back.events), [EventCode.queuePosition]);
      const moved = await drain(t.app, v2);
      assert.equal(moved.last.waitIndex, 2);
      assert.deepEqual(moved.events.map((e) => e.waitIndex), [2]);
      const queue = await desk<{ queue: { userId: string; returned: boolean }[] }>(t.app, admin.token, 'queue/list');
      assert.deepEqual(queue.data.queue.map((q) => [q.userId, q.returned]), [[v1.userId, true], [v2.userId, false]]);

      await agentOnline(t.app, 'agent2');
      const v1Again = await drain(t.app, v1);
      assert.equal(v1Again.last.status, UserStatus.manual);
      assert.equal(v1Again.events.find((e) => e.eventCode === EventCode.agentConnected)?.adminId, 'agent2');
      assert.equal((await drain(t.app, v2)).last.status, UserStatus.manual);
    });

    it('a desk gone past the grace period is offline: the timer hands its chat on', async () => {
      const t = ctx();
      await agentOnline(t.app, 'agent1');
      const v = await startVisitor(t.app);
      await transfer(t.app, v);
      t.clock.advance(t.services.deps.config.desk.presenceGraceMs - 1000);
      assert.equal((await t.services.timers.tick()).expired, 0, 'still within the grace period');
      t.clock.advance(2000);
      assert.equal((await t.services.timers.tick()).expired, 1);
      const r = await drain(t.app, v);
      assert.equal(r.last.status, UserStatus.queued);
      const colleagues = await desk<{ agentId: string; presence: string }[]>(t.app, admin.token, 'colleagues/list');
      assert.equal(colleagues.data.find((c) => c.agentId === 'agent1')?.presence, 'offline');
    });

    it('a second window keeps the one chat: the older window gets 1202 outType 3, the chat stays open', async () => {
      const t = ctx();
      await agentOnline(t.app, 'agent1');
      const v = await startVisitor(t.app);
      await transfer(t.app, v);
      await drain(t.app, v);
      const older = { ...v };
      const newer = await startVisitor(t.app, { userId: v.userId }, v.token);
      assert.equal(newer.userId, v.userId);
      assert.equal(newer.sessionId, v.sessionId, 'the same chat');
      const seen = await drain(t.app, older);
      assert.deepEqual(codes(seen.events), [EventCode.chatClosed]);
      assert.equal(seen.events[0]!.outType, OutType.newWindow);
      assert.equal(seen.last.status, UserStatus.manual, 'the chat itself is still with the agent');
      assert.deepEqual((await drain(t.app, newer)).events, [], 'the new window starts after that event');
    });
  });
}

/** YYYY-MM-DD of `now` in a time zone. */
function localDate(now: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
