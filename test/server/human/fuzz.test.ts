/**
 * Hostile bodies at every desk route and at transferAgent (security-cases "Protocol abuse"), with
 * the shared fuzz kit: random and hostile JSON under an agent's, an admin's, a visitor's and no
 * token, plus the raw payloads (deep nesting, bad JSON, wrong content types, over the limit).
 * Never a 5xx, never a hang, the envelope code mirrors the status, nothing polluted; and no
 * answer carries the other tenant's data.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import WebSocket from 'ws';
import fc from 'fast-check';
import { DESK_WS_PATH, Endpoints } from '../../../protocol';
import { makeTestApp } from '../helpers';
import type { TestApp } from '../helpers';
import { fuzzJsonRoutes, hostileValue } from '../fuzz-kit';
import type { FuzzRoute } from '../fuzz-kit';
import { otherTenant, signIn, startVisitor, transfer, agentOnline } from './kit';
import { LIMITS_ENV } from './suite-routing';
import { ADMIN_CALLS } from './suite-auth';

const AGENT_ROUTES: FuzzRoute[] = [
  { path: '/api/desk/auth/login', fields: ['username', 'password'] },
  { path: '/api/desk/auth/logout', fields: [] },
  { path: '/api/desk/auth/me', fields: [] },
  { path: '/api/desk/auth/password', fields: ['oldPassword', 'newPassword'] },
  { path: '/api/desk/profile/update', fields: ['nick', 'avatar', 'signature', 'tel', 'mobile', 'email', 'qq', 'wechat'] },
  { path: '/api/desk/presence/set', fields: ['presence'] },
  { path: '/api/desk/colleagues/list', fields: [] },
  { path: '/api/desk/chats/list', fields: [] },
  { path: '/api/desk/queue/list', fields: [] },
  { path: '/api/desk/queue/take', fields: ['userId'] },
  { path: '/api/desk/chat/messages', fields: ['sessionId', 'afterSeq', 'limit'] },
  { path: '/api/desk/chat/read', fields: ['sessionId', 'seq'] },
  { path: '/api/desk/chat/send', fields: ['sessionId', 'msgType', 'msgContent', 'fileName', 'id'] },
  { path: '/api/desk/chat/note', fields: ['sessionId', 'msgContent', 'id'] },
  { path: '/api/desk/chat/recall', fields: ['sessionId', 'msgId'] },
  { path: '/api/desk/chat/typing', fields: ['sessionId'] },
  { path: '/api/desk/chat/transfer', fields: ['sessionId', 'toAgentId', 'toGroupId', 'note'] },
  { path: '/api/desk/chat/transferUndo', fields: ['sessionId', 'transferId'] },
  { path: '/api/desk/chat/close', fields: ['sessionId'] },
  { path: '/api/desk/chat/inviteEvaluation', fields: ['sessionId'] },
  { path: '/api/desk/visitor/profile', fields: ['userId'] },
  { path: '/api/desk/visitor/sessions', fields: ['userId'] },
  { path: '/api/desk/visitor/offlineMessage', fields: ['userId', 'msgContent'] },
  { path: '/api/desk/cannedReplies/list', fields: [] },
  { path: '/api/desk/leaveMessages/list', fields: ['msgState', 'before', 'limit'] },
  { path: '/api/desk/leaveMessages/handle', fields: ['leaveMsgId', 'msgState', 'msgDesc'] },
  { path: Endpoints.transferAgent.path, fields: ['groupId', 'adminId'] },
];

const ADMIN_ROUTES: FuzzRoute[] = ADMIN_CALLS.map(([path, body]) => ({
  path: `/api/desk/${path}`,
  fields: [...Object.keys(body), 'agentId', 'groupId', 'members', 'config', 'i18n', 'msgTemplates', 'docs', 'days', 'timeZone', 'enabled', 'words'],
}));

describe('desk routes under hostile input', () => {
  let t: TestApp;
  let tokens: (string | undefined)[] = [];
  let secret = '';
  before(async () => {
    t = await makeTestApp({ seed: true, env: LIMITS_ENV });
    const acme = await otherTenant(t);
    const v = await startVisitor(t.app, { userName: 'acme-visitor-secret' }, undefined, acme.channelId);
    await transfer(t.app, v);
    secret = v.userId;
    const agent = await agentOnline(t.app, 'agent1');
    const admin = await signIn(t.app, 'admin');
    const visitor = await startVisitor(t.app);
    await transfer(t.app, visitor);
    tokens = [agent.token, agent.token, admin.token, admin.token, visitor.token, undefined];
  });
  after(async () => { await t.close(); });

  const target = () => ({
    app: t.app, tokens,
    // sends and transfers are rate-limited: let the clock move so deeper paths run
    beforeRun: () => t.clock.advance(10_000),
    check: (body: string, label: string) => {
      assert.ok(!body.includes(secret) && !body.includes('acme-visitor-secret'), `${label}: another tenant's visitor in the answer`);
    },
  });
  fuzzJsonRoutes(target, AGENT_ROUTES, 20);
  fuzzJsonRoutes(target, ADMIN_ROUTES, 15);

  it('the desk socket survives hostile frames and closes them cleanly', async () => {
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    await fc.assert(fc.asyncProperty(fc.oneof(hostileValue.map((v) => JSON.stringify(v) ?? 'null'), fc.string({ maxLength: 200 }), fc.constantFrom('[[[[[[[[[[', '{"type":"auth","token":{"$ne":null}}', '{"type":"typing","sessionId":["x"]}', '{"__proto__":{"polluted":1},"type":"ping"}')), async (frame) => {
      const ws = new WebSocket(`${origin.replace(/^http/, 'ws')}${DESK_WS_PATH}`);
      const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
      await new Promise<void>((resolve, reject) => { ws.once('open', () => resolve()); ws.once('error', reject); });
      ws.send(frame);
      const code = await Promise.race([closed, new Promise<number>((_, reject) => setTimeout(() => reject(new Error(`no close for ${frame.slice(0, 80)}`)), 5000))]);
      // our 44xx codes, or 1009 (the standard "message too big") for a frame over 16 KB
      assert.ok((code >= 4000 && code < 5000) || (code === 1009 && Buffer.byteLength(frame) > 16 * 1024), `an application close code, got ${code}`);
      assert.equal(({} as Record<string, unknown>).polluted, undefined);
    }), { numRuns: 30 });
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    assert.equal(health.statusCode, 200, 'the server is still up');
  });
});
