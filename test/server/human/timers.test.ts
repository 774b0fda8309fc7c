/**
 * Timers with a controlled clock (issue 11 item 4 and "Tests that must exist": timers): the user
 * timeout closes the chat (1202 outType 1 with userTimeoutMsg), the desk is told when the agent
 * has not replied in adminTimeoutTime, a visitor's message restarts the user timer, and a restart
 * in between loses no timer (they come from stored times). On SQLite, and on PostgreSQL when there.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EventCode, MsgType, OutType, UserStatus } from '../../../protocol';
import type { DeskEvent } from '../../../protocol';
import { ManualClock } from '../../../server/clock';
import { tenantTopic } from '../../../server/bus';
import { makeTestApp, pgUnavailable, PG_URL, serviceThere } from '../helpers';
import type { TestApp, TestAppOptions } from '../helpers';
import { freshSchema } from '../pg-schema';
import { send } from '../chat/fixtures';
import { agentOnline, codes, desk, drain, sessionOf, setLimit, signIn, startVisitor, transfer } from './kit';
import { LIMITS_ENV } from './suite-routing';

const MINUTE = 60_000;
/** the demo channel's settings (server/seed/demo-data.ts) */
const USER_TIMEOUT = 10 * MINUTE;
const ADMIN_TIMEOUT = 3 * MINUTE;

function deskEvents(t: TestApp): DeskEvent[] {
  const got: DeskEvent[] = [];
  t.services.bus.subscribe(tenantTopic('demo'), (e) => { if (e.kind === 'desk') got.push(e.event); });
  return got;
}

async function connectedChat(t: TestApp) {
  const a = await agentOnline(t.app, 'agent1');
  const v = await startVisitor(t.app);
  assert.equal((await transfer(t.app, v)).data.status, 2);
  await drain(t.app, v);
  return { a, v, sessionId: await sessionOf(t, v) };
}

/** Keep the agent's desk alive across long clock jumps (a connected desk would). */
const keepDesk = (t: TestApp) => t.services.agents.presence.touch(['agent1']);

