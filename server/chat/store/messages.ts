/**
 * The message rows: inserted once per local id (the unique (user_id, local_id) index decides,
 * never a check-then-insert), the few flags changed after (recall, doc node, vote), and every
 * read of them — by id, by local id, a session's pages for the desk, the visitor's visible
 * history, and the desk's unread counts and last messages.
 */
import { sql } from 'kysely';
import type { SelectQueryBuilder } from 'kysely';
import { SenderType } from '../../../protocol';
import type { VoteState } from '../../../protocol';
import type { Database } from '../../store/schema';
import type { DbOrTrx, Trx } from '../../store/db';
import type { MessageRow } from '../tables';
import '../tables';
import { indexMessages, unindexMessage } from '../../conversations/store';

export function messageById(db: DbOrTrx, msgId: string): Promise<MessageRow | undefined> {
  return db.selectFrom('messages').selectAll().where('msg_id', '=', msgId).executeTakeFirst();
}

/** The visitor's message (another visitor's id is not found). */
export function visitorMessage(db: DbOrTrx, msgId: string, userId: string): Promise<MessageRow | undefined> {
  return db.selectFrom('messages').selectAll().where('msg_id', '=', msgId).where('user_id', '=', userId).executeTakeFirst();
}

/** The tenant's message; throws when there is none (read back right after storing it). */
export function tenantMessageOrThrow(db: DbOrTrx, msgId: string, tenantId: string): Promise<MessageRow> {
  return db.selectFrom('messages').selectAll().where('msg_id', '=', msgId).where('tenant_id', '=', tenantId).executeTakeFirstOrThrow();
}

/** Whether `msgId` is one of the visitor's messages: its id, or undefined. */
export async function ownMessageId(db: DbOrTrx, msgId: string, userId: string): Promise<string | undefined> {
  const own = await db.selectFrom('messages').select('msg_id').where('msg_id', '=', msgId).where('user_id', '=', userId).executeTakeFirst();
  return own?.msg_id;
}

/** Who sent a message of the session, and when; undefined when it is not in that session. */
export function messageSender(db: DbOrTrx, msgId: string, sessionId: string): Promise<Pick<MessageRow, 'sender_id' | 'sender_type' | 'msg_time' | 'recall_flag'> | undefined> {
  return db.selectFrom('messages').select(['sender_id', 'sender_type', 'msg_time', 'recall_flag'])
    .where('msg_id', '=', msgId).where('session_id', '=', sessionId).executeTakeFirst();
}

/** The message stored earlier with this local id, if any. */
export function messageByLocalId(db: DbOrTrx, userId: string, localId: string): Promise<MessageRow | undefined> {
  return db.selectFrom('messages').selectAll()
    .where('user_id', '=', userId).where('local_id', '=', localId).executeTakeFirst();
}

/** The messages already stored under these (visitor, local id) pairs: one probe of the unique index per pair (both engines). */
export function messagesByLocalIds(trx: DbOrTrx, pairs: { userId: string; localId: string }[]): Promise<MessageRow[]> {
  const values = sql.join(pairs.map((p) => sql`(${p.userId}, ${p.localId})`));
  return trx.selectFrom('messages').selectAll()
    .where(sql<boolean>`(user_id, local_id) in (values ${values})`)
    .execute();
}

/** The visitor's messages among `msgIds` (a poll's batch). */
export function messagesByIds(db: DbOrTrx, userId: string, msgIds: string[]): Promise<MessageRow[]> {
  return db.selectFrom('messages').selectAll().where('msg_id', 'in', msgIds).where('user_id', '=', userId).execute();
}

/** Inserts the message unless its local id is already stored; false when nothing was inserted. */
export async function insertMessageOnce(trx: Trx, row: MessageRow): Promise<boolean> {
  const inserted = await trx.insertInto('messages').values(row)
    .onConflict((oc) => oc.columns(['user_id', 'local_id']).doNothing())
    .returning('msg_id')
    .executeTakeFirst();
  // the Conversations search indexes the text in the same transaction (server/conversations)
  if (inserted) await indexMessages(trx, [row]);
  return inserted !== undefined;
}

