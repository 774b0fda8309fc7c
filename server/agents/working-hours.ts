/**
 * Working hours per tenant (issue 11 item 1, spec §4 transfer result 5 "off work"): open ranges
 * per day of the week in the tenant's IANA time zone, plus whole closed dates. Time-zone aware
 * through Intl, so daylight-saving changes need no code. Disabled (the default) means always open.
 */
import type { WorkingHours } from '../../protocol';
import type { Db } from '../store/db';
import { badRequest } from '../errors';
import { findWorkingHours, saveWorkingHours } from './store';

const HHMM = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const DATE = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/;
const DAYS = ['0', '1', '2', '3', '4', '5', '6'];

/** A new tenant's hours: off (always open), with a Monday–Friday 09:00–18:00 template to switch on. */
export function defaultWorkingHours(): WorkingHours {
  const day = [{ start: '09:00', end: '18:00' }];
  return { enabled: false, timeZone: 'Asia/Shanghai', days: { 1: day, 2: day, 3: day, 4: day, 5: day }, closedDates: [] };
}

export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

const minutes = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));

/** Checks a (complete) WorkingHours value; ranges of a day may not overlap. */
export function validateWorkingHours(v: unknown): WorkingHours {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw badRequest('workingHours', 'must be an object');
  const o = v as Record<string, unknown>;
  if (typeof o.enabled !== 'boolean') throw badRequest('enabled', 'must be true or false');
  if (typeof o.timeZone !== 'string' || o.timeZone.length > 64 || !isTimeZone(o.timeZone)) throw badRequest('timeZone', 'must be an IANA time zone such as Asia/Shanghai');
  if (typeof o.days !== 'object' || o.days === null || Array.isArray(o.days)) throw badRequest('days', 'must be an object from day of week (0 Sunday … 6 Saturday) to ranges');
  const days: WorkingHours['days'] = {};
  for (const [day, ranges] of Object.entries(o.days as Record<string, unknown>)) {
    if (!DAYS.includes(day)) throw badRequest(`days.${day}`, 'is not a day of the week (0 Sunday … 6 Saturday)');
    if (!Array.isArray(ranges) || ranges.length > 10) throw badRequest(`days.${day}`, 'must be a list of at most 10 ranges');
    const clean = ranges.map((r: unknown, i) => {
      const f = `days.${day}[${i}]`;
      const rr = r as { start?: unknown; end?: unknown } | null;
      if (!rr || typeof rr.start !== 'string' || typeof rr.end !== 'string' || !HHMM.test(rr.start) || !HHMM.test(rr.end)) throw badRequest(f, 'must be {start, end} as HH:mm (end may be 24:00)');
      if (minutes(rr.start) >= minutes(rr.end)) throw badRequest(f, 'start must be before end');
      return { start: rr.start, end: rr.end };
    }).sort((a, b) => minutes(a.start) - minutes(b.start));
    clean.forEach((r, i) => {
      if (i > 0 && minutes(r.start) < minutes(clean[i - 1]!.end)) throw badRequest(`days.${day}`, 'ranges overlap');
    });
    if (clean.length) days[day] = clean;
  }
  const closed = o.closedDates ?? [];
  if (!Array.isArray(closed) || closed.length > 366 || closed.some((d) => typeof d !== 'string' || !DATE.test(d))) {
    throw badRequest('closedDates', 'must be a list of at most 366 dates YYYY-MM-DD');
  }
  return { enabled: o.enabled, timeZone: o.timeZone, days, closedDates: [...new Set(closed as string[])].sort() };
}

/** The wall-clock date, day of week and minute of the day at `now` in `timeZone`. */
export function localTime(now: number, timeZone: string): { date: string; day: string; minute: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone, year: 'numeric', month: '2-digit', day: '2-digit', weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).formatToParts(now);
  const p = (t: string): string => parts.find((x) => x.type === t)?.value ?? '';
  const day = String(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(p('weekday')));
  return { date: `${p('year')}-${p('month')}-${p('day')}`, day, minute: Number(p('hour')) * 60 + Number(p('minute')) };
}

/** spec §4: is the service at work at `now`? Always, when the hours are not enabled. */
export function isWorking(h: WorkingHours, now: number): boolean {
  if (!h.enabled) return true;
  const t = localTime(now, h.timeZone);
  if (h.closedDates.includes(t.date)) return false;
  return (h.days[t.day] ?? []).some((r) => t.minute >= minutes(r.start) && t.minute < minutes(r.end));
}

export class WorkingHoursStore {
  constructor(private readonly db: Db, private readonly now: () => number) {}

  async get(tenantId: string): Promise<WorkingHours> {
    const config = await findWorkingHours(this.db, tenantId);
    return config !== undefined ? (JSON.parse(config) as WorkingHours) : defaultWorkingHours();
  }

  async set(tenantId: string, v: unknown): Promise<WorkingHours> {
    const h = validateWorkingHours(v);
    const now = this.now();
    await saveWorkingHours(this.db, tenantId, JSON.stringify(h), now);
    return h;
  }
}
