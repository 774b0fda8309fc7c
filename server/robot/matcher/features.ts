import type { Analysis } from '../text/index.ts';

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
}
export const DEFAULT_FEATURES: FeatureOptions = { charMin: 3, charMax: 5, charWeight: 0.5 };

/** A sparse vector: parallel arrays of feature ids and values. */
export interface SparseVec { idx: Int32Array; val: Float32Array }

/** Vocabulary and IDF fitted on the knowledge base's questions. */
export class FeatureSpace {
  // Two dictionaries sharing one id counter: a character n-gram never collides with a word.
  private readonly words = new Map<string, number>();
  // Character n-grams are keyed by a 30-bit hash: integer keys make the build about twice as
  // fast as sliced-string keys, and a rare collision only merges two rare n-grams.
  private readonly chars = new Map<number, number>();
  private charFlag: number[] = [];
  private df: number[] = [];
  private idf = new Float32Array(0);

  constructor(private readonly o: FeatureOptions) {}

  get size(): number { return this.charFlag.length; }

  /**
   * Term-frequency vector of an analysed text. While fitting (`grow`), unseen features get ids
   * and document frequencies; at query time they are dropped (the knowledge base has no
   * evidence about them).
   */
  counts(a: Analysis, grow: boolean): SparseVec {
    const ids: number[] = [];
    const id = <K>(map: Map<K, number>, key: K, isChar: number): void => {
      let v = map.get(key);
      if (v === undefined) {
        if (!grow) return;
        v = this.charFlag.length;
        map.set(key, v);
        this.charFlag.push(isChar);
        this.df.push(0);
      }
      ids.push(v);
    };
    const { words, terms } = a;
    for (const t of terms) id(this.words, t, 0);
    for (let i = 0; i + 1 < words.length; i++) id(this.words, `${words[i]} ${words[i + 1]}`, 0);
    const { charMin, charMax } = this.o;
    for (const w of words) {
      const p = ` ${w} `;
      for (let i = 0; i + charMin <= p.length; i++) {
        let h = 0x811c9dc5;
        for (let n = 1; n <= charMax && i + n <= p.length; n++) {
          h = Math.imul(h ^ p.charCodeAt(i + n - 1), 0x01000193);
          if (n >= charMin) id(this.chars, h & 0x3fffffff, 1);
        }
      }
    }
    const sorted = Int32Array.from(ids).sort();
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
    return { idx: Int32Array.from(idx), val: Float32Array.from(tf) };
  }

  /** Fixes IDF from the document frequencies gathered while growing over n texts. */
  finish(n: number): void {
    this.idf = Float32Array.from(this.df, (d) => Math.log((n + 1) / (d + 1)) + 1);
  }

  /** Turns a term-frequency vector into the weighted unit vector, in place. */
  weigh(v: SparseVec): SparseVec {
    const { idx, val } = v;
    let wordNorm = 0;
    let charNorm = 0;
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
    return v;
  }
}
