/**
 * Working hours as the form edits them: each day's ranges as one line ("09:00-12:00, 13:00-18:00")
 * and closed dates one per line. The server validates; these only translate.
 */
import type { WorkingHours } from '../../../protocol';

export function rangesToText(ranges: readonly { start: string; end: string }[] | undefined): string {
  return (ranges ?? []).map((r) => `${r.start}-${r.end}`).join(', ');
}

/** "09:00-12:00, 13:00-18:00" → ranges; a piece that is not `A-B` is kept as is so the server names it. */
export function textToRanges(text: string): { start: string; end: string }[] {
  return text.split(/[,，;；\n]+/).map((p) => p.replace(/\s+/g, '')).filter(Boolean).map((piece) => {
    const [start = piece, end = ''] = piece.split(/[-–~]/);
    return { start: start.trim(), end: end.trim() };
  });
}

export function formToHours(enabled: boolean, timeZone: string, days: readonly string[], closed: string): WorkingHours {
  return {
    enabled,
    timeZone: timeZone.trim(),
    days: Object.fromEntries(days.map((d, i) => [String(i), textToRanges(d)])),
    closedDates: closed.split(/[\s,]+/).filter(Boolean),
  };
}
