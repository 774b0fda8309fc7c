/**
 * The calibration questions of a knowledge base (calibrate.ts): folds that each hold some
 * similar questions of every entry out of an index built without them, and the generic
 * out-of-domain questions of the knowledge base's locales, all asked of the fold indexes.
 */
import { otherNames, outOfDomain } from '../calibration/out-of-domain.ts';
import { NO_SPACE_SCRIPT } from '../text/script.ts';
import { kbTexts, OtherParties } from '../other-parties/index.ts';
import { toRobotLocale } from '../text/index.ts';
import type { CalibrationSample } from './calibrate.ts';
import type { Evidence } from './confidence.ts';
import type { Work } from './work.ts';
import type { DocId, RobotDoc } from './types.ts';

/** What a fold index must answer: the evidence about its best candidates, ranked by prior. */
export interface FoldIndex {
  ranked(question: string, locale: string, limit: number, prefer: readonly string[]): { docId: DocId; evidence: Evidence; x: number[] }[];
  /** the document's most distinctive word */
  keyWord(docId: DocId): string | undefined;
}

/**
 * Stored questions above which one fold is enough (each fold is a full build). Two folds leave
 * two different sets of entries out: with one, banking77's boundary moved from 0.04 to 0.13 with
 * the order of its entries (which ones were left out).
 */
const ONE_FOLD_ROWS = 20_000;
/** Held-out questions per fold at most: enough to place a boundary, bounded in build time. */
const MAX_POSITIVES = 400;
/** One entry in this many is left out of each fold; its questions are asked as unknown ones. */
const ENTRY_OUT = 8;
/** Questions of left-out entries asked per fold, at most. */
const MAX_ABSENT = 300;
/** Near-misses made from the knowledge base's own questions, at most. */
const NEAR_MISSES = 60;

/** One fold: the similar questions held out of each entry, the entries left out, what it indexes. */
interface FoldPlan { f: number; held: Map<DocId, string[]>; absent: Set<DocId>; foldDocs: RobotDoc[] }

/** The folds of a knowledge base (its documents in index order): which questions each holds out. */
function foldPlans(docs: readonly RobotDoc[]): FoldPlan[] {
  const rows = docs.reduce((a, d) => a + 1 + (d.similarQuestions?.length ?? 0), 0);
  const eligible = docs.filter((d) => (d.similarQuestions?.length ?? 0) >= 1);
  if (eligible.length < 2) return [];
  const folds = rows > ONE_FOLD_ROWS ? 1 : 2;
  const per = (d: RobotDoc): number => Math.max(1, Math.min(4, Math.floor((1 + (d.similarQuestions?.length ?? 0)) / 8)));
  const wanted = eligible.reduce((a, d) => a + per(d), 0);
  const step = Math.max(1, Math.ceil(wanted / MAX_POSITIVES));
  return Array.from({ length: folds }, (_, f) => {
    const held = new Map<DocId, string[]>();
    eligible.forEach((d, i) => {
      if (i % step !== 0) return;
      const sim = d.similarQuestions ?? [];
      const h = per(d);
      held.set(d.docId, Array.from({ length: Math.min(h, sim.length) }, (_, k) => sim[(f * h + k + i) % sim.length] as string));
    });
    // Whole entries left out too (every ENTRY_OUT-th, a different set per fold): their
    // questions are what an unknown question about the same business looks like.
    const absent = new Set(docs.filter((_, i) => i % ENTRY_OUT === (f * 3) % ENTRY_OUT).map((d) => d.docId));
    const foldDocs = docs.filter((d) => !absent.has(d.docId)).map((d) => {
      const out = held.get(d.docId);
      return out ? { ...d, similarQuestions: (d.similarQuestions ?? []).filter((q) => !out.includes(q)) } : d;
    });
    return { f, held, absent, foldDocs };
  });
}

/** The left-out entries' questions a fold asks (at most MAX_ABSENT, spread evenly). */
function absentAsked(docs: readonly RobotDoc[], absent: ReadonlySet<DocId>): { q: string; doc: RobotDoc }[] {
  const all = docs.filter((d) => absent.has(d.docId)).flatMap((doc) => [doc.question, ...(doc.similarQuestions ?? [])].map((q) => ({ q, doc })));
  const step = Math.max(1, Math.ceil(all.length / MAX_ABSENT));
  return all.filter((_, k) => k % step === 0);
}

