import { CONCEPT_MARK } from '../text/concepts.ts';
import type { Analysis } from '../text/index.ts';
import { IntMap } from './int-map.ts';

/**
 * Feature space of the matcher: analysed terms (words, CJK/Thai bigrams), adjacent word pairs,
 * and character 3–5-grams inside each word. Word features carry meaning; character n-grams
 * catch typos and inflections the light stemmer misses ("recieve", "transfered", Spanish and
 * Russian endings) in every script without a per-language stemmer.
 *
 * Weighting is sublinear TF × IDF, L2-normalised separately for the word family and the
 * character family, then mixed with a fixed weight, so a short question is not dominated by
 * its many character n-grams.
 */
export interface FeatureOptions {
  charMin: number;
  charMax: number;
  /** share of the character family in a dot product (the word family gets 1 − it) */
  charWeight: number;
  /** how much a question's unseen features weigh in its norm (0 ignores them, 1 full IDF) */
  unseenWeight: number;
}
export const DEFAULT_FEATURES: FeatureOptions = { charMin: 3, charMax: 4, charWeight: 0.5, unseenWeight: 0.25 };

/** A question's word weight (FeatureSpace.wordMass). */
export interface WordMass {
  ids: number[]; w2: number[]; unseen: number; charUnseenShare: number;
  /** the known character n-grams and their squared weights, and the weight of the unseen ones */
  charIds: number[]; charW2: number[]; charUnseen: number;
}

/** A sparse vector: parallel arrays of feature ids and values. */
export interface SparseVec { idx: Int32Array; val: Float32Array }

/**
 * Term frequencies of a text. A question's features that the knowledge base never saw are
 * kept as counts only: they have no id, but they still weigh in the question's norm, so a
 * question that is mostly about something else cannot look like a perfect match on the one
 * word it shares with a document.
 */
export interface TermCounts extends SparseVec { unseenWord: number[]; unseenPair: number[]; unseenChar: number[] }

/** Vocabulary and IDF fitted on the knowledge base's questions. */
export class FeatureSpace {
  // Two dictionaries sharing one id counter: a character n-gram never collides with a word.
  private readonly words = new Map<string, number>();
  // Character n-grams are keyed by a 30-bit hash: integer keys make the build several times
  // faster than sliced-string keys, and a rare collision only merges two rare n-grams.
  private readonly chars = new IntMap();
  private charFlag: number[] = [];
  private df: number[] = [];
  private idf = new Float32Array(0);
  private n = 0;
  // Feature ids of the text being counted (reused: counting must not allocate per feature).
  private buf = new Int32Array(256);
  private len = 0;

  constructor(private readonly o: FeatureOptions) {}

  get size(): number { return this.charFlag.length; }

  /**
   * Term-frequency vector of an analysed text. While fitting (`grow`), unseen features get ids
   * and document frequencies; at query time they are dropped (the knowledge base has no
   * evidence about them).
   */
  counts(a: Analysis, grow: boolean): TermCounts {
    this.len = 0;
    const unseenWords = grow ? null : new Map<string, number>();
    const unseenChars = grow ? null : new Map<number, number>();
    const { words, terms } = a;
    // a word whose concept the knowledge base knows is not unseen: the concept stands for it
    const known = (t: string): boolean => { const c = a.explained?.get(t); return c !== undefined && this.words.has(c); };
    for (const t of terms) this.word(t, unseenWords && !known(t) ? unseenWords : null, grow);
    const unseenPairs = grow ? null : new Map<string, number>();
    for (let i = 0; i + 1 < words.length; i++) this.word(`${words[i]} ${words[i + 1]}`, unseenPairs, grow);
    const { charMin, charMax } = this.o;
    for (const w of words) {
      // a word the knowledge base never saw, stood for by a concept it knows: its character
      // n-grams would only match unrelated words ("babies" against "baggage")
      if (!grow && known(w) && !this.words.has(w)) continue;
      // The word padded with a space on each side, read without building the padded string.
      const n = w.length + 2;
      for (let i = 0; i + charMin <= n; i++) {
        let h = 0x811c9dc5;
        for (let k = i; k < i + charMax && k < n; k++) {
          h = Math.imul(h ^ (k === 0 || k === n - 1 ? 32 : w.charCodeAt(k - 1)), 0x01000193);
          if (k - i + 1 >= charMin) this.char(h & 0x3fffffff, unseenChars, grow);
        }
      }
    }
    const sorted = this.buf.subarray(0, this.len).sort();
    const idx: number[] = [];
    const tf: number[] = [];
    for (let i = 0; i < sorted.length; i++) {
      const f = sorted[i] as number;
      if (idx.length > 0 && idx[idx.length - 1] === f) tf[tf.length - 1] = (tf[tf.length - 1] as number) + 1;
      else {
        idx.push(f);
        tf.push(1);
        if (grow) this.df[f] = (this.df[f] as number) + 1;
      }
    }
    return {
      idx: Int32Array.from(idx), val: Float32Array.from(tf),
      unseenWord: unseenWords ? [...unseenWords.values()] : [], unseenPair: unseenPairs ? [...unseenPairs.values()] : [],
      unseenChar: unseenChars ? [...unseenChars.values()] : [],
    };
  }

  /** Counts a word feature; `unseen` is null while fitting (new features get ids). */
  private word(key: string, unseen: Map<string, number> | null, grow: boolean): void {
    let v = this.words.get(key);
    if (v === undefined) {
      if (!grow) {
        // a concept term (text/concepts.ts) the knowledge base lacks repeats a word already counted
        if (unseen && !key.startsWith(CONCEPT_MARK)) unseen.set(key, (unseen.get(key) ?? 0) + 1);
        return;
      }
      v = this.newId(0);
      this.words.set(key, v);
      this.names[v] = key;
    }
    this.push(v);
  }

