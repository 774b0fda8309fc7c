/**
 * Chat history for the visitor (spec §7 getHistoryMsg, getSessionMsg). Hidden messages are
 * filtered in SQL (so a page is never cut short by them, and "short page = end" stays true)
 * and again in toVisitorMessage (defence in depth); recalled ones keep only their place.
 */
import type { ChatMessage } from '../../protocol';
import type { Db } from '../store/db';
import { toVisitorMessage } from './rows';
import type { MessageRow } from './rows';
import { isVisitorsSession } from './store/sessions';
import { visibleHistory, visibleSessionMessages } from './store/messages';

/** getSessionMsg answers at most this many (the newest) messages of one session (P6). */
export const SESSION_MSG_LIMIT = 500;

const visible = (rows: MessageRow[]): ChatMessage[] => rows.flatMap((r) => {
  const m = toVisitorMessage(r);
  return m ? [m] : [];
});

/**
 * One page of the visitor's history across their sessions, older than `maxTime` (0 = newest).
 * The newest page comes first; inside a page messages are in chronological order. msgTime is
 * strictly increasing per visitor (append.ts), so the oldest msgTime of a page is the next cursor.
 */
export async function historyPage(db: Db, userId: string, pageSize: number, maxTime: number): Promise<ChatMessage[]> {
  const rows = await visibleHistory(db, userId, pageSize, maxTime);
  return visible(rows.reverse());
}

/** The messages of one of the visitor's sessions, in server order; null when it is not theirs. */
export async function sessionMessages(db: Db, userId: string, sessionId: string): Promise<ChatMessage[] | null> {
  if (!(await isVisitorsSession(db, sessionId, userId))) return null;
  const rows = await visibleSessionMessages(db, sessionId, SESSION_MSG_LIMIT);
  return visible(rows.reverse());
}
