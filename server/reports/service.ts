/**
 * Reports for the desk's admins (docs/api.md "Reports (desk, admin)"): figures over the
 * conversations started in a range of local days of the tenant's working-hours time zone, each
 * drillable to the conversations behind it. The tenant is always the caller's; every figure is
 * an SQL aggregate (store.ts), never a walk over rows here.
 */
import { ReportLimits, ReportMetric, ReportOutcomes, RobotOutcomes, TagColors } from '../../protocol';
import type {
  OutcomeCounts, ReportCsat, ReportDay, ReportDrillPage, ReportDrillQuery, ReportOutcome, ReportRange, ReportSummary, RobotOutcome, TagColor,
} from '../../protocol';
import { badRequest } from '../errors';
import type { Db, DialectName } from '../store/db';
import { visitorNaming } from '../chat';
import { localDays } from './days';
import {
  agentNicks, byChannel, byTag, csat, drill, outcomesByDay, percentiles, reportQueries, robotOutcomes, topUnknown,
} from './store';
import type { CsatRow, DrillFilter, ReportScope } from './store';
import { decodeKeyset, encodeKeyset } from '../keyset';

export interface ReportDeps {
  db: Db;
  dialect: DialectName;
  /** the tenant's IANA time zone (its working hours) */
  timeZone(tenantId: string): Promise<string>;
}

const zeroOutcomes = (): OutcomeCounts => ({ robot: 0, transferred: 0, leftMessage: 0, abandoned: 0 });
const csatOf = (r: CsatRow | undefined): ReportCsat => ({
  rated: r?.rated ?? 0, starAverage: r?.starAverage ?? null, solved: r?.solved ?? 0, solveAnswered: r?.solveAnswered ?? 0,
});

/** The drill cursor: the last row's (start time, session id), base64url (server/keyset.ts) — opaque to the desk. */
export const encodeCursor = encodeKeyset;
export const decodeCursor = (cursor: string): { at: number; id: string } => decodeKeyset(cursor, 'drill-down');

export class ReportService {
  constructor(private readonly deps: ReportDeps) {}

  private async scope(tenantId: string, range: ReportRange): Promise<{ scope: ReportScope; timeZone: string }> {
    const timeZone = await this.deps.timeZone(tenantId);
    const days = localDays(range.from, range.to, timeZone, ReportLimits.maxDays);
    return { scope: { tenantId, days, ...(range.channelId !== undefined ? { channelId: range.channelId } : {}) }, timeZone };
  }

  async summary(tenantId: string, range: ReportRange): Promise<ReportSummary> {
    const { scope, timeZone } = await this.scope(tenantId, range);
    const [cells, channels, firstResponse, resolution, queueWait, all, agents, days, robot, unknown, tags] = await reportQueries(this.deps.db, this.deps.dialect, (db) => Promise.all([
      outcomesByDay(db, scope), byChannel(db, scope),
      percentiles(db, scope, 'first_response'), percentiles(db, scope, 'resolution'), percentiles(db, scope, 'queue_wait'),
      csat(db, scope, 'all'), csat(db, scope, 'agent'), csat(db, scope, 'day'),
      robotOutcomes(db, scope), topUnknown(db, scope, ReportLimits.topUnknown), byTag(db, scope),
    ]));
    const { db } = this.deps;
    const byDay: ReportDay[] = scope.days.map((d) => ({ day: d.day, conversations: 0, ...zeroOutcomes() }));
    const outcomes = zeroOutcomes();
    for (const c of cells) {
      const row = byDay[c.day];
      if (!row || !(ReportOutcomes as readonly string[]).includes(c.outcome)) continue;
      const o = c.outcome as ReportOutcome;
      row[o] += c.n;
      row.conversations += c.n;
      outcomes[o] += c.n;
    }
    const nicks = await agentNicks(db, tenantId, agents.map((a) => a.key!).filter(Boolean));
    const robotCounts = { asks: 0, answered: 0, didYouMean: 0, unknown: 0, other: 0 } as Record<RobotOutcome, number> & { asks: number };
    for (const r of robot) {
      if (!(RobotOutcomes as readonly string[]).includes(r.outcome)) continue;
      robotCounts[r.outcome as RobotOutcome] += r.n;
      robotCounts.asks += r.n;
    }
    return {
      from: range.from, to: range.to, channelId: range.channelId ?? null, timeZone,
      conversations: byDay.reduce((n, d) => n + d.conversations, 0), outcomes,
      firstResponse, resolution, queueWait,
      csat: csatOf(all[0]),
      byDay,
      byChannel: channels,
      csatByAgent: agents.map((a) => ({ agentId: a.key!, nick: nicks.get(a.key!) ?? a.key!, ...csatOf(a) }))
        .sort((x, y) => y.rated - x.rated || x.agentId.localeCompare(y.agentId)),
      csatByDay: days.map((d) => ({ day: scope.days[Number(d.key)]!.day, ...csatOf(d) })).sort((x, y) => x.day.localeCompare(y.day)),
      robot: robotCounts,
      unknownQuestions: unknown,
      byTag: tags.map((g) => ({ ...g, color: (TagColors as readonly string[]).includes(g.color) ? g.color as TagColor : 'gray' })),
    };
  }

