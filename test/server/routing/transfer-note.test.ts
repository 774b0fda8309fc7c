/**
 * Transfer with a note (docs/api.md "Transfer with a note"), on SQLite and PostgreSQL: the note
 * reaches the receiving agent as a staff-only marker and no visitor read ever carries it; the
 * sender may undo within TransferLimits.undoMs while the colleague has not opened the chat (the
 * server's manual clock moves past the window, nobody sleeps), once, and only the sender.
 */
import { describe, it, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { Endpoints, EventCode, TransferLimits, UserStatus } from '../../../protocol';
import type { DeskChat, DeskMessage, DeskQueueEntry, TransferReceipt } from '../../../protocol';
import { onPostgres, seededOn, useTestApp } from '../helpers';
import type { TestApp } from '../helpers';
import { agentOnline, codes, desk, drain, sessionOf, startVisitor, transfer } from '../human/kit';
import type { Desk, Visitor } from '../human/kit';
import { LIMITS_ENV, resetStaff } from '../human/suite-routing';

type Receipt = { result: string; agentId?: string; waitIndex?: number } & TransferReceipt;
type Undo = { sessionId: string; agentId: string; undone: boolean };

const NOTE = 'Refund for order 4711 is approved, just confirm the address';

async function raw(app: FastifyInstance, url: string, body: unknown, token: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, payload: JSON.stringify(body) });
  assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
  return res.body;
}

/** Every visitor read path as the visitor's raw JSON: events from the start, history, the session's messages, the message itself. */
async function visitorReads(t: TestApp, v: Visitor, sessionId: string, msgIds: string[]): Promise<string> {
  const reads = [
    await raw(t.app, Endpoints.getEventMsg.path, { pollId: 0 }, v.token),
    await raw(t.app, Endpoints.getHistoryMsg.path, {}, v.token),
    await raw(t.app, Endpoints.getSessionMsg.path, { sessionId }, v.token),
  ];
  for (const msgId of msgIds) assert.equal(await t.services.chat.message(v.id, msgId), null, 'the marker is no message of the visitor\'s');
  return reads.join('\n');
}

const markers = (ms: readonly DeskMessage[]) => ms.filter((m) => m.marker);
const chatIds = async (t: TestApp, d: Desk) => (await desk<{ chats: DeskChat[] }>(t.app, d.token, 'chats/list')).data.chats.map((c) => c.sessionId);

