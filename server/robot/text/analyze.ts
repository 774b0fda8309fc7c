import { toRobotLocale, type RobotLocale } from './locales.ts';
import { normalize } from './normalize.ts';
import { BIGRAM_SCRIPT, clusters, HAN } from './script.ts';
import { segmentWords } from './segment.ts';
import { stemEnglish } from './stem-en.ts';
import { stemBengali } from './stem-bn.ts';
import { stopWordsFor } from './stopwords.ts';
import { compileSynonyms, type CompiledSynonyms, type SynonymGroups } from './synonyms.ts';
import { compileConcepts, type ConceptFinder } from './concepts.ts';

/** The analysed form of one text. */
export interface Analysis {
  /** Content words after stop words, stemming and synonyms, in order (for n-gram features). */
  words: string[];
  /**
   * words plus character bigrams of Han, kana and Hangul runs, single Han characters, and the
   * product lexicon's concept terms (concepts.ts).
   */
  terms: string[];
  /**
   * Terms a concept term stands for (付钱 and its characters for `~pay`): a knowledge base that
   * knows the concept does not need to know the word, so it is not counted as unseen (features.ts).
   */
  explained?: Map<string, string>;
}

// Locales written in Latin script: their Latin words are not English, so no English stemmer.
const LATIN_LOCALES = new Set<RobotLocale>(['de', 'es', 'fr', 'pt', 'nl', 'pl', 'tr', 'vi', 'ms', 'fil', 'zu']);
/** Whether a locale's Latin words are stemmed as English (its own words are not Latin-script). */
export function readsLatinAsEnglish(locale?: string): boolean {
  return !LATIN_LOCALES.has(toRobotLocale(locale));
}

// French elision: l'adresse and adresse are the same word.
const ELISION = /^(?:l|d|j|m|n|s|t|c|qu)['’]/;

export class Analyzer {
  private readonly compiled = new Map<RobotLocale, CompiledSynonyms>();
  private readonly concepts = new Map<RobotLocale, ConceptFinder>();

  /** @param useConcepts add the product lexicon's concept terms (off only to measure what they bring) */
  constructor(private readonly synonyms: SynonymGroups = [], private readonly useConcepts = true) {}

  /** Analyse text written in (or asked under) a locale; see ROBOT_LOCALES. */
  analyze(text: string, locale?: string): Analysis {
    const loc = toRobotLocale(locale);
    const syn = this.synonymsFor(loc);
    const rewritten = syn.rewriteText(normalize(text));
    const marked = this.words(rewritten, loc, true);
    const words = syn.rewriteWords(marked.filter(Boolean));
    const terms = [...words];
    // The lexicon's Latin members are English: in a Latin-script locale they would match its own
    // words (French "comment" is "how", "arrivé" is not "arrived").
    const hits = this.useConcepts ? this.conceptsFor(loc).find(rewritten, words, !LATIN_LOCALES.has(loc)) : [];
    const stop = stopWordsFor(loc);
    // Han/kana/Hangul runs: adjacent words with no stop word or punctuation between them
    // ("怎么看包裹的运输" gives 看包裹 and 运输, never 么看 or 裹的).
    let run = '';
    for (const w of marked) {
      if (w && BIGRAM_SCRIPT.test(w)) { run += w; continue; }
      if (run) addRunTerms(run, stop, terms);
      run = '';
    }
    if (run) addRunTerms(run, stop, terms);
    if (hits.length === 0) return { words, terms };
    const explained = new Map<string, string>();
    for (const h of hits) {
      for (const w of h.words ?? []) explained.set(w, h.term);
      if (h.text !== undefined) for (const t of terms) if (h.text.includes(t)) explained.set(t, h.term);
    }
    // once, like any word: counted twice, a concept outweighed the words beside it and a
    // one-word question ("change") no longer found two entries equally close
    for (const t of new Set(hits.map((h) => h.term))) terms.push(t);
    return { words, terms, explained };
  }

  /** Segment, drop stop words, stem: the word pipeline, without synonyms. Stop words become breaks. */
  private words(normalised: string, locale: RobotLocale, breaks = false): string[] {
    const stop = stopWordsFor(locale);
    // Latin words in a zh/ja/th… text are most likely English, so they are stemmed as English.
    const stem = stemmerFor(locale);
    const out: string[] = [];
    for (let w of segmentWords(normalised, locale, breaks)) {
      if (locale === 'fr') w = w.replace(ELISION, '');
      if (!w || stop.has(w)) {
        if (breaks) out.push('');
        continue;
      }
      out.push(stem(w));
    }
    return out;
  }

  private conceptsFor(locale: RobotLocale): ConceptFinder {
    let c = this.concepts.get(locale);
    if (!c) {
      c = compileConcepts(normalize, (t) => this.words(t, locale));
      this.concepts.set(locale, c);
    }
    return c;
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

const same = (w: string): string => w;
const stemBengaliOrEnglish = (w: string): string => stemEnglish(stemBengali(w));

/** The word stemmer of a locale: English for Latin words in other scripts, Bengali's own, none for Latin-script languages. */
function stemmerFor(locale: RobotLocale): (w: string) => string {
  if (locale === 'bn') return stemBengaliOrEnglish;
  return LATIN_LOCALES.has(locale) ? same : stemEnglish;
}

// Function characters: as single-character terms they match everything (they stay in bigrams).
const FUNCTION_HAN = new Set('的了是在有我你他她它么什吗呢吧啊就都也还这那个得着过让被把和与对一不要想們们這麼個還對與讓');

/**
 * Character bigrams of a run (the segmenter splits 客|服, 发|货), and single Han characters:
 * Chinese words are built from meaningful characters, so 丢 should meet 丢失 and 店家 商家.
 */
function addRunTerms(run: string, stop: ReadonlySet<string>, terms: string[]): void {
  const cs = clusters(run);
  for (let i = 0; i < cs.length; i++) {
    const c = cs[i] as string;
    if (cs.length > 1 && HAN.test(c) && !stop.has(c) && !FUNCTION_HAN.has(c)) terms.push(c);
    if (i + 1 < cs.length) {
      const bigram = c + (cs[i + 1] as string);
      // A bigram that is itself a stop word (怎么, 我的) is as uninformative as the word.
      if (!stop.has(bigram)) terms.push(bigram);
    }
  }
}
