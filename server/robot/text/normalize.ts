/**
 * Text normalisation shared by indexing, querying, tips and human-intent detection: the same
 * visitor text typed on a phone (full-width digits, capitals, missing accents, Arabic
 * diacritics, Persian half-spaces) must reach the same terms as the knowledge-base question.
 */

// Letters that carry no combining mark under NFD, folded by hand (vi đ, pl ł, tr ı, de ß, ru ё).
const LETTER_FOLD: Record<string, string> = { 'đ': 'd', 'ł': 'l', 'ı': 'i', 'ß': 'ss', 'ø': 'o', 'æ': 'ae', 'œ': 'oe', 'ё': 'е' };
// Arabic-script variants that writers use interchangeably (light normalisation, as in Arabic IR).
const ARABIC_FOLD: Record<string, string> = {
  'أ': 'ا', 'إ': 'ا', 'آ': 'ا', 'ٱ': 'ا', 'ى': 'ي', 'ی': 'ي', 'ئ': 'ي', 'ة': 'ه', 'ؤ': 'و', 'ک': 'ك',
};

const LATIN_MARKS = /(\p{Script=Latin})\p{M}+/gu;
const FOLD_CHARS = /[đłıßøæœё]/g;
const ARABIC_CHARS = /[أإآٱىیئةؤک]/g;
// Tashkeel, superscript alef and tatweel: optional in Arabic writing.
const ARABIC_MARKS = /[\u064B-\u065F\u0670\u0640]/g;
// Zero-width characters and soft hyphens: invisible, so a visitor cannot tell they typed them.
const INVISIBLE = /[\u00AD\u200B-\u200D\u2060\uFEFF]/g;
const SPACES = /\s+/gu;

/**
 * NFKC (full-width → half-width ASCII, half-width katakana → full-width, ligatures), lower
 * case, Latin accents removed, Arabic-script variants folded, whitespace collapsed.
 *
 * @example normalize('ＲＥＦＵＮＤ  Café') === 'refund cafe'
 */
export function normalize(text: string): string {
  let s = text.normalize('NFKC').toLowerCase().replace(INVISIBLE, '');
  // Accent folding only after Latin letters: marks are essential in Thai, Bengali, Myanmar…
  // NFC afterwards recomposes what NFD split in those scripts.
  s = s.normalize('NFD').replace(LATIN_MARKS, '$1').normalize('NFC');
  s = s.replace(FOLD_CHARS, (c) => LETTER_FOLD[c] ?? c);
  // NFKC splits Thai sara am (ำ) and Lao am (ຳ) into nikhahit + aa; the segmenter's
  // dictionary only knows the composed letter, so put it back.
  s = s.replace(/\u0E4D\u0E32/g, '\u0E33').replace(/\u0ECD\u0EB2/g, '\u0EB3');
  if (/[\u0600-\u06FF]/.test(s)) s = s.replace(ARABIC_MARKS, '').replace(ARABIC_CHARS, (c) => ARABIC_FOLD[c] ?? c);
  return s.replace(SPACES, ' ').trim();
}
