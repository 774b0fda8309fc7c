/**
 * Two server processes with REDIS_URL on one PostgreSQL database (issue 11 item 7; security-cases
 * "two server processes"): two app instances, each with its own Redis bus, share one schema. A
 * desk connected to A sees and answers a visitor served by B — the queue, presence and desk
 * events are shared; messages flow both ways. The Redis channels carry a prefix of this run's own.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import net from 'node:net';
import { EventCode, MsgType, TransferResult, UserStatus } from '../../../protocol';
import type { DeskMessage } from '../../../protocol';
import { makeTestApp, pgUnavailable, PG_URL, serviceThere } from '../helpers';
import type { TestApp } from '../helpers';
import { freshSchema } from '../pg-schema';
import type { ScratchSchema } from '../pg-schema';
import { send } from '../chat/fixtures';
import { agentOnline, codes, desk, drain, sessionOf, setLimit, signIn, startVisitor, transfer } from './kit';
import { LIMITS_ENV } from './suite-routing';
import { openDeskSocket } from './ws-client';
import type { DeskSocket } from './ws-client';
import type { RedisBus } from '../../../server/bus';

const REDIS_URL = process.env.KEFU_TEST_REDIS_URL || 'redis://127.0.0.1:6379';

function redisUnavailable(): Promise<string | null> {
  const u = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const s = net.connect(Number(u.port || 6379), u.hostname);
    s.once('connect', () => { s.destroy(); resolve(null); });
    s.once('error', (e) => resolve(`Redis at ${u.host} is not reachable: ${e.message}`));
  });
}

describe('two processes on one database with Redis', () => {
  let a: TestApp | undefined;
  let b: TestApp | undefined;
  let schema: ScratchSchema | undefined;
  let why: string | null = null;
  const sockets: DeskSocket[] = [];

  before(async () => {
    why = (await pgUnavailable()) ?? (await redisUnavailable());
    if (why) return;
    schema = await freshSchema(PG_URL);
    const env = { ...LIMITS_ENV, REDIS_URL, KEFU_REDIS_PREFIX: `kefu-test-${crypto.randomBytes(6).toString('hex')}:` };
    a = await makeTestApp({ seed: true, env, sharedDatabaseUrl: schema.url });
    b = await makeTestApp({ seed: true, env, sharedDatabaseUrl: schema.url });
    for (const app of [a, b]) await (app.services.bus as RedisBus).ready();
  });
  after(async () => {
    for (const s of sockets) await s.close();
    await a?.close();
    await b?.close();
    await schema?.drop();
  });

  it('a desk on A gets and answers a visitor served by B; the queue and presence are shared', async (t) => {
    if (!serviceThere(t, why)) return;
    const A = a!;
    const B = b!;
    const origin = await A.app.listen({ port: 0, host: '127.0.0.1' });
    const admin = await signIn(A.app, 'admin');
    await setLimit(A.app, admin.token, 'agent1', 1);
    // agent1 signs in and goes online on A; its socket is on A
    const agent = await agentOnline(A.app, 'agent1');
    const socket = await openDeskSocket(origin, agent.token);
    sockets.push(socket);
    // B sees agent1 online (presence is in the database)
    const colleagues = await desk<{ agentId: string; presence: string }[]>(B.app, admin.token, 'colleagues/list');
    assert.equal(colleagues.data.find((c) => c.agentId === 'agent1')?.presence, 'online');

    // a visitor on B asks for a human: B routes it to agent1, whose desk on A hears of it through Redis
    const v = await startVisitor(B.app);
    assert.equal((await transfer(B.app, v)).data.status, TransferResult.connected);
    const assigned = await socket.next('chat.assigned', (e) => e.chat.userId === v.userId);
    const sessionId = assigned.chat.sessionId;
    assert.equal(sessionId, await sessionOf(B, v));

    // visitor (B) → agent (A)
    assert.equal((await send(B.app, v, { msgContent: 'hello from B', msgType: MsgType.text })).status, 200);
    await socket.next('chat.message', (e) => e.message.msgContent === 'hello from B');
    // agent (A) → visitor (B)
    const reply = await desk<DeskMessage>(A.app, agent.token, 'chat/send', { sessionId, msgType: MsgType.text, msgContent: 'hello from A' });
    assert.equal(reply.status, 200);
    const seen = await drain(B.app, v);
    assert.ok(seen.events.some((e) => e.eventCode === EventCode.agentMessage && e.msgContent === 'hello from A'));

    // the queue is shared: a second visitor on B waits for agent1 (limit 1); A's desk sees it
    const w = await startVisitor(B.app);
    const queued = await transfer(B.app, w);
    assert.deepEqual([queued.data.status, queued.data.waitIndex], [TransferResult.queued, 1]);
    await socket.next('queue.added', (e) => e.entry.userId === w.userId);
    const queueOnA = await desk<{ queue: { userId: string }[] }>(A.app, agent.token, 'queue/list');
    assert.deepEqual(queueOnA.data.queue.map((q) => q.userId), [w.userId]);

    // agent1 closes on A: the freed place goes to the visitor waiting on B
    assert.equal((await desk(A.app, agent.token, 'chat/close', { sessionId })).status, 200);
    await socket.next('chat.assigned', (e) => e.chat.userId === w.userId);
    const next = await drain(B.app, w);
    assert.equal(next.last.status, UserStatus.manual);
    assert.ok(codes(next.events).includes(EventCode.agentConnected));
    // and the visitor typing on B shows on A
    await B.app.inject({ method: 'POST', url: '/api/chat/visitor/typing', headers: { 'content-type': 'application/json', authorization: `Bearer ${w.token}` }, payload: JSON.stringify({ msgContent: 'typing on B' }) });
    const typing = await socket.next('visitor.typing', (e) => e.userId === w.userId);
    assert.equal(typing.preview, 'typing on B');
  });
});
