/**
 * A tenant's word list compiled once into an Aho–Corasick automaton over folded text; a check
 * is one pass over the message. Reported words are the tenant's words as configured; spans are
 * offsets in the ORIGINAL text (UTF-16, as the widget's strings index).
 */
import { AhoCorasick } from './aho-corasick';
import { foldWithOffsets, foldWord } from './fold';

export interface Hit {
  word: string;
  start: number;
  end: number;
}

export interface CheckResult {
  /** distinct configured words found, in order of first appearance */
  words: string[];
  /** every occurrence, overlapping ones included */
  hits: Hit[];
}

export class WordMatcher {
  private readonly ac: AhoCorasick;

  constructor(private readonly words: readonly string[]) {
    this.ac = new AhoCorasick(words.map(foldWord));
  }

  get wordCount(): number {
    return this.words.length;
  }

  check(text: string): CheckResult {
    if (this.words.length === 0 || text.length === 0) return { words: [], hits: [] };
    const folded = foldWithOffsets(text);
    const hits: Hit[] = [];
    for (const m of this.ac.search(folded.cps)) {
      hits.push({ word: this.words[m.pattern]!, start: folded.start[m.start]!, end: folded.end[m.end - 1]! });
    }
    hits.sort((a, b) => a.start - b.start || a.end - b.end);
    return { words: [...new Set(hits.map((h) => h.word))], hits };
  }
}
