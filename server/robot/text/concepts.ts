import { CONCEPT_LEXICON } from './concept-lexicon.ts';
import { escapeRegExp } from './regexp.ts';
import { NO_SPACE_SCRIPT } from './script.ts';
import { wordRuleIndex, type WordRule } from './word-rules.ts';

/**
 * Concept terms (issue 10 item 4): the product lexicon's groups (concept-lexicon.ts) found in a
 * text, as extra terms beside its words. Unlike a tenant's synonyms, which replace a phrase by
 * its canonical form, a concept is only added: 付钱 keeps its own characters and gains `~pay`,
 * so an entry that says 支付 meets it on `~pay`, and a tenant whose entries tell 付款 and 付费
 * apart still can. The terms are language-neutral, which also lets "2fa" in a Chinese question
 * meet 两步验证.
 */
export const CONCEPT_MARK = '~';

/** A concept found in a text, and what it was found in: a text member (付钱) or stemmed words. */
export interface ConceptHit { term: string; text?: string; words?: readonly string[] }

export interface ConceptFinder {
  /**
   * the concepts of a text (its normalised form and its analysed words): a hit per member found;
   * `latin` false finds the members written in scripts without spaces only (Chinese)
   */
  find(normalised: string, words: readonly string[], latin?: boolean): ConceptHit[];
}

interface ConceptRule extends WordRule { id: string }

/** The lexicon's groups as written (`id: member | member | …`, concept-lexicon.ts). */
export function parseLexicon(lexicon: readonly string[] = CONCEPT_LEXICON): { id: string; members: string[] }[] {
  return lexicon.map((line) => {
    const colon = line.indexOf(':');
    return { id: line.slice(0, colon).trim(), members: line.slice(colon + 1).split('|').map((m) => m.trim()) };
  });
}

/**
 * @param normalise the text normalisation applied to every member.
 * @param words the word pipeline (segment, stop words, stem) of the locale being compiled.
 */
export function compileConcepts(normalise: (text: string) => string, words: (normalised: string) => string[], lexicon = CONCEPT_LEXICON): ConceptFinder {
  const textIds = new Map<string, string>();
  const rules: ConceptRule[] = [];
  const phrases: { re: RegExp; id: string; words: readonly string[] }[] = [];
  for (const group of parseLexicon(lexicon)) {
    const id = CONCEPT_MARK + group.id;
    for (const raw of group.members) {
      const member = normalise(raw);
      if (NO_SPACE_SCRIPT.test(member)) {
        // a mixed member (sim卡) is matched as text too: the segmenter splits it unpredictably
        if ([...member].length >= 2) textIds.set(member, id);
        continue;
      }
      const from = words(member);
      if (from.length === 0) continue;
      if (from.length < member.split(/[^\p{L}\p{N}]+/u).filter(Boolean).length) {
        // a stop word inside ("check in", "log in"): as words it would be "check" alone, so the
        // member is matched as the phrase it is, on the text
        phrases.push({ re: new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(member)}(?![\\p{L}\\p{N}])`, 'u'), id, words: from });
        continue;
      }
      rules.push({ from, id });
    }
  }
  const ruleAt = wordRuleIndex(rules);
  // longest first, so 垃圾短信 is found as itself and not as a shorter member inside it
  const keys = [...textIds.keys()].sort((a, b) => b.length - a.length);
  const textRe = keys.length > 0 ? new RegExp(keys.map(escapeRegExp).join('|'), 'gu') : null;
  return {
    find(normalised, input, latin = true) {
      const found: ConceptHit[] = [];
      if (textRe && NO_SPACE_SCRIPT.test(normalised)) for (const m of normalised.matchAll(textRe)) found.push({ term: textIds.get(m[0]) as string, text: m[0] });
      if (!latin) return found;
      for (const p of phrases) if (p.re.test(normalised)) found.push({ term: p.id, words: p.words });
      for (let i = 0; i < input.length; ) {
        const rule = ruleAt(input, i);
        if (rule) { found.push({ term: rule.id, words: rule.from }); i += rule.from.length; } else i++;
      }
      return found;
    },
  };
}
