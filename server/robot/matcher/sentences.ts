/**
 * The sentence encoder's part of the ranking: every stored question of a document in a locale the
 * encoder reads has a vector; a visitor's question with a vector gives each such document the
 * cosine of its nearest stored question, turned into a probability over documents that the
 * matcher mixes with the words' (index.ts). A word model knows only the words a knowledge base
 * happens to use; the encoder knows that "top up" and "add money" mean the same thing.
 */
import type { MatcherOptions, RobotDoc } from './types.ts';
import type { Work } from './work.ts';

export interface SentenceRows {
  dim: number;
  /** unit vectors, one after the other */
  vectors: Float32Array;
  /** each vector's document index */
  doc: Int32Array;
  /** the linear model over the vectors, when trained */
  model?: SentenceModel;
}

/**
 * An entry with more stored questions keeps this many vectors, spread evenly over them: every
 * question costs 512 multiply-adds a visitor's question, and banking77's 117 an intent gave
 * the same training-check top-1 with 64 (91.65%, all of them 91.60%; 32: 91.50%).
 */
const ROWS_PER_ENTRY = 64;

/** The stored questions' vectors (main question, similar questions; not the answer). */
export function* sentenceRows(docs: readonly RobotDoc[], o: MatcherOptions): Work<SentenceRows | null> {
  const enc = o.encoder;
  if (!enc) return null;
  const found: Float32Array[] = [];
  const doc: number[] = [];
  docs.forEach((d, i) => {
    if (!enc.reads(d.locale ?? o.locale)) return;
    const texts = [d.question, ...(d.similarQuestions ?? [])];
    const step = Math.max(1, texts.length / ROWS_PER_ENTRY);
    for (let k = 0; k < texts.length; k += step) {
      const v = enc.vector(texts[Math.floor(k)] as string);
      if (v) { found.push(v); doc.push(i); }
    }
  });
  yield;
  if (found.length === 0) return null;
  const vectors = new Float32Array(found.length * enc.dim);
  found.forEach((v, r) => vectors.set(v, r * enc.dim));
  const rows: SentenceRows = { dim: enc.dim, vectors, doc: Int32Array.from(doc) };
  // The linear model costs rows × documents × 512 per epoch: a sparse knowledge base (where it
  // helps: banking77's 10 questions an intent, +2.3 points of top-1 on training questions) gets
  // it; a dense one has neighbours enough (full banking77: no gain, 80 s of build).
  if (found.length * docs.length <= o.encoderModelBudget) rows.model = yield* trainSentenceModel(rows, docs.length, MODEL_EPOCHS);
  return rows;
}

/**
 * Per document, a probability from the cosine of its nearest stored question: a softmax over the
 * documents that have vectors, sharpened by `encoderSharpness`. Null when the question has no
 * vector or none of its preferred locales is one the encoder reads.
 */
export function sentenceProbabilities(rows: SentenceRows, o: MatcherOptions, question: string, prefer: readonly string[], n: number): { p: Float64Array } | null {
  const enc = o.encoder;
  if (!enc || !prefer.some((l) => enc.reads(l))) return null;
  const q = enc.vector(question);
  if (!q) return null;
  const best = new Float64Array(n).fill(-Infinity);
  const { dim, vectors, doc } = rows;
  for (let r = 0; r < doc.length; r++) {
    const s = dot(q, vectors, r * dim, dim);
    const d = doc[r] as number;
    if (s > (best[d] as number)) best[d] = s;
  }
  let top = -Infinity;
  for (let d = 0; d < n; d++) if ((best[d] as number) > top) top = best[d] as number;
  const p = new Float64Array(n);
  let z = 0;
  for (let d = 0; d < n; d++) {
    const b = best[d] as number;
    if (b === -Infinity) continue;
    const v = Math.exp(o.encoderSharpness * (b - top));
    p[d] = v;
    z += v;
  }
  if (z > 0) for (let d = 0; d < n; d++) p[d] = (p[d] as number) / z;
  if (rows.model) {
    const share = o.encoderModelShare;
    const m = sentenceModelProbabilities(rows.model, q, dim);
    for (let d = 0; d < n; d++) p[d] = (1 - share) * (p[d] as number) + share * (m[d] as number);
  }
  return { p };
}