/**
 * The stored questions the calibration asks of its folds (held out, or of a left-out entry), of
 * the documents in index order: a server encodes them with the stored questions (encoder/), so
 * that they have sentence vectors as a visitor's question does — an entry with more similar
 * questions than the encoder keeps for it (sentences.ts) would otherwise be calibrated on
 * questions without one.
 */
export function calibrationQuestions(docs: readonly RobotDoc[]): { text: string; doc: RobotDoc }[] {
  return foldPlans(docs).flatMap(({ held, absent }) => [
    ...docs.flatMap((doc) => (absent.has(doc.docId) ? [] : (held.get(doc.docId) ?? []).map((text) => ({ text, doc })))),
    ...absentAsked(docs, absent).map(({ q, doc }) => ({ text: q, doc })),
  ]);
}

/**
 * Builds the folds (through `build`, the matcher's own build without calibration) and asks
 * them the held-out and out-of-domain questions.
 */
export function* calibrationSamples(
  docs: readonly RobotDoc[], defaultLocale: string, guideSize: number,
  build: (docs: RobotDoc[]) => Work<FoldIndex>,
): Work<CalibrationSample[]> {
  const eligible = docs.filter((d) => (d.similarQuestions?.length ?? 0) >= 1);
  // no folds then (foldPlans), and nothing else to build
  if (eligible.length < 2) return [];
  const samples: CalibrationSample[] = [];
  const localeOf = (d: RobotDoc): string => d.locale ?? defaultLocale;
  // a question naming a company the knowledge base never mentions is turned away before any
  // threshold (answer.ts, other-parties/): it must not place the boundaries
  const parties = new OtherParties(kbTexts(docs));
  const handled = (q: string): boolean => parties.foreign(q).length > 0;
  for (const { f, held, absent, foldDocs } of foldPlans(docs)) {
    const fold = yield* build(foldDocs);
    for (const { q, doc } of absentAsked(docs, absent)) {
      const locale = localeOf(doc);
      const [top, ...rest] = fold.ranked(q, locale, guideSize, [locale]);
      if (top) samples.push({ x: top.x, positive: false, right: false, listed: false, others: rest.map((c) => ({ x: c.x, right: false })) });
      yield;
    }
    for (const d of eligible) {
      if (absent.has(d.docId)) continue;
      for (const q of held.get(d.docId) ?? []) {
        const ranked = fold.ranked(q, localeOf(d), guideSize, [localeOf(d)]);
        const top = ranked[0];
        if (!top) continue;
        samples.push({
          x: top.x, positive: true, right: top.docId === d.docId, listed: ranked.some((c) => c.docId === d.docId),
          others: ranked.slice(1).map((c) => ({ x: c.x, right: c.docId === d.docId })),
        });
        yield;
      }
    }
    // The negatives once, on the first fold: the same questions would only repeat.
    if (f > 0) continue;
    for (const locale of new Set(docs.map(localeOf))) {
      for (const q of outOfDomain(toRobotLocale(locale))) {
        if (handled(q)) continue;
        const [top, ...rest] = fold.ranked(q, locale, guideSize, [locale]);
        if (top) samples.push({ x: top.x, positive: false, right: false, listed: false, others: rest.map((c) => ({ x: c.x, right: false })) });
        yield;
      }
    }
    // Near-misses made from the held-out questions: the same match, but about another
    // company's (a name the knowledge base never saw) or another object's (the most distinctive
    // word of another entry of the same locale) — what the model can learn from is that word.
    const nearStep = Math.max(1, Math.ceil(eligible.length / NEAR_MISSES));
    for (let i = 0; i < eligible.length; i += nearStep) {
      const d = eligible[i] as RobotDoc;
      const base = held.get(d.docId)?.[0];
      if (!base || absent.has(d.docId)) continue;
      const locale = localeOf(d);
      const names = otherNames(toRobotLocale(locale));
      const same = eligible.filter((o) => localeOf(o) === locale && o.docId !== d.docId);
      const other = same[(i * 7) % Math.max(1, same.length)];
      const k = i / nearStep;
      const name = (k % 2 === 1 && other ? fold.keyWord(other.docId) : undefined) ?? names[k % names.length] as string;
      const q = NO_SPACE_SCRIPT.test(base) ? `${name}${base}` : `${name} ${base}`;
      if (handled(q)) continue;
      const [top, ...rest] = fold.ranked(q, locale, guideSize, [locale]);
      if (top) samples.push({ x: top.x, positive: false, right: false, listed: false, others: rest.map((c) => ({ x: c.x, right: false })) });
      yield;
    }
  }
  return samples;
}
