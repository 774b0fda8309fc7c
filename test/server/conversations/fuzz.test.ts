/**
 * Hostile bodies at the Conversations calls (security-cases "Protocol abuse"), with the shared
 * fuzz kit, on SQLite and PostgreSQL (the search's SQL differs): random and hostile JSON under an
 * agent's, an admin's, a visitor's and no token, and the raw payloads. Never a 5xx, never a hang;
 * no answer carries the other tenant's conversation.
 */
import { after, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import { makeTestApp, onPostgres, PG_URL } from '../helpers';
import type { Backend, TestApp } from '../helpers';
import { fuzzJsonRoutes } from '../fuzz-kit';
import { otherTenant, signIn, startVisitor } from '../human/kit';
import { seedConversation } from './kit';

const ROUTES = [
  { path: '/api/desk/conversations/list', fields: ['view', 'q', 'channelId', 'agentId', 'groupId', 'tagId', 'star', 'status', 'from', 'to', 'cursor', 'limit'] },
  { path: '/api/desk/conversations/get', fields: ['sessionId'] },
];

function fuzzOn(backend: Backend): void {
  describe(`conversations calls under hostile input on ${backend}`, () => {
    let t: TestApp;
    let tokens: (string | undefined)[] = [];
    let secret = '';
    before(async () => {
      t = await makeTestApp({ seed: true, env: { RATE_LIMITS: 'off' }, ...(backend === 'pg' ? { databaseUrl: PG_URL } : {}) });
      const acme = await otherTenant(t);
      secret = (await seedConversation(t, { state: 'robot', channelId: acme.channelId, tenantId: 'acme', lines: [['v', 'acme-secret 退款 "%_*']] })).sessionId;
      await seedConversation(t, { state: 'robot', lines: [['v', 'demo text 退款 "%_*']] });
      const agent = await signIn(t.app, 'agent1');
      const admin = await signIn(t.app, 'admin');
      tokens = [agent.token, agent.token, agent.token, admin.token, (await startVisitor(t.app)).token, undefined];
    });
    after(async () => { await t.close(); });
    fuzzJsonRoutes(() => ({
      app: t.app, tokens,
      check: (body: string, label: string) => assert.ok(!body.includes(secret) && !body.includes('acme-secret'), `${label}: another tenant's conversation in the answer`),
    }), ROUTES, 40);
  });
}

fuzzOn('sqlite');
await onPostgres('conversations fuzz', () => fuzzOn('pg'));
