/**
 * Desk authorisation (issue 11 "Tests that must exist": authorisation; security-cases P5): tenant
 * A's agent can neither read nor act on tenant B's chats, visitors, agents, groups, channels or
 * files; an agent cannot use admin calls; a visitor token, a signed-out and an expired session are
 * refused; sign-in is rate-limited; a disabled account is out at once.
 */
import { after, describe, it, before } from 'node:test';
import assert from 'node:assert/strict';
import { DESK_API, MsgType } from '../../../protocol';
import type { TestApp } from '../helpers';
import { makeTestApp, post } from '../helpers';
import { agentOnline, desk, otherTenant, sessionOf, signIn, startVisitor, transfer, PASSWORD } from './kit';
import type { Desk } from './kit';
import { resetStaff } from './suite-routing';

/** Every admin call, with a body that would pass its schema. */
export const ADMIN_CALLS: [string, Record<string, unknown>][] = [
  ['admin/agents/list', {}], ['admin/agents/create', { username: 'x-new', password: 'password1', nick: 'X' }],
  ['admin/agents/update', { agentId: 'agent2', maxLoad: 3 }], ['admin/groups/list', {}], ['admin/groups/create', { groupName: 'G' }],
  ['admin/groups/update', { groupId: 'g-presales', groupName: 'G' }], ['admin/groups/delete', { groupId: 'g-presales' }],
  ['admin/workingHours/get', {}], ['admin/workingHours/set', { enabled: false, timeZone: 'UTC', days: {} }],
  ['admin/cannedReplies/create', { name: 'x', content: 'y' }], ['admin/cannedReplies/update', { replyId: 'demo-canned-1', content: 'y' }],
  ['admin/cannedReplies/delete', { replyId: 'demo-canned-1' }], ['admin/channels/list', {}], ['admin/channels/get', { channelId: 'demo' }],
  ['admin/channels/update', { channelId: 'demo', config: { titleDesc: 'x' } }], ['admin/sensitiveWords/get', {}], ['admin/sensitiveWords/set', { words: [] }],
  ['admin/kb/list', {}], ['admin/kb/get', { docId: 'tracking' }], ['admin/kb/save', { docs: [] }], ['admin/kb/remove', { docIds: ['tracking'] }],
  ['admin/kb/import', { format: 'json', text: '[]' }], ['admin/kb/export', { format: 'json' }], ['admin/kb/unknown', {}], ['admin/kb/votes', {}],
  ['admin/kb/settings/get', {}], ['admin/kb/settings/set', {}],
  ['admin/kb/list', { q: 'refund', locale: 'en', category: 'x', enabled: true, sort: 'votesDown', offset: 0, limit: 10 }], ['admin/kb/preview', { answer: '<p>x</p>' }],
];

