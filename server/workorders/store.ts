/**
 * The work-order queries: types, orders, their timeline and the idempotency keys. Every query
 * names the tenant; the desk's inbox pages by (updated_at, wo_id), never by OFFSET.
 */
import { sql } from 'kysely';
import type { DbOrTrx, Trx } from '../store/db';
import type { WoHandleTable, WoTypeTable, WorkOrderTable } from './tables';
import './tables';
import '../agents/tables';
import '../chat/tables';
import '../uploads/tables';

/** A unique-key violation on SQLite or PostgreSQL (a concurrent retry of the same write). */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

// ---- types

export async function listTypes(db: DbOrTrx, tenantId: string): Promise<WoTypeTable[]> {
  return db.selectFrom('wo_types').selectAll().where('tenant_id', '=', tenantId).orderBy('created_at').orderBy('type_id').execute();
}

export async function findType(db: DbOrTrx, tenantId: string, typeId: string): Promise<WoTypeTable | undefined> {
  return db.selectFrom('wo_types').selectAll().where('tenant_id', '=', tenantId).where('type_id', '=', typeId).executeTakeFirst();
}

export async function insertType(db: DbOrTrx, row: WoTypeTable): Promise<void> {
  await db.insertInto('wo_types').values(row).execute();
}

export async function updateType(db: DbOrTrx, tenantId: string, typeId: string, set: Pick<WoTypeTable, 'type_name' | 'enabled' | 'fields' | 'updated_at'>): Promise<void> {
  await db.updateTable('wo_types').set(set).where('tenant_id', '=', tenantId).where('type_id', '=', typeId).execute();
}

export async function deleteType(db: DbOrTrx, tenantId: string, typeId: string): Promise<void> {
  await db.deleteFrom('wo_types').where('tenant_id', '=', tenantId).where('type_id', '=', typeId).execute();
}

export async function typeInUse(db: DbOrTrx, tenantId: string, typeId: string): Promise<boolean> {
  const r = await db.selectFrom('work_orders').select('wo_id').where('tenant_id', '=', tenantId).where('type_id', '=', typeId).limit(1).executeTakeFirst();
  return r !== undefined;
}

// ---- orders

export async function insertOrder(trx: Trx, row: WorkOrderTable): Promise<void> {
  await trx.insertInto('work_orders').values(row).execute();
}

/** The order by id whatever its tenant (link access decides by the token, computed with the row's tenant). */
export async function findOrderAnyTenant(db: DbOrTrx, woId: string): Promise<WorkOrderTable | undefined> {
  return db.selectFrom('work_orders').selectAll().where('wo_id', '=', woId).executeTakeFirst();
}

export async function findOrder(db: DbOrTrx, tenantId: string, woId: string): Promise<WorkOrderTable | undefined> {
  return db.selectFrom('work_orders').selectAll().where('tenant_id', '=', tenantId).where('wo_id', '=', woId).executeTakeFirst();
}

/** The visitor's own orders, newest first. */
export async function ordersOfVisitor(db: DbOrTrx, tenantId: string, userId: string, limit: number): Promise<WorkOrderTable[]> {
  return db.selectFrom('work_orders').selectAll()
    .where('tenant_id', '=', tenantId).where('user_id', '=', userId)
    .orderBy('created_at', 'desc').orderBy('wo_id', 'desc').limit(limit).execute();
}

/**
 * Changes the order and reserves `handles` timeline places in one statement (its row lock
 * orders concurrent writers on PostgreSQL); answers the row after the change.
 */
export async function updateOrder(
  trx: Trx, tenantId: string, woId: string, set: Partial<Pick<WorkOrderTable, 'status' | 'priority' | 'assignee_agent_id' | 'assignee_group_id' | 'awaiting_staff' | 'updated_at'>>, handles: number,
): Promise<WorkOrderTable | undefined> {
  return trx.updateTable('work_orders')
    .set({ ...set, handle_count: sql<number>`handle_count + ${handles}` })
    .where('tenant_id', '=', tenantId).where('wo_id', '=', woId)
    .returningAll().executeTakeFirst();
}

export interface InboxFilter {
  status?: number[] | undefined;
  priority?: number[] | undefined;
  typeId?: string | undefined;
  /** null: unassigned */
  assigneeAgentId?: string | null | undefined;
  groupId?: string | undefined;
  /** lower-cased; matched as a substring of search_text */
  q?: string | undefined;
  after?: { updatedAt: number; woId: string } | undefined;
  limit: number;
}

