import { normalize } from './normalize.ts';

/**
 * Normalised text that remembers where each of its characters came from, so a match found in
 * normalised text can be highlighted in the original (tips wrap it in <em>). Each code point
 * is normalised on its own: the same function is applied to the typed prefix, so both sides
 * agree even where this differs from normalising the whole string.
 */
export interface MappedText {
  text: string;
  /** for each UTF-16 unit of `text`: start and end (exclusive) in the original string */
  start: number[];
  end: number[];
}

const cache = new Map<string, string>();
const SPACE = /\s/u;

function fold(ch: string): string {
  const code = ch.charCodeAt(0);
  if (code < 0x80) return code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : ch;
  let out = cache.get(ch);
  if (out === undefined) {
    out = normalize(ch);
    if (cache.size < 20_000) cache.set(ch, out);
  }
  return out;
}

export function normalizeMapped(original: string): MappedText {
  let text = '';
  const start: number[] = [];
  const end: number[] = [];
  let i = 0;
  for (const ch of original) {
    const from = i;
    i += ch.length;
    // Whitespace collapses to one space, none at the start.
    if (SPACE.test(ch)) {
      if (text.length > 0 && !text.endsWith(' ')) { text += ' '; start.push(from); end.push(i); }
      continue;
    }
    const f = fold(ch);
    if (f === '') {
      // A dropped mark (accent, tatweel) belongs to the letter before it.
      if (end.length > 0) end[end.length - 1] = i;
      continue;
    }
    for (let k = 0; k < f.length; k++) { start.push(from); end.push(i); }
    text += f;
  }
  while (text.endsWith(' ')) { text = text.slice(0, -1); start.pop(); end.pop(); }
  return { text, start, end };
}
