/**
 * Supervision (docs/api.md "Team and supervision"), on SQLite and PostgreSQL: the team panel
 * lists each agent with presence, load and current chats; an admin's note reaches the agent's
 * chat as a staff-only note no visitor read carries; taking a chat over and passing it on move it
 * (event 1200 to the visitor, a marker naming the admin, no undo) and are refused clearly when
 * they cannot happen; agents get 403, another tenant's chat 404. And the desk socket's `watch`
 * (SQLite, a real port): an admin receives a colleague's chat messages live and hears when it
 * moves; an agent may not watch; another tenant's chat is not found; `unwatch` stops it.
 */
import { beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { EventCode, MsgType } from '../../../protocol';
import type { DeskChat, DeskMessage, DeskTeamMember } from '../../../protocol';
import { onPostgres, post, seededOn, useTestApp } from '../helpers';
import type { TestApp } from '../helpers';
import { agentOnline, desk, drain, otherTenant, sessionOf, signIn, startVisitor, transfer } from '../human/kit';
import type { Desk, Visitor } from '../human/kit';
import { LIMITS_ENV, resetStaff } from '../human/suite-routing';
import { useSocketServer } from '../human/ws-client';

const chatIds = async (t: TestApp, d: Desk) => (await desk<{ chats: DeskChat[] }>(t.app, d.token, 'chats/list')).data.chats.map((c) => c.sessionId);
const log = async (t: TestApp, d: Desk, sessionId: string) => (await desk<{ messages: DeskMessage[] }>(t.app, d.token, 'chat/messages', { sessionId })).data.messages;

function suite(backend: 'sqlite' | 'pg'): void {
  describe(`supervision on ${backend}`, () => {
    const t = useTestApp({ ...seededOn(backend), env: LIMITS_ENV });
    let admin: Desk;
    let a1: Desk;
    let v: Visitor;
    let sessionId: string;

    // agent1 serves a visitor; the admin is signed in (offline)
    beforeEach(async () => {
      admin = await resetStaff(t, 5);
      a1 = await agentOnline(t.app, 'agent1');
      v = await startVisitor(t.app);
      assert.equal((await transfer(t.app, v)).data.adminId, 'agent1');
      sessionId = await sessionOf(t, v);
      await drain(t.app, v);
    });

    it('the team panel: every agent with presence, load and the chats they have now; agents are refused', async () => {
      const team = await desk<DeskTeamMember[]>(t.app, admin.token, 'admin/team');
      assert.equal(team.status, 200, team.msg);
      const byId = new Map(team.data.map((m) => [m.agentId, m]));
      assert.deepEqual([...byId.keys()].sort(), ['admin', 'agent1', 'agent2']);
      const one = byId.get('agent1')!;
      assert.deepEqual([one.presence, one.load, one.maxLoad], ['online', 1, 5]);
      assert.deepEqual(one.chats.map((c) => [c.sessionId, c.userId, c.adminId]), [[sessionId, v.userId, 'agent1']]);
      assert.deepEqual([byId.get('agent2')!.presence, byId.get('agent2')!.chats], ['offline', []]);
      assert.equal((await desk(t.app, a1.token, 'admin/team')).status, 403);
      assert.equal((await desk(t.app, undefined, 'admin/team')).status, 401);
    });

    it('a note into a colleague\'s chat: the agent sees it as an internal note, the visitor never does', async () => {
      const r = await desk<DeskMessage>(t.app, admin.token, 'admin/supervise/note', { sessionId, msgContent: '  Offer the 10% voucher  ' });
      assert.equal(r.status, 200, r.msg);
      assert.deepEqual([r.data.insideFlag, r.data.senderId, r.data.msgContent], [1, 'admin', 'Offer the 10% voucher']);
      const seen = (await log(t, a1, sessionId)).find((m) => m.msgId === r.data.msgId);
      assert.ok(seen, 'in the agent\'s log');
      const events = JSON.stringify((await drain(t.app, v)).events);
      const history = JSON.stringify(await post(t.app, '/api/chat/visitor/getHistoryMsg', {}, v.token));
      for (const text of [events, history]) assert.ok(!text.includes('voucher'), 'no visitor read carries the note');
      assert.equal((await desk(t.app, admin.token, 'admin/supervise/note', { sessionId, msgContent: '   ' })).status, 400);
      assert.equal((await desk(t.app, a1.token, 'admin/supervise/note', { sessionId, msgContent: 'hi' })).status, 403, 'agents may not');
      assert.equal((await desk(t.app, admin.token, 'admin/supervise/note', { sessionId, msgContent: 'x', extra: 1 })).status, 400, 'strict body');
    });

    it('take over: refused while the admin is offline; then the chat is the admin\'s, the visitor is told, the log says who moved it', async () => {
      const offline = await desk(t.app, admin.token, 'admin/supervise/takeOver', { sessionId });
      assert.equal(offline.status, 409);
      assert.match(offline.msg, /online/);
      assert.ok((await chatIds(t, a1)).includes(sessionId), 'nothing moved');
      await desk(t.app, admin.token, 'presence/set', { presence: 'online' });
      const r = await desk<{ agentId: string }>(t.app, admin.token, 'admin/supervise/takeOver', { sessionId });
      assert.equal(r.status, 200, r.msg);
      assert.deepEqual(r.data, { agentId: 'admin' });
      assert.ok((await chatIds(t, admin)).includes(sessionId));
      assert.ok(!(await chatIds(t, a1)).includes(sessionId));
      const connected = (await drain(t.app, v)).events.filter((e) => e.eventCode === EventCode.agentConnected);
      assert.deepEqual(connected.map((e) => e.adminId), ['admin'], 'the visitor is with the admin now (1200)');
      const marker = (await log(t, admin, sessionId)).filter((m) => m.marker).at(-1)!.marker!;
      assert.deepEqual({ ...marker }, { kind: 'transfer', fromAgentId: 'agent1', fromNick: '小王', toAgentId: 'admin', toNick: '店长', toGroupId: null, note: '', byAgentId: 'admin', byNick: '店长' });
      // no undo for a supervisor's move: agent1 did not transfer it
      const again = await desk(t.app, admin.token, 'admin/supervise/takeOver', { sessionId });
      assert.equal(again.status, 400, 'already the admin\'s');
      assert.equal((await desk(t.app, a1.token, 'chat/send', { sessionId, msgType: MsgType.text, msgContent: 'mine?' })).status, 403);
    });

    it('pass on: to an online colleague with room; an offline or unknown one, or the agent who has it, is refused', async () => {
      const off = await desk(t.app, admin.token, 'admin/supervise/reassign', { sessionId, toAgentId: 'agent2' });
      assert.equal(off.status, 409);
      assert.match(off.msg, /not online/);
      assert.equal((await desk(t.app, admin.token, 'admin/supervise/reassign', { sessionId, toAgentId: 'nobody' })).status, 404);
      assert.equal((await desk(t.app, admin.token, 'admin/supervise/reassign', { sessionId, toAgentId: 'agent1' })).status, 400);
      const a2 = await agentOnline(t.app, 'agent2');
      const r = await desk(t.app, admin.token, 'admin/supervise/reassign', { sessionId, toAgentId: 'agent2' });
      assert.equal(r.status, 200, r.msg);
      assert.ok((await chatIds(t, a2)).includes(sessionId));
      assert.ok(!(await chatIds(t, a1)).includes(sessionId));
      const marker = (await log(t, a2, sessionId)).filter((m) => m.marker).at(-1)!.marker!;
      assert.deepEqual([marker.fromAgentId, marker.toAgentId, marker.byAgentId], ['agent1', 'agent2', 'admin']);
      assert.equal((await desk(t.app, a1.token, 'admin/supervise/reassign', { sessionId, toAgentId: 'agent1' })).status, 403);
    });

    it('another tenant\'s admin finds nothing; an ended chat is no longer with an agent', async () => {
      const other = await otherTenant(t);
      for (const call of ['admin/supervise/takeOver', 'admin/supervise/note', 'admin/supervise/reassign']) {
        const body = call.endsWith('note') ? { sessionId, msgContent: 'x' } : call.endsWith('reassign') ? { sessionId, toAgentId: 'acme-agent' } : { sessionId };
        assert.equal((await desk(t.app, other.admin.token, call, body)).status, 404, call);
      }
      assert.ok(!(await desk<DeskTeamMember[]>(t.app, other.admin.token, 'admin/team')).data.some((m) => m.chats.length), 'no chat of ours in their team');
      assert.equal((await desk(t.app, a1.token, 'chat/close', { sessionId })).status, 200);
      assert.equal((await desk(t.app, admin.token, 'admin/supervise/note', { sessionId, msgContent: 'late' })).status, 409);
      assert.equal((await desk(t.app, admin.token, 'admin/supervise/takeOver', { sessionId })).status, 409);
    });
  });
}

suite('sqlite');
await onPostgres('supervision', () => suite('pg'));

describe('supervision: watching a live chat on the desk socket', () => {
  const server = useSocketServer(LIMITS_ENV);
  const open = server.open;

  it('an admin watches a colleague\'s chat: its messages live, a move as watch.changed; agents and strangers are refused; unwatch stops it', async () => {
    const t = server.app();
    await resetStaff(t, 5);
    const a1 = await agentOnline(t.app, 'agent1');
    const v = await startVisitor(t.app);
    assert.equal((await transfer(t.app, v)).data.adminId, 'agent1');
    const sessionId = await sessionOf(t, v);
    const admin = await signIn(t.app, 'admin');
    const watcher = await open(admin.token);
    watcher.send({ type: 'watch', sessionId });

    const agentSock = await open(a1.token);
    agentSock.send({ type: 'watch', sessionId: 'whatever' });
    const refused = await agentSock.next('error');
    assert.equal(refused.code, 403, 'an agent may not watch');
    const other = await otherTenant(t);
    const stranger = await open(other.admin.token);
    stranger.send({ type: 'watch', sessionId });
    assert.equal((await stranger.next('error')).code, 404, 'another tenant\'s chat is not found');

    // give the server the watch before the visitor writes: a ping answered after it
    watcher.send({ type: 'ping' });
    await watcher.next('pong');
    await post(t.app, '/api/chat/visitor/sendMsg', { msgContent: 'Where is my parcel?', msgType: MsgType.text }, v.token);
    const seen = await watcher.next('chat.message', (e) => e.sessionId === sessionId && e.message.msgContent === 'Where is my parcel?');
    assert.equal(seen.userId, v.userId);
    await desk(t.app, a1.token, 'chat/send', { sessionId, msgType: MsgType.text, msgContent: 'On its way' });
    await watcher.next('chat.message', (e) => e.message.msgContent === 'On its way');
    assert.ok(!watcher.events.some((e) => e.type === 'chat.assigned'), 'the watched chat is not given to the admin');
    assert.ok(!stranger.events.some((e) => e.type === 'chat.message'), 'nothing reaches another tenant');

    // unwatch: a second watched chat still arrives, the unwatched one no longer does
    const v2 = await startVisitor(t.app);
    assert.equal((await transfer(t.app, v2)).data.adminId, 'agent1');
    const second = await sessionOf(t, v2);
    watcher.send({ type: 'watch', sessionId: second });
    watcher.send({ type: 'unwatch', sessionId });
    watcher.send({ type: 'ping' });
    await watcher.next('pong', () => true);
    await post(t.app, '/api/chat/visitor/sendMsg', { msgContent: 'first, unwatched', msgType: MsgType.text }, v.token);
    await post(t.app, '/api/chat/visitor/sendMsg', { msgContent: 'second, watched', msgType: MsgType.text }, v2.token);
    await watcher.next('chat.message', (e) => e.sessionId === second && e.message.msgContent === 'second, watched');
    assert.ok(!watcher.events.some((e) => e.type === 'chat.message' && e.message.msgContent === 'first, unwatched'), 'unwatch stopped it');

    // the agent closes the watched chat: the watcher hears that it moved
    await desk(t.app, a1.token, 'chat/close', { sessionId: second });
    await watcher.next('watch.changed', (e) => e.sessionId === second);
  });
});
