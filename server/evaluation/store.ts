/**
 * The evaluation rows: the visitors' ratings (one per session, its primary key), the agents'
 * invitations to rate, and the rating levels configured per channel or tenant.
 */
import type { DbOrTrx } from '../store/db';
import type { EvaluationInviteTable, EvaluationLevelTable, EvaluationTable } from './tables';
import './tables';

/** The levels stored for these channels ('' = the tenant's own) of a tenant. */
export async function levelRows(db: DbOrTrx, tenantId: string, channelIds: string[]): Promise<EvaluationLevelTable[]> {
  return db.selectFrom('evaluation_levels').selectAll()
    .where('tenant_id', '=', tenantId).where('channel_id', 'in', channelIds).execute();
}

/** Replaces a channel's (or, with channelId '', a tenant's) levels; run it inside a transaction. */
export async function replaceLevelRows(trx: DbOrTrx, tenantId: string, channelId: string, rows: EvaluationLevelTable[]): Promise<void> {
  await trx.deleteFrom('evaluation_levels').where('tenant_id', '=', tenantId).where('channel_id', '=', channelId).execute();
  await trx.insertInto('evaluation_levels').values(rows).execute();
}

/** Stores a rating; false when the session already has one (its primary key decides, races included). */
export async function insertEvaluation(db: DbOrTrx, row: EvaluationTable): Promise<boolean> {
  const res = await db.insertInto('evaluations').values(row)
    .onConflict((oc) => oc.column('session_id').doNothing()).executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Records an invitation to rate the session (a second one for the same session changes nothing). */
export async function insertInvite(db: DbOrTrx, row: EvaluationInviteTable): Promise<void> {
  await db.insertInto('evaluation_invites').values(row).onConflict((oc) => oc.column('session_id').doNothing()).execute();
}

/** Whether the visitor was invited to rate the session. */
export async function isInvited(db: DbOrTrx, sessionId: string, userId: string): Promise<boolean> {
  return !!(await db.selectFrom('evaluation_invites').select('session_id').where('session_id', '=', sessionId).where('user_id', '=', userId).executeTakeFirst());
}

/** Whether the session has been rated. */
export async function isEvaluated(db: DbOrTrx, sessionId: string): Promise<boolean> {
  return !!(await db.selectFrom('evaluations').select('session_id').where('session_id', '=', sessionId).executeTakeFirst());
}
