/**
 * The staff tables in the database: accounts and their presence, groups and memberships, desk
 * sign-in sessions, working hours and canned replies. Only reads and writes live here; the
 * checks, hashing and decisions around them stay in the domain modules that call these.
 * Functions that take a `Trx` are meant to run inside the caller's transaction.
 */
import type { Insertable, Updateable } from 'kysely';
import { ConnectionType, DeskRole, Presence } from '../../protocol';
import type { Db, DbOrTrx, Trx } from '../store/db';
import type { AgentRow, AgentSessionTable, AgentTable, CannedReplyTable } from './tables';
import './tables';

// ── accounts ──

export async function findAgentFace(db: Db, agentId: string): Promise<string | null> {
  return (await db.selectFrom('agents').select('face').where('agent_id', '=', agentId).executeTakeFirst())?.face ?? null;
}

/** The tenant's agent (another tenant's is undefined). */
export async function findAgent(db: DbOrTrx, tenantId: string, agentId: string): Promise<AgentRow | undefined> {
  return db.selectFrom('agents').selectAll().where('agent_id', '=', agentId).where('tenant_id', '=', tenantId).executeTakeFirst();
}

/** The agent signing in with this user name, in any tenant. */
export async function findAgentByLogin(db: Db, login: string): Promise<AgentRow | undefined> {
  return db.selectFrom('agents').selectAll().where('login_name', '=', login).executeTakeFirst();
}

/** User names are unique across tenants. */
export async function isLoginTaken(trx: Trx, login: string): Promise<boolean> {
  return (await trx.selectFrom('agents').select('agent_id').where('login_name', '=', login).executeTakeFirst()) !== undefined;
}

export async function listAgents(db: Db, tenantId: string): Promise<AgentRow[]> {
  return db.selectFrom('agents').selectAll().where('tenant_id', '=', tenantId).orderBy('login_name').execute();
}

export async function listEnabledAgentsByNick(db: Db, tenantId: string): Promise<AgentRow[]> {
  return db.selectFrom('agents').selectAll().where('tenant_id', '=', tenantId).where('disabled', '=', 0).orderBy('nick').execute();
}

/** Of these ids, those naming an agent of the tenant. */
export async function findTenantAgentIds(db: Db, tenantId: string, agentIds: string[]): Promise<string[]> {
  const rows = await db.selectFrom('agents').select('agent_id').where('tenant_id', '=', tenantId).where('agent_id', 'in', agentIds).execute();
  return rows.map((r) => r.agent_id);
}

/** Whether the tenant has an enabled admin other than `agentId`. */
export async function hasOtherEnabledAdmin(trx: Trx, tenantId: string, agentId: string): Promise<boolean> {
  const admins = await trx.selectFrom('agents').select('agent_id').where('tenant_id', '=', tenantId)
    .where('role', '=', DeskRole.admin).where('disabled', '=', 0).where('agent_id', '!=', agentId).execute();
  return admins.length > 0;
}

export async function insertAgent(trx: Trx, row: Insertable<AgentTable>): Promise<void> {
  await trx.insertInto('agents').values(row).execute();
}

export async function updateAgent(trx: Trx, tenantId: string, agentId: string, set: Updateable<AgentTable>): Promise<void> {
  await trx.updateTable('agents').set(set).where('agent_id', '=', agentId).where('tenant_id', '=', tenantId).execute();
}

export async function findPasswordHash(db: Db, agentId: string): Promise<string> {
  return (await db.selectFrom('agents').select('password_hash').where('agent_id', '=', agentId).executeTakeFirstOrThrow()).password_hash;
}

export async function setPasswordHash(db: Db, agentId: string, hash: string, now: number): Promise<void> {
  await db.updateTable('agents').set({ password_hash: hash, updated_at: now }).where('agent_id', '=', agentId).execute();
}

