/**
 * A light English suffix stripper (written for Kefu, not Porter): it only needs to map the
 * inflections a visitor types ("refunds", "refunded", "refunding") to the same key as the
 * stored question. Both sides go through it, so odd stems ("charg") are harmless as long as
 * they are consistent; the rules below are chosen for consistency, not linguistics.
 */
const VOWEL = /[aeiouy]/;
// Doubled final consonants from "stopped"/"transferring"; l, s, z stay ("fall", "pass").
const DOUBLE = /([bcdfghjkmnpqrtvwx])\1$/;

export function stemEnglish(word: string): string {
  if (word.length < 4 || !/^[a-z']+$/.test(word)) return word;
  let w = word.replace(/['’]s?$/, '');
  if (w.endsWith('ies') && w.length > 4) w = w.slice(0, -3) + 'y';
  else if (w.endsWith('ied') && w.length > 4) w = w.slice(0, -3) + 'y';
  else if (/(?:ss|x|z|ch|sh)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  else if (w.endsWith('eed')) return w;
  else if (w.endsWith('ed') && VOWEL.test(w.slice(0, -2))) w = w.slice(0, -2);
  else if (w.endsWith('ing') && VOWEL.test(w.slice(0, -3)) && w.length > 5) w = w.slice(0, -3);
  // A silent final e goes too, so "charge", "charged" and "charging" meet at "charg".
  if (w.length > 3 && w.endsWith('e') && !w.endsWith('ee')) w = w.slice(0, -1);
  return w.replace(DOUBLE, '$1');
}
