/**
 * Values that depend on how dense a knowledge base is (stored questions per entry): the
 * confidence model's density shift, the calibration rules' shares, the concept weight. One
 * interpolation for all of them: linear in log(questions per entry) between the points, flat
 * beyond the first and the last.
 */
export type DensityPoints<K extends string> = readonly ({ questionsPerDoc: number } & Record<K, number>)[];

/**
 * The value named `key` at `questionsPerDoc` (0 when there are no points).
 * @example byDensity(16, [{ questionsPerDoc: 4, share: 2 }, { questionsPerDoc: 64, share: 0 }], 'share') // 1
 */
export function byDensity<K extends string>(questionsPerDoc: number, pts: DensityPoints<K>, key: K): number {
  const first = pts[0];
  const last = pts[pts.length - 1];
  if (!first || !last) return 0;
  const x = Math.log(Math.max(1, questionsPerDoc));
  if (x <= Math.log(first.questionsPerDoc)) return first[key];
  for (let i = 1; i < pts.length; i++) {
    const a = pts[i - 1] as DensityPoints<K>[number];
    const b = pts[i] as DensityPoints<K>[number];
    const xb = Math.log(b.questionsPerDoc);
    if (x > xb) continue;
    const xa = Math.log(a.questionsPerDoc);
    return a[key] + ((b[key] - a[key]) * (x - xa)) / (xb - xa);
  }
  return last[key];
}
