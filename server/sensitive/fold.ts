/**
 * Case- and width-insensitive text for matching (issue 3 item 9): each code point is mapped
 * through NFKD (full-width "Ｂａｄ" → "Bad", ligatures, compatibility forms) and full case folding
 * (upper then lower, so "ß" and "SS" meet at "ss"); default-ignorable characters (zero-width
 * space, joiners, soft hyphen) vanish so they cannot split a word. Mapping one code point at a
 * time keeps, for every folded code point, the span of the original text it came from.
 *
 * Decomposed (NFKD) rather than composed forms: NFKD works per code point, so folding a word and
 * folding a text that contains it give the same sequence.
 */

export interface FoldedText {
  /** folded code points */
  cps: number[];
  /** per folded code point: the UTF-16 span [start, end) in the original text */
  start: number[];
  end: number[];
}

const IGNORABLE = /\p{Default_Ignorable_Code_Point}/u;

/** Folded form of one code point (may be empty or several code points). */
export function foldChar(ch: string): string {
  if (IGNORABLE.test(ch)) return '';
  return ch.normalize('NFKD').toUpperCase().toLowerCase().normalize('NFKD');
}

export function foldWithOffsets(text: string): FoldedText {
  const out: FoldedText = { cps: [], start: [], end: [] };
  let i = 0;
  for (const ch of text) {
    const from = i;
    i += ch.length;
    for (const f of foldChar(ch)) {
      out.cps.push(f.codePointAt(0)!);
      out.start.push(from);
      out.end.push(i);
    }
  }
  return out;
}

/** Folded code points of a word (no offsets needed). */
export function foldWord(word: string): number[] {
  return foldWithOffsets(word).cps;
}
