/**
 * The leave-message rows (what visitors left for the tenant, and how staff handled it) and the
 * offline-message rows (what agents left for a visitor who was away).
 */
import type { DbOrTrx } from '../store/db';
import type { LeaveMessageTable, OfflineMessageTable } from './tables';
import './tables';

export async function insertLeaveMessage(db: DbOrTrx, row: LeaveMessageTable): Promise<void> {
  await db.insertInto('leave_messages').values(row).execute();
}

/** The visitor's records, newest first. */
export async function leaveMessagesOfVisitor(db: DbOrTrx, tenantId: string, userId: string, limit: number): Promise<LeaveMessageTable[]> {
  return db.selectFrom('leave_messages').selectAll()
    .where('tenant_id', '=', tenantId).where('user_id', '=', userId)
    .orderBy('created_at', 'desc').orderBy('leave_msg_id', 'desc')
    .limit(limit).execute();
}

/** The tenant's records, newest first: only handled (state 1) or unhandled (0) ones when asked, created before `before`. */
export async function leaveMessagesOfTenant(db: DbOrTrx, tenantId: string, opts: { state?: number | undefined; before?: number | undefined; limit: number }): Promise<LeaveMessageTable[]> {
  let q = db.selectFrom('leave_messages').selectAll().where('tenant_id', '=', tenantId);
  if (opts.state !== undefined) q = opts.state === 1 ? q.where('msg_state', '=', 1) : q.where('msg_state', '!=', 1);
  if (opts.before !== undefined) q = q.where('created_at', '<', opts.before);
  return q.orderBy('created_at', 'desc').orderBy('leave_msg_id', 'desc').limit(opts.limit).execute();
}

/** Records how staff handled the tenant's record; undefined when the tenant has no such record. */
export async function updateLeaveMessageHandling(
  db: DbOrTrx, tenantId: string, leaveMsgId: string,
  set: Pick<LeaveMessageTable, 'msg_state' | 'msg_desc' | 'update_user_name' | 'updated_at'>,
): Promise<LeaveMessageTable | undefined> {
  return db.updateTable('leave_messages').set(set)
    .where('leave_msg_id', '=', leaveMsgId).where('tenant_id', '=', tenantId).returningAll().executeTakeFirst();
}

/** The latest offline messages for the visitor, newest first. */
export async function offlineMessagesOfVisitor(db: DbOrTrx, tenantId: string, userId: string, limit: number): Promise<OfflineMessageTable[]> {
  return db.selectFrom('offline_messages').selectAll()
    .where('tenant_id', '=', tenantId).where('user_id', '=', userId)
    .orderBy('msg_time', 'desc').orderBy('offline_msg_id', 'desc')
    .limit(limit).execute();
}

export async function insertOfflineMessage(db: DbOrTrx, row: OfflineMessageTable): Promise<void> {
  await db.insertInto('offline_messages').values(row).execute();
}

/** The tenant's record by id (the desk turns it into a work order). */
export async function leaveMessageOfTenant(db: DbOrTrx, tenantId: string, leaveMsgId: string): Promise<LeaveMessageTable | undefined> {
  return db.selectFrom('leave_messages').selectAll().where('tenant_id', '=', tenantId).where('leave_msg_id', '=', leaveMsgId).executeTakeFirst();
}
