/**
 * Shared helpers of the human-service tests: desk sign-in and calls through inject, presence,
 * visitors asking for a human, polling every event after a cursor, a second tenant.
 */
import type { FastifyInstance } from 'fastify';
import { DESK_API, Endpoints } from '../../../protocol';
import type { DeskAgent, EventBatch, PollEvent, TransferAnswer } from '../../../protocol';
import type { TestApp } from '../helpers';
import { post } from '../helpers';
import { startVisitor } from '../chat/fixtures';
import type { Visitor } from '../chat/fixtures';

export { startVisitor };
export type { Visitor };

export const PASSWORD = 'kefu-demo';

export interface Desk { token: string; agent: DeskAgent }

/** POST /api/desk/<path> with a desk token. */
export const desk = <T = unknown>(app: FastifyInstance, token: string | undefined, path: string, body: unknown = {}) =>
  post<T>(app, `${DESK_API}${path}`, body, token);

export async function signIn(app: FastifyInstance, username: string, password = PASSWORD): Promise<Desk> {
  const r = await post<{ token: string; agent: DeskAgent }>(app, `${DESK_API}auth/login`, { username, password });
  if (r.status !== 200) throw new Error(`sign-in of ${username}: ${r.status} ${r.msg}`);
  return { token: r.data.token, agent: r.data.agent };
}

/** Signs in and sets the presence (online by default). */
export async function agentOnline(app: FastifyInstance, username: string, presence: 'online' | 'busy' | 'offline' = 'online'): Promise<Desk> {
  const d = await signIn(app, username);
  const r = await desk(app, d.token, 'presence/set', { presence });
  if (r.status !== 200) throw new Error(`presence of ${username}: ${r.status} ${r.msg}`);
  return d;
}

/** The admin sets an agent's concurrent-chat limit. */
export async function setLimit(app: FastifyInstance, adminToken: string, agentId: string, maxLoad: number): Promise<void> {
  const r = await desk(app, adminToken, 'admin/agents/update', { agentId, maxLoad });
  if (r.status !== 200) throw new Error(`limit: ${r.status} ${r.msg}`);
}

export const transfer = (app: FastifyInstance, v: Visitor, body: Record<string, unknown> = {}) =>
  post<TransferAnswer>(app, Endpoints.transferAgent.path, body, v.token);

export const pollOnce = (app: FastifyInstance, v: Visitor, pollId: number) => post<EventBatch>(app, Endpoints.getEventMsg.path, { pollId }, v.token);

/** Every event after the visitor's cursor (polling until caught up); moves the cursor on. */
export async function drain(app: FastifyInstance, v: Visitor): Promise<{ events: PollEvent[]; last: EventBatch }> {
  const events: PollEvent[] = [];
  for (;;) {
    const r = await pollOnce(app, v, v.pollId);
    if (r.status !== 200) throw new Error(`poll ${r.status} ${r.msg}`);
    events.push(...r.data.msgList);
    const next = Number(r.data.pollId);
    if (next === v.pollId) return { events, last: r.data };
    v.pollId = next;
  }
}

export const codes = (events: readonly PollEvent[]): number[] => events.map((e) => Number(e.eventCode));

/** The visitor's current session id (it changes after a chat ends and a new one starts). */
export async function sessionOf(t: TestApp, v: Visitor): Promise<string> {
  return (await t.services.chat.session(v.id))!.sessionId;
}

/** A second tenant with a channel and an admin and an agent of its own (tenant isolation tests). */
export async function otherTenant(t: TestApp): Promise<{ channelId: string; admin: Desk; agent: Desk }> {
  const { channels, agents } = t.services;
  await channels.ensureTenant('acme', 'Acme');
  await channels.upsert({ tenantId: 'acme', channelId: 'acme-chat', config: { receiveMode: 0, adminWelcomeMode: 0 } });
  await agents.accounts.create('acme', { username: 'acme-admin', password: PASSWORD, nick: 'Acme Admin', role: 'admin' });
  await agents.accounts.create('acme', { username: 'acme-agent', password: PASSWORD, nick: 'Acme Agent' });
  return { channelId: 'acme-chat', admin: await agentOnline(t.app, 'acme-admin'), agent: await agentOnline(t.app, 'acme-agent') };
}
