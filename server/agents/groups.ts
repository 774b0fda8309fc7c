/**
 * Agent groups with members (issue 11 item 1; spec §3 "Channel group": id, groupName). A channel
 * lists the groups a visitor may choose in its groupConfig (spec §4 "Groups").
 */
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema';
import { badRequest, notFound } from '../errors';
import { AccountLimits, groupName } from './validate';
import './tables';

export interface DeskGroup { groupId: string; groupName: string; members: string[] }

export const newGroupId = (): string => `g${crypto.randomBytes(8).toString('hex')}`;

export class Groups {
  constructor(private readonly db: Kysely<Database>, private readonly now: () => number) {}

  async list(tenantId: string): Promise<DeskGroup[]> {
    const groups = await this.db.selectFrom('agent_groups').select(['group_id', 'group_name']).where('tenant_id', '=', tenantId).orderBy('group_name').execute();
    if (!groups.length) return [];
    const members = await this.db.selectFrom('agent_group_members').select(['group_id', 'agent_id'])
      .where('group_id', 'in', groups.map((g) => g.group_id)).orderBy('agent_id').execute();
    const by = new Map<string, string[]>(groups.map((g) => [g.group_id, []]));
    for (const m of members) by.get(m.group_id)?.push(m.agent_id);
    return groups.map((g) => ({ groupId: g.group_id, groupName: g.group_name, members: by.get(g.group_id) ?? [] }));
  }

  async create(tenantId: string, input: { groupName: unknown; members?: unknown }): Promise<DeskGroup> {
    const name = groupName(input.groupName);
    const members = input.members === undefined ? [] : await this.checkMembers(tenantId, input.members);
    const groupId = newGroupId();
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('agent_groups').values({ group_id: groupId, tenant_id: tenantId, group_name: name, created_at: this.now() }).execute();
      for (const a of members) await trx.insertInto('agent_group_members').values({ group_id: groupId, agent_id: a }).execute();
    });
    return { groupId, groupName: name, members };
  }

  async update(tenantId: string, groupId: string, input: { groupName?: unknown; members?: unknown }): Promise<DeskGroup> {
    await this.own(tenantId, groupId);
    const name = input.groupName === undefined ? undefined : groupName(input.groupName);
    const members = input.members === undefined ? undefined : await this.checkMembers(tenantId, input.members);
    await this.db.transaction().execute(async (trx) => {
      if (name !== undefined) await trx.updateTable('agent_groups').set({ group_name: name }).where('group_id', '=', groupId).execute();
      if (members) {
        await trx.deleteFrom('agent_group_members').where('group_id', '=', groupId).execute();
        for (const a of members) await trx.insertInto('agent_group_members').values({ group_id: groupId, agent_id: a }).execute();
      }
    });
    return (await this.list(tenantId)).find((g) => g.groupId === groupId)!;
  }

  async remove(tenantId: string, groupId: string): Promise<void> {
    await this.own(tenantId, groupId);
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('agent_group_members').where('group_id', '=', groupId).execute();
      await trx.deleteFrom('agent_groups').where('group_id', '=', groupId).execute();
    });
  }

  private async own(tenantId: string, groupId: string): Promise<void> {
    const g = await this.db.selectFrom('agent_groups').select('group_id').where('group_id', '=', groupId).where('tenant_id', '=', tenantId).executeTakeFirst();
    if (!g) throw notFound('groupId: no such group');
  }

  private async checkMembers(tenantId: string, v: unknown): Promise<string[]> {
    if (!Array.isArray(v) || v.length > AccountLimits.membersPerGroup || v.some((a) => typeof a !== 'string')) {
      throw badRequest('members', `must be a list of at most ${AccountLimits.membersPerGroup} agent ids`);
    }
    const ids = [...new Set(v as string[])];
    if (!ids.length) return [];
    const found = await this.db.selectFrom('agents').select('agent_id').where('tenant_id', '=', tenantId).where('agent_id', 'in', ids).execute();
    const have = new Set(found.map((a) => a.agent_id));
    const missing = ids.find((a) => !have.has(a));
    if (missing !== undefined) throw badRequest('members', `no agent "${missing}"`);
    return ids;
  }
}
