/**
 * Admin routes for the staff (issue 11 item 5, admin role): agents, groups, working hours and
 * canned replies of the admin's own tenant.
 */
import type { FastifyInstance } from 'fastify';
import { DeskLimits, DeskRole, Presence } from '../../../protocol';
import type { Services } from '../../services';
import { tenantTopic } from '../../bus';
import { body, bool, deskPost, id64, int, str, strList } from './desk-schema';

const accountProps = {
  username: str(64), password: str(200), nick: str(50), role: { type: 'string', enum: Object.values(DeskRole) }, maxLoad: int(1, 100),
  groups: strList(50, 64), avatar: str(2048), signature: str(200), tel: str(32), mobile: str(32), email: str(254), qq: str(20), wechat: str(64),
};
const range = { type: 'object', properties: { start: str(5), end: str(5) }, required: ['start', 'end'], additionalProperties: false };
const hoursSchema = body({
  enabled: bool, timeZone: str(64),
  days: { type: 'object', additionalProperties: { type: 'array', maxItems: 10, items: range }, maxProperties: 7 },
  closedDates: strList(366, 10),
}, ['enabled', 'timeZone', 'days']);

export async function deskAdminStaffRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { agents, routing, bus } = services;
  const admin = { admin: true };

  deskPost(app, services, 'admin/agents/list', body({}), async (_b, p) => ({ agents: await agents.accounts.list(p.tenantId) }), admin);
  deskPost<Record<string, unknown>>(app, services, 'admin/agents/create', body(accountProps, ['username', 'password', 'nick']),
    (b, p) => agents.accounts.create(p.tenantId, b), admin);
  deskPost<Record<string, unknown> & { agentId: string }>(app, services, 'admin/agents/update', body({ ...accountProps, agentId: id64, disabled: bool }, ['agentId']),
    async ({ agentId, ...b }, p) => {
      const r = await agents.accounts.update(p.tenantId, agentId, b);
      if (r.revoke) {
        // a reset password, a disabled account or a new role ends that agent's sign-ins (an admin resetting its own keeps this one)
        await agents.sessions.revokeAgent(agentId, agentId === p.agentId ? p.tokenHash : undefined);
        await bus.publish(tenantTopic(p.tenantId), { kind: 'deskRevoke', tenantId: p.tenantId, agentId, ...(agentId === p.agentId ? { keep: p.tokenHash } : {}) });
      }
      if (r.agent.disabled) {
        const change = await agents.presence.set(p.tenantId, agentId, Presence.offline);
        if (change) await routing.presenceChanged(change);
      } else if (b.maxLoad !== undefined) {
        await routing.dispatcher.run(p.tenantId); // a raised limit may take waiting visitors
      }
      return r.agent;
    }, admin);

  deskPost(app, services, 'admin/groups/list', body({}), async (_b, p) => ({ groups: await agents.groups.list(p.tenantId) }), admin);
  deskPost<{ groupName: string; members?: string[] }>(app, services, 'admin/groups/create', body({ groupName: str(50), members: strList(1000, 64) }, ['groupName']),
    (b, p) => agents.groups.create(p.tenantId, b), admin);
  deskPost<{ groupId: string; groupName?: string; members?: string[] }>(app, services, 'admin/groups/update',
    body({ groupId: id64, groupName: str(50), members: strList(1000, 64) }, ['groupId']),
    async ({ groupId, ...b }, p) => {
      const g = await agents.groups.update(p.tenantId, groupId, b);
      await routing.dispatcher.run(p.tenantId); // new members may take waiting visitors
      return g;
    }, admin);
  deskPost<{ groupId: string }>(app, services, 'admin/groups/delete', body({ groupId: id64 }, ['groupId']), (b, p) => agents.groups.remove(p.tenantId, b.groupId), admin);

  deskPost(app, services, 'admin/workingHours/get', body({}), (_b, p) => agents.hours.get(p.tenantId), admin);
  deskPost(app, services, 'admin/workingHours/set', hoursSchema, (b, p) => agents.hours.set(p.tenantId, b), admin);

  deskPost<{ name: string; content: string }>(app, services, 'admin/cannedReplies/create', body({ name: str(32), content: str(DeskLimits.messageMax) }, ['name', 'content']),
    (b, p) => agents.canned.create(p.tenantId, b), admin);
  deskPost<{ replyId: string; name?: string; content?: string }>(app, services, 'admin/cannedReplies/update',
    body({ replyId: id64, name: str(32), content: str(DeskLimits.messageMax) }, ['replyId']),
    ({ replyId, ...b }, p) => agents.canned.update(p.tenantId, replyId, b), admin);
  deskPost<{ replyId: string }>(app, services, 'admin/cannedReplies/delete', body({ replyId: id64 }, ['replyId']), (b, p) => agents.canned.remove(p.tenantId, b.replyId), admin);
}