export function authSuite(ctx: () => TestApp): void {
  describe('desk authorisation', () => {
    let acme: Awaited<ReturnType<typeof otherTenant>>;
    before(async () => { acme = await otherTenant(ctx()); });

    it('tenant A\'s agent cannot read or act on tenant B\'s chat, visitor, queue, agents or files', async () => {
      const t = ctx();
      await resetStaff(t, 5);
      const demoAgent = await agentOnline(t.app, 'agent1');
      const v = await startVisitor(t.app, {}, undefined, acme.channelId);
      assert.ok([acme.agent.agent.agentId, acme.admin.agent.agentId].includes(String((await transfer(t.app, v)).data.adminId)), 'served by acme\'s own staff');
      const sessionId = await sessionOf(t, { ...v, id: { ...v.id, tenantId: 'acme' } });
      const calls: [string, Record<string, unknown>][] = [
        ['chat/messages', { sessionId }], ['chat/read', { sessionId, seq: 1 }], ['chat/send', { sessionId, msgType: MsgType.text, msgContent: 'hi' }],
        ['chat/note', { sessionId, msgContent: 'x' }], ['chat/typing', { sessionId }], ['chat/close', { sessionId }], ['chat/inviteEvaluation', { sessionId }],
        ['chat/transfer', { sessionId, toAgentId: 'agent2' }], ['visitor/profile', { userId: v.userId }], ['visitor/sessions', { userId: v.userId }],
        ['visitor/offlineMessage', { userId: v.userId, msgContent: 'x' }],
      ];
      for (const [path, body] of calls) {
        const r = await desk(t.app, demoAgent.token, path, body);
        assert.equal(r.status, 404, `${path}: ${r.status} ${r.msg}`);
        assert.ok(!JSON.stringify(r).includes(v.userId) || path.startsWith('visitor/'), `${path} leaks nothing`);
      }
      // acme's queue is not demo's
      await desk(t.app, acme.agent.token, 'presence/set', { presence: 'busy' });
      await desk(t.app, acme.admin.token, 'presence/set', { presence: 'busy' });
      const w = await startVisitor(t.app, {}, undefined, acme.channelId);
      assert.equal((await transfer(t.app, w)).data.status, 3);
      const demoQueue = await desk<{ queue: { userId: string }[] }>(t.app, demoAgent.token, 'queue/list');
      assert.ok(!demoQueue.data.queue.some((q) => q.userId === w.userId));
      assert.equal((await desk(t.app, demoAgent.token, 'queue/take', { userId: w.userId })).status, 404);
      // admin calls name only the admin's own tenant
      const demoAdmin = await signIn(t.app, 'admin');
      assert.equal((await desk(t.app, demoAdmin.token, 'admin/agents/update', { agentId: acme.agent.agent.agentId, maxLoad: 1 })).status, 404);
      assert.equal((await desk(t.app, demoAdmin.token, 'admin/channels/get', { channelId: acme.channelId })).status, 404);
      assert.equal((await desk(t.app, demoAdmin.token, 'admin/agents/create', { username: 'x', password: 'password1', nick: 'X', groups: ['g-does-not-exist'] })).status, 400);
      const agents = await desk<{ agents: { agentId: string }[] }>(t.app, demoAdmin.token, 'admin/agents/list');
      assert.ok(!agents.data.agents.some((a) => a.agentId === acme.agent.agent.agentId));
      // a transfer to another tenant's agent is a missing agent
      const mine = await startVisitor(t.app);
      await transfer(t.app, mine);
      const mineSession = await sessionOf(t, mine);
      const owner = (await t.services.chat.session(mine.id))!.adminId!;
      const ownerDesk = owner === 'agent1' ? demoAgent : await agentOnline(t.app, owner);
      assert.equal((await desk(t.app, ownerDesk.token, 'chat/transfer', { sessionId: mineSession, toAgentId: acme.agent.agent.agentId })).status, 404);
      await desk(t.app, acme.agent.token, 'presence/set', { presence: 'online' });
    });

    it('an agent cannot use any admin call (403); an admin can', async () => {
      const t = ctx();
      const agent = await signIn(t.app, 'agent2');
      for (const [path, body] of ADMIN_CALLS) {
        const r = await desk(t.app, agent.token, path, body);
        assert.equal(r.status, 403, `${path}: ${r.status} ${r.msg}`);
      }
      const admin = await signIn(t.app, 'admin');
      assert.equal((await desk(t.app, admin.token, 'admin/agents/list')).status, 200);
    });

    it('a visitor token, no token, a forged token, a signed-out and an expired session are refused (401) everywhere', async () => {
      const t = ctx();
      const v = await startVisitor(t.app);
      const agent = await signIn(t.app, 'agent2');
      const paths = ['auth/me', 'chats/list', 'queue/list', 'colleagues/list', 'admin/agents/list', 'cannedReplies/list'];
      for (const token of [v.token, undefined, 'd1.' + 'A'.repeat(43), agent.token.slice(0, -1) + (agent.token.endsWith('A') ? 'B' : 'A')]) {
        for (const p of paths) assert.equal((await desk(t.app, token, p)).status, 401, `${p} with ${String(token).slice(0, 8)}`);
      }
      // the desk token is no visitor token either
      assert.equal((await post(t.app, '/api/chat/visitor/getEventMsg', { pollId: 0 }, agent.token)).status, 401);
      assert.equal((await desk(t.app, agent.token, 'auth/logout')).status, 200);
      assert.equal((await desk(t.app, agent.token, 'auth/me')).status, 401, 'signed out');
      const later = await signIn(t.app, 'agent2');
      t.clock.advance(t.services.deps.config.desk.sessionTtlMs + 1);
      assert.equal((await desk(t.app, later.token, 'auth/me')).status, 401, 'expired');
    });

    it('a password change, a reset or a disabled account ends the other sign-ins; a disabled agent cannot sign in', async () => {
      const t = ctx();
      const a = await t.services.agents.accounts.create('demo', { username: 'temp-agent', password: PASSWORD, nick: 'Temp' });
      const one = await signIn(t.app, 'temp-agent');
      const two = await signIn(t.app, 'temp-agent');
      assert.equal((await desk(t.app, one.token, 'auth/password', { oldPassword: 'wrong-one', newPassword: 'new-password-1' })).status, 403);
      assert.equal((await desk(t.app, one.token, 'auth/password', { oldPassword: PASSWORD, newPassword: 'short' })).status, 400);
      assert.equal((await desk(t.app, one.token, 'auth/password', { oldPassword: PASSWORD, newPassword: 'new-password-1' })).status, 200);
      assert.equal((await desk(t.app, one.token, 'auth/me')).status, 200, 'this sign-in stays');
      assert.equal((await desk(t.app, two.token, 'auth/me')).status, 401, 'the other one ends');
      const admin = await signIn(t.app, 'admin');
      assert.equal((await desk(t.app, admin.token, 'admin/agents/update', { agentId: a.agentId, disabled: true })).status, 200);
      assert.equal((await desk(t.app, one.token, 'auth/me')).status, 401);
      const again = await post(t.app, `${DESK_API}auth/login`, { username: 'temp-agent', password: 'new-password-1' });
      assert.equal(again.status, 401);
      assert.equal((await desk(t.app, admin.token, 'admin/agents/update', { agentId: 'admin', disabled: true })).status, 409, 'the last admin stays');
    });
  });
}

