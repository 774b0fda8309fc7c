/**
 * Visitor and session lifecycle (spec §4 "Start", "Chat: active or ended"): chatStart creates
 * or resumes, closing ends the session. Every change locks the visitor row first (an UPDATE),
 * so two parallel starts or closes of one visitor serialise: one session, one 1202 event.
 */
import { ConnectionType, EventCode, OutType, UserStatus } from '../../protocol';
import type { Db } from '../store/db';
import { newUserId } from '../identity';
import { appendEvent } from './log';
import type { SessionRow, VisitorRow } from './rows';
import { apply, begin, lock } from '../conversation';
import { insertVisitor, updateChannelVisitor } from './store/visitors';
import { sessionById } from './store/sessions';

/** Profile fields chatStart and resetUser may write (spec §7 init payload); status never. */
export interface Profile {
  userName?: string; email?: string; phone?: string; locale?: string; params?: string;
  pid?: string; fiyBookCode?: string; previousUrl?: string; refer?: string;
  groupId?: string; adminId?: string;
  /** the User-Agent header (the desk's "device"); set by the route, never from the body */
  userAgent?: string;
}

const PROFILE_COLUMNS = {
  userName: 'user_name', email: 'email', phone: 'phone', locale: 'locale', params: 'params',
  pid: 'pid', fiyBookCode: 'fiy_book_code', previousUrl: 'previous_url', refer: 'refer',
  groupId: 'requested_group_id', adminId: 'requested_admin_id', userAgent: 'user_agent',
} as const satisfies Record<keyof Profile, keyof VisitorRow>;

/** The page addresses the desk shows as links: only http(s) is kept (`javascript:…` never is). */
const LINK_FIELDS: ReadonlySet<keyof Profile> = new Set(['previousUrl', 'refer']);

export function isWebUrl(s: string): boolean {
  try {
    const u = new URL(s);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

export function profileColumns(p: Profile): Partial<Record<(typeof PROFILE_COLUMNS)[keyof Profile], string>> {
  const out: Partial<Record<(typeof PROFILE_COLUMNS)[keyof Profile], string>> = {};
  for (const [k, col] of Object.entries(PROFILE_COLUMNS) as [keyof Profile, (typeof PROFILE_COLUMNS)[keyof Profile]][]) {
    const v = p[k];
    if (v === undefined || (LINK_FIELDS.has(k) && !isWebUrl(v))) continue;
    out[col] = v;
  }
  return out;
}

export interface StartResult {
  visitor: VisitorRow;
  session: SessionRow;
  /** what chatStart answers: 0 when the previous chat had ended (spec §4: load offline messages first) */
  status: UserStatus;
  created: boolean;
  /** the 1202 outType 3 event told to the older window, when there was one to tell */
  newWindowSeq?: number;
}

/** Resume `userId` if it exists in this channel; null means the caller creates a new visitor. */
export async function resumeVisitor(db: Db, userId: string, channel: { tenantId: string; channelId: string }, profile: Profile, now: number): Promise<StartResult | null> {
  return db.transaction().execute(async (trx) => {
    // the channel is part of the filter: a token never touches a visitor of another channel (P5)
    const v = await updateChannelVisitor(trx, userId, channel, { ...profileColumns(profile), updated_at: now, last_seen_at: now });
    if (!v) return null;
    const current = v.session_id
      ? await sessionById(trx, v.session_id)
      : undefined;
    if (current && Number(current.ended) === 0) {
      // spec §4 1202 outType 3: the same visitor opened the chat in another window. The older
      // window (polling from an earlier cursor) gets it and stops; this one starts after it.
      // Only while an agent serves or the queue holds the visitor: that is when windows poll.
      if (v.status === UserStatus.manual || v.status === UserStatus.queued) {
        const newWindowSeq = await appendEvent(trx, { userId: v.user_id, code: EventCode.chatClosed, payload: { outType: OutType.newWindow }, at: now });
        return { visitor: { ...v, event_seq: newWindowSeq }, session: current, status: v.status as UserStatus, created: false, newWindowSeq };
      }
      return { visitor: v, session: current, status: v.status as UserStatus, created: false };
    }
    // spec §4: the previous chat ended → a new session in the robot stage; answer 0 so the
    // widget loads offline messages, then runs the start routine
    const { session, visitor } = await begin(trx, v, { now, lastMsgAt: Number(current?.last_msg_at ?? 0) });
    return { visitor, session, status: current ? UserStatus.offline : UserStatus.robot, created: false };
  });
}

export async function createVisitor(db: Db, channel: { tenantId: string; channelId: string }, profile: Profile, now: number): Promise<StartResult> {
  return db.transaction().execute(async (trx) => {
    const userId = newUserId();
    const visitor: VisitorRow = {
      user_id: userId, tenant_id: channel.tenantId, channel_id: channel.channelId, status: UserStatus.robot, session_id: null,
      user_name: null, email: null, phone: null, locale: null, params: null, pid: null, refer: null, previous_url: null,
      fiy_book_code: null, requested_group_id: null, requested_admin_id: null, form_params: null, form_submitted_at: null,
      event_seq: 0, read_seq: 0, created_at: now, updated_at: now, last_seen_at: now, user_agent: null,
      ...profileColumns(profile),
    };
    await insertVisitor(trx, visitor);
    const started = await begin(trx, visitor, { now, lastMsgAt: 0 });
    return { visitor: started.visitor, session: started.session, status: UserStatus.robot, created: true };
  });
}

/**
 * Ends the current session (spec §4 close): status 0 and one 1202 event {outType, msg?}; a second
 * close does nothing. A queued visitor's queue place goes with it (in the same transaction).
 */
export async function closeCurrentSession(db: Db, userId: string, outType: OutType, now: number, msg?: string): Promise<{ closed: boolean; eventSeq?: number; sessionId?: string; adminId?: string | null; queueScope?: string }> {
  return db.transaction().execute(async (trx) => {
    const c = await lock(trx, userId, { seenAt: now });
    if (!c) return { closed: false };
    const done = await apply(trx, c, { kind: 'close', outType }, now);
    if (!done.ok) return { closed: false };
    // the transition emits 1202 {outType, msg?}
    const eventSeq = await appendEvent(trx, { userId, code: EventCode.chatClosed, payload: msg ? { outType, msg } : { outType }, at: now });
    return {
      closed: true, eventSeq, sessionId: c.session.session_id, adminId: c.session.connection === ConnectionType.manual ? c.session.admin_id : null,
      ...(done.left ? { queueScope: done.left.group_id } : {}),
    };
  });
}
