import type { SparseVec } from './features.ts';

/**
 * Multinomial logistic regression over the knowledge base's own questions: one class per
 * document, trained at index-build time with plain SGD. It learns which words separate
 * neighbouring documents ("card arrival" vs "card delivery estimate"), which similarity alone
 * cannot: measured on banking77 it is the largest single gain over nearest neighbours.
 *
 * Weights are dense (features × documents), so the model is skipped for knowledge bases where
 * that would not fit the memory or the build-time budget; the matcher then ranks by
 * neighbours alone.
 */
export interface SoftmaxOptions {
  epochs: number;
  learningRate: number;
  /** features × classes above which no model is trained */
  maxWeights: number;
}
export const DEFAULT_SOFTMAX: SoftmaxOptions = { epochs: 2, learningRate: 2, maxWeights: 8_000_000 };

export class SoftmaxModel {
  private constructor(
    private readonly w: Float32Array,
    private readonly bias: Float32Array,
    readonly classes: number,
  ) {}

  static train(vectors: readonly SparseVec[], labels: Int32Array, classes: number, features: number, o: SoftmaxOptions): SoftmaxModel | null {
    if (classes < 2 || features * classes > o.maxWeights) return null;
    const model = new SoftmaxModel(new Float32Array(features * classes), new Float32Array(classes), classes);
    const p = new Float64Array(classes);
    const active = new Int32Array(classes);
    const order = Int32Array.from(vectors.keys());
    let seed = 0x2545f491; // fixed seed: the same knowledge base always gives the same model
    for (let epoch = 0; epoch < o.epochs; epoch++) {
      for (let i = order.length - 1; i > 0; i--) {
        seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
        const j = seed % (i + 1);
        const t = order[i] as number;
        order[i] = order[j] as number;
        order[j] = t;
      }
      const lr = o.learningRate / (1 + epoch);
      for (const row of order) model.step(vectors[row] as SparseVec, labels[row] as number, lr, p, active);
    }
    return model;
  }

  /** One SGD step on the cross-entropy of one question. */
  private step(v: SparseVec, gold: number, lr: number, p: Float64Array, active: Int32Array): void {
    this.probabilities(v, p);
    p[gold] = (p[gold] as number) - 1;
    const { w, classes, bias } = this;
    // Most classes get a vanishing gradient: updating only the others makes a step cost about
    // one score computation instead of two.
    let n = 0;
    for (let c = 0; c < classes; c++) {
      const g = p[c] as number;
      if (g > 1e-4 || g < -1e-4) active[n++] = c;
      bias[c] = (bias[c] as number) - 0.1 * lr * g;
    }
    for (let i = 0; i < v.idx.length; i++) {
      const base = (v.idx[i] as number) * classes;
      const x = lr * (v.val[i] as number);
      for (let k = 0; k < n; k++) {
        const c = active[k] as number;
        w[base + c] = (w[base + c] as number) - x * (p[c] as number);
      }
    }
  }

  /** Class probabilities of a question, written into out (length = classes). */
  probabilities(v: SparseVec, out: Float64Array): void {
    const { w, classes } = this;
    out.set(this.bias);
    for (let i = 0; i < v.idx.length; i++) {
      const base = (v.idx[i] as number) * classes;
      const x = v.val[i] as number;
      for (let c = 0; c < classes; c++) out[c] = (out[c] as number) + x * (w[base + c] as number);
    }
    let max = -Infinity;
    for (let c = 0; c < classes; c++) if ((out[c] as number) > max) max = out[c] as number;
    let sum = 0;
    for (let c = 0; c < classes; c++) {
      const e = Math.exp((out[c] as number) - max);
      out[c] = e;
      sum += e;
    }
    for (let c = 0; c < classes; c++) out[c] = (out[c] as number) / sum;
  }
}
