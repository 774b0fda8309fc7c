/**
 * Agent groups with members (issue 11 item 1; spec §3 "Channel group": id, groupName). A channel
 * lists the groups a visitor may choose in its groupConfig (spec §4 "Groups").
 */
import crypto from 'node:crypto';
import type { Db } from '../store/db';
import { badRequest, notFound } from '../errors';
import { AccountLimits, groupName } from './validate';
import { addGroupMembers, deleteGroup, findTenantAgentIds, groupExists, insertGroup, listGroups, listMembersOfGroups, renameGroup, replaceGroupMembers } from './store';

export interface DeskGroup { groupId: string; groupName: string; members: string[] }

export const newGroupId = (): string => `g${crypto.randomBytes(8).toString('hex')}`;

export class Groups {
  constructor(private readonly db: Db, private readonly now: () => number) {}

  async list(tenantId: string): Promise<DeskGroup[]> {
    const groups = await listGroups(this.db, tenantId);
    if (!groups.length) return [];
    const members = await listMembersOfGroups(this.db, groups.map((g) => g.group_id));
    const by = new Map<string, string[]>(groups.map((g) => [g.group_id, []]));
    for (const m of members) by.get(m.group_id)?.push(m.agent_id);
    return groups.map((g) => ({ groupId: g.group_id, groupName: g.group_name, members: by.get(g.group_id) ?? [] }));
  }

  async create(tenantId: string, input: { groupName: unknown; members?: unknown }): Promise<DeskGroup> {
    const name = groupName(input.groupName);
    const members = input.members === undefined ? [] : await this.checkMembers(tenantId, input.members);
    const groupId = newGroupId();
    await this.db.transaction().execute(async (trx) => {
      await insertGroup(trx, { group_id: groupId, tenant_id: tenantId, group_name: name, created_at: this.now() });
      await addGroupMembers(trx, groupId, members);
    });
    return { groupId, groupName: name, members };
  }

  async update(tenantId: string, groupId: string, input: { groupName?: unknown; members?: unknown }): Promise<DeskGroup> {
    await this.own(tenantId, groupId);
    const name = input.groupName === undefined ? undefined : groupName(input.groupName);
    const members = input.members === undefined ? undefined : await this.checkMembers(tenantId, input.members);
    await this.db.transaction().execute(async (trx) => {
      if (name !== undefined) await renameGroup(trx, groupId, name);
      if (members) await replaceGroupMembers(trx, groupId, members);
    });
    return (await this.list(tenantId)).find((g) => g.groupId === groupId)!;
  }

  async remove(tenantId: string, groupId: string): Promise<void> {
    await this.own(tenantId, groupId);
    await this.db.transaction().execute((trx) => deleteGroup(trx, groupId));
  }

  private async own(tenantId: string, groupId: string): Promise<void> {
    if (!(await groupExists(this.db, tenantId, groupId))) throw notFound('groupId: no such group');
  }

  private async checkMembers(tenantId: string, v: unknown): Promise<string[]> {
    if (!Array.isArray(v) || v.length > AccountLimits.membersPerGroup || v.some((a) => typeof a !== 'string')) {
      throw badRequest('members', `must be a list of at most ${AccountLimits.membersPerGroup} agent ids`);
    }
    const ids = [...new Set(v as string[])];
    if (!ids.length) return [];
    const have = new Set(await findTenantAgentIds(this.db, tenantId, ids));
    const missing = ids.find((a) => !have.has(a));
    if (missing !== undefined) throw badRequest('members', `no agent "${missing}"`);
    return ids;
  }
}