for (const backend of ['sqlite', 'pg'] as const) {
  describe(`chat timers on ${backend}`, () => {
    const options = async (t: { skip(r: string): void } & Parameters<typeof serviceThere>[0]): Promise<TestAppOptions | null> => {
      if (backend === 'sqlite') return { seed: true, env: LIMITS_ENV };
      if (!serviceThere(t, await pgUnavailable())) return null;
      return { seed: true, env: LIMITS_ENV, databaseUrl: PG_URL };
    };

    it('the user timeout closes the chat with 1202 outType 1 and userTimeoutMsg; the desk is told', async (tc) => {
      const o = await options(tc);
      if (!o) return;
      const t = await makeTestApp(o);
      try {
        const seen = deskEvents(t);
        const { v, sessionId } = await connectedChat(t);
        t.clock.advance(USER_TIMEOUT - 1000);
        await keepDesk(t);
        assert.equal((await t.services.timers.tick()).closed, 0, 'not yet');
        t.clock.advance(1000);
        await keepDesk(t);
        assert.equal((await t.services.timers.tick()).closed, 1);
        const r = await drain(t.app, v);
        assert.deepEqual(codes(r.events), [EventCode.chatClosed]);
        assert.equal(r.events[0]!.outType, OutType.userTimeout);
        assert.equal(r.events[0]!.msg, '您长时间未回复，会话即将结束。');
        assert.equal(r.last.status, UserStatus.offline);
        assert.ok(seen.some((e) => e.type === 'chat.closed' && e.sessionId === sessionId && e.outType === OutType.userTimeout));
        assert.equal((await t.services.timers.tick()).closed, 0, 'closed once');
      } finally {
        await t.close();
      }
    });

    it('a visitor message restarts the user timer; the agent-not-replied notice reaches the desk once per wait', async (tc) => {
      const o = await options(tc);
      if (!o) return;
      const t = await makeTestApp(o);
      try {
        const seen = deskEvents(t);
        const { a, v, sessionId } = await connectedChat(t);
        t.clock.advance(USER_TIMEOUT - MINUTE);
        assert.equal((await send(t.app, v, { msgContent: 'still here', msgType: MsgType.text })).status, 200);
        t.clock.advance(ADMIN_TIMEOUT - 1000);
        await keepDesk(t);
        await t.services.timers.tick();
        assert.equal(seen.filter((e) => e.type === 'chat.adminTimeout').length, 0, 'not yet');
        t.clock.advance(1000);
        await keepDesk(t);
        const tick = await t.services.timers.tick();
        assert.deepEqual([tick.closed, tick.adminTimeouts], [0, 1], 'the visitor wrote: it is the agent\'s turn, no user timeout');
        const notice = seen.find((e) => e.type === 'chat.adminTimeout');
        assert.ok(notice && notice.type === 'chat.adminTimeout' && notice.sessionId === sessionId);
        assert.equal((await t.services.timers.tick()).adminTimeouts, 0, 'once per wait');
        const list = await desk<{ chats: { sessionId: string; agentOverdue: boolean }[] }>(t.app, a.token, 'chats/list');
        assert.equal(list.data.chats.find((c) => c.sessionId === sessionId)?.agentOverdue, true);
        // the agent replies: its turn is over, the visitor's timer starts from the reply
        await desk(t.app, a.token, 'chat/send', { sessionId, msgType: MsgType.text, msgContent: 'Sorry for the wait!' });
        t.clock.advance(USER_TIMEOUT - 1000);
        await keepDesk(t);
        assert.equal((await t.services.timers.tick()).closed, 0);
        t.clock.advance(1000);
        await keepDesk(t);
        assert.equal((await t.services.timers.tick()).closed, 1);
      } finally {
        await t.close();
      }
    });

    it('a restart in between loses no timer: a new process closes the chat when it is due', async (tc) => {
      const o = await options(tc);
      if (!o) return;
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kefu-timers-'));
      const schema = backend === 'pg' ? await freshSchema(PG_URL) : undefined;
      const clock = new ManualClock(Date.now());
      // the seed runs on the first start only (a database with a tenant is left alone)
      const open = () => makeTestApp({ seed: true, env: LIMITS_ENV, dataDir, clock, ...(schema ? { sharedDatabaseUrl: schema.url } : {}) });
      try {
        const first = await open();
        const { v } = await connectedChat(first);
        clock.advance(USER_TIMEOUT / 2);
        await first.close();

        clock.advance(USER_TIMEOUT / 2);
        const second = await open();
        try {
          await second.services.agents.presence.touch(['agent1']);
          assert.equal((await second.services.timers.tick()).closed, 1, 'the timer came back from the stored times');
          const r = await drain(second.app, v);
          assert.equal(r.events.at(-1)?.outType, OutType.userTimeout);
        } finally {
          await second.close();
        }
      } finally {
        await schema?.drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    });

    it('a queued visitor who stopped polling (tab closed) gives up the place; one who polls keeps it', async (tc) => {
      const o = await options(tc);
      if (!o) return;
      const t = await makeTestApp(o);
      try {
        const seen = deskEvents(t);
        const admin = await signIn(t.app, 'admin');
        await setLimit(t.app, admin.token, 'agent1', 1);
        await connectedChat(t);
        const [gone, staying] = [await startVisitor(t.app), await startVisitor(t.app)];
        assert.equal((await transfer(t.app, gone!)).data.waitIndex, 1);
        assert.equal((await transfer(t.app, staying!)).data.waitIndex, 2);
        await drain(t.app, gone!);
        const abandon = t.services.deps.config.desk.queueAbandonMs;
        // `staying` polls through the whole wait (every 20 s here); `gone` never polls again
        for (let waited = 0; waited <= abandon; waited += 20_000) {
          t.clock.advance(20_000);
          await keepDesk(t);
          await drain(t.app, staying!);
          const r = await t.services.timers.tick();
          if (waited + 20_000 <= abandon) assert.equal(r.abandoned, 0, `still waiting after ${waited + 20_000} ms`);
          else assert.equal(r.abandoned, 1, 'the silent visitor gives up the place');
        }
        const left = await drain(t.app, gone!);
        assert.deepEqual(codes(left.events), [EventCode.chatClosed]);
        assert.equal(left.events[0]!.outType, OutType.userTimeout);
        assert.equal(left.last.status, UserStatus.offline);
        const moved = await drain(t.app, staying!);
        assert.deepEqual(codes(moved.events), [EventCode.queuePosition]);
        assert.equal(moved.last.waitIndex, 1, 'the one behind moves up');
        assert.ok(seen.some((e) => e.type === 'queue.removed' && e.userId === gone!.id.userId), 'the desks hear it');

        // still polling, the remaining visitor keeps the place however long it waits
        for (let i = 0; i < 12; i += 1) {
          t.clock.advance(20_000);
          await keepDesk(t);
          await drain(t.app, staying!);
          assert.equal((await t.services.timers.tick()).abandoned, 0);
        }
        assert.equal((await drain(t.app, staying!)).last.status, UserStatus.queued);
      } finally {
        await t.close();
      }
    });
  });
}
