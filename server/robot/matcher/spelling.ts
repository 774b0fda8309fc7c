/**
 * Spelling: a visitor's English word that the knowledge base never saw, one edit (a letter added,
 * dropped, changed, or two neighbours swapped) from a word it did see, is read as that word
 * ("invioce" as "invoice", "exprot" as "export"). Character n-grams already let such a word rank
 * its entry, but the word itself stays unseen, and an unseen word is what makes the robot doubt:
 * without this it turned away questions whose first candidate was right.
 *
 * - English only, and never a common English word (text/common-english.ts): most words one letter
 *   from a known word are real words of another meaning ("older", "order"), and only English has
 *   a list of them here. Other languages keep their character n-grams.
 * - Words of MIN_LETTERS to MAX_LETTERS letters (as stemmed): a short word is one edit from too
 *   many others ("card", "cart", "care").
 * - The first letter must be the same: a visitor rarely mistypes it, and a real word of another
 *   meaning often differs there ("flight", "light").
 * - Among several known words one edit away, the one in the most stored questions wins.
 *
 * Found by deletions (the SymSpell idea): a known word is filed under itself and each string made
 * by dropping one of its letters; a visitor's word looks up the same, and a candidate found so is
 * checked for one edit. A look-up costs a dozen map reads, whatever the vocabulary's size.
 */

import type { Work } from './work.ts';

const MIN_LETTERS = 5;
/** longer "words" are not English words (a pasted code, a URL's run of letters): not worth the variants' strings */
const MAX_LETTERS = 30;
const ENGLISH_WORD = /^[a-z]+$/;

export class Spelling {
  /** a deletion variant (or a word itself) → the known word filed under it, or several */
  private readonly byVariant = new Map<string, string | string[]>();
  private readonly known = new Map<string, number>();

  private constructor(private readonly common: ReadonlySet<string>) {}

  /**
   * Files the knowledge base's words, as resumable work (work.ts): 20,000 words take about 150 ms.
   * @param words the knowledge base's words and in how many stored questions each is
   * @param common the common English words, stemmed: never corrected
   */
  static *buildWork(words: Iterable<[string, number]>, common: ReadonlySet<string>): Work<Spelling> {
    const sp = new Spelling(common);
    let n = 0;
    for (const [w, df] of words) {
      if (!spelled(w)) continue;
      sp.known.set(w, df);
      for (const v of variants(w)) {
        const at = sp.byVariant.get(v);
        if (at === undefined) sp.byVariant.set(v, w);
        else if (typeof at === 'string') { if (at !== w) sp.byVariant.set(v, [at, w]); }
        else if (!at.includes(w)) at.push(w);
      }
      if ((++n & 255) === 0) yield;
    }
    return sp;
  }

  /**
   * The known word a visitor's unknown word stands for, or undefined (known, short, or nothing
   * near). Every word of the knowledge base that could be corrected to is in `known`, so a word
   * that could be corrected and is not there is one the knowledge base never saw.
   */
  correct(word: string): string | undefined {
    if (this.known.size === 0 || !spelled(word) || this.common.has(word) || this.known.has(word)) return undefined;
    let best: string | undefined;
    let bestDf = 0;
    for (const v of variants(word)) {
      const at = this.byVariant.get(v);
      for (const w of at === undefined ? [] : typeof at === 'string' ? [at] : at) {
        const df = this.known.get(w) ?? 0;
        if (df > bestDf && w[0] === word[0] && oneEdit(word, w)) { best = w; bestDf = df; }
      }
    }
    return best;
  }
}

function spelled(w: string): boolean {
  return w.length >= MIN_LETTERS && w.length <= MAX_LETTERS && ENGLISH_WORD.test(w);
}

/** the word and every string made by dropping one of its letters */
function variants(w: string): Set<string> {
  const out = new Set([w]);
  for (let i = 0; i < w.length; i++) out.add(w.slice(0, i) + w.slice(i + 1));
  return out;
}

/** Whether a and b (different) are one insertion, deletion, substitution or neighbour swap apart. */
export function oneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    // a substitution, or two neighbours swapped
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
