/**
 * A search text as the Conversations search uses it, and the snippet of a hit (protocol
 * ConversationHit): plain text around the first match with at most snippetContext characters on
 * each side, and the [start, end) UTF-16 ranges of every match inside it. Pure.
 */
import { ConversationLimits } from '../../protocol';
import { badRequest } from '../errors';
import { collapse } from './text';

export interface SearchText {
  /** trimmed, whitespace runs made one space (the index holds text the same way) */
  text: string;
  /** Unicode code points: the trigram indexes need at least 3 */
  length: number;
}

export function searchText(q: string): SearchText {
  const text = collapse(q);
  const length = [...text].length;
  if (length < 1 || length > ConversationLimits.queryMax) throw badRequest('q', `must be 1–${ConversationLimits.queryMax} characters after trimming`);
  return { text, length };
}

const escapeRegex = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every match of `needle` in `hay`, case-insensitively (Unicode simple case folding), as [start, end). */
export function matchRanges(hay: string, needle: string): [number, number][] {
  const re = new RegExp(escapeRegex(needle), 'giu');
  const out: [number, number][] = [];
  for (const m of hay.matchAll(re)) out.push([m.index, m.index + m[0].length]);
  return out;
}

/** Moves an offset off the low half of a surrogate pair, so a snippet never splits a character. */
function whole(s: string, i: number, dir: -1 | 1): number {
  const c = s.charCodeAt(i);
  return c >= 0xdc00 && c <= 0xdfff ? i + dir : i;
}

/** The snippet around the first match (null when there is none). */
export function snippetOf(body: string, needle: string): { snippet: string; ranges: [number, number][] } | null {
  const all = matchRanges(body, needle);
  const first = all[0];
  if (!first) return null;
  const ctx = ConversationLimits.snippetContext;
  const start = whole(body, Math.max(0, first[0] - ctx), 1);
  const end = whole(body, Math.min(body.length, first[1] + ctx), -1);
  const snippet = body.slice(start, end);
  const ranges = all.filter(([a, b]) => a >= start && b <= end).map(([a, b]) => [a - start, b - start] as [number, number]);
  return { snippet, ranges };
}
