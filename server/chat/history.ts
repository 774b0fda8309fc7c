/**
 * Chat history for the visitor (spec §7 getHistoryMsg, getSessionMsg). Hidden messages are
 * filtered in SQL (so a page is never cut short by them, and "short page = end" stays true)
 * and again in toVisitorMessage (defence in depth); recalled ones keep only their place.
 */
import type { Kysely, SelectQueryBuilder } from 'kysely';
import { SenderType } from '../../protocol';
import type { ChatMessage } from '../../protocol';
import type { Database } from '../store/schema';
import { toVisitorMessage } from './rows';
import type { MessageRow } from './rows';
import './tables';

/** getSessionMsg answers at most this many (the newest) messages of one session (P6). */
export const SESSION_MSG_LIMIT = 500;

type MsgQuery = SelectQueryBuilder<Database, 'messages', MessageRow>;

/** spec §3: internal notes, and sensitive-flagged agent or robot messages, never reach the visitor. */
function visibleOnly(q: MsgQuery): MsgQuery {
  return q.where('inside_flag', '=', 0)
    .where((eb) => eb.or([eb('sensitive_flag', '=', 0), eb('sender_type', 'not in', [SenderType.agent, SenderType.robot])]));
}

const visible = (rows: MessageRow[]): ChatMessage[] => rows.flatMap((r) => {
  const m = toVisitorMessage(r);
  return m ? [m] : [];
});

/**
 * One page of the visitor's history across their sessions, older than `maxTime` (0 = newest).
 * The newest page comes first; inside a page messages are in chronological order. msgTime is
 * strictly increasing per visitor (append.ts), so the oldest msgTime of a page is the next cursor.
 */
export async function historyPage(db: Kysely<Database>, userId: string, pageSize: number, maxTime: number): Promise<ChatMessage[]> {
  let q = visibleOnly(db.selectFrom('messages').selectAll().where('user_id', '=', userId));
  if (maxTime > 0) q = q.where('msg_time', '<', maxTime);
  const rows = await q.orderBy('msg_time', 'desc').limit(pageSize).execute();
  return visible(rows.reverse());
}

/** The messages of one of the visitor's sessions, in server order; null when it is not theirs. */
export async function sessionMessages(db: Kysely<Database>, userId: string, sessionId: string): Promise<ChatMessage[] | null> {
  const own = await db.selectFrom('sessions').select('session_id')
    .where('session_id', '=', sessionId).where('user_id', '=', userId).executeTakeFirst();
  if (!own) return null;
  const rows = await visibleOnly(db.selectFrom('messages').selectAll().where('session_id', '=', sessionId))
    .orderBy('seq', 'desc').limit(SESSION_MSG_LIMIT).execute();
  return visible(rows.reverse());
}
