import type { DocId, RobotDoc } from './matcher/types.ts';
import { runAsync, runSync, SLICE_MS, type Work } from './matcher/work.ts';
import { normalizeMapped, type MappedText } from './text/normalize-map.ts';
import { NO_SPACE_SCRIPT } from './text/script.ts';

/**
 * Type-ahead tips (spec §7 robotTips, §3 "Robot tip": the question carries a highlight tag).
 * Matching is on folded text — normalised (case, width, accents) and without punctuation — so
 * "如何查询物流？", "如何查询物流" and "如何查询物流!" are the same. A stored question typed
 * word for word comes first, then questions that start with what is typed, then those that
 * contain it. Similar questions count, and list the main question of their document (issue 8):
 * a visitor typing a similar question's words is offered the entry. In scripts written without
 * spaces (Chinese, Japanese, Thai…) the typed text may match anywhere, even in the middle of a
 * word ("退" finds "退款怎么申请"); in spaced scripts it must start a word, so "fund" does not
 * suggest "refund". If the typed text is not found as a whole, every typed word must start a
 * word of the question ("refund ord" finds "refund for my order").
 */
export interface RobotTipMatch {
  docId: DocId;
  /** plain question text: the document's main question */
  text: string;
  /** the question as HTML: matched parts in <em>, everything else escaped */
  question: string;
  /** higher is better, in [0, 1] */
  score: number;
}

interface Entry { docId: DocId; original: string; mapped: MappedText; primary: boolean; main: Entry | null }

const HTML: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => HTML[c] ?? c);
const WORD_CHAR = /[\p{L}\p{N}\p{M}]/u;

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
      const main: Entry = { docId: doc.docId, original: doc.question, mapped: fold(normalizeMapped(doc.question)), primary: true, main: null };
      entries.push(main);
      if (opts.similar) {
        for (const q of doc.similarQuestions ?? []) {
          entries.push({ docId: doc.docId, original: q, mapped: fold(normalizeMapped(q)), primary: false, main });
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
    const q = fold(normalizeMapped(typed)).text;
    if (!q) return [];
    // Single letters as separate words would match almost anything ("r&d" → "r", "d").
    const words = q.split(' ').filter((w) => w.length > 1 || NO_SPACE_SCRIPT.test(w));
    // Best match per document: a document's many similar questions may all match.
    const best = new Map<DocId, { entry: Entry; ranges: [number, number][]; score: number }>();
    for (const entry of this.entries) {
      const s = entry.mapped.text;
      const m = matchRanges(s, q, words);
      if (!m) continue;
      // Shorter questions are more likely what is being typed; main questions beat similar ones.
      const score = Math.min(1, m.score + (m.score < 1 ? 0.05 * (q.length / s.length) : 0) - (entry.primary ? 0 : 0.01));
      const prev = best.get(entry.docId);
      if (!prev || score > prev.score) best.set(entry.docId, { entry, ranges: m.ranges, score });
    }
    return [...best.values()]
      .sort((a, b) => b.score - a.score || a.entry.original.length - b.entry.original.length)
      .slice(0, limit)
      .map((f) => {
        // A similar question lists its document's main question, highlighted where the typed
        // words appear in it.
        const shown = f.entry.main ?? f.entry;
        const ranges = f.entry.main ? matchRanges(shown.mapped.text, q, words, true)?.ranges ?? [] : f.ranges;
        return { docId: f.entry.docId, text: shown.original, question: highlight(shown, ranges), score: Math.round(f.score * 1000) / 1000 };
      });
  }
}

/**
 * Where the typed text q (or its words) occurs in s, and how good a match that is: 1 typed word
 * for word, 0.9 a beginning, 0.6–0.8 inside (earlier is better), 0.5 every word somewhere.
 * `loose`: any typed word found is enough (highlighting a main question).
 */
function matchRanges(s: string, q: string, words: readonly string[], loose = false): { ranges: [number, number][]; score: number } | null {
  if (s === q) return { ranges: [[0, q.length]], score: 1 };
  const at = findAllowed(s, q);
  if (at >= 0) return { ranges: [[at, at + q.length]], score: at === 0 ? 0.9 : 0.6 + 0.2 * (1 - at / s.length) };
  if (words.length < 2 && !loose) return null;
  const ranges: [number, number][] = [];
  for (const w of words) {
    const wat = findAllowed(s, w);
    if (wat >= 0) ranges.push([wat, wat + w.length]);
    else if (!loose) return null;
    else if (NO_SPACE_SCRIPT.test(w)) ranges.push(...commonParts(s, w));
  }
  return ranges.length > 0 ? { ranges, score: 0.5 } : null;
}

/**
 * The parts of w (two characters or more, longest first from each position) that occur in s:
 * what a main question shares with a similar question typed in a script without spaces.
 */
function commonParts(s: string, w: string): [number, number][] {
  const out: [number, number][] = [];
  const cs = [...w].slice(0, 50).join('');
  for (let i = 0; i < cs.length; ) {
    let found = 0;
    for (let len = cs.length - i; len >= 2 && !found; len--) {
      const at = s.indexOf(cs.slice(i, i + len));
      if (at >= 0) { out.push([at, at + len]); found = len; }
    }
    i += found || 1;
  }
  return out;
}

/**
 * Folded text for matching: normalised text without punctuation and symbols (they become
 * spaces between words, and vanish at the ends), keeping where each character came from.
 */
function fold(m: MappedText): MappedText {
  let text = '';
  const start: number[] = [];
  const end: number[] = [];
  for (let i = 0; i < m.text.length; i++) {
    const c = m.text[i] as string;
    const keep = WORD_CHAR.test(c) || (c >= '\uD800' && c <= '\uDFFF');
    if (!keep) {
      if (text.length > 0 && !text.endsWith(' ')) { text += ' '; start.push(m.start[i] as number); end.push(m.end[i] as number); }
      continue;
    }
    text += c;
    start.push(m.start[i] as number);
    end.push(m.end[i] as number);
  }
  while (text.endsWith(' ')) { text = text.slice(0, -1); start.pop(); end.pop(); }
  return { text, start, end };
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
