/**
 * Local days of a time zone as UTC bounds (docs/api.md "Reports (desk, admin)"): SQLite knows no
 * time zones, so each local day [00:00, next 00:00) of the tenant's IANA zone is turned into
 * milliseconds here with Intl, and the queries bucket by those bounds. A day of a DST change is
 * 23 or 25 hours long; a day whose midnight is skipped by the change starts when the change ends.
 */
import { badRequest } from '../errors';

export interface LocalDay {
  /** yyyy-mm-dd */
  day: string;
  /** the day's first millisecond (UTC ms) */
  lo: number;
  /** the next day's first millisecond */
  hi: number;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** The date's [y, m, d] when it is a real calendar date yyyy-mm-dd, else null. */
export function parseDate(s: string): [number, number, number] | null {
  const m = DATE.exec(s);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  if (y < 2000 || y > 2999 || t.getUTCFullYear() !== y || t.getUTCMonth() !== mo - 1 || t.getUTCDate() !== d) return null;
  return [y, mo, d];
}

const formats = new Map<string, Intl.DateTimeFormat>();
function formatOf(timeZone: string): Intl.DateTimeFormat {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    formats.set(timeZone, f);
  }
  return f;
}

/** The wall-clock time at `t` in the zone, read as if it were UTC (ms), whole seconds. */
function wall(t: number, timeZone: string): number {
  const parts = formatOf(timeZone).formatToParts(t);
  const p = (k: string): number => Number(parts.find((x) => x.type === k)?.value ?? 0);
  return Date.UTC(p('year'), p('month') - 1, p('day'), p('hour'), p('minute'), p('second'));
}

/** The local date yyyy-mm-dd at `t` in the zone. */
export function localDate(t: number, timeZone: string): string {
  return new Date(wall(t, timeZone)).toISOString().slice(0, 10);
}

/** The first millisecond of the local date `y-m-d` in the zone. */
function dayStart(y: number, m: number, d: number, timeZone: string): number {
  const base = Date.UTC(y, m - 1, d);
  const seconds = Math.floor(base / 1000) * 1000;
  // the offset near local midnight, taken twice: the second read is at the candidate itself
  let t = base - (wall(seconds, timeZone) - seconds);
  t = base - (wall(t, timeZone) - t);
  const date = new Date(base).toISOString().slice(0, 10);
  // midnight skipped by a DST change: the candidate is still the day before; the day starts at the change
  if (localDate(t, timeZone) < date) {
    let lo = t;
    let hi = t + 3 * 3_600_000;
    while (hi - lo > 1000) {
      const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
      if (localDate(mid, timeZone) < date) lo = mid;
      else hi = mid;
    }
    t = hi;
  }
  return t;
}

/**
 * Every local day from `from` to `to` (both included) with its UTC bounds; a 400 naming the
 * field for a date that is not yyyy-mm-dd, `to` before `from`, or more than `maxDays` days.
 */
export function localDays(from: string, to: string, timeZone: string, maxDays: number): LocalDay[] {
  const a = parseDate(from);
  if (!a) throw badRequest('from', 'must be a date yyyy-mm-dd');
  const b = parseDate(to);
  if (!b) throw badRequest('to', 'must be a date yyyy-mm-dd');
  const first = Date.UTC(a[0], a[1] - 1, a[2]);
  const last = Date.UTC(b[0], b[1] - 1, b[2]);
  if (last < first) throw badRequest('to', 'must not be before from');
  const count = (last - first) / DAY_MS + 1;
  if (count > maxDays) throw badRequest('to', `the range is at most ${maxDays} days`);
  const starts: number[] = [];
  for (let i = 0; i <= count; i += 1) {
    const d = new Date(first + i * DAY_MS);
    starts.push(dayStart(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), timeZone));
  }
  return Array.from({ length: count }, (_, i) => ({ day: new Date(first + i * DAY_MS).toISOString().slice(0, 10), lo: starts[i]!, hi: starts[i + 1]! }));
}
