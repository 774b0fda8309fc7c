/**
 * getEventMsg (spec §4 polling, DESIGN §3): the events after the cursor, and the new cursor.
 * Reading is side-effect free, so the same cursor twice gives the same events and a lost
 * response loses nothing. An empty poll is one primary-key read of the visitor row (its
 * event_seq is the log's head); only when there is something new are the events read.
 */
import type { PollEvent, UserStatus } from '../../protocol';
import type { Db } from '../store/db';
import { toVisitorMessage } from './rows';
import { eventsAfter, readLogHead } from './store/events';
import { messagesByIds } from './store/messages';

/** At most this many events per poll; the client polls again with the new cursor. */
export const POLL_BATCH = 100;

export interface PollResult {
  status: UserStatus;
  msgList: PollEvent[];
  pollId: number;
}

export async function pollEvents(db: Db, who: { userId: string; tenantId: string; channelId: string }, cursor: number): Promise<PollResult | null> {
  const head = await readLogHead(db, who.userId);
  if (!head || head.tenant_id !== who.tenantId || head.channel_id !== who.channelId) return null;
  const status = head.status as UserStatus;
  const last = Number(head.event_seq);
  // a cursor ahead of the head (a restored database, a forged pollId) is resynchronised to it
  if (cursor >= last) return { status, msgList: [], pollId: last };
  const events = await eventsAfter(db, who.userId, cursor, POLL_BATCH);
  const msgIds = events.flatMap((e) => (e.msg_id ? [e.msg_id] : []));
  const messages = msgIds.length ? await messagesByIds(db, who.userId, msgIds) : [];
  const byId = new Map(messages.map((m) => [m.msg_id, m]));
  const msgList: PollEvent[] = [];
  for (const e of events) {
    if (e.msg_id) {
      const row = byId.get(e.msg_id);
      const visible = row ? toVisitorMessage(row) : null;
      // hidden (internal note, sensitive) or recalled: the body never leaves the server (DESIGN §3)
      if (!visible || visible.recallFlag === 1) continue;
      msgList.push({ ...visible, eventCode: e.code, code: e.code });
      continue;
    }
    const payload = e.payload ? (JSON.parse(e.payload) as Record<string, unknown>) : {};
    msgList.push({ ...payload, eventCode: e.code, code: e.code });
  }
  const pollId = events.length ? Number(events[events.length - 1]!.seq) : cursor;
  return { status, msgList, pollId };
}
