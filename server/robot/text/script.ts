/**
 * Script classes that change how text is cut into terms. Han/kana: the segmenter's words are
 * unreliable for support vocabulary (客|服, 绑|定), so character bigrams are added. Hangul:
 * words carry particles (환불은), bigrams let 환불 match. Thai, Lao, Khmer and Myanmar get no
 * bigrams: a grapheme cluster there is a fragment of a syllable, and cluster bigrams matched
 * unrelated questions in tests; their words get character n-grams like every script, and runs
 * of lone clusters (unknown words the dictionary could not cut) are merged back into a word.
 */
export const BIGRAM_SCRIPT = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]+$/u;

/** Scripts written without spaces whose segmenter falls back to single clusters on unknown words. */
export const CLUSTER_SCRIPT = /^[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]\p{M}*$/u;

/** Phrases in these scripts are matched as text (synonyms, human intent), not as words. */
export const NO_SPACE_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

/** Scripts that need the dictionary segmenter; anything else splits on non-letters. */
export const DICTIONARY_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

export const HAN = /^\p{Script=Han}$/u;

/** One user-perceived character: a base code point with its combining marks. */
const CLUSTER = /\P{M}\p{M}*/gu;

export function clusters(run: string): string[] {
  return run.match(CLUSTER) ?? [];
}