const likeEscape = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The desk's inbox: newest change first, after the cursor; with the assignee's nick. */
export async function inbox(db: DbOrTrx, tenantId: string, f: InboxFilter): Promise<(WorkOrderTable & { assignee_nick: string | null })[]> {
  let q = db.selectFrom('work_orders as w')
    .leftJoin('agents as a', (j) => j.onRef('a.agent_id', '=', 'w.assignee_agent_id').onRef('a.tenant_id', '=', 'w.tenant_id'))
    .selectAll('w').select('a.nick as assignee_nick')
    .where('w.tenant_id', '=', tenantId);
  if (f.status?.length) q = q.where('w.status', 'in', f.status);
  if (f.priority?.length) q = q.where('w.priority', 'in', f.priority);
  if (f.typeId !== undefined) q = q.where('w.type_id', '=', f.typeId);
  if (f.assigneeAgentId === null) q = q.where('w.assignee_agent_id', 'is', null);
  else if (f.assigneeAgentId !== undefined) q = q.where('w.assignee_agent_id', '=', f.assigneeAgentId);
  if (f.groupId !== undefined) q = q.where('w.assignee_group_id', '=', f.groupId);
  if (f.q) q = q.where(sql<boolean>`w.search_text like ${`%${likeEscape(f.q)}%`} escape '\\'`);
  const after = f.after;
  if (after) {
    q = q.where((eb) => eb.or([
      eb('w.updated_at', '<', after.updatedAt),
      eb.and([eb('w.updated_at', '=', after.updatedAt), eb('w.wo_id', '<', after.woId)]),
    ]));
  }
  return q.orderBy('w.updated_at', 'desc').orderBy('w.wo_id', 'desc').limit(f.limit).execute();
}

export async function agentNick(db: DbOrTrx, tenantId: string, agentId: string): Promise<string | null> {
  const r = await db.selectFrom('agents').select('nick').where('tenant_id', '=', tenantId).where('agent_id', '=', agentId).executeTakeFirst();
  return r?.nick ?? null;
}

/** The address an agent gave on their card (the mail of a customer's reply goes there), or null. */
export async function agentEmail(db: DbOrTrx, tenantId: string, agentId: string): Promise<string | null> {
  const r = await db.selectFrom('agents').select('card_email').where('tenant_id', '=', tenantId).where('agent_id', '=', agentId).where('disabled', '=', 0).executeTakeFirst();
  return r?.card_email || null;
}

export async function groupOfTenant(db: DbOrTrx, tenantId: string, groupId: string): Promise<boolean> {
  const r = await db.selectFrom('agent_groups').select('group_id').where('tenant_id', '=', tenantId).where('group_id', '=', groupId).executeTakeFirst();
  return r !== undefined;
}

/** The visitor's profile contact (the mail address and locale when the order names none). */
export async function visitorContact(db: DbOrTrx, tenantId: string, userId: string): Promise<{ email: string | null; locale: string | null; user_name: string | null } | undefined> {
  return db.selectFrom('visitors').select(['email', 'locale', 'user_name']).where('tenant_id', '=', tenantId).where('user_id', '=', userId).executeTakeFirst();
}

/** A stored upload by id, with what an attachment check needs. */
export async function uploadForAttachment(db: DbOrTrx, fileId: string): Promise<{ tenant_id: string; user_id: string; purpose: string; file_class: string; suffix: string; name: string } | undefined> {
  return db.selectFrom('uploads').select(['tenant_id', 'user_id', 'purpose', 'file_class', 'suffix', 'name']).where('file_id', '=', fileId).executeTakeFirst();
}

// ---- timeline

export async function insertHandles(trx: Trx, rows: WoHandleTable[]): Promise<void> {
  if (rows.length) await trx.insertInto('wo_handles').values(rows).execute();
}

/** The order's timeline, oldest first; only these handle types when given. */
export async function handlesOf(db: DbOrTrx, woId: string, types?: number[]): Promise<WoHandleTable[]> {
  let q = db.selectFrom('wo_handles').selectAll().where('wo_id', '=', woId);
  if (types) q = q.where('handle_type', 'in', types);
  return q.orderBy('seq').execute();
}

// ---- idempotency

export async function findRequest(db: DbOrTrx, tenantId: string, key: string): Promise<string | undefined> {
  const r = await db.selectFrom('wo_requests').select('wo_id').where('tenant_id', '=', tenantId).where('request_key', '=', key).executeTakeFirst();
  return r?.wo_id;
}

export async function insertRequest(trx: Trx, tenantId: string, key: string, woId: string, now: number): Promise<void> {
  await trx.insertInto('wo_requests').values({ tenant_id: tenantId, request_key: key, wo_id: woId, created_at: now }).execute();
}
