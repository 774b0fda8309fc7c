/**
 * A known set of conversations for the report tests, written straight into the store with the
 * times chosen here (the figures are then computed by hand in the suite), plus helpers for
 * local times of a zone.
 */
import type { TestApp } from '../helpers';

/** UTC ms of a wall-clock time at a fixed offset (hours east of UTC) — the zones here have one on these dates. */
export const wallAt = (iso: string, offsetHours: number): number => Date.parse(`${iso}Z`) - offsetHours * 3_600_000;

export interface SessionSeed {
  sessionId: string;
  userId?: string;
  tenantId?: string;
  channelId?: string;
  startedAt: number;
  queuedAt?: number;
  assignedAt?: number;
  endedAt?: number;
  adminId?: string;
  userName?: string;
  /** agent messages: [time, internal note?] */
  agentMessages?: [number, boolean][];
}

export async function seedSession(t: TestApp, s: SessionSeed): Promise<void> {
  const { db } = t.services.deps.store;
  const tenantId = s.tenantId ?? 'demo';
  const channelId = s.channelId ?? 'demo';
  const userId = s.userId ?? `u-${s.sessionId}`;
  const existing = await db.selectFrom('visitors').select('user_id').where('user_id', '=', userId).executeTakeFirst();
  if (!existing) {
    await db.insertInto('visitors').values({
      user_id: userId, tenant_id: tenantId, channel_id: channelId, status: 0, session_id: s.sessionId, user_name: s.userName ?? null,
      email: null, phone: null, locale: 'en', params: null, pid: null, refer: null, previous_url: null, fiy_book_code: null,
      requested_group_id: null, requested_admin_id: null, form_params: null, form_submitted_at: null,
      created_at: s.startedAt, updated_at: s.startedAt, last_seen_at: s.startedAt, user_agent: null,
    }).execute();
  }
  await db.insertInto('sessions').values({
    session_id: s.sessionId, user_id: userId, tenant_id: tenantId, channel_id: channelId,
    connection: s.assignedAt !== undefined ? 'manual' : 'robot', ended: s.endedAt !== undefined ? 1 : 0, out_type: s.endedAt !== undefined ? 2 : null,
    admin_id: s.adminId ?? null, group_id: null, started_at: s.startedAt, ended_at: s.endedAt ?? null,
    queued_at: s.queuedAt ?? null, assigned_at: s.assignedAt ?? null, last_visitor_at: null, last_agent_at: null, admin_timeout_noticed: null,
  }).execute();
  let seq = 0;
  for (const [at, inside] of s.agentMessages ?? []) {
    seq += 1;
    await db.insertInto('messages').values({
      msg_id: `${s.sessionId}-m${seq}`, session_id: s.sessionId, user_id: userId, tenant_id: tenantId, seq, local_id: null,
      sender_type: 2, sender_id: s.adminId ?? null, sender_name: null, msg_type: 1, msg_content: inside ? 'note' : 'hello',
      file_name: null, doc_node: null, extra: null, inside_flag: inside ? 1 : 0, msg_time: at, vote_state: null,
    }).execute();
  }
}

export async function seedRating(t: TestApp, sessionId: string, r: { adminId: string | null; star: number | null; solve: number | null; at: number; connection?: 'robot' | 'manual'; tenantId?: string }): Promise<void> {
  await t.services.deps.store.db.insertInto('evaluations').values({
    session_id: sessionId, tenant_id: r.tenantId ?? 'demo', channel_id: 'demo', user_id: `u-${sessionId}`, admin_id: r.adminId,
    connection: r.connection ?? 'manual', star: r.star, solve: r.solve, tags: '[]', content: '', created_at: r.at,
  }).execute();
}

let askNo = 0;
export async function seedAsk(t: TestApp, sessionId: string, outcome: string, at: number, unknown?: { key: string; question: string }, tenantId = 'demo'): Promise<void> {
  askNo += 1;
  await t.services.deps.store.db.insertInto('robot_asks').values({
    msg_id: `ask-${askNo}-${sessionId}`, tenant_id: tenantId, session_id: sessionId, outcome,
    question_key: unknown?.key ?? null, question: unknown?.question ?? null, asked_at: at,
  }).execute();
}

export async function seedLeaveMessage(t: TestApp, userId: string, at: number): Promise<void> {
  await t.services.deps.store.db.insertInto('leave_messages').values({
    leave_msg_id: `lm-${userId}-${at}`, tenant_id: 'demo', channel_id: 'demo', user_id: userId, customer_name: 'Lee', customer_phone: null,
    customer_email: null, msg_content: 'call me', msg_state: 0, msg_desc: null, update_user_name: null, created_at: at, updated_at: at,
  }).execute();
}

/** The tenant's report days are its working hours' time zone. */
export async function setZone(t: TestApp, tenantId: string, timeZone: string): Promise<void> {
  const h = await t.services.agents.hours.get(tenantId);
  await t.services.agents.hours.set(tenantId, { ...h, timeZone });
}