/** Open chats per agent of the tenant (the desk's load). */
export async function countOpenManualChats(db: Db, tenantId: string): Promise<Map<string, number>> {
  const loads = await db.selectFrom('sessions').select(['admin_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('tenant_id', '=', tenantId).where('ended', '=', 0).where('connection', '=', 'manual').groupBy('admin_id').execute();
  const out = new Map<string, number>();
  for (const l of loads) if (l.admin_id !== null) out.set(l.admin_id, Number(l.n));
  return out;
}

/** The chats an agent has open. */
export async function listOpenManualChats(db: Db, agentId: string): Promise<{ session_id: string; user_id: string }[]> {
  return db.selectFrom('sessions').select(['session_id', 'user_id']).where('admin_id', '=', agentId)
    .where('ended', '=', 0).where('connection', '=', ConnectionType.manual).execute();
}

/** A session of the tenant that is still going (supervision's `watch`), or undefined. */
export async function openSessionOfTenant(db: Db, tenantId: string, sessionId: string): Promise<{ session_id: string; user_id: string } | undefined> {
  return db.selectFrom('sessions').select(['session_id', 'user_id']).where('session_id', '=', sessionId)
    .where('tenant_id', '=', tenantId).where('ended', '=', 0).executeTakeFirst();
}

// ── presence ──

export async function setAgentPresence(
  trx: Trx, agentId: string, set: { presence: string; presence_at: number; connected_until: number },
): Promise<AgentRow> {
  return trx.updateTable('agents').set(set).where('agent_id', '=', agentId).returningAll().executeTakeFirstOrThrow();
}

/** Connected until `until`, for those of the agents whose mark is before `ifBefore`. */
export async function extendConnected(db: Db, agentIds: string[], until: number, ifBefore: number): Promise<void> {
  await db.updateTable('agents').set({ connected_until: until })
    .where('agent_id', 'in', agentIds).where('connected_until', '<', ifBefore).execute();
}

/** Agents not offline whose desk has not been connected since before `now`. */
export async function listGoneAgentIds(db: Db, now: number): Promise<string[]> {
  const gone = await db.selectFrom('agents').select('agent_id')
    .where('presence', '!=', Presence.offline).where('connected_until', '<', now).execute();
  return gone.map((g) => g.agent_id);
}

/** Marks the agent offline if it still is gone; the row when this call did it. */
export async function markGoneOffline(db: Db, agentId: string, now: number): Promise<AgentRow | undefined> {
  return db.updateTable('agents').set({ presence: Presence.offline, presence_at: now })
    .where('agent_id', '=', agentId).where('presence', '!=', Presence.offline).where('connected_until', '<', now)
    .returningAll().executeTakeFirst();
}

// ── groups and memberships ──

export async function listGroups(db: Db, tenantId: string): Promise<{ group_id: string; group_name: string }[]> {
  return db.selectFrom('agent_groups').select(['group_id', 'group_name']).where('tenant_id', '=', tenantId).orderBy('group_name').execute();
}

/** Of these ids, the tenant's groups with their names. */
export async function findTenantGroups(db: Db, tenantId: string, groupIds: string[]): Promise<{ group_id: string; group_name: string }[]> {
  return db.selectFrom('agent_groups').select(['group_id', 'group_name']).where('tenant_id', '=', tenantId).where('group_id', 'in', groupIds).execute();
}

export async function groupExists(db: Db, tenantId: string, groupId: string): Promise<boolean> {
  return (await db.selectFrom('agent_groups').select('group_id').where('group_id', '=', groupId).where('tenant_id', '=', tenantId).executeTakeFirst()) !== undefined;
}

export async function insertGroup(trx: Trx, row: { group_id: string; tenant_id: string; group_name: string; created_at: number }): Promise<void> {
  await trx.insertInto('agent_groups').values(row).execute();
}

export async function renameGroup(trx: Trx, groupId: string, name: string): Promise<void> {
  await trx.updateTable('agent_groups').set({ group_name: name }).where('group_id', '=', groupId).execute();
}

/** Deletes the group and its memberships. */
export async function deleteGroup(trx: Trx, groupId: string): Promise<void> {
  await trx.deleteFrom('agent_group_members').where('group_id', '=', groupId).execute();
  await trx.deleteFrom('agent_groups').where('group_id', '=', groupId).execute();
}

/** Memberships of these groups, by agent id. */
export async function listMembersOfGroups(db: Db, groupIds: string[]): Promise<{ group_id: string; agent_id: string }[]> {
  return db.selectFrom('agent_group_members').select(['group_id', 'agent_id']).where('group_id', 'in', groupIds).orderBy('agent_id').execute();
}

/** Memberships of these agents, by group id. */
export async function listGroupsOfAgents(db: Db, agentIds: readonly string[]): Promise<{ agent_id: string; group_id: string }[]> {
  return db.selectFrom('agent_group_members').select(['agent_id', 'group_id']).where('agent_id', 'in', [...agentIds]).orderBy('group_id').execute();
}

export async function addAgentToGroups(trx: Trx, agentId: string, groupIds: readonly string[]): Promise<void> {
  for (const g of groupIds) await trx.insertInto('agent_group_members').values({ group_id: g, agent_id: agentId }).execute();
}

export async function replaceGroupsOfAgent(trx: Trx, agentId: string, groupIds: readonly string[]): Promise<void> {
  await trx.deleteFrom('agent_group_members').where('agent_id', '=', agentId).execute();
  await addAgentToGroups(trx, agentId, groupIds);
}

export async function addGroupMembers(trx: Trx, groupId: string, agentIds: readonly string[]): Promise<void> {
  for (const a of agentIds) await trx.insertInto('agent_group_members').values({ group_id: groupId, agent_id: a }).execute();
}

export async function replaceGroupMembers(trx: Trx, groupId: string, agentIds: readonly string[]): Promise<void> {
  await trx.deleteFrom('agent_group_members').where('group_id', '=', groupId).execute();
  await addGroupMembers(trx, groupId, agentIds);
}

// ── desk sign-in sessions ──

export async function insertDeskSession(db: Db, row: AgentSessionTable): Promise<void> {
  await db.insertInto('agent_sessions').values(row).execute();
}

/** A sign-in with what its check needs of the agent. */
export async function findDeskSession(db: Db, tokenHash: string) {
  return db.selectFrom('agent_sessions as s').innerJoin('agents as a', 'a.agent_id', 's.agent_id')
    .select(['s.expires_at', 's.revoked_at', 'a.agent_id', 'a.tenant_id', 'a.role', 'a.nick', 'a.disabled', 's.tenant_id as session_tenant'])
    .where('s.token_hash', '=', tokenHash).executeTakeFirst();
}

export async function revokeDeskSession(db: Db, tokenHash: string, now: number): Promise<void> {
  await db.updateTable('agent_sessions').set({ revoked_at: now }).where('token_hash', '=', tokenHash).where('revoked_at', 'is', null).execute();
}

/** Revokes every live sign-in of the agent except `keep`. */
export async function revokeAgentSessions(db: Db, agentId: string, now: number, keep?: string): Promise<void> {
  let q = db.updateTable('agent_sessions').set({ revoked_at: now }).where('agent_id', '=', agentId).where('revoked_at', 'is', null);
  if (keep) q = q.where('token_hash', '!=', keep);
  await q.execute();
}

/** Deletes sign-ins that expired or were revoked before `cutoff`. */
export async function pruneDeskSessions(db: Db, cutoff: number): Promise<void> {
  await db.deleteFrom('agent_sessions').where((eb) => eb.or([eb('expires_at', '<', cutoff), eb('revoked_at', '<', cutoff)])).execute();
}

// ── working hours ──

/** The tenant's working hours as stored (JSON), or undefined when never set. */
export async function findWorkingHours(db: Db, tenantId: string): Promise<string | undefined> {
  return (await db.selectFrom('working_hours').select('config').where('tenant_id', '=', tenantId).executeTakeFirst())?.config;
}

export async function saveWorkingHours(db: Db, tenantId: string, config: string, now: number): Promise<void> {
  await db.insertInto('working_hours').values({ tenant_id: tenantId, config, updated_at: now })
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet({ config, updated_at: now })).execute();
}

/** A new tenant's working hours (fails if the tenant has some). */
export async function insertWorkingHours(trx: Trx, tenantId: string, config: string, now: number): Promise<void> {
  await trx.insertInto('working_hours').values({ tenant_id: tenantId, config, updated_at: now }).execute();
}

// ── canned replies ──

export async function listCannedReplies(db: Db, tenantId: string): Promise<CannedReplyTable[]> {
  return db.selectFrom('canned_replies').selectAll().where('tenant_id', '=', tenantId).orderBy('name').execute();
}

export async function countCannedReplies(trx: Trx, tenantId: string): Promise<number> {
  const n = await trx.selectFrom('canned_replies').select((eb) => eb.fn.countAll<number>().as('n')).where('tenant_id', '=', tenantId).executeTakeFirstOrThrow();
  return Number(n.n);
}

/** Whether the tenant has a canned reply of this name (other than `exceptReplyId`). */
export async function isCannedNameTaken(trx: Trx, tenantId: string, name: string, exceptReplyId?: string): Promise<boolean> {
  let q = trx.selectFrom('canned_replies').select('reply_id').where('tenant_id', '=', tenantId).where('name', '=', name);
  if (exceptReplyId !== undefined) q = q.where('reply_id', '!=', exceptReplyId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function insertCannedReply(trx: Trx, row: CannedReplyTable): Promise<void> {
  await trx.insertInto('canned_replies').values(row).execute();
}

/** False when the tenant has no such reply. */
export async function updateCannedReply(
  trx: Trx, tenantId: string, replyId: string, set: { name?: string; content?: string; updated_at: number },
): Promise<boolean> {
  const r = await trx.updateTable('canned_replies').set(set).where('reply_id', '=', replyId).where('tenant_id', '=', tenantId).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** False when the tenant has no such reply. */
export async function deleteCannedReply(db: Db, tenantId: string, replyId: string): Promise<boolean> {
  const r = await db.deleteFrom('canned_replies').where('reply_id', '=', replyId).where('tenant_id', '=', tenantId).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
