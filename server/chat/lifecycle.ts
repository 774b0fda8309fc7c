/**
 * Visitor and session lifecycle (spec §4 "Start", "Chat: active or ended"): chatStart creates
 * or resumes, closing ends the session. Every change locks the visitor row first (an UPDATE),
 * so two parallel starts or closes of one visitor serialise: one session, one 1202 event.
 */
import type { Kysely, Transaction } from 'kysely';
import { ConnectionType, EventCode, OutType, UserStatus } from '../../protocol';
import type { Database } from '../store/schema';
import { newUserId } from '../identity';
import { appendEvent } from './log';
import { newSessionId } from './ids';
import type { SessionRow, VisitorRow } from './rows';
import type { StatePatch } from './types';
import './tables';
import '../routing/tables';

type Trx = Transaction<Database>;

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

/** Locks and returns the visitor row (PostgreSQL: row lock until commit; SQLite: one writer). */
export async function lockVisitor(trx: Trx, userId: string, now: number, set: Partial<VisitorRow> = {}): Promise<VisitorRow | undefined> {
  return trx.updateTable('visitors').set({ ...set, last_seen_at: now }).where('user_id', '=', userId).returningAll().executeTakeFirst();
}

async function openSession(trx: Trx, v: Pick<VisitorRow, 'user_id' | 'tenant_id' | 'channel_id'>, lastMsgAt: number, now: number): Promise<SessionRow> {
  const session: SessionRow = {
    session_id: newSessionId(), user_id: v.user_id, tenant_id: v.tenant_id, channel_id: v.channel_id,
    connection: ConnectionType.robot, ended: 0, out_type: null, admin_id: null, group_id: null,
    last_seq: 0, last_msg_at: lastMsgAt, started_at: now, ended_at: null,
    queued_at: null, assigned_at: null, last_visitor_at: null, last_agent_at: null, admin_timeout_noticed: null, agent_read_seq: 0,
  };
  await trx.insertInto('sessions').values(session).execute();
  return session;
}

/** Resume `userId` if it exists in this channel; null means the caller creates a new visitor. */
export async function resumeVisitor(db: Kysely<Database>, userId: string, channel: { tenantId: string; channelId: string }, profile: Profile, now: number): Promise<StartResult | null> {
  return db.transaction().execute(async (trx) => {
    // the channel is part of the filter: a token never touches a visitor of another channel (P5)
    const v = await trx.updateTable('visitors').set({ ...profileColumns(profile), updated_at: now, last_seen_at: now })
      .where('user_id', '=', userId).where('tenant_id', '=', channel.tenantId).where('channel_id', '=', channel.channelId)
      .returningAll().executeTakeFirst();
    if (!v) return null;
    const current = v.session_id
      ? await trx.selectFrom('sessions').selectAll().where('session_id', '=', v.session_id).executeTakeFirst()
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
    const session = await openSession(trx, v, Number(current?.last_msg_at ?? 0), now);
    const visitor = await lockVisitor(trx, v.user_id, now, { session_id: session.session_id, status: UserStatus.robot });
    return { visitor: visitor ?? v, session, status: current ? UserStatus.offline : UserStatus.robot, created: false };
  });
}

export async function createVisitor(db: Kysely<Database>, channel: { tenantId: string; channelId: string }, profile: Profile, now: number): Promise<StartResult> {
  return db.transaction().execute(async (trx) => {
    const userId = newUserId();
    const visitor: VisitorRow = {
      user_id: userId, tenant_id: channel.tenantId, channel_id: channel.channelId, status: UserStatus.robot, session_id: null,
      user_name: null, email: null, phone: null, locale: null, params: null, pid: null, refer: null, previous_url: null,
      fiy_book_code: null, requested_group_id: null, requested_admin_id: null, form_params: null, form_submitted_at: null,
      event_seq: 0, read_seq: 0, created_at: now, updated_at: now, last_seen_at: now, user_agent: null,
      ...profileColumns(profile),
    };
    await trx.insertInto('visitors').values(visitor).execute();
    const session = await openSession(trx, visitor, 0, now);
    await trx.updateTable('visitors').set({ session_id: session.session_id }).where('user_id', '=', userId).execute();
    return { visitor: { ...visitor, session_id: session.session_id }, session, status: UserStatus.robot, created: true };
  });
}

/**
 * Ends the current session (spec §4 close): status 0 and one 1202 event {outType, msg?}; a second
 * close does nothing. A queued visitor's queue place goes with it (in the same transaction).
 */
export async function closeCurrentSession(db: Kysely<Database>, userId: string, outType: OutType, now: number, msg?: string): Promise<{ closed: boolean; eventSeq?: number; sessionId?: string; adminId?: string | null; queueScope?: string }> {
  return db.transaction().execute(async (trx) => {
    const v = await lockVisitor(trx, userId, now);
    if (!v?.session_id) return { closed: false };
    const ended = await trx.updateTable('sessions').set({ ended: 1, ended_at: now, out_type: outType })
      .where('session_id', '=', v.session_id).where('ended', '=', 0).returning(['session_id', 'admin_id', 'connection']).executeTakeFirst();
    if (!ended) return { closed: false };
    await trx.updateTable('visitors').set({ status: UserStatus.offline, updated_at: now }).where('user_id', '=', userId).execute();
    const left = await trx.deleteFrom('chat_queue').where('user_id', '=', userId).returning('group_id').executeTakeFirst();
    const eventSeq = await appendEvent(trx, { userId, code: EventCode.chatClosed, payload: msg ? { outType, msg } : { outType }, at: now });
    return {
      closed: true, eventSeq, sessionId: v.session_id, adminId: ended.connection === ConnectionType.manual ? ended.admin_id : null,
      ...(left ? { queueScope: left.group_id } : {}),
    };
  });
}

/** The agents issue's state changes: visitor status, connection, agent, group of the current session. */
export async function applyState(db: Kysely<Database>, userId: string, patch: StatePatch, now: number): Promise<SessionRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const v = await lockVisitor(trx, userId, now, patch.status === undefined ? {} : { status: patch.status, updated_at: now });
    if (!v?.session_id) return undefined;
    const set: Partial<SessionRow> = {};
    if (patch.connection !== undefined) set.connection = patch.connection;
    if (patch.adminId !== undefined) set.admin_id = patch.adminId;
    if (patch.groupId !== undefined) set.group_id = patch.groupId;
    if (Object.keys(set).length) {
      return trx.updateTable('sessions').set(set).where('session_id', '=', v.session_id).returningAll().executeTakeFirst();
    }
    return trx.selectFrom('sessions').selectAll().where('session_id', '=', v.session_id).executeTakeFirst();
  });
}
