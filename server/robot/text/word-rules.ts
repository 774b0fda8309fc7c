/**
 * Rules that match a sequence of analysed words (stemmed, stop words removed), for tenant
 * synonyms (synonyms.ts) and the product's concepts (concepts.ts): indexed by their first word,
 * longest first, so "debit card" wins over "card" where both would match.
 */
export interface WordRule { from: readonly string[] }

/** The rules as a lookup: the longest rule that matches `input` at position `i`, if any. */
export function wordRuleIndex<R extends WordRule>(rules: readonly R[]): (input: readonly string[], i: number) => R | undefined {
  const byFirst = new Map<string, R[]>();
  for (const rule of [...rules].sort((a, b) => b.from.length - a.from.length)) {
    const first = rule.from[0];
    if (first === undefined) continue;
    const list = byFirst.get(first) ?? [];
    list.push(rule);
    byFirst.set(first, list);
  }
  return (input, i) => byFirst.get(input[i] as string)?.find((r) => r.from.every((w, k) => input[i + k] === w));
}
