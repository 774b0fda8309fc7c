/** Small pure helpers of the matcher's ranking (index.ts). */
import type { WordMass } from './features.ts';

/**
 * How much of a question is not about document d: the share of its word weight that the
 * knowledge base never saw, and the share it knows from other documents only ("钉钉密码忘了"
 * against a password entry when 钉钉 belongs to the integrations entry).
 */
export function offTopicShares(mass: WordMass, words: ReadonlySet<number> | undefined): { unseenWords: number; otherWords: number } {
  let total = mass.unseen;
  let other = 0;
  mass.w2.forEach((w, i) => {
    total += w;
    if (!words?.has(mass.ids[i] as number)) other += w;
  });
  return total > 0 ? { unseenWords: mass.unseen / total, otherWords: other / total } : { unseenWords: 0, otherWords: 0 };
}

/** Indices of the k largest values, largest first. */
export function topIndices(values: Float64Array, k: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < values.length; i++) {
    const v = values[i] as number;
    if (out.length === k && v <= (values[out[k - 1] as number] as number)) continue;
    let at = out.length;
    while (at > 0 && (values[out[at - 1] as number] as number) < v) at--;
    out.splice(at, 0, i);
    if (out.length > k) out.pop();
  }
  return out;
}

/**
 * The share of the question's character n-gram weight that document d's questions do not have
 * (unseen n-grams included): a typo or a missing space keeps most n-grams of the right entry,
 * a question about another object or company does not. `chars`: the document's n-gram ids, sorted.
 */
export function otherCharShare(mass: WordMass, chars: Int32Array | undefined): number {
  let total = mass.charUnseen;
  let other = mass.charUnseen;
  mass.charW2.forEach((w, i) => {
    total += w;
    if (!chars || !sortedHas(chars, mass.charIds[i] as number)) other += w;
  });
  return total > 0 ? other / total : 0;
}

function sortedHas(xs: Int32Array, x: number): boolean {
  let lo = 0;
  let hi = xs.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = xs[mid] as number;
    if (v === x) return true;
    if (v < x) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}