/** Sign-in limits with the default settings (a separate app: the suites raise them). */
export function signInLimitSuite(): void {
  describe('sign-in attempts are rate-limited', () => {
    let t: TestApp;
    before(async () => { t = await makeTestApp({ seed: true }); });
    after(async () => { await t.close(); });

    it('a wrong password is a 401 that says nothing about the name; after the burst, 429 even with the right password', async () => {
      const wrongName = await post(t.app, `${DESK_API}auth/login`, { username: 'nobody-here', password: 'whatever1' });
      const wrongPassword = await post(t.app, `${DESK_API}auth/login`, { username: 'agent1', password: 'whatever1' });
      assert.deepEqual([wrongName.status, wrongPassword.status, wrongName.msg], [401, 401, wrongPassword.msg]);
      const limit = t.services.deps.config.rates.deskLogin!.burst;
      const codes: number[] = [];
      for (let i = 0; i < limit + 2; i++) codes.push((await post(t.app, `${DESK_API}auth/login`, { username: 'agent1', password: 'whatever1' })).status);
      assert.ok(codes.includes(429), `429 after the burst: ${codes.join(',')}`);
      assert.equal((await post(t.app, `${DESK_API}auth/login`, { username: 'agent1', password: PASSWORD })).status, 429);
      t.clock.advance(60_000);
      const ok: Desk = await signIn(t.app, 'agent1');
      assert.ok(ok.token.startsWith('d1.'), 'a minute later the limit has refilled');
    });
  });
}
