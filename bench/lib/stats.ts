/** Small statistics for bench results. */

/** The median of a non-empty list. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Round to one decimal place (JSON stays readable). */
export const round1 = (n: number): number => Math.round(n * 10) / 10;
