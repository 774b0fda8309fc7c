/**
 * The reports' queries (docs/api.md "Reports (desk, admin)"): every figure is an SQL aggregate,
 * the same text on SQLite and PostgreSQL.
 *
 * - Days in the tenant's time zone: SQLite has no time zones, so the service computes the UTC
 *   bounds of each local day (days.ts, Intl, DST-correct; consecutive: each day ends where the
 *   next begins). The conversations of the whole range are one index range scan, and a CASE over
 *   the bounds names each one's day (`day`, its index in the range). A join to a table of the
 *   bounds made PostgreSQL compare every conversation with every day (bench/desk-results.md).
 * - Percentiles: neither dialect's percentile_cont is in the other, so the nearest-rank
 *   percentile is picked with window functions: rows numbered in value order (row_number) beside
 *   their count (count(*) over ()), p50 the row ⌈n/2⌉ = (n+1)/2 and p90 the row ⌈9n/10⌉ =
 *   (9n+9)/10 in integer division.
 * - One conversation row (`conv`) carries what every figure needs: its day, its outcome, and its
 *   first response, resolution and queue wait in ms.
 */
import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import { ConnectionType, SenderType } from '../../protocol';
import type { Db, DbOrTrx, DialectName } from '../store/db';
import type { LocalDay } from './days';
import '../chat/tables';
import '../evaluation/tables';
import '../agents/tables';
import '../leave-messages/tables';
import '../tags/tables';
import './tables';

/**
 * Runs a report's queries. On PostgreSQL inside a transaction with JIT compilation off: the
 * join of conversations to the day bounds makes the planner cost a query of a few milliseconds
 * at about a million, over `jit_above_cost`, and compiling it took ~270 ms of a ~300 ms query
 * (bench/desk-results.md "Reports"). SQLite has no JIT.
 */
export function reportQueries<T>(db: Db, dialect: DialectName, run: (q: DbOrTrx) => Promise<T>): Promise<T> {
  if (dialect !== 'pg') return run(db);
  return db.transaction().execute(async (trx) => {
    await sql`set local jit = off`.execute(trx);
    return run(trx);
  });
}

export interface ReportScope {
  tenantId: string;
  channelId?: string;
  days: readonly LocalDay[];
}

/** A visitor message or work order filed while the conversation was the visitor's latest (before the next one started). */
function leftMessage(table: 'leave_messages' | 'work_orders'): RawBuilder<boolean> {
  const widget = table === 'work_orders' ? sql`and lm.start_way = 0` : sql``;
  return sql<boolean>`exists (select 1 from ${sql.table(table)} lm where lm.tenant_id = s.tenant_id and lm.user_id = s.user_id ${widget}
    and lm.created_at >= s.started_at
    and not exists (select 1 from sessions s2 where s2.user_id = s.user_id and s2.started_at > s.started_at and s2.started_at <= lm.created_at))`;
}

/** The index of the day a conversation started on: the first day whose end is after its start. */
function dayOf(days: readonly LocalDay[]): RawBuilder<unknown> {
  if (days.length < 2) return sql.lit(0);
  const when = days.slice(0, -1).map((d, i) => sql`when s.started_at < ${sql.lit(d.hi)} then ${sql.lit(i)}`);
  return sql`case ${sql.join(when, sql` `)} else ${sql.lit(days.length - 1)} end`;
}

/** The `conv` (conversations of the range) common table expression. */
function scopeCte(f: ReportScope): RawBuilder<unknown> {
  const channel = f.channelId !== undefined ? sql`and s.channel_id = ${f.channelId}` : sql``;
  const lo = f.days[0]!.lo;
  const hi = f.days[f.days.length - 1]!.hi;
  return sql`conv as (
    select s.session_id, s.user_id, s.channel_id, s.admin_id, s.started_at, ${dayOf(f.days)} as day,
      case when s.assigned_at is not null then 'transferred'
        when ${leftMessage('leave_messages')} or ${leftMessage('work_orders')} then 'leftMessage'
        when s.queued_at is not null then 'abandoned'
        else 'robot' end as outcome,
      (select min(m.msg_time) from messages m where m.session_id = s.session_id and m.sender_type = ${sql.lit(SenderType.agent)}
        and m.inside_flag = 0 and m.msg_time >= s.assigned_at) - s.assigned_at as first_response,
      case when s.ended = 1 and s.assigned_at is not null and s.ended_at is not null then s.ended_at - s.started_at end as resolution,
      case when s.assigned_at >= s.queued_at then s.assigned_at - s.queued_at end as queue_wait
    from sessions s
    where s.tenant_id = ${f.tenantId} and s.started_at >= ${sql.lit(lo)} and s.started_at < ${sql.lit(hi)} ${channel})`;
}

