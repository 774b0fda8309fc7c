import { NO_SPACE_SCRIPT } from './script.ts';
import { escapeRegExp as escape } from './regexp.ts';
import { wordRuleIndex, type WordRule } from './word-rules.ts';

/**
 * Per-tenant synonyms: groups of interchangeable phrasings, the first of each group being the
 * canonical form, e.g. [['退款', '退钱', 'refund'], ['card', 'debit card']]. They are applied
 * identically at index time and at query time, so a document and a question that use
 * different members of a group meet on the canonical terms.
 *
 * Phrases in scripts without spaces (Chinese, Thai…) are replaced in the text before
 * segmentation, because the segmenter may cut them differently in different sentences. Other
 * phrases are replaced on the analysed word sequence, after stemming, so "refunds" matches a
 * group that lists "refund".
 */
export type SynonymGroups = readonly (readonly string[])[];

export interface CompiledSynonyms {
  rewriteText(normalised: string): string;
  rewriteWords(words: readonly string[]): string[];
}

interface SynonymRule extends WordRule { to: readonly string[] }


/**
 * @param normalise the text normalisation applied to every phrase.
 * @param words the word pipeline (segment, stop words, stem) of the locale being compiled.
 */
export function compileSynonyms(
  groups: SynonymGroups,
  normalise: (text: string) => string,
  words: (normalised: string) => string[],
): CompiledSynonyms {
  const textMap = new Map<string, string>();
  const wordRules: SynonymRule[] = [];
  for (const group of groups) {
    const canonical = normalise(group[0] ?? '');
    if (!canonical) continue;
    const to = words(canonical);
    for (const member of group.slice(1)) {
      const variant = normalise(member);
      if (!variant || variant === canonical) continue;
      if (NO_SPACE_SCRIPT.test(variant)) textMap.set(variant, canonical);
      else {
        const from = words(variant);
        if (from.length > 0) wordRules.push({ from, to });
      }
    }
  }
  // Longest phrase first, so "人工客服" wins over "客服".
  const keys = [...textMap.keys()].sort((a, b) => b.length - a.length);
  const textRe = keys.length > 0 ? new RegExp(keys.map(escape).join('|'), 'gu') : null;
  const ruleAt = wordRuleIndex(wordRules);
  return {
    rewriteText: (text) => (textRe ? text.replace(textRe, (m) => textMap.get(m) ?? m) : text),
    rewriteWords(input) {
      if (wordRules.length === 0) return [...input];
      const out: string[] = [];
      for (let i = 0; i < input.length; ) {
        const rule = ruleAt(input, i);
        if (rule) {
          out.push(...rule.to);
          i += rule.from.length;
        } else out.push(input[i++] as string);
      }
      return out;
    },
  };
}
