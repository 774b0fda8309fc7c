import type { SparseVec } from './features.ts';
import { runSync, type Work } from './work.ts';

/**
 * Nearest neighbours over the individual questions of the knowledge base (each document's
 * question and each of its similar questions is a row). An inverted index in flat typed arrays
 * (CSR by feature) keeps a query to one pass over the postings of its own features.
 */
export class NeighbourIndex {
  // Scratch buffers reused across queries: a query never allocates per row.
  private readonly acc: Float32Array;
  private readonly touched: Int32Array;

  private constructor(
    private readonly start: Int32Array,
    private readonly rows: Int32Array,
    private readonly weights: Float32Array,
    rowCount: number,
  ) {
    this.acc = new Float32Array(rowCount);
    this.touched = new Int32Array(rowCount);
  }

  static build(vectors: readonly SparseVec[], featureCount: number): NeighbourIndex {
    return runSync(NeighbourIndex.buildWork(vectors, featureCount));
  }

  /** `build` as resumable work (work.ts): it pauses every few dozen rows. */
  static *buildWork(vectors: readonly SparseVec[], featureCount: number): Work<NeighbourIndex> {
    const count = new Int32Array(featureCount + 1);
    for (let row = 0; row < vectors.length; row++) {
      for (const f of (vectors[row] as SparseVec).idx) count[f + 1] = (count[f + 1] as number) + 1;
      if ((row & 63) === 63) yield;
    }
    for (let f = 0; f < featureCount; f++) count[f + 1] = (count[f + 1] as number) + (count[f] as number);
    const total = count[featureCount] as number;
    const rows = new Int32Array(total);
    const weights = new Float32Array(total);
    const fill = count.slice(0, featureCount);
    for (let row = 0; row < vectors.length; row++) {
      const v = vectors[row] as SparseVec;
      for (let i = 0; i < v.idx.length; i++) {
        const f = v.idx[i] as number;
        const at = fill[f] as number;
        fill[f] = at + 1;
        rows[at] = row;
        weights[at] = v.val[i] as number;
      }
      if ((row & 63) === 63) yield;
    }
    return new NeighbourIndex(count, rows, weights, vectors.length);
  }

  /**
   * Norm of each group's summed vectors (rows of a group need not be adjacent): with
   * `groupSum` from search, the cosine of a question with the group's centroid.
   */
  static groupNorms(vectors: readonly SparseVec[], group: Int32Array, groups: number, featureCount: number): Float64Array {
    return runSync(NeighbourIndex.groupNormsWork(vectors, group, groups, featureCount));
  }

  /** `groupNorms` as resumable work (work.ts). */
  static *groupNormsWork(vectors: readonly SparseVec[], group: Int32Array, groups: number, featureCount: number): Work<Float64Array> {
    const members: number[][] = Array.from({ length: groups }, () => []);
    group.forEach((g, r) => members[g]?.push(r));
    const acc = new Float64Array(featureCount);
    const touched: number[] = [];
    const norms = new Float64Array(groups);
    let done = 0;
    for (let g = 0; g < groups; g++) {
      for (const r of members[g] as number[]) {
        const v = vectors[r] as SparseVec;
        for (let i = 0; i < v.idx.length; i++) {
          const f = v.idx[i] as number;
          if (acc[f] === 0) touched.push(f);
          acc[f] = (acc[f] as number) + (v.val[i] as number);
        }
        if ((++done & 63) === 0) yield;
      }
      let sq = 0;
      for (const f of touched) { sq += (acc[f] as number) ** 2; acc[f] = 0; }
      touched.length = 0;
      norms[g] = Math.sqrt(sq);
    }
    return norms;
  }

  /**
   * The k rows most similar to q (cosine, vectors are unit length), best first. When given,
   * `groupBest[group[r]]` receives the best cosine of every group of rows (document) touched,
   * from the same pass: the matcher needs it for its candidates, not only for the top k.
   * `groupSum[group[r]]` receives the sum of the group's cosines, which is the dot product of
   * q with the group's summed vectors (its centroid before normalisation).
   */
  search(q: SparseVec, k: number, group?: Int32Array, groupBest?: Float64Array, groupSum?: Float64Array): { rows: number[]; sims: number[] } {
    const { acc, touched, start, rows, weights } = this;
    let nTouched = 0;
    for (let i = 0; i < q.idx.length; i++) {
      const f = q.idx[i] as number;
      const w = q.val[i] as number;
      const end = start[f + 1] as number;
      for (let p = start[f] as number; p < end; p++) {
        const r = rows[p] as number;
        if (acc[r] === 0) touched[nTouched++] = r;
        acc[r] = (acc[r] as number) + w * (weights[p] as number);
      }
    }
    // Insertion into a k-long sorted list: k is small (≤ 50), rows touched are many.
    const bestRows: number[] = [];
    const bestSims: number[] = [];
    for (let t = 0; t < nTouched; t++) {
      const r = touched[t] as number;
      const s = acc[r] as number;
      acc[r] = 0;
      if (group && groupBest) {
        const g = group[r] as number;
        if (s > (groupBest[g] as number)) groupBest[g] = s;
        if (groupSum) groupSum[g] = (groupSum[g] as number) + s;
      }
      if (bestRows.length === k && s <= (bestSims[k - 1] as number)) continue;
      let at = bestSims.length;
      while (at > 0 && (bestSims[at - 1] as number) < s) at--;
      bestRows.splice(at, 0, r);
      bestSims.splice(at, 0, s);
      if (bestRows.length > k) { bestRows.pop(); bestSims.pop(); }
    }
    return { rows: bestRows, sims: bestSims };
  }
}
