import { toRobotLocale, type RobotLocale } from './locales.ts';
import { normalize } from './normalize.ts';
import { BIGRAM_RUN, clusters } from './script.ts';
import { segmentWords } from './segment.ts';
import { stemEnglish } from './stem-en.ts';
import { stopWordsFor } from './stopwords.ts';
import { compileSynonyms, type CompiledSynonyms, type SynonymGroups } from './synonyms.ts';

/** The analysed form of one text. */
export interface Analysis {
  /** Content words after stop words, stemming and synonyms, in order (for n-gram features). */
  words: string[];
  /** words plus character bigrams of CJK, Hangul, Thai, Lao, Khmer and Myanmar runs. */
  terms: string[];
}

// Locales written in Latin script: their Latin words are not English, so no English stemmer.
const LATIN_LOCALES = new Set<RobotLocale>(['de', 'es', 'fr', 'pt', 'nl', 'pl', 'tr', 'vi', 'ms', 'fil', 'zu']);
// French elision: l'adresse and adresse are the same word.
const ELISION = /^(?:l|d|j|m|n|s|t|c|qu)['’]/;

export class Analyzer {
  private readonly compiled = new Map<RobotLocale, CompiledSynonyms>();

  constructor(private readonly synonyms: SynonymGroups = []) {}

  /** Analyse text written in (or asked under) a locale; see ROBOT_LOCALES. */
  analyze(text: string, locale?: string): Analysis {
    const loc = toRobotLocale(locale);
    const syn = this.synonymsFor(loc);
    const normalised = syn.rewriteText(normalize(text));
    const words = syn.rewriteWords(this.words(normalised, loc));
    const terms = [...words];
    for (const m of normalised.matchAll(BIGRAM_RUN)) {
      const cs = clusters(m[0]);
      for (let i = 0; i + 1 < cs.length; i++) terms.push((cs[i] as string) + (cs[i + 1] as string));
    }
    return { words, terms };
  }

  /** Segment, drop stop words, stem: the word pipeline, without synonyms. */
  private words(normalised: string, locale: RobotLocale): string[] {
    const stop = stopWordsFor(locale);
    // Latin words in a zh/ja/th… text are most likely English, so they are stemmed as English.
    const stem = !LATIN_LOCALES.has(locale);
    const out: string[] = [];
    for (let w of segmentWords(normalised, locale)) {
      if (locale === 'fr') w = w.replace(ELISION, '');
      if (!w || stop.has(w)) continue;
      out.push(stem ? stemEnglish(w) : w);
    }
    return out;
  }

  private synonymsFor(locale: RobotLocale): CompiledSynonyms {
    let c = this.compiled.get(locale);
    if (!c) {
      c = compileSynonyms(this.synonyms, normalize, (t) => this.words(t, locale));
      this.compiled.set(locale, c);
    }
    return c;
  }
}