  private char(key: number, unseen: Map<number, number> | null, grow: boolean): void {
    let v = this.chars.get(key);
    if (v < 0) {
      if (!grow) {
        if (unseen) unseen.set(key, (unseen.get(key) ?? 0) + 1);
        return;
      }
      v = this.newId(1);
      this.chars.set(key, v);
    }
    this.push(v);
  }

  private newId(isChar: number): number {
    this.charFlag.push(isChar);
    this.df.push(0);
    return this.charFlag.length - 1;
  }

  private push(id: number): void {
    if (this.len === this.buf.length) {
      const bigger = new Int32Array(this.buf.length * 2);
      bigger.set(this.buf);
      this.buf = bigger;
    }
    this.buf[this.len++] = id;
  }

  /**
   * what a concept term's weight is multiplied by after normalisation (MatcherOptions.conceptWeight):
   * a concept shared by a question and a stored question adds its square
   */
  private conceptWeight = 1;

  /**
   * Fixes IDF from the document frequencies gathered while growing over n texts, and the
   * concept weight (it depends on the knowledge base's density, known only once it is counted).
   */
  finish(n: number, conceptWeight = 1): void {
    this.n = n;
    this.conceptWeight = conceptWeight;
    this.idf = Float32Array.from(this.df, (d) => Math.log((n + 1) / (d + 1)) + 1);
  }

  /**
   * What a question's words weigh before weigh() rescales them in place: each known word
   * feature's squared TF-IDF weight, the weight of the words the knowledge base never saw, and
   * the share of the character n-grams' weight that is unseen. A typo leaves its word unseen but
   * most of its character n-grams known; another company's name leaves both unseen.
   */
  wordMass(v: TermCounts): WordMass {
    const unseenIdf = Math.log(this.n + 1) + 1;
    const sum = (tfs: readonly number[]): number => tfs.reduce((a, tf) => a + ((1 + Math.log(tf)) * unseenIdf) ** 2, 0);
    const ids: number[] = [];
    const w2: number[] = [];
    let charSeen = 0;
    const charIds: number[] = [];
    const charW2: number[] = [];
    for (let i = 0; i < v.idx.length; i++) {
      const f = v.idx[i] as number;
      const x = ((1 + Math.log(v.val[i] as number)) * (this.idf[f] as number)) ** 2;
      if (this.charFlag[f]) { charSeen += x; charIds.push(f); charW2.push(x); }
      // Word pairs are left out: a paraphrase rarely keeps its pairs ("change plan" against
      // "change my plan"), so an unseen pair says little about being off topic.
      else if (!this.names[f]?.includes(' ')) { ids.push(f); w2.push(x); }
    }
    const charUnseen = sum(v.unseenChar);
    return {
      ids, w2, unseen: sum(v.unseenWord),
      charUnseenShare: charUnseen + charSeen > 0 ? charUnseen / (charUnseen + charSeen) : 0, charIds, charW2, charUnseen,
    };
  }

  /** The single-word features (words, CJK and concept terms; not word pairs) and in how many rows each is. */
  *wordFrequencies(): Generator<[string, number]> {
    for (const [w, f] of this.words) if (!w.includes(' ')) yield [w, this.df[f] as number];
  }

  /** The text of a word feature (a word, a word pair "a b", a CJK term), or undefined. */
  wordOf(f: number): string | undefined {
    return this.names[f];
  }

  /** word features' texts by id (kept as they are made: no rebuild that would block) */
  private readonly names: string[] = [];

  /** The inverse document frequency of a feature (after finish). */
  idfOf(f: number): number { return this.idf[f] ?? 0; }

  /** Is this feature a character n-gram (not a word, word pair or CJK term)? */
  isChar(f: number): boolean { return this.charFlag[f] === 1; }

  /** Turns term frequencies into the weighted unit vector, in place. */
  weigh(v: TermCounts): SparseVec {
    const { idx, val } = v;
    // Unseen features count with the IDF of a term in no document.
    const unseenIdf = (Math.log(this.n + 1) + 1) * this.o.unseenWeight;
    let wordNorm = 0;
    let charNorm = 0;
    for (const tf of v.unseenWord) wordNorm += ((1 + Math.log(tf)) * unseenIdf) ** 2;
    for (const tf of v.unseenPair) wordNorm += ((1 + Math.log(tf)) * unseenIdf) ** 2;
    for (const tf of v.unseenChar) charNorm += ((1 + Math.log(tf)) * unseenIdf) ** 2;
    for (let i = 0; i < idx.length; i++) {
      const f = idx[i] as number;
      const x = (1 + Math.log(val[i] as number)) * (this.idf[f] as number);
      val[i] = x;
      if (this.charFlag[f]) charNorm += x * x;
      else wordNorm += x * x;
    }
    // √weights make the dot product of two vectors (1 − w)·cos_word + w·cos_char.
    const wordScale = Math.sqrt(1 - this.o.charWeight) / (Math.sqrt(wordNorm) || 1);
    const charScale = Math.sqrt(this.o.charWeight) / (Math.sqrt(charNorm) || 1);
    for (let i = 0; i < idx.length; i++) val[i] = (val[i] as number) * (this.charFlag[idx[i] as number] ? charScale : wordScale);
    // Concept terms weigh more after the norm, not in it: inside it, an entry whose questions
    // hold many concepts matched a plain word worse than its neighbour ("change" against the
    // password and the e-mail entries answered one of them instead of asking "did you mean").
    if (this.conceptWeight !== 1) {
      for (let i = 0; i < idx.length; i++) if (this.names[idx[i] as number]?.startsWith(CONCEPT_MARK)) val[i] = (val[i] as number) * this.conceptWeight;
    }
    return v;
  }
}