/** q · v[at … at + dim), four sums at a time (a quarter faster in V8 than one). */
function dot(q: Float32Array, v: Float32Array, at: number, dim: number): number {
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let k = 0;
  for (; k + 3 < dim; k += 4) {
    s0 += (q[k] as number) * (v[at + k] as number);
    s1 += (q[k + 1] as number) * (v[at + k + 1] as number);
    s2 += (q[k + 2] as number) * (v[at + k + 2] as number);
    s3 += (q[k + 3] as number) * (v[at + k + 3] as number);
  }
  for (; k < dim; k++) s0 += (q[k] as number) * (v[at + k] as number);
  return s0 + s1 + s2 + s3;
}

/** A linear softmax over the sentence vectors: which document a vector belongs to. */
export interface SentenceModel { weights: Float32Array; bias: Float32Array; docs: number }

/** unit vectors' dot products are small: the logits are scaled so that the softmax can be sure */
const LOGIT_SCALE = 10;
// 10 epochs: 80.2% on banking77's 10-shot training check, 30 epochs 80.3% for 2.5× the build
const MODEL_EPOCHS = 10;

export function* trainSentenceModel(rows: SentenceRows, docs: number, epochs: number, rate = 0.5, l2 = 1e-4): Work<SentenceModel> {
  const { dim, vectors, doc } = rows;
  const W = new Float32Array(docs * dim);
  const bias = new Float32Array(docs);
  const p = new Float64Array(docs);
  const order = Array.from(doc, (_, i) => i);
  let seed = 7;
  const random = (): number => { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed / 0x80000000; };
  for (let e = 0; e < epochs; e++) {
    for (let i = order.length - 1; i > 0; i--) { const j = Math.floor(random() * (i + 1)); [order[i], order[j]] = [order[j] as number, order[i] as number]; }
    const lr = rate / (1 + e * 0.1);
    let done = 0;
    for (const r of order) {
      const at = r * dim;
      let top = -Infinity;
      const x = vectors.subarray(at, at + dim);
      for (let c = 0; c < docs; c++) {
        p[c] = ((bias[c] as number) + dot(x, W, c * dim, dim)) * LOGIT_SCALE;
        if ((p[c] as number) > top) top = p[c] as number;
      }
      let z = 0;
      for (let c = 0; c < docs; c++) { p[c] = Math.exp((p[c] as number) - top); z += p[c] as number; }
      const y = doc[r] as number;
      const decay = 1 - lr * l2;
      for (let c = 0; c < docs; c++) {
        const g = ((p[c] as number) / z - (c === y ? 1 : 0)) * lr;
        const o = c * dim;
        // most documents get almost no gradient: skipping them is most of the speed
        if (Math.abs(g) < 1e-5) continue;
        for (let k = 0; k < dim; k++) W[o + k] = (W[o + k] as number) * decay - g * (vectors[at + k] as number);
        bias[c] = (bias[c] as number) - g;
      }
      if ((++done & 31) === 0) yield;
    }
  }
  return { weights: W, bias, docs };
}

export function sentenceModelProbabilities(m: SentenceModel, q: Float32Array, dim: number): Float64Array {
  const p = new Float64Array(m.docs);
  let top = -Infinity;
  for (let c = 0; c < m.docs; c++) {
    p[c] = ((m.bias[c] as number) + dot(q, m.weights, c * dim, dim)) * LOGIT_SCALE;
    if ((p[c] as number) > top) top = p[c] as number;
  }
  let z = 0;
  for (let c = 0; c < m.docs; c++) { p[c] = Math.exp((p[c] as number) - top); z += p[c] as number; }
  for (let c = 0; c < m.docs; c++) p[c] = (p[c] as number) / z;
  return p;
}