const num = (v: unknown): number => Number(v ?? 0);
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

export async function outcomesByDay(db: DbOrTrx, f: ReportScope): Promise<{ day: number; outcome: string; n: number }[]> {
  const r = await sql<{ day: unknown; outcome: string; n: unknown }>`with ${scopeCte(f)}
    select day, outcome, count(*) as n from conv group by day, outcome`.execute(db);
  return r.rows.map((x) => ({ day: num(x.day), outcome: x.outcome, n: num(x.n) }));
}

export async function byChannel(db: DbOrTrx, f: ReportScope): Promise<{ channelId: string; conversations: number }[]> {
  const r = await sql<{ channel_id: string; n: unknown }>`with ${scopeCte(f)}
    select channel_id, count(*) as n from conv group by channel_id order by count(*) desc, channel_id`.execute(db);
  return r.rows.map((x) => ({ channelId: x.channel_id, conversations: num(x.n) }));
}

export type DurationColumn = 'first_response' | 'resolution' | 'queue_wait';

export async function percentiles(db: DbOrTrx, f: ReportScope, column: DurationColumn): Promise<{ count: number; p50: number | null; p90: number | null }> {
  const col = sql.ref(`conv.${column}`);
  const r = await sql<{ n: unknown; p50: unknown; p90: unknown }>`with ${scopeCte(f)},
    v as (select ${col} as value from conv where ${col} is not null),
    r as (select value, row_number() over (order by value) as rn, count(*) over () as n from v)
    select count(*) as n, max(case when rn = (n + 1) / 2 then value end) as p50, max(case when rn = (9 * n + 9) / 10 then value end) as p90 from r`.execute(db);
  const row = r.rows[0];
  return { count: num(row?.n), p50: numOrNull(row?.p50), p90: numOrNull(row?.p90) };
}

export interface CsatRow { key: string | null; rated: number; starAverage: number | null; solved: number; solveAnswered: number }

/** Agent ratings of the range's conversations: overall, per rated agent, or per day. */
export async function csat(db: DbOrTrx, f: ReportScope, by: 'all' | 'agent' | 'day'): Promise<CsatRow[]> {
  const key = by === 'agent' ? sql`e.admin_id` : by === 'day' ? sql`c.day` : sql`null`;
  const group = by === 'all' ? sql`` : sql`group by ${key}`;
  const agentOnly = by === 'agent' ? sql`and e.admin_id is not null` : sql``;
  const r = await sql<{ k: unknown; rated: unknown; star_avg: unknown; solved: unknown; solve_answered: unknown }>`with ${scopeCte(f)}
    select ${key} as k, count(*) as rated, avg(e.star) as star_avg,
      sum(case when e.solve = 1 then 1 else 0 end) as solved, count(e.solve) as solve_answered
    from conv c join evaluations e on e.session_id = c.session_id and e.tenant_id = ${f.tenantId} and e.connection = ${ConnectionType.manual} ${agentOnly}
    ${group}`.execute(db);
  return r.rows.filter((x) => num(x.rated) > 0).map((x) => ({
    key: x.k === null || x.k === undefined ? null : String(x.k), rated: num(x.rated),
    starAverage: x.star_avg === null || x.star_avg === undefined ? null : Math.round(Number(x.star_avg) * 100) / 100,
    solved: num(x.solved), solveAnswered: num(x.solve_answered),
  }));
}

