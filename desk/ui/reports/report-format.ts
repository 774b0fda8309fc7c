/**
 * The report screen's units and dates (docs/desk.md "Reports"): durations in human units, shares
 * as percentages, ranges of days in the tenant's time zone.
 */
import type { DeskT } from '../../i18n';

/** 45 s, 3 min 20 s, 2 h 5 min, 1 d 4 h; '—' when there is no value. */
export function formatDuration(t: DeskT, ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '—';
  const s = Math.round(ms / 1000);
  if (s < 60) return t('reports.unit.s', { s });
  const m = Math.floor(s / 60);
  if (m < 60) return s % 60 ? t('reports.unit.minS', { m, s: s % 60 }) : t('reports.unit.min', { m });
  const h = Math.floor(m / 60);
  if (h < 24) return m % 60 ? t('reports.unit.hMin', { h, m: m % 60 }) : t('reports.unit.h', { h });
  const d = Math.floor(h / 24);
  return h % 24 ? t('reports.unit.dH', { d, h: h % 24 }) : t('reports.unit.d', { d });
}

/** part/whole as a whole percentage ('—' for nothing to divide). */
export function percent(part: number, whole: number): string {
  if (!whole) return '—';
  return `${Math.round((part / whole) * 100)}%`;
}

export const stars = (v: number | null): string => (v === null ? '—' : v.toFixed(2));

/** yyyy-mm-dd of `ms` in `timeZone` (the browser's when none is known yet). */
export function dateIn(ms: number, timeZone?: string): string {
  try {
    const p = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(ms);
    const v = (k: string): string => p.find((x) => x.type === k)?.value ?? '';
    return `${v('year')}-${v('month')}-${v('day')}`;
  } catch {
    return new Date(ms).toISOString().slice(0, 10);
  }
}

/** The last `days` days up to today, as {from, to}. */
export function lastDays(days: number, now: number, timeZone?: string): { from: string; to: string } {
  const to = dateIn(now, timeZone);
  const d = new Date(`${to}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - (days - 1));
  return { from: d.toISOString().slice(0, 10), to };
}

/** A start time as the tenant's date and time. */
export function dateTime(ms: number, locale: string, timeZone?: string): string {
  try {
    return new Intl.DateTimeFormat(`${locale}-u-ca-gregory`, { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(ms);
  } catch {
    return new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
  }
}
