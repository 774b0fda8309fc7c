/**
 * The desk WebSocket through a real client on a real port (issue 11 item 5): sign-in by the first
 * message, the queue, assignment, the visitor's messages, typing with its draft, departure,
 * close, evaluation and colleagues' presence arrive live; an agent sees only its own chats and
 * its own tenant; a signed-out session's socket is closed; bad frames close the socket.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DeskCloseCode, Endpoints, EventCode, MsgType, OutType } from '../../../protocol';
import { makeTestApp, post } from '../helpers';
import type { TestApp } from '../helpers';
import { send } from '../chat/fixtures';
import { agentOnline, codes, desk, drain, otherTenant, signIn, startVisitor, transfer } from './kit';
import { LIMITS_ENV, resetStaff } from './suite-routing';
import { openDeskSocket } from './ws-client';
import type { DeskSocket } from './ws-client';

describe('the desk WebSocket', () => {
  let t: TestApp;
  let origin: string;
  const sockets: DeskSocket[] = [];
  const open = async (token: string | null) => {
    const s = await openDeskSocket(origin, token);
    sockets.push(s);
    return s;
  };

  before(async () => {
    t = await makeTestApp({ seed: true, env: LIMITS_ENV });
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(async () => {
    for (const s of sockets) await s.close();
    await t.close();
  });

  it('signs in with its first message and says hello; garbage, strangers and visitor tokens are shut out', async () => {
    const a = await signIn(t.app, 'agent1');
    const s = await open(a.token);
    const hello = s.events[0];
    assert.ok(hello?.type === 'hello' && hello.agent.agentId === 'agent1' && hello.agent.role === 'agent');
    s.send({ type: 'ping' });
    await s.next('pong');

    const garbage = await open(null);
    garbage.sendRaw('{not json');
    assert.equal((await garbage.closed).code, DeskCloseCode.badMessage);
    const early = await open(null);
    early.send({ type: 'ping' });
    assert.equal((await early.closed).code, DeskCloseCode.unauthorized, 'nothing before auth');
    const v = await startVisitor(t.app);
    for (const token of [v.token, 'd1.' + 'x'.repeat(43), 42]) {
      const stranger = await open(null);
      stranger.send({ type: 'auth', token });
      await stranger.next('session.ended');
      assert.equal((await stranger.closed).code, DeskCloseCode.unauthorized);
    }
    const unknown = await open(a.token);
    unknown.send({ type: 'shout', text: 'hi' });
    assert.equal((await unknown.closed).code, DeskCloseCode.badMessage);
  });

  it('live: queue, take, the visitor\'s messages, typing draft, departure, close, evaluation — to the agent who has the chat only', async () => {
    await resetStaff(t, 5);
    const a1 = await agentOnline(t.app, 'agent1', 'busy');
    const a2 = await agentOnline(t.app, 'agent2', 'busy');
    const s1 = await open(a1.token);
    const s2 = await open(a2.token);
    const v = await startVisitor(t.app, { userName: 'Lin' });
    assert.equal((await transfer(t.app, v)).data.status, 3);
    const added = await s1.next('queue.added', (e) => e.entry.userId === v.userId);
    assert.deepEqual([added.entry.visitorName, added.entry.waitIndex], ['Lin', 1]);
    await s2.next('queue.added', (e) => e.entry.userId === v.userId);

    await desk(t.app, a1.token, 'presence/set', { presence: 'online' });
    await s2.next('presence', (e) => e.agentId === 'agent1' && e.presence === 'online');
    // agent1 online: the dispatcher already gave it the chat (or agent1 takes it)
    const assigned = await s1.next('chat.assigned', (e) => e.chat.userId === v.userId);
    await s2.next('queue.removed', (e) => e.userId === v.userId);
    const sessionId = assigned.chat.sessionId;

    assert.equal((await send(t.app, v, { msgContent: 'where is my parcel?', msgType: MsgType.text })).status, 200);
    const msg = await s1.next('chat.message', (e) => e.message.msgContent === 'where is my parcel?');
    assert.equal(msg.sessionId, sessionId);
    assert.equal((await post(t.app, Endpoints.typing.path, { msgContent: 'it was due mon' }, v.token)).status, 200);
    const typing = await s1.next('visitor.typing');
    assert.equal(typing.preview, 'it was due mon');

    s1.send({ type: 'typing', sessionId });
    const typed: number[] = [];
    for (let i = 0; i < 100 && !typed.length; i++) {
      typed.push(...codes((await drain(t.app, v)).events).filter((c) => c === EventCode.agentTyping));
      if (!typed.length) await new Promise((r) => setTimeout(r, 20)); // the socket's message is handled asynchronously
    }
    assert.deepEqual(typed, [EventCode.agentTyping], 'the agent\'s typing reaches the visitor as 1204');

    assert.equal((await post(t.app, Endpoints.beforeUnload.path, {}, v.token)).status, 200);
    await s1.next('visitor.left', (e) => e.userId === v.userId);
    assert.equal((await post(t.app, Endpoints.chatClose.path, {}, v.token)).status, 200);
    const closed = await s1.next('chat.closed', (e) => e.sessionId === sessionId);
    assert.equal(closed.outType, OutType.over);
    const rated = await post(t.app, Endpoints.evaluate.path, { evaluateAdminMode: 1, evaluateAdminStar: 4, evaluateAdminContent: 'quick' }, v.token);
    assert.equal(rated.status, 200, rated.msg);
    const ev = await s1.next('evaluation', (e) => e.sessionId === sessionId);
    assert.deepEqual([ev.star, ev.content], [4, 'quick']);

    for (const e of s2.events) {
      assert.ok(!('sessionId' in e) || e.sessionId !== sessionId, `agent2 saw ${e.type} of agent1's chat`);
    }
  });

  it('another tenant\'s desk sees none of this tenant\'s events', async () => {
    const acme = await otherTenant(t);
    const watcher = await open(acme.agent.token);
    const a1 = await agentOnline(t.app, 'agent1');
    const mine = await open(a1.token);
    const v = await startVisitor(t.app);
    await transfer(t.app, v);
    await mine.next('chat.assigned', (e) => e.chat.userId === v.userId);
    await send(t.app, v, { msgContent: 'secret order 123', msgType: MsgType.text });
    await mine.next('chat.message', (e) => e.message.msgContent === 'secret order 123');
    assert.ok(!JSON.stringify(watcher.events).includes(v.userId), 'nothing of the demo visitor reached acme');
    assert.ok(!watcher.events.some((e) => e.type === 'presence' && e.agentId === 'agent1'));
  });

  it('signing out closes that sign-in\'s sockets (session.ended, 4401); another sign-in\'s stay', async () => {
    const one = await signIn(t.app, 'agent2');
    const two = await signIn(t.app, 'agent2');
    const s1 = await open(one.token);
    const s2 = await open(two.token);
    assert.equal((await desk(t.app, one.token, 'auth/logout')).status, 200);
    await s1.next('session.ended');
    assert.equal((await s1.closed).code, DeskCloseCode.unauthorized);
    s2.send({ type: 'ping' });
    await s2.next('pong');
  });
});
