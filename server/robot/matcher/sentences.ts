/**
 * The sentence encoder's part of the ranking: every stored question of a document in a locale the
 * encoder reads has a vector; a visitor's question with a vector gives each such document the
 * cosine of its nearest stored question, turned into a probability over documents that the
 * matcher mixes with the words' (index.ts). A word model knows only the words a knowledge base
 * happens to use; the encoder knows that "top up" and "add money" mean the same thing.
 */
import type { MatcherOptions, RobotDoc } from './types.ts';
import { softmaxInPlace } from './softmax.ts';
import type { Work } from './work.ts';

export interface SentenceRows {
  dim: number;
  /** unit vectors, one after the other */
  vectors: Float32Array;
  /** each vector's document index */
  doc: Int32Array;
  /** the linear model over the vectors, when trained */
  model?: SentenceModel;
  /** each document's first row (rows are in document order), and one past the last at the end */
  start: Int32Array;
}

/**
 * An entry with more stored questions keeps this many vectors, spread evenly over them: every
 * question costs 512 multiply-adds a visitor's question, and banking77's 117 an intent gave
 * the same training-check top-1 with 64 (91.65%, all of them 91.60%; 32: 91.50%).
 */
const ROWS_PER_ENTRY = 64;

/**
 * The stored questions of an entry that have vectors (main and similar, not the answer; at most
 * ROWS_PER_ENTRY, spread evenly): what an index build looks up and so what is encoded for it.
 */
export function sentenceTexts(d: { question: string; similarQuestions?: readonly string[] }): string[] {
  const texts = [d.question, ...(d.similarQuestions ?? [])];
  if (texts.length <= ROWS_PER_ENTRY) return texts;
  return Array.from({ length: ROWS_PER_ENTRY }, (_, k) => texts[Math.floor((k * texts.length) / ROWS_PER_ENTRY)] as string);
}

/** The stored questions' vectors. */
export function* sentenceRows(docs: readonly RobotDoc[], o: MatcherOptions): Work<SentenceRows | null> {
  const enc = o.encoder;
  if (!enc) return null;
  const found: Float32Array[] = [];
  const doc: number[] = [];
  // rows go in document order, so a document's rows are start[d] … start[d + 1]
  const start = new Int32Array(docs.length + 1);
  docs.forEach((d, i) => {
    start[i] = found.length;
    if (!enc.reads(d.locale ?? o.locale)) return;
    for (const text of sentenceTexts(d)) {
      const v = enc.vector(text);
      if (v) { found.push(v); doc.push(i); }
    }
  });
  yield;
  if (found.length === 0) return null;
  const vectors = new Float32Array(found.length * enc.dim);
  found.forEach((v, r) => vectors.set(v, r * enc.dim));
  start[docs.length] = found.length;
  const rows: SentenceRows = { dim: enc.dim, vectors, doc: Int32Array.from(doc), start };
  // The linear model costs rows × documents × 512 per epoch: a sparse knowledge base (where it
  // helps: banking77's 10 questions an intent, +2.3 points of top-1 on training questions) gets
  // it; a dense one has neighbours enough (full banking77: no gain, 80 s of build).
  if (found.length * docs.length <= o.encoderModelBudget) rows.model = yield* trainSentenceModel(rows, docs.length);
  return rows;
}

/**
 * Per document, a probability from the cosine of its nearest stored question: a softmax over the
 * documents that have vectors, sharpened by `encoderSharpness`. Null when the question has no
 * vector or none of its preferred locales is one the encoder reads. `only`: the documents whose
 * vectors are scanned (the others get 0), for a knowledge base too large to scan whole.
 */
export function sentenceProbabilities(rows: SentenceRows, o: MatcherOptions, question: string, prefer: readonly string[], n: number, only?: readonly number[]): { p: Float64Array; nearest: Float64Array } | null {
  const enc = o.encoder;
  if (!enc || !prefer.some((l) => enc.reads(l))) return null;
  const q = enc.vector(question);
  if (!q) return null;
  const best = new Float64Array(n).fill(-Infinity);
  const { dim, vectors, doc } = rows;
  if (only) {
    for (const d of only) {
      for (let r = rows.start[d] as number; r < (rows.start[d + 1] as number); r++) {
        const s = dot(q, vectors, r * dim, dim);
        if (s > (best[d] as number)) best[d] = s;
      }
    }
  } else {
    for (let r = 0; r < doc.length; r++) {
      const s = dot(q, vectors, r * dim, dim);
      const d = doc[r] as number;
      if (s > (best[d] as number)) best[d] = s;
    }
  }
  const p = new Float64Array(n);
  // an entry without vectors has -Infinity: probability 0
  for (let d = 0; d < n; d++) p[d] = o.encoderSharpness * (best[d] as number);
  softmaxInPlace(p, n);
  if (rows.model) {
    const m = new Float64Array(n);
    logits(rows.model, q, dim, m);
    softmaxInPlace(m, n);
    const share = o.encoderModelShare;
    for (let d = 0; d < n; d++) p[d] = (1 - share) * (p[d] as number) + share * (m[d] as number);
  }
  return { p, nearest: best };
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

/** plain SGD, its rate falling by a tenth of itself each epoch, with a little weight decay */
const RATE = 0.5;
const DECAY = 1e-4;

function* trainSentenceModel(rows: SentenceRows, docs: number): Work<SentenceModel> {
  const { dim, vectors, doc } = rows;
  const m: SentenceModel = { weights: new Float32Array(docs * dim), bias: new Float32Array(docs), docs };
  const p = new Float64Array(docs);
  const order = Array.from(doc, (_, i) => i);
  // Its own generator, not softmax.ts's shuffle, because the figures and tests were measured with
  // this order: a few dozen stored questions are separable in 512 dimensions and the model is
  // barely regularised, so its output off the domain follows SGD's path, at 10 epochs or 150
  // ("what is the capital of France" on the 24-question test shop: 0.46 / 0.62 / 0.59 with
  // three seeds; bench/robot-results.md).
  let seed = 7;
  const random = (): number => { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed / 0x80000000; };
  for (let e = 0; e < MODEL_EPOCHS; e++) {
    for (let i = order.length - 1; i > 0; i--) { const j = Math.floor(random() * (i + 1)); [order[i], order[j]] = [order[j] as number, order[i] as number]; }
    const lr = RATE / (1 + e * 0.1);
    const decay = 1 - lr * DECAY;
    let done = 0;
    for (const r of order) {
      const at = r * dim;
      logits(m, vectors.subarray(at, at + dim), dim, p);
      softmaxInPlace(p, docs);
      const y = doc[r] as number;
      for (let c = 0; c < docs; c++) {
        const g = ((p[c] as number) - (c === y ? 1 : 0)) * lr;
        // most documents get almost no gradient: skipping them is most of the speed
        if (Math.abs(g) < 1e-5) continue;
        const o = c * dim;
        for (let k = 0; k < dim; k++) m.weights[o + k] = (m.weights[o + k] as number) * decay - g * (vectors[at + k] as number);
        m.bias[c] = (m.bias[c] as number) - g;
      }
      if ((++done & 31) === 0) yield;
    }
  }
  return m;
}

function logits(m: SentenceModel, x: Float32Array, dim: number, out: Float64Array): void {
  for (let c = 0; c < m.docs; c++) out[c] = ((m.bias[c] as number) + dot(x, m.weights, c * dim, dim)) * LOGIT_SCALE;
}
