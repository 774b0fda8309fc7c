/**
 * spec §9 date formats with a fixed Gregorian formatter (toolchain notes: Chromium has no date
 * data for km, lo, my and zu, and fa defaults to the Persian calendar, so Intl is not used).
 * `hh` is the hour of the day 00–23, as in the spec's formatter; timestamps below 1e10 are seconds.
 */
import { Limits } from '../../protocol';

/** spec §9: a timestamp below 1e10 is in seconds, otherwise milliseconds. */
export function toMs(t: number): number {
  return t < Limits.secondsTimestampBelow ? t * 1000 : t;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Format `time` (ms or s, or a date string the server sent) with a pattern of yyyy MM dd HH hh mm ss. */
export function formatDate(time: number | string | undefined, pattern: string): string {
  if (time === undefined || time === '') return '';
  const ms = typeof time === 'number' ? toMs(time) : /^\d+$/.test(time) ? toMs(Number(time)) : Date.parse(time);
  if (!Number.isFinite(ms)) return typeof time === 'string' ? time : '';
  const d = new Date(ms);
  const parts: Record<string, string> = {
    yyyy: String(d.getFullYear()), MM: pad(d.getMonth() + 1), dd: pad(d.getDate()),
    HH: pad(d.getHours()), hh: pad(d.getHours()), mm: pad(d.getMinutes()), ss: pad(d.getSeconds()),
  };
  return pattern.replace(/yyyy|MM|dd|HH|hh|mm|ss/g, (k) => parts[k] ?? k);
}

/** spec §3: ampersand and non-breaking-space entities normalised in text. */
export function normaliseEntities(text: string): string {
  return text.replace(/&amp;/g, '&').replace(/&nbsp;|\u00a0/g, ' ');
}
