/**
 * Script classes that change how text is cut into terms. Han/kana: the segmenter's words are
 * unreliable for support vocabulary (客|服, 绑|定), so character bigrams are added. Thai, Lao,
 * Khmer and Myanmar: no spaces between words and dictionary segmentation that varies with
 * context, so grapheme-cluster bigrams are added too. Hangul: words carry particles (환불은),
 * bigrams let 환불 match.
 */
export const BIGRAM_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

/** Scripts that need the dictionary segmenter; anything else splits on non-letters. */
export const DICTIONARY_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

/** Runs of bigram-script text with their combining marks (Thai vowels and tones stay attached). */
export const BIGRAM_RUN = /(?:[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]\p{M}*|ー)+/gu;

/** One user-perceived character: a base code point with its combining marks. */
const CLUSTER = /\P{M}\p{M}*/gu;

export function clusters(run: string): string[] {
  return run.match(CLUSTER) ?? [];
}
