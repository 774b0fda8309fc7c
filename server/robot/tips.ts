import type { DocId, RobotDoc } from './matcher/types.ts';
import { runAsync, runSync, SLICE_MS, type Work } from './matcher/work.ts';
import { normalizeMapped, type MappedText } from './text/normalize-map.ts';
import { NO_SPACE_SCRIPT } from './text/script.ts';

/**
 * Type-ahead tips (spec §7 robotTips, §3 "Robot tip": the question carries a highlight tag).
 * Matching is on normalised text, so case, width and accents do not matter. In scripts written
 * without spaces (Chinese, Japanese, Thai…) the typed text may match anywhere, even in the
 * middle of a word ("退" finds "退款怎么申请"); in spaced scripts it must start a word, so
 * "fund" does not suggest "refund". If the typed text is not found as a whole, every typed word
 * must start a word of the question ("refund ord" finds "refund for my order").
 */
export interface RobotTipMatch {
  docId: DocId;
  /** plain question text */
  text: string;
  /** the question as HTML: matched parts in <em>, everything else escaped */
  question: string;
  /** higher is better, in [0, 1] */
  score: number;
}

interface Entry { docId: DocId; original: string; mapped: MappedText; primary: boolean }

const HTML: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => HTML[c] ?? c);
const WORD_CHAR = /[\p{L}\p{N}\p{M}]/u;
const SPLIT = /[^\p{L}\p{N}\p{M}]+/u;

/** May a match start at `at` in normalised text `s`? */
function startsWord(s: string, at: number): boolean {
  if (at === 0) return true;
  const before = s.charCodeAt(at - 1);
  // ASCII fast path (most checks): after a space or punctuation is a word start; between two
  // ASCII letters or digits is mid-word.
  if (before < 0x80 && !((before >= 97 && before <= 122) || (before >= 48 && before <= 57))) return true;
  if (before < 0x80 && s.charCodeAt(at) < 0x80) return false;
  const b = s[at - 1] as string;
  return !WORD_CHAR.test(b) || NO_SPACE_SCRIPT.test(s[at] as string) || NO_SPACE_SCRIPT.test(b);
}

/** First occurrence of needle at an allowed start, or −1. */
function findAllowed(s: string, needle: string, from = 0): number {
  for (let at = s.indexOf(needle, from); at >= 0; at = s.indexOf(needle, at + 1)) if (startsWord(s, at)) return at;
  return -1;
}

export class TipIndex {
  private constructor(private readonly entries: readonly Entry[]) {}

  /** Main questions of enabled documents; similar questions too when `similar` is set. */
  static build(docs: readonly RobotDoc[], opts: { similar?: boolean } = {}): TipIndex {
    return runSync(TipIndex.buildWork(docs, opts));
  }

  /** The same build, giving the event loop a turn every `sliceMs` of work (work.ts). */
  static buildAsync(docs: readonly RobotDoc[], opts: { similar?: boolean } = {}, sliceMs = SLICE_MS): Promise<TipIndex> {
    return runAsync(TipIndex.buildWork(docs, opts), sliceMs);
  }

  /** The build as resumable work (work.ts): it pauses every few dozen questions. */
  static *buildWork(docs: readonly RobotDoc[], opts: { similar?: boolean } = {}): Work<TipIndex> {
    const entries: Entry[] = [];
    for (const doc of docs) {
      if (doc.enabled === false) continue;
      entries.push({ docId: doc.docId, original: doc.question, mapped: normalizeMapped(doc.question), primary: true });
      if (opts.similar) {
        for (const q of doc.similarQuestions ?? []) {
          entries.push({ docId: doc.docId, original: q, mapped: normalizeMapped(q), primary: false });
          if ((entries.length & 31) === 0) yield;
        }
      }
      yield;
    }
    return new TipIndex(entries);
  }

  /**
   * Up to `limit` tips for what the visitor has typed so far; none for blank input
   * (spec §5: tips are requested only when the trimmed question is non-empty).
   * @example tips.search('退', 5)[0].question // '<em>退</em>款怎么申请'
   */
  search(typed: string, limit = 5): RobotTipMatch[] {
    const q = normalizeMapped(typed).text;
    if (!q) return [];
    // Single letters as separate words would match almost anything ("r&d" → "r", "d").
    const words = q.split(SPLIT).filter((w) => w.length > 1 || NO_SPACE_SCRIPT.test(w));
    // Best match per document: a document's many similar questions may all match.
    const best = new Map<DocId, { entry: Entry; ranges: [number, number][]; score: number }>();
    for (const entry of this.entries) {
      const s = entry.mapped.text;
      const at = findAllowed(s, q);
      let ranges: [number, number][] | null = null;
      let score = 0;
      if (at >= 0) {
        ranges = [[at, at + q.length]];
        // Whole-text match: at the very start best, then earlier positions.
        score = 0.6 + (at === 0 ? 0.3 : 0.2 * (1 - at / s.length));
      } else if (words.length > 1) {
        ranges = [];
        for (const w of words) {
          const wat = findAllowed(s, w);
          if (wat < 0) { ranges = null; break; }
          ranges.push([wat, wat + w.length]);
        }
        score = 0.5;
      }
      if (!ranges) continue;
      // Shorter questions are more likely what is being typed; main questions beat similar ones.
      score = Math.min(1, score + 0.1 * (q.length / s.length) - (entry.primary ? 0 : 0.05));
      const prev = best.get(entry.docId);
      if (!prev || score > prev.score) best.set(entry.docId, { entry, ranges, score });
    }
    return [...best.values()]
      .sort((a, b) => b.score - a.score)
      .slice(0, limit)
      .map((f) => ({ docId: f.entry.docId, text: f.entry.original, question: highlight(f.entry, f.ranges), score: f.score }));
  }
}

/** Original text with normalised ranges mapped back and wrapped in <em>; the rest escaped. */
function highlight(entry: Entry, ranges: [number, number][]): string {
  const { original, mapped } = entry;
  const spans = ranges
    .map(([a, b]): [number, number] => [mapped.start[a] as number, mapped.end[b - 1] as number])
    .sort((x, y) => x[0] - y[0]);
  let html = '';
  let pos = 0;
  for (const [a, b] of spans) {
    if (b <= pos) continue;
    const from = Math.max(a, pos);
    html += escapeHtml(original.slice(pos, from)) + '<em>' + escapeHtml(original.slice(from, b)) + '</em>';
    pos = b;
  }
  return html + escapeHtml(original.slice(pos));
}
