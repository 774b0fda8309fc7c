/** Shared helpers of the chat tests: start visitors, send, poll, reach into the store. */
import type { FastifyInstance } from 'fastify';
import { Endpoints } from '../../../protocol';
import type { ChatInitResponse, ChatMessage, EventBatch } from '../../../protocol';
import type { TestApp } from '../helpers';
import { post } from '../helpers';
import type { VisitorIdentity } from '../../../server/identity';

import { apply, lock } from '../../../server/conversation';

export const P = Object.fromEntries(Object.entries(Endpoints).map(([k, v]) => [k, v.path])) as { [K in keyof typeof Endpoints]: string };

export interface Visitor { token: string; userId: string; sessionId: string; pollId: number; id: VisitorIdentity }

export async function startVisitor(app: FastifyInstance, body: Record<string, unknown> = {}, token?: string, channelId = 'demo'): Promise<Visitor> {
  const r = await post<ChatInitResponse>(app, P.chatStart, { channelId, ...body }, token);
  if (r.status !== 200) throw new Error(`chatStart ${r.status} ${r.msg}`);
  return {
    token: r.data.visitorToken!, userId: r.data.userId, sessionId: r.data.sessionId, pollId: Number(r.data.pollId),
    id: { tenantId: 'demo', channelId, userId: r.data.userId },
  };
}

export const send = (app: FastifyInstance, v: Visitor, body: Record<string, unknown>) => post<ChatMessage>(app, P.sendMsg, body, v.token);
export const poll = (app: FastifyInstance, v: Visitor, pollId: number | string) => post<EventBatch>(app, P.getEventMsg, { pollId }, v.token);

/**
 * Put the visitor into manual service with `adminId` through the conversation's own transitions
 * (queue, then connect) — what a transfer does, without routing's checks of the agent or the 1200
 * event it stores.
 */
export async function makeManual(t: TestApp, v: Visitor, adminId = 'agent1'): Promise<void> {
  const now = t.clock.now();
  await t.services.deps.store.db.transaction().execute(async (trx) => {
    for (const move of [{ kind: 'queue', scopeKey: '', adminId }, { kind: 'connect', agentId: adminId, scopeKey: '' }] as const) {
      const c = await lock(trx, v.userId);
      if (!c) throw new Error('the visitor has no session');
      const done = await apply(trx, c, move, now);
      if (!done.ok) throw new Error(`makeManual: ${done.why}`);
    }
  });
}

/** A new visitor (chatStart) whom an agent has taken over: in manual service. */
export async function startManualVisitor(t: TestApp, channelId = 'demo'): Promise<Visitor> {
  const v = await startVisitor(t.app, {}, undefined, channelId);
  await makeManual(t, v);
  return v;
}

export async function countMessages(t: TestApp, userId: string): Promise<number> {
  const r = await t.services.deps.store.db.selectFrom('messages').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(r.n);
}

export async function seqsOf(t: TestApp, sessionId: string): Promise<number[]> {
  const rows = await t.services.deps.store.db.selectFrom('messages').select('seq').where('session_id', '=', sessionId).orderBy('seq').execute();
  return rows.map((r) => Number(r.seq));
}

/** The raw response text of a call (for "absent from the raw JSON" checks). */
export async function raw(app: FastifyInstance, url: string, body: unknown, token: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, payload: JSON.stringify(body) });
  return res.body;
}