export async function agentNicks(db: DbOrTrx, tenantId: string, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('agents').select(['agent_id', 'nick']).where('tenant_id', '=', tenantId).where('agent_id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.agent_id, r.nick]));
}

export async function robotOutcomes(db: DbOrTrx, f: ReportScope): Promise<{ outcome: string; n: number }[]> {
  const r = await sql<{ outcome: string; n: unknown }>`with ${scopeCte(f)}
    select ra.outcome, count(*) as n from conv c join robot_asks ra on ra.session_id = c.session_id and ra.tenant_id = ${f.tenantId}
    group by ra.outcome`.execute(db);
  return r.rows.map((x) => ({ outcome: x.outcome, n: num(x.n) }));
}

export async function topUnknown(db: DbOrTrx, f: ReportScope, limit: number): Promise<{ questionKey: string; question: string; asked: number; conversations: number }[]> {
  const r = await sql<{ question_key: string; question: string; asked: unknown; convs: unknown }>`with ${scopeCte(f)}
    select ra.question_key, max(ra.question) as question, count(*) as asked, count(distinct ra.session_id) as convs
    from conv c join robot_asks ra on ra.session_id = c.session_id and ra.tenant_id = ${f.tenantId}
    where ra.outcome = 'unknown' and ra.question_key is not null
    group by ra.question_key order by count(*) desc, ra.question_key limit ${sql.lit(limit)}`.execute(db);
  return r.rows.map((x) => ({ questionKey: x.question_key, question: x.question, asked: num(x.asked), conversations: num(x.convs) }));
}

/** The tenant's tags on the range's conversations (tags deleted since are gone with their rows). */
export async function byTag(db: DbOrTrx, f: ReportScope): Promise<{ tagId: string; name: string; color: string; conversations: number }[]> {
  const r = await sql<{ tag_id: string; name: string; color: string; n: unknown }>`with ${scopeCte(f)}
    select g.tag_id, g.name, g.color, count(*) as n
    from conv c join session_tags st on st.session_id = c.session_id and st.tenant_id = ${f.tenantId}
    join tags g on g.tag_id = st.tag_id and g.tenant_id = ${f.tenantId}
    group by g.tag_id, g.name, g.color order by count(*) desc, g.name`.execute(db);
  return r.rows.map((x) => ({ tagId: x.tag_id, name: x.name, color: x.color, conversations: num(x.n) }));
}

/** Which conversations a drill-down lists, and the value shown for each. */
export type DrillFilter =
  | { kind: 'all' }
  | { kind: 'day'; day: number }
  | { kind: 'channel'; channelId: string }
  | { kind: 'outcome'; outcome: string }
  | { kind: 'duration'; column: DurationColumn }
  | { kind: 'csat'; agentId?: string; day?: number }
  | { kind: 'robot'; outcome: string }
  | { kind: 'unknownQuestion'; questionKey: string }
  | { kind: 'tag'; tagId: string };

export interface DrillRow { session_id: string; user_id: string; channel_id: string; started_at: number; admin_id: string | null; user_name: string | null; value: number | null }

export async function drill(db: DbOrTrx, f: ReportScope, d: DrillFilter, after: { at: number; id: string } | undefined, limit: number): Promise<DrillRow[]> {
  let value: RawBuilder<unknown> = sql`null`;
  let join: RawBuilder<unknown> = sql``;
  let where: RawBuilder<unknown> = sql`1 = 1`;
  const asks = (cond: RawBuilder<unknown>) => sql`(select count(*) from robot_asks ra where ra.session_id = c.session_id and ra.tenant_id = ${f.tenantId} and ${cond})`;
  switch (d.kind) {
    case 'all': break;
    case 'day': where = sql`c.day = ${sql.lit(d.day)}`; break;
    case 'channel': where = sql`c.channel_id = ${d.channelId}`; break;
    case 'outcome': where = sql`c.outcome = ${d.outcome}`; break;
    case 'duration': {
      const col = sql.ref(`c.${d.column}`);
      value = col;
      where = sql`${col} is not null`;
      break;
    }
    case 'csat': {
      join = sql`join evaluations e on e.session_id = c.session_id and e.tenant_id = ${f.tenantId} and e.connection = ${ConnectionType.manual}`;
      value = sql`e.star`;
      where = d.agentId !== undefined ? sql`e.admin_id = ${d.agentId}` : d.day !== undefined ? sql`c.day = ${sql.lit(d.day)}` : sql`1 = 1`;
      break;
    }
    case 'robot': value = asks(sql`ra.outcome = ${d.outcome}`); where = sql`${value} > 0`; break;
    case 'tag':
      where = sql`exists (select 1 from session_tags st where st.session_id = c.session_id and st.tenant_id = ${f.tenantId} and st.tag_id = ${d.tagId})`;
      break;
    case 'unknownQuestion':
      value = asks(sql`ra.outcome = 'unknown' and ra.question_key = ${d.questionKey}`);
      where = sql`${value} > 0`;
      break;
  }
  const page = after ? sql`and (c.started_at < ${after.at} or (c.started_at = ${after.at} and c.session_id < ${after.id}))` : sql``;
  const r = await sql<DrillRow>`with ${scopeCte(f)}
    select c.session_id, c.user_id, c.channel_id, c.started_at, c.admin_id, v.user_name, ${value} as value
    from conv c join visitors v on v.user_id = c.user_id ${join}
    where ${where} ${page}
    order by c.started_at desc, c.session_id desc limit ${sql.lit(limit)}`.execute(db);
  return r.rows.map((x) => ({ ...x, started_at: Number(x.started_at), value: numOrNull(x.value) }));
}
