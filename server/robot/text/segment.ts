import { CLUSTER_SCRIPT, DICTIONARY_SCRIPT } from './script.ts';

/**
 * Word segmentation. Intl.Segmenter does the scripts without spaces (zh, ja, th, lo, km, my);
 * text in spaced scripts takes a regex split, which gives the same words about 10× faster
 * (measured: the segmenter costs ~26 µs per short English question, a third of the 2 s
 * index-build budget for banking77 on its own).
 */

const segmenters = new Map<string, Intl.Segmenter>();

/** One segmenter per locale: constructing one costs far more than segmenting a question. */
function segmenterFor(locale: string): Intl.Segmenter {
  let s = segmenters.get(locale);
  if (!s) {
    s = new Intl.Segmenter(locale, { granularity: 'word' });
    segmenters.set(locale, s);
  }
  return s;
}

// Sentence ends and clause breaks in the 24 locales (Latin, CJK, Arabic, Devanagari-style
// danda, Thai/Lao/Khmer/Myanmar marks). The segmenter slows down on long unbroken strings.
const SENTENCE_BREAK = /[.!?;:,\n\r。！？；：，、؟؛،।॥។៕။၊]+/u;
const MAX_CHUNK = 200;
const SPACED_WORD = /[\p{L}\p{N}\p{M}]+(?:['’][\p{L}\p{N}\p{M}]+)*/gu;

function* chunks(text: string): Generator<string> {
  for (const sentence of text.split(SENTENCE_BREAK)) {
    let rest = sentence;
    while (rest.length > MAX_CHUNK) {
      // Cut at a space when there is one; otherwise cut hard (a word may be split once).
      const cut = rest.lastIndexOf(' ', MAX_CHUNK);
      const at = cut > MAX_CHUNK / 2 ? cut : MAX_CHUNK;
      yield rest.slice(0, at);
      rest = rest.slice(at);
    }
    if (rest.trim()) yield rest;
  }
}

/**
 * Word-like segments of already-normalised text, in order. With `breaks`, an empty string
 * marks every place where two words are not directly adjacent (space, punctuation, chunk end),
 * so character bigrams are not formed across them.
 */
export function segmentWords(text: string, locale: string, breaks = false): string[] {
  const out: string[] = [];
  for (const chunk of chunks(text)) {
    if (DICTIONARY_SCRIPT.test(chunk)) {
      let lone = '';
      for (const s of segmenterFor(locale).segment(chunk)) {
        // Consecutive lone Thai/Lao/Khmer/Myanmar clusters are an unknown word the dictionary
        // could not cut (a brand, a typo): keep them together as one word.
        if (s.isWordLike && CLUSTER_SCRIPT.test(s.segment)) { lone += s.segment; continue; }
        if (lone) { out.push(lone); lone = ''; }
        if (s.isWordLike) out.push(s.segment);
        else if (breaks) out.push('');
      }
      if (lone) out.push(lone);
    } else {
      for (const m of chunk.matchAll(SPACED_WORD)) {
        out.push(m[0]);
        if (breaks) out.push('');
      }
    }
    if (breaks) out.push('');
  }
  return out;
}
