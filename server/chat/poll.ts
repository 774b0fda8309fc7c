/**
 * getEventMsg (spec §4 polling, DESIGN §3): the events after the cursor, and the new cursor.
 * Reading is side-effect free, so the same cursor twice gives the same events and a lost
 * response loses nothing. An empty poll is one primary-key read of the visitor row (its
 * event_seq is the log's head); only when there is something new are the events read.
 */
import type { CompiledQuery, Kysely } from 'kysely';
import type { PollEvent, UserStatus } from '../../protocol';
import type { Database } from '../store/schema';
import { toVisitorMessage } from './rows';
import './tables';

/** At most this many events per poll; the client polls again with the new cursor. */
export const POLL_BATCH = 100;

export interface PollResult {
  status: UserStatus;
  msgList: PollEvent[];
  pollId: number;
}

interface HeadRow { status: number; event_seq: number; tenant_id: string; channel_id: string }

/**
 * The empty poll's one read, built once per database and re-run with a new parameter: every
 * visitor polls every 2 s, and building the query each time cost more than running it.
 */
const headQueries = new WeakMap<Kysely<Database>, CompiledQuery<HeadRow>>();
function readHead(db: Kysely<Database>, userId: string): Promise<HeadRow | undefined> {
  let q = headQueries.get(db);
  if (!q) {
    q = db.selectFrom('visitors').select(['status', 'event_seq', 'tenant_id', 'channel_id']).where('user_id', '=', '').compile() as CompiledQuery<HeadRow>;
    headQueries.set(db, q);
  }
  return db.executeQuery<HeadRow>({ ...q, parameters: [userId] }).then((r) => r.rows[0]);
}

export async function pollEvents(db: Kysely<Database>, who: { userId: string; tenantId: string; channelId: string }, cursor: number): Promise<PollResult | null> {
  const head = await readHead(db, who.userId);
  if (!head || head.tenant_id !== who.tenantId || head.channel_id !== who.channelId) return null;
  const status = head.status as UserStatus;
  const last = Number(head.event_seq);
  // a cursor ahead of the head (a restored database, a forged pollId) is resynchronised to it
  if (cursor >= last) return { status, msgList: [], pollId: last };
  const events = await db.selectFrom('events').selectAll()
    .where('user_id', '=', who.userId).where('seq', '>', cursor)
    .orderBy('seq').limit(POLL_BATCH).execute();
  const msgIds = events.flatMap((e) => (e.msg_id ? [e.msg_id] : []));
  const messages = msgIds.length
    ? await db.selectFrom('messages').selectAll().where('msg_id', 'in', msgIds).where('user_id', '=', who.userId).execute()
    : [];
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