  async drill(tenantId: string, q: ReportDrillQuery): Promise<ReportDrillPage> {
    const { scope } = await this.scope(tenantId, q);
    const filter = drillFilter(q, scope);
    const after = q.cursor !== undefined ? decodeCursor(q.cursor) : undefined;
    const rows = await reportQueries(this.deps.db, this.deps.dialect, (db) => drill(db, scope, filter, after, ReportLimits.drillPage + 1));
    const page = rows.slice(0, ReportLimits.drillPage);
    const last = page[page.length - 1];
    return {
      rows: page.map((r) => ({
        sessionId: r.session_id, ...visitorNaming(r.user_id, r.user_name), channelId: r.channel_id,
        startedAt: r.started_at, adminId: r.admin_id, value: r.value,
      })),
      nextCursor: rows.length > ReportLimits.drillPage && last ? encodeCursor(last.started_at, last.session_id) : null,
    };
  }
}

/** The drill-down's filter from its metric and key; a 400 naming `key` when the key does not fit the metric. */
function drillFilter(q: ReportDrillQuery, scope: ReportScope): DrillFilter {
  const need = (): string => {
    if (q.key === undefined || q.key === '') throw badRequest('key', `is required for the metric ${q.metric}`);
    return q.key;
  };
  const none = (): void => {
    if (q.key !== undefined) throw badRequest('key', `is not allowed for the metric ${q.metric}`);
  };
  const day = (): number => {
    const k = need();
    const i = scope.days.findIndex((d) => d.day === k);
    if (i < 0) throw badRequest('key', 'must be a day yyyy-mm-dd of the range');
    return i;
  };
  switch (q.metric) {
    case ReportMetric.conversations: none(); return { kind: 'all' };
    case ReportMetric.day: return { kind: 'day', day: day() };
    case ReportMetric.channel: return { kind: 'channel', channelId: need() };
    case ReportMetric.outcome: {
      const k = need();
      if (!(ReportOutcomes as readonly string[]).includes(k)) throw badRequest('key', `must be one of ${ReportOutcomes.join(', ')}`);
      return { kind: 'outcome', outcome: k };
    }
    case ReportMetric.firstResponse: none(); return { kind: 'duration', column: 'first_response' };
    case ReportMetric.resolution: none(); return { kind: 'duration', column: 'resolution' };
    case ReportMetric.queueWait: none(); return { kind: 'duration', column: 'queue_wait' };
    case ReportMetric.csat: none(); return { kind: 'csat' };
    case ReportMetric.csatAgent: return { kind: 'csat', agentId: need() };
    case ReportMetric.csatDay: return { kind: 'csat', day: day() };
    case ReportMetric.robot: {
      const k = need();
      if (!(RobotOutcomes as readonly string[]).includes(k)) throw badRequest('key', `must be one of ${RobotOutcomes.join(', ')}`);
      return { kind: 'robot', outcome: k };
    }
    case ReportMetric.unknownQuestion: return { kind: 'unknownQuestion', questionKey: need() };
    case ReportMetric.tag: return { kind: 'tag', tagId: need() };
  }
  throw badRequest('metric', 'is not a report metric');
}
