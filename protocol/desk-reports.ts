import type { TagColor } from './desk-team';

/**
 * The desk's reports for admins (docs/api.md "Reports (desk, admin)"): figures over the
 * conversations that started in a range of local days — days of the tenant's working-hours time
 * zone — each drillable to the conversations behind it. Every time is in milliseconds.
 *
 * A conversation belongs to the local day it started on; every figure of a range counts the
 * conversations started in it (their ratings and robot answers too, whenever given).
 */

export const ReportLimits = {
  /** the longest range, in days (from and to included) */
  maxDays: 366,
  /** drill-down rows per page */
  drillPage: 50,
  /** the most asked unknown questions listed */
  topUnknown: 10,
} as const;

/** How a conversation ended up (checked in this order: the first that holds). */
export const ReportOutcome = {
  /** reached an agent (assigned at least once) */
  transferred: 'transferred',
  /** never reached an agent, and the visitor left a message or a work order during it */
  leftMessage: 'leftMessage',
  /** asked for an agent (queued) but never reached one, and left no message */
  abandoned: 'abandoned',
  /** the robot alone: never queued */
  robot: 'robot',
} as const;
export type ReportOutcome = (typeof ReportOutcome)[keyof typeof ReportOutcome];
export const ReportOutcomes: readonly ReportOutcome[] = ['robot', 'transferred', 'leftMessage', 'abandoned'];

/** What the robot did with one visitor question or click (stored with the answer, migration 011). */
export const RobotOutcome = {
  /** a knowledge-base answer (a question matched, a suggestion, a guide step) */
  answered: 'answered',
  /** "did you mean": the close candidates offered */
  didYouMean: 'didYouMean',
  /** not understood (the question is in the unknown-question log) */
  unknown: 'unknown',
  /** a request for a human, small talk */
  other: 'other',
} as const;
export type RobotOutcome = (typeof RobotOutcome)[keyof typeof RobotOutcome];
export const RobotOutcomes: readonly RobotOutcome[] = ['answered', 'didYouMean', 'unknown', 'other'];

/** The range of a report: local dates yyyy-mm-dd, both included, at most ReportLimits.maxDays days. */
export interface ReportRange {
  from: string;
  to: string;
  channelId?: string;
}

/** Nearest-rank percentiles (the value at rank ⌈p·n⌉ of the n values sorted); null when n = 0. */
export interface ReportPercentiles {
  count: number;
  p50: number | null;
  p90: number | null;
}

export type OutcomeCounts = Record<ReportOutcome, number>;

export interface ReportDay extends OutcomeCounts {
  /** yyyy-mm-dd in the tenant's time zone */
  day: string;
  conversations: number;
}

export interface ReportCsat {
  /** conversations rated by the visitor (agent ratings) */
  rated: number;
  /** average of the stars given, 2 decimals; null when no stars */
  starAverage: number | null;
  /** ratings that said solved / ratings that answered the solved question */
  solved: number;
  solveAnswered: number;
}

export interface ReportCsatAgent extends ReportCsat { agentId: string; nick: string }
export interface ReportCsatDay extends ReportCsat { day: string }

export interface ReportUnknownQuestion {
  questionKey: string;
  question: string;
  asked: number;
  conversations: number;
}

/** admin/reports/summary's answer. */
export interface ReportSummary {
  from: string;
  to: string;
  channelId: string | null;
  /** the IANA zone the days are in (the tenant's working hours) */
  timeZone: string;
  conversations: number;
  outcomes: OutcomeCounts;
  /** assignment → the agent's first reply (not an internal note) */
  firstResponse: ReportPercentiles;
  /** start → end, of ended conversations that reached an agent */
  resolution: ReportPercentiles;
  /** (last) joining the queue → assignment */
  queueWait: ReportPercentiles;
  csat: ReportCsat;
  /** every day of the range, in order, zeros included */
  byDay: ReportDay[];
  /** channels with conversations, most first */
  byChannel: { channelId: string; conversations: number }[];
  csatByAgent: ReportCsatAgent[];
  /** days with ratings, in order */
  csatByDay: ReportCsatDay[];
  robot: Record<RobotOutcome, number> & { asks: number };
  unknownQuestions: ReportUnknownQuestion[];
  /** the tenant's tags carried by the range's conversations, most first (a conversation counts once per tag) */
  byTag: { tagId: string; name: string; color: TagColor; conversations: number }[];
}

/** What a drill-down lists: the conversations behind one figure. */
export const ReportMetric = {
  /** every conversation of the range (no key) */
  conversations: 'conversations',
  /** key: yyyy-mm-dd */
  day: 'day',
  /** key: channelId */
  channel: 'channel',
  /** key: a ReportOutcome */
  outcome: 'outcome',
  /** value: ms */
  firstResponse: 'firstResponse',
  resolution: 'resolution',
  queueWait: 'queueWait',
  /** rated conversations (no key); value: stars */
  csat: 'csat',
  /** key: agentId; value: stars */
  csatAgent: 'csatAgent',
  /** key: yyyy-mm-dd; value: stars */
  csatDay: 'csatDay',
  /** key: a RobotOutcome; value: how many of the conversation's robot answers */
  robot: 'robot',
  /** key: questionKey; value: how often the conversation asked it */
  unknownQuestion: 'unknownQuestion',
  /** key: tagId */
  tag: 'tag',
} as const;
export type ReportMetric = (typeof ReportMetric)[keyof typeof ReportMetric];

/** admin/reports/drill's body. */
export interface ReportDrillQuery extends ReportRange {
  metric: ReportMetric;
  key?: string;
  /** opaque, from the previous page's nextCursor */
  cursor?: string;
}

export interface ReportDrillRow {
  sessionId: string;
  displayName: string;
  visitorNo: string;
  channelId: string;
  startedAt: number;
  adminId: string | null;
  /** the figure's value for this conversation (ms, stars, a count); null for counts of conversations */
  value: number | null;
}

/** admin/reports/drill's answer: newest conversations first. */
export interface ReportDrillPage {
  rows: ReportDrillRow[];
  nextCursor: string | null;
}

/**
 * One CSV field: a text that a spreadsheet would run as a formula (starting with = + - @, a tab
 * or a carriage return; OWASP "CSV Injection") gets a leading apostrophe; every field is quoted,
 * with its quotes doubled, so commas and line breaks stay inside it (RFC 4180).
 */
export function csvField(value: string | number | null | undefined): string {
  let s = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return `"${s.replace(/"/g, '""')}"`;
}

/** A CSV file's text: a UTF-8 byte-order mark (Excel then reads Chinese), CRLF line ends (RFC 4180). */
export function csvText(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return `\uFEFF${rows.map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`;
}
