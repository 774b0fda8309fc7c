/**
 * The visitor rows as the chat domain reads and writes them: the identity and profile behind a
 * token, the join with the current session that most visitor calls start from, and the profile,
 * seen-at and read-mark writes. Status and the current session are the conversation owner's to
 * change (server/conversation), never written here.
 */
import type { DbOrTrx, Trx } from '../../store/db';
import type { VisitorRow } from '../tables';
import '../tables';

export function visitorById(db: DbOrTrx, userId: string): Promise<VisitorRow | undefined> {
  return db.selectFrom('visitors').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** The visitor of `tenantId` (the desk's view: another tenant's visitor is not found). */
export function tenantVisitor(db: DbOrTrx, userId: string, tenantId: string): Promise<VisitorRow | undefined> {
  return db.selectFrom('visitors').selectAll().where('user_id', '=', userId).where('tenant_id', '=', tenantId).executeTakeFirst();
}

export async function visitorLocale(db: DbOrTrx, userId: string): Promise<string | null | undefined> {
  const v = await db.selectFrom('visitors').select('locale').where('user_id', '=', userId).executeTakeFirst();
  return v?.locale;
}

/** The visitor's identity and current session id (one primary-key read). */
export function visitorSessionRef(db: DbOrTrx, userId: string): Promise<Pick<VisitorRow, 'session_id' | 'tenant_id' | 'channel_id'> | undefined> {
  return db.selectFrom('visitors').select(['session_id', 'tenant_id', 'channel_id']).where('user_id', '=', userId).executeTakeFirst();
}

/** The visitor row joined with its current session (connection, ended, agent): one indexed read. */
export function visitorConversation(db: DbOrTrx, userId: string) {
  return db.selectFrom('visitors as v')
    .leftJoin('sessions as s', 's.session_id', 'v.session_id')
    .select(['v.status', 'v.session_id', 'v.tenant_id', 'v.channel_id', 's.connection', 's.ended', 's.admin_id'])
    .where('v.user_id', '=', userId)
    .executeTakeFirst();
}

/** The current sessions of several visitors at once (the send batch's first read). */
export function currentSessionsOf(trx: DbOrTrx, userIds: string[]): Promise<Pick<VisitorRow, 'user_id' | 'session_id' | 'tenant_id' | 'channel_id'>[]> {
  return trx.selectFrom('visitors').select(['user_id', 'session_id', 'tenant_id', 'channel_id']).where('user_id', 'in', userIds).execute();
}

/** Locks and returns the visitor row (PostgreSQL: row lock until commit; SQLite: one writer). */
export function lockVisitor(trx: Trx, userId: string, now: number, set: Partial<VisitorRow> = {}): Promise<VisitorRow | undefined> {
  return trx.updateTable('visitors').set({ ...set, last_seen_at: now }).where('user_id', '=', userId).returningAll().executeTakeFirst();
}

/**
 * Writes `set` to the visitor of this tenant and channel and returns the row, locked until commit;
 * undefined when no such visitor is there (a token never touches another channel's visitor).
 */
export function updateChannelVisitor(trx: Trx, userId: string, channel: { tenantId: string; channelId: string }, set: Partial<VisitorRow>): Promise<VisitorRow | undefined> {
  return trx.updateTable('visitors').set(set)
    .where('user_id', '=', userId).where('tenant_id', '=', channel.tenantId).where('channel_id', '=', channel.channelId)
    .returningAll().executeTakeFirst();
}

export async function insertVisitor(trx: Trx, row: VisitorRow): Promise<void> {
  await trx.insertInto('visitors').values(row).execute();
}

/** Profile columns (name, contact, locale, form) written by the visitor's own calls. */
export async function writeProfile(db: DbOrTrx, userId: string, set: Partial<VisitorRow>): Promise<void> {
  await db.updateTable('visitors').set(set).where('user_id', '=', userId).execute();
}

export async function touchVisitor(db: DbOrTrx, userId: string, now: number): Promise<void> {
  await db.updateTable('visitors').set({ last_seen_at: now }).where('user_id', '=', userId).execute();
}

/** Moves the visitor's read mark to `pollId` when that is forward and not past the log's head; true when it moved. */
export async function advanceReadSeq(db: DbOrTrx, userId: string, pollId: number): Promise<boolean> {
  const r = await db.updateTable('visitors').set({ read_seq: pollId })
    .where('user_id', '=', userId).where('read_seq', '<', pollId).where('event_seq', '>=', pollId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}