/** Inserts the messages in one statement, skipping local ids already stored; the number inserted. */
export async function insertMessagesOnce(trx: Trx, rows: MessageRow[]): Promise<number> {
  const inserted = await trx.insertInto('messages').values(rows)
    .onConflict((oc) => oc.columns(['user_id', 'local_id']).doNothing()).returning('msg_id').execute();
  const ids = new Set(inserted.map((r) => r.msg_id));
  await indexMessages(trx, rows.filter((r) => ids.has(r.msg_id)));
  return inserted.length;
}

/** Marks the visitor's message recalled; false when it is not theirs. */
export async function markRecalled(trx: Trx, msgId: string, userId: string): Promise<boolean> {
  const hit = await trx.updateTable('messages').set({ recall_flag: 1 })
    .where('msg_id', '=', msgId).where('user_id', '=', userId).returning('msg_id').executeTakeFirst();
  // recalled text is never found by the Conversations search
  if (hit) await unindexMessage(trx, msgId);
  return hit !== undefined;
}

/** Sets the doc node of a message of this visitor and tenant; false when there is no such message. */
export async function setDocNode(db: DbOrTrx, who: { userId: string; tenantId: string }, msgId: string, docNode: string): Promise<boolean> {
  const r = await db.updateTable('messages').set({ doc_node: docNode })
    .where('msg_id', '=', msgId).where('user_id', '=', who.userId).where('tenant_id', '=', who.tenantId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Sets the vote state of a not yet voted robot message of this visitor and tenant; false when nothing was written. */
export async function markVoted(db: DbOrTrx, who: { userId: string; tenantId: string }, msgId: string, state: VoteState): Promise<boolean> {
  const hit = await db.updateTable('messages').set({ vote_state: state })
    .where('msg_id', '=', msgId).where('user_id', '=', who.userId).where('tenant_id', '=', who.tenantId)
    .where('sender_type', '=', SenderType.robot).where('vote_state', 'is', null)
    .returning('msg_id').executeTakeFirst();
  return hit !== undefined;
}

/** A page of a session's messages after `afterSeq`, in seq order, every stored field (staff). */
export function messagesAfter(db: DbOrTrx, sessionId: string, afterSeq: number, limit: number): Promise<MessageRow[]> {
  return db.selectFrom('messages').selectAll().where('session_id', '=', sessionId).where('seq', '>', afterSeq)
    .orderBy('seq').limit(limit).execute();
}

type MsgQuery = SelectQueryBuilder<Database, 'messages', MessageRow>;

/** spec §3: internal notes, and sensitive-flagged agent or robot messages, never reach the visitor. */
function visibleOnly(q: MsgQuery): MsgQuery {
  return q.where('inside_flag', '=', 0)
    .where((eb) => eb.or([eb('sensitive_flag', '=', 0), eb('sender_type', 'not in', [SenderType.agent, SenderType.robot])]));
}

/** The visitor's newest visible messages older than `maxTime` (0: the newest), newest first. */
export function visibleHistory(db: DbOrTrx, userId: string, pageSize: number, maxTime: number): Promise<MessageRow[]> {
  let q = visibleOnly(db.selectFrom('messages').selectAll().where('user_id', '=', userId));
  if (maxTime > 0) q = q.where('msg_time', '<', maxTime);
  return q.orderBy('msg_time', 'desc').limit(pageSize).execute();
}

/** A session's newest visible messages, newest first. */
export function visibleSessionMessages(db: DbOrTrx, sessionId: string, limit: number): Promise<MessageRow[]> {
  return visibleOnly(db.selectFrom('messages').selectAll().where('session_id', '=', sessionId))
    .orderBy('seq', 'desc').limit(limit).execute();
}

/** Per session, the visitor's messages after the desk's read mark. */
export function unreadCounts(db: DbOrTrx, sessionIds: string[]): Promise<{ session_id: string; n: number }[]> {
  return db.selectFrom('messages as m').innerJoin('sessions as s', 's.session_id', 'm.session_id')
    .select(['m.session_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('m.session_id', 'in', sessionIds).where('m.sender_type', '=', SenderType.visitor).whereRef('m.seq', '>', 's.agent_read_seq')
    .groupBy('m.session_id').execute();
}

/** Each session's last message. */
export function lastMessages(db: DbOrTrx, sessionIds: string[]): Promise<MessageRow[]> {
  return db.selectFrom('messages as m').innerJoin('sessions as s', (j) => j.onRef('s.session_id', '=', 'm.session_id').onRef('s.last_seq', '=', 'm.seq'))
    .selectAll('m').where('m.session_id', 'in', sessionIds).execute();
}