function suite(backend: 'sqlite' | 'pg'): void {
  describe(`transfer with a note on ${backend}`, () => {
    const t = useTestApp({ ...seededOn(backend), env: LIMITS_ENV });
    let a1: Desk;
    let a2: Desk;
    let v: Visitor;
    let sessionId: string;

    // agent1 serves a visitor; agent2 is online with room
    beforeEach(async () => {
      await resetStaff(t, 5);
      a1 = await agentOnline(t.app, 'agent1');
      v = await startVisitor(t.app);
      const r = await transfer(t.app, v);
      assert.equal(r.data.adminId, 'agent1');
      sessionId = await sessionOf(t, v);
      a2 = await agentOnline(t.app, 'agent2');
      await drain(t.app, v);
    });

    it('the note reaches the receiver as a staff-only marker, and no visitor read carries it', async () => {
      const r = await desk<Receipt>(t.app, a1.token, 'chat/transfer', { sessionId, toAgentId: 'agent2', note: `  ${NOTE}\n ` });
      assert.equal(r.status, 200, r.msg);
      assert.equal(r.data.result, 'assigned');
      assert.match(r.data.transferId, /^t[0-9a-f]{24}$/);
      assert.equal(r.data.undoUntil, t.clock.now() + TransferLimits.undoMs);

      const seen = await desk<{ messages: DeskMessage[] }>(t.app, a2.token, 'chat/messages', { sessionId });
      const [m] = markers(seen.data.messages);
      assert.ok(m, 'the receiver sees the marker');
      assert.equal(m.insideFlag, 1);
      assert.deepEqual(m.marker, { kind: 'transfer', fromAgentId: 'agent1', fromNick: '小王', toAgentId: 'agent2', toNick: '小李', toGroupId: null, note: NOTE });
      assert.ok((await chatIds(t, a2)).includes(sessionId));
      assert.ok(!(await chatIds(t, a1)).includes(sessionId));

      const events = (await drain(t.app, v)).events;
      assert.deepEqual(codes(events).filter((c) => c === EventCode.agentConnected), [EventCode.agentConnected], 'the visitor is told of the new agent, as before');
      const text = await visitorReads(t, v, sessionId, [m.msgId]);
      for (const hidden of ['Refund for order 4711', 'transfer', m.msgId]) assert.ok(!text.includes(hidden), `no visitor read contains "${hidden}"`);
    });

    it('a note over the limit is a 400 and nothing moves; a transfer without a note has an empty one', async () => {
      const long = await desk(t.app, a1.token, 'chat/transfer', { sessionId, toAgentId: 'agent2', note: 'x'.repeat(TransferLimits.noteMax + 1) });
      assert.equal(long.status, 400);
      assert.match(long.msg, /note/);
      const huge = await desk(t.app, a1.token, 'chat/transfer', { sessionId, toAgentId: 'agent2', note: 'x'.repeat(5000) });
      assert.equal(huge.status, 400);
      assert.ok((await chatIds(t, a1)).includes(sessionId), 'still agent1\'s');
      const plain = await desk<Receipt>(t.app, a1.token, 'chat/transfer', { sessionId, toAgentId: 'agent2', note: ` ${'y'.repeat(TransferLimits.noteMax)} ` });
      assert.equal(plain.status, 200, 'the limit counts the trimmed note');
      const back = await desk<Receipt>(t.app, a2.token, 'chat/transfer', { sessionId, toAgentId: 'agent1' });
      assert.equal(back.status, 200);
      const all = markers((await desk<{ messages: DeskMessage[] }>(t.app, a1.token, 'chat/messages', { sessionId })).data.messages);
      assert.deepEqual(all.map((m) => [m.marker!.fromAgentId, m.marker!.toAgentId, m.marker!.note.length]), [['agent1', 'agent2', TransferLimits.noteMax], ['agent2', 'agent1', 0]]);
    });

    it('undo before the receiver opens it: the chat is the sender\'s again, both markers logged, the visitor told; a second undo changes nothing', async () => {
      const r = await desk<Receipt>(t.app, a1.token, 'chat/transfer', { sessionId, toAgentId: 'agent2', note: NOTE });
      t.clock.advance(TransferLimits.undoMs - 1000);
      const undo = await desk<Undo>(t.app, a1.token, 'chat/transferUndo', { sessionId, transferId: r.data.transferId });
      assert.equal(undo.status, 200, undo.msg);
      assert.deepEqual(undo.data, { sessionId, agentId: 'agent1', undone: true });
      assert.ok((await chatIds(t, a1)).includes(sessionId), 'back in agent1\'s list');
      assert.ok(!(await chatIds(t, a2)).includes(sessionId), 'gone from agent2\'s list');
      const log = markers((await desk<{ messages: DeskMessage[] }>(t.app, a1.token, 'chat/messages', { sessionId })).data.messages);
      assert.deepEqual(log.map((m) => [m.marker!.toAgentId, m.marker!.undone ?? false, m.insideFlag]), [['agent2', false, 1], ['agent2', true, 1]]);
      const connected = (await drain(t.app, v)).events.filter((e) => e.eventCode === EventCode.agentConnected);
      assert.deepEqual(connected.map((e) => e.adminId), ['agent2', 'agent1'], 'the visitor is with the original agent again (1200)');
      assert.equal((await desk(t.app, a1.token, 'chat/send', { sessionId, msgType: 1, msgContent: 'I am back' })).status, 200);
      assert.equal((await desk(t.app, a2.token, 'chat/send', { sessionId, msgType: 1, msgContent: 'mine?' })).status, 403);

      const again = await desk<Undo>(t.app, a1.token, 'chat/transferUndo', { sessionId, transferId: r.data.transferId });
      assert.equal(again.status, 200);
      assert.deepEqual(again.data, undo.data, 'the same answer');
      t.clock.advance(60_000);
      assert.deepEqual((await desk<Undo>(t.app, a1.token, 'chat/transferUndo', { sessionId, transferId: r.data.transferId })).data, undo.data, 'even after the window');
      assert.equal(markers((await desk<{ messages: DeskMessage[] }>(t.app, a1.token, 'chat/messages', { sessionId })).data.messages).length, 2, 'no second move');
      assert.deepEqual(codes((await drain(t.app, v)).events).filter((c) => c === EventCode.agentConnected), [], 'no second 1200');
      const text = await visitorReads(t, v, sessionId, log.map((m) => m.msgId));
      assert.ok(!text.includes('Refund for order 4711'));
    });

    it('undo after the receiver opened the chat (read, or wrote in it) is a 409', async () => {
      const r = await desk<Receipt>(t.app, a1.token, 'chat/transfer', { sessionId, toAgentId: 'agent2', note: NOTE });
      const seen = await desk<{ messages: DeskMessage[] }>(t.app, a2.token, 'chat/messages', { sessionId });
      assert.equal((await desk(t.app, a2.token, 'chat/read', { sessionId, seq: seen.data.messages.at(-1)!.seq })).status, 200);
      const late = await desk(t.app, a1.token, 'chat/transferUndo', { sessionId, transferId: r.data.transferId });
      assert.equal(late.status, 409);
      assert.match(late.msg, /already opened/);
      assert.ok((await chatIds(t, a2)).includes(sessionId), 'agent2 keeps it');

      // a note written without reading counts as opening it too
      const back = await desk<Receipt>(t.app, a2.token, 'chat/transfer', { sessionId, toAgentId: 'agent1' });
      assert.equal((await desk(t.app, a1.token, 'chat/note', { sessionId, msgContent: 'looking' })).status, 200);
      assert.equal((await desk(t.app, a2.token, 'chat/transferUndo', { sessionId, transferId: back.data.transferId })).status, 409);
    });

    it('undo after the window is a 409; another agent\'s undo is a 403; an unknown transfer a 404', async () => {
      const r = await desk<Receipt>(t.app, a1.token, 'chat/transfer', { sessionId, toAgentId: 'agent2', note: NOTE });
      const other = await desk(t.app, a2.token, 'chat/transferUndo', { sessionId, transferId: r.data.transferId });
      assert.equal(other.status, 403);
      assert.equal((await desk(t.app, a1.token, 'chat/transferUndo', { sessionId, transferId: 't000000000000000000000000' })).status, 404);
      assert.equal((await desk(t.app, a1.token, 'chat/transferUndo', { sessionId, transferId: r.data.transferId, extra: 1 })).status, 400);
      t.clock.advance(TransferLimits.undoMs + 1);
      const late = await desk(t.app, a1.token, 'chat/transferUndo', { sessionId, transferId: r.data.transferId });
      assert.equal(late.status, 409);
      assert.match(late.msg, /too late/);
      assert.ok((await chatIds(t, a2)).includes(sessionId));
    });

    it('to a group with nobody free: the marker names the group, and undo takes the visitor out of the queue', async () => {
      // agent2 serves the visitor; the pre-sales group (agent1 only) has nobody online
      const r0 = await desk<Receipt>(t.app, a1.token, 'chat/transfer', { sessionId, toAgentId: 'agent2' });
      assert.equal(r0.status, 200);
      await desk(t.app, a1.token, 'presence/set', { presence: 'offline' });
      const r = await desk<Receipt>(t.app, a2.token, 'chat/transfer', { sessionId, toGroupId: 'g-presales', note: NOTE });
      assert.equal(r.status, 200, r.msg);
      assert.deepEqual([r.data.result, r.data.waitIndex], ['queued', 1]);
      const queue = await desk<{ queue: DeskQueueEntry[] }>(t.app, a2.token, 'queue/list');
      assert.ok(queue.data.queue.some((q) => q.userId === v.userId));
      const log = markers((await desk<{ messages: DeskMessage[] }>(t.app, a2.token, 'chat/messages', { sessionId })).data.messages);
      assert.deepEqual(log.at(-1)!.marker, { kind: 'transfer', fromAgentId: 'agent2', fromNick: '小李', toAgentId: null, toNick: null, toGroupId: 'g-presales', note: NOTE });
      assert.equal((await drain(t.app, v)).last.status, UserStatus.queued);

      const undo = await desk<Undo>(t.app, a2.token, 'chat/transferUndo', { sessionId, transferId: r.data.transferId });
      assert.equal(undo.status, 200, undo.msg);
      assert.ok((await chatIds(t, a2)).includes(sessionId));
      assert.ok(!(await desk<{ queue: DeskQueueEntry[] }>(t.app, a2.token, 'queue/list')).data.queue.some((q) => q.userId === v.userId), 'out of the queue');
      const after = await drain(t.app, v);
      assert.equal(after.last.status, UserStatus.manual);
      assert.equal(after.events.filter((e) => e.eventCode === EventCode.agentConnected).at(-1)?.adminId, 'agent2');
      const text = await visitorReads(t, v, sessionId, []);
      assert.ok(!text.includes('Refund for order 4711'));
    });
  });
}

suite('sqlite');
await onPostgres('transfer with a note', () => suite('pg'));
