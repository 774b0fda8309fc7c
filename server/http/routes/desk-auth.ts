/**
 * Desk routes for the agent itself: sign in and out, who am I, password, own profile, presence,
 * colleagues and the group names. Sign-in is the one desk call without a token; it is rate-limited per user name
 * and per client address (config.desk.login*).
 */
import type { FastifyInstance } from 'fastify';
import { DESK_API, Presence } from '../../../protocol';
import type { Services } from '../../services';
import { tenantTopic } from '../../bus';
import { ok } from '../envelope';
import { body, deskPost, str } from './desk-schema';

const cardProps = { nick: str(50), avatar: str(2048), signature: str(200), tel: str(32), mobile: str(32), email: str(254), qq: str(20), wechat: str(64) };

export async function deskAuthRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { agents, routing, bus } = services;

  app.post(`${DESK_API}auth/login`, {
    schema: { body: body({ username: str(64, 1), password: str(200, 1) }, ['username', 'password']) },
  }, async (req) => {
    const b = req.body as { username: string; password: string };
    const { token, principal } = await agents.sessions.signIn(b.username, b.password, req.ip);
    const agent = await agents.accounts.get(principal.tenantId, principal.agentId);
    return ok({ token, expiresAt: principal.expiresAt, agent });
  });

  deskPost(app, services, 'auth/logout', body({}), async (_b, p) => {
    await agents.sessions.signOut(p.tokenHash);
    // this sign-in's sockets close, in every process
    await bus.publish(tenantTopic(p.tenantId), { kind: 'deskRevoke', tenantId: p.tenantId, agentId: p.agentId, tokenHash: p.tokenHash });
  });

  deskPost(app, services, 'auth/me', body({}), async (_b, p) => ({ agent: await agents.accounts.get(p.tenantId, p.agentId), expiresAt: p.expiresAt }));

  deskPost<{ oldPassword: string; newPassword: string }>(app, services, 'auth/password',
    body({ oldPassword: str(200, 1), newPassword: str(200, 1) }, ['oldPassword', 'newPassword']),
    async (b, p) => {
      await agents.sessions.changePassword(p, b.oldPassword, b.newPassword);
      await bus.publish(tenantTopic(p.tenantId), { kind: 'deskRevoke', tenantId: p.tenantId, agentId: p.agentId, keep: p.tokenHash });
    });

  deskPost<Record<string, unknown>>(app, services, 'profile/update', body(cardProps), async (b, p) =>
    (await agents.accounts.update(p.tenantId, p.agentId, b, true)).agent);

  deskPost<{ presence: Presence }>(app, services, 'presence/set', body({ presence: { type: 'string', enum: Object.values(Presence) } }, ['presence']), async (b, p) => {
    const change = await agents.presence.set(p.tenantId, p.agentId, b.presence);
    if (change) await routing.presenceChanged(change);
    return { presence: b.presence };
  });

  deskPost(app, services, 'colleagues/list', body({}), (_b, p) => agents.accounts.colleagues(p.tenantId));

  // The transfer dialog names the groups an agent may hand a chat to; members stay admin-only.
  deskPost(app, services, 'groups/list', body({}), async (_b, p) => ({
    groups: (await agents.groups.list(p.tenantId)).map((g) => ({ groupId: g.groupId, groupName: g.groupName })),
  }));
}
