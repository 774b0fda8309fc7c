import { CONCEPT_MARK } from '../text/concepts.ts';
import { Analyzer, commonEnglishStems, readsLatinAsEnglish, type Analysis } from '../text/index.ts';
import { calibrateWork, filled, rulesFor, TENANT_RULES, type Calibration } from './calibrate.ts';
import { calibrationQuestions, calibrationSamples } from './calibration-folds.ts';
import { confidence, densityShift, priorScore, TENANT_EXTRA_FEATURES, tenantFeatures, type Evidence } from './confidence.ts';
import { decide } from './decide.ts';
import { byDensity } from './density.ts';
import { DEFAULT_FEATURES, FeatureSpace, type SparseVec, type TermCounts, type WordMass } from './features.ts';
import { offTopicShares, otherCharShare, topIndices } from './rank-math.ts';
import { sentenceProbabilities, sentenceRows, type SentenceRows } from './sentences.ts';
import { NeighbourIndex } from './neighbours.ts';
import { DEFAULT_SOFTMAX, SoftmaxModel } from './softmax.ts';
import { Spelling } from './spelling.ts';
import { runAsync, runSync, SLICE_MS, type Work } from './work.ts';
import type { Candidate, DecisionOptions, DocId, MatcherInit, MatcherOptions, MatchResult, QueryOptions, RobotDoc } from './types.ts';

export { CONFIDENCE_FEATURES, confidenceFeatures, densityShift, tenantFeatures, type ConfidenceModel, type Evidence } from './confidence.ts';
export { TENANT_RULES, type Calibration } from './calibrate.ts';
export type { Candidate, DecisionOptions, DocId, MatcherInit, MatcherOptions, MatchResult, QueryOptions, RobotDoc } from './types.ts';

export const DEFAULT_MATCHER: MatcherOptions = {
  locale: 'zh',
  synonyms: [],
  features: DEFAULT_FEATURES,
  softmax: DEFAULT_SOFTMAX,
  // unknownBelow 0.5: the boundary the confidence intercept is fitted to (confidence.ts).
  decision: { unknownBelow: 0.5, answerAbove: 0.6, closeRatio: 0.75, guideSize: 5 },
  neighbours: 10,
  // 0.1 (was 0.2): chosen on training-derived splits (bench/robot.ts), better unknown detection
  // and 10-shot top-1.
  voteWeight: 0.1,
  fullMatch: 0.45,
  // Fitted by `npm run bench:robot-fit` (banking77 training folds and the shops' stored questions).
  confidence: { weights: [5.9879, 1.4597, -0.7707, 2.4089], bias: 4.726, density: [{ questionsPerDoc: 4.28, shift: 1.0713 }, { questionsPerDoc: 117.1, shift: 0 }] },
  calibrate: true,
  concepts: true,
  spelling: true,
  // A concept term stands for a whole group of words, one of which a sparse knowledge base's few
  // similar questions happen to use: its weight is doubled there, after normalisation (round 5,
  // development part and bench/data/kb-sets-tune: answered right 89.1 → 91.1% and 72.8 → 77.2%;
  // inside the norm 90.1% and 76.6%; 2.5 and 3 gained under a point on the tuning questions and
  // cost the zh shop FAQ 2.8 points of top-1). A dense knowledge base has seen the words
  // themselves: the multiplier falls to 1 at 100 questions an entry (banking77 full unchanged).
  conceptWeight: [{ questionsPerDoc: 4, weight: 2 }, { questionsPerDoc: 100, weight: 1 }],
  otherLocaleWeight: 0.25,
  nextLocaleWeight: 0.8,
  // The sentence encoder (encoder/, off unless the server loads one): its share and sharpness
  // chosen on banking77's training questions (10-shot check: 73.7 → 80.3% top-1 with the
  // linear model; 30% share 77.3, 70% 77.7, sharpness 10 76.4 and 40 77.8 without it). The
  // similarity feature stays the words' own: the encoder's cosine standing in for it (above a
  // floor of 0.3 or 0.45) changed bench/data/kb-sets' development and tuning figures by under
  // a point either way.
  encoder: null,
  encoderWeight: 0.5,
  encoderSharpness: 20,
  encoderModelShare: 0.5,
  encoderModelBudget: 100_000,
  // Fitted by `npm run bench:robot-fit` (`dense`) and `KEFU_ROBOT_ENCODER=en npm run
  // bench:robot-fit` on banking77's training folds (figures in bench/robot-results.md).
  denseConfidence: { weights: [5.586, 1.5713, -0.7566, 2.1027, -2.1446, -4.3407, -1.2176, 1.634], bias: 4.7127 },
  encoderConfidence: { weights: [5.2686, 1.4886, -0.837, 0.9691, -1.689, -3.7978, -0.1301, 1.0677, 6.6363], bias: -0.9385 },
  // Scanning every vector costs about 0.5 ms a thousand: banking77's 4,928 are scanned whole
  // (2.6 ms); 10,003 one-question entries took 5.3 ms at p50 (p99 6.6), and scanning only the
  // words' best 20 entries took 0.5 ms (p99 1.3) and ranked the right intent first more often
  // (87.9% against 85.3%: among ten thousand entries, some entry of another intent has a
  // nearer question). Below the budget the words' best 20 cost banking77's full training check
  // 0.1 point and the kb-sets' tuning part 0.5 point of answered right, so it scans all there.
  encoderScanRows: 5000,
  encoderCandidates: 20,
};

/**
 * What a tenant's calibration starts from and is pulled towards: for a sparse knowledge base the
 * global model, with no weight for the features it lacks; for a dense one (TENANT_RULES.densePrior)
 * weights fitted on every tenant feature, with sentence vectors the encoder's similarity too
 * (round 9: a tenant's few hundred calibration questions could not place those weights from 0 —
 * the encoder's came out of the wrong sign). In between, a mix of the two.
 */
function tenantPrior(o: MatcherOptions, encoded: boolean, questionsPerDoc: number): { weights: number[]; bias: number } {
  const shift = densityShift(questionsPerDoc, o.confidence);
  const sparse = { weights: [...o.confidence.weights, ...TENANT_RULES.extraPrior], bias: o.confidence.bias };
  const share = byDensity(questionsPerDoc, TENANT_RULES.densePrior, 'share');
  if (share <= 0) return { weights: sparse.weights, bias: sparse.bias + shift };
  // words alone, the encoder's similarity has no dense weight (dense.weights[i] ?? 0)
  const dense = encoded ? o.encoderConfidence : o.denseConfidence;
  const mix = (a: number, b: number): number => (1 - share) * a + share * b;
  return { weights: sparse.weights.map((w, i) => mix(w, dense.weights[i] ?? 0)), bias: mix(sparse.bias, dense.bias) + shift };
}

const compareIds = (a: DocId, b: DocId): number => {
  const x = String(a);
  const y = String(b);
  return x < y ? -1 : x > y ? 1 : 0;
};

/**
 * The enabled documents in the order an index holds them, whatever order the store lists them
 * in: the softmax's SGD and the calibration folds follow it, and the same knowledge base must
 * give the same index.
 */
export function indexOrder(docs: readonly RobotDoc[]): RobotDoc[] {
  return docs.filter((doc) => doc.enabled !== false).sort((a, b) => compareIds(a.docId, b.docId));
}

/**
 * The stored questions an index build's calibration asks (calibration-folds.ts), with the locale
 * of each one's entry: what a server encodes beside the stored questions' own vectors.
 */
export function calibrationQuestionTexts(docs: readonly (RobotDoc & { locale: string })[]): { text: string; locale: string }[] {
  return calibrationQuestions(indexOrder(docs)).map(({ text, doc }) => ({ text, locale: doc.locale as string }));
}

/**
 * The knowledge-base robot's matcher: ranks documents for a visitor's question and decides
 * answer / guide / unknown. Every stored question (main, similar, keywords) is a row; rows
 * vote as nearest neighbours, and a softmax model trained on the rows at build time separates
 * neighbouring documents; a logistic confidence model (confidence.ts) decides. Build is a full
 * rebuild, cheap enough to redo on every knowledge-base change (about 0.6 s of work for
 * banking77's 10,003 questions; buildAsync spreads it over the event loop).
 */
export class RobotMatcher {
  private constructor(
    private readonly docs: readonly RobotDoc[],
    private readonly o: MatcherOptions,
    private readonly analyzer: Analyzer,
    private readonly space: FeatureSpace,
    private readonly rowDoc: Int32Array,
    private readonly neighbours: NeighbourIndex,
    private readonly model: SoftmaxModel | null,
    private readonly centroidNorm: Float64Array,
    /** per document: the median feature count of the stored questions written in its locale */
    private readonly typicalFeatures: Float64Array,
    private readonly explicit: Partial<DecisionOptions>,
    /** per document: the word features of its stored questions */
    private readonly docWords: readonly ReadonlySet<number>[],
    /** per document: the character n-gram features of its stored questions */
    private readonly docChars: readonly Int32Array[],
    /** stored questions per document (answers not counted): how dense the knowledge base is */
    readonly questionsPerDoc: number,
    /** the stored questions' sentence vectors, row after row (encoder/), and each row's document */
    private readonly sentences: SentenceRows | null,
  ) {
    this.docLocale = docs.map((d) => d.locale ?? o.locale);
  }

  private readonly docLocale: string[];
  /** the tenant's own model and thresholds (calibrate.ts), when its knowledge base allowed one */
  private calibrated: Calibration | null = null;
  /** the knowledge base's words, for reading a visitor's misspelt one (spelling.ts) */
  private spelling: Spelling | null = null;

  /** The tenant's calibration, or null (too few similar questions: the global model decides). */
  get calibration(): Calibration | null { return this.calibrated; }

  /**
   * The decision thresholds in force: the defaults, then the calibrated boundaries, then the
   * tenant's own settings (a tenant that set a threshold keeps it).
   */
  get decision(): DecisionOptions {
    const c = this.calibrated;
    return { ...DEFAULT_MATCHER.decision, ...(c ? { unknownBelow: c.unknownBelow, answerAbove: c.answerAbove, closeRatio: c.closeRatio } : {}), ...this.explicit };
  }

  /**
   * Builds the index over the enabled documents. Rebuild on every knowledge-base change.
   * Blocks for the whole build (about 0.6 s for banking77): a server uses buildAsync.
   * @example RobotMatcher.build(docs, { locale: 'zh', synonyms: [['退款', '退钱']] })
   */
  static build(docs: readonly RobotDoc[], init: MatcherInit = {}): RobotMatcher {
    return runSync(RobotMatcher.buildWork(docs, init));
  }

  /**
   * The same build, cooperatively: it gives the event loop a turn every `sliceMs` of work, so
   * other requests wait at most about a slice. The result is identical to `build`'s (the same
   * code runs, in the same order); only the wall-clock time is spread out.
   * @example const matcher = await RobotMatcher.buildAsync(docs, { locale: 'en' })
   */
  static buildAsync(docs: readonly RobotDoc[], init: MatcherInit = {}, sliceMs = SLICE_MS): Promise<RobotMatcher> {
    return runAsync(RobotMatcher.buildWork(docs, init), sliceMs);
  }

  /** The build as resumable work (work.ts): for composing it into a larger build. */
  static *buildWork(docs: readonly RobotDoc[], init: MatcherInit = {}): Work<RobotMatcher> {
    const d = DEFAULT_MATCHER;
    const o: MatcherOptions = {
      ...d, ...init,
      features: { ...d.features, ...init.features },
      softmax: { ...d.softmax, ...init.softmax },
      confidence: init.confidence ?? d.confidence,
      decision: { ...d.decision, ...init.decision },
    };
    const enabled = indexOrder(docs);
    const analyzer = new Analyzer(o.synonyms, o.concepts);
    const space = new FeatureSpace(o.features);
    const rowDocs: number[] = [];
    const counts: TermCounts[] = [];
    /** per row: the entry's answer (not a question; left out of what "long" means) */
    const answerRow: boolean[] = [];
    for (let d = 0; d < enabled.length; d++) {
      const doc = enabled[d] as RobotDoc;
      const locale = doc.locale ?? o.locale;
      const texts = [doc.question, ...(doc.similarQuestions ?? [])];
      if (doc.keywords && doc.keywords.length > 0) texts.push(doc.keywords.join(' '));
      const questions = texts.length;
      // The answer is one more row: visitors ask about what it says ("日本签证银行流水要几个月"
      // when the answer lists six months of bank statements), in words no stored question has.
      if (doc.answerText) texts.push(doc.answerText);
      texts.forEach((text, i) => {
        // Analysing and counting one question: ~10 µs for a short one.
        const c = space.counts(analyzer.analyze(text, locale), true);
        if (c.idx.length === 0) return;
        counts.push(c);
        rowDocs.push(d);
        answerRow.push(i >= questions);
      });
      yield;
    }
    const qpd = answerRow.filter((a) => !a).length / Math.max(1, enabled.length);
    space.finish(counts.length, byDensity(qpd, o.conceptWeight, 'weight'));
    yield;
    const byLocale = new Map<string, number[]>();
    const localeOf = (d: number): string => enabled[d]?.locale ?? o.locale;
    counts.forEach((c, r) => {
      if (answerRow[r]) return;
      const l = localeOf(rowDocs[r] as number);
      const ls = byLocale.get(l);
      if (ls) ls.push(c.idx.length);
      else byLocale.set(l, [c.idx.length]);
    });
    const median = new Map([...byLocale].map(([l, ls]) => [l, ls.sort((a, b) => a - b)[ls.length >> 1] ?? 1]));
    const typicalFeatures = Float64Array.from(enabled, (_, d) => median.get(localeOf(d)) ?? 1);
    yield;
    const docWords = enabled.map(() => new Set<number>());
    const charSets = enabled.map(() => new Set<number>());
    counts.forEach((c, r) => {
      const words = docWords[rowDocs[r] as number] as Set<number>;
      const chars = charSets[rowDocs[r] as number] as Set<number>;
      for (const f of c.idx) (space.isChar(f) ? chars : words).add(f);
    });
    // sorted arrays, a quarter of the memory of sets (10,000 one-question entries: ~2 MB, not ~16)
    const docChars = charSets.map((cs) => Int32Array.from(cs).sort());
    yield;
    const rows: SparseVec[] = [];
    for (const c of counts) {
      rows.push(space.weigh(c));
      if ((rows.length & 63) === 0) yield;
    }
    const rowDoc = Int32Array.from(rowDocs);
    const neighbours = yield* NeighbourIndex.buildWork(rows, space.size);
    const centroidNorm = yield* NeighbourIndex.groupNormsWork(rows, rowDoc, enabled.length, space.size);
    const model = yield* SoftmaxModel.trainWork(rows, rowDoc, enabled.length, space.size, o.softmax);
    const sentences = yield* sentenceRows(enabled, o);
    const matcher = new RobotMatcher(enabled, o, analyzer, space, rowDoc, neighbours, model, centroidNorm, typicalFeatures, init.decision ?? {}, docWords, docChars, qpd, sentences);
    const common = o.spelling ? commonEnglishStems() : null;
    if (common) matcher.spelling = yield* Spelling.buildWork(space.wordFrequencies(), common);
    if (o.calibrate) {
      const samples = yield* calibrationSamples(enabled, o.locale, o.decision.guideSize, (foldDocs) => RobotMatcher.buildWork(foldDocs, { ...init, calibrate: false }));
      const encoded = sentences !== null;
      matcher.calibrated = yield* calibrateWork(samples, tenantPrior(o, encoded, qpd), qpd, rulesFor(encoded));
    }
    return matcher;
  }

  get size(): number { return this.docs.length; }

  /** whether some stored questions have sentence vectors: a question's own vector is then worth making */
  get encoded(): boolean { return this.sentences !== null; }

  /** rank() orders candidates by their score (a calibrated tenant's re-ranking), not by prior */
  get orderedByScore(): boolean { return this.calibrated?.rerank ?? false; }

  /**
   * Answers a visitor's question (spec §7 robotAsk): answerType and the candidate documents.
   * @example matcher.query('how do I get my money back', { locale: 'en' }).answerType // 1
   */
  query(question: string, opts: QueryOptions = {}): MatchResult {
    const decision = { ...this.decision, ...opts.decision };
    const locale = opts.locale ?? this.o.locale;
    return decide(this.rank(question, locale, decision.guideSize, opts.prefer ?? [locale]), decision, this.orderedByScore);
  }

  /**
   * The `limit` best candidates, best first, each with its confidence as `score`, without a
   * decision. A calibrated tenant's first guideSize candidates are ordered by its own model's
   * score (fitted on every candidate, calibrate.ts: a re-ranking); otherwise by the prior (the
   * global model judges the top candidate only: ordering by it lost about a point of
   * banking77's 10-shot top-1).
   */
  rank(question: string, locale: string = this.o.locale, limit = this.o.decision.guideSize, prefer: readonly string[] = [locale]): Candidate[] {
    const c = this.calibrated;
    const shift = c ? 0 : densityShift(this.questionsPerDoc, this.o.confidence);
    // A calibrated tenant's model was fitted on every listed candidate of its held-out questions
    // (calibrate.ts): it re-orders the first guideSize candidates by their fitted score.
    const rerank = c !== null && c.rerank;
    const depth = rerank ? Math.max(limit, this.o.decision.guideSize) : limit;
    const out = this.ranked(question, locale, depth, prefer).map(({ docId, evidence, x }): Candidate => ({
      docId, question: (this.docs[Math.max(0, this.docIndex(docId))] as RobotDoc).question,
      score: c ? confidence(filled(x, c.fill), c.model) : confidence(x.slice(0, x.length - TENANT_EXTRA_FEATURES.length), this.o.confidence, shift),
      prior: priorScore(evidence, this.o.fullMatch),
    }));
    const ordered = rerank ? [...out.slice(0, this.o.decision.guideSize).sort((a, b) => b.score - a.score), ...out.slice(this.o.decision.guideSize)] : out;
    return this.preferTwin(ordered, question, locale, prefer).slice(0, limit);
  }

  /**
   * A knowledge base written in two languages has the same entry twice. A zh visitor typing
   * "2fa怎么开" or just "api" matches the en entry best (it has the Latin word); when one of the
   * next candidates is in the visitor's own locale and shares every concept (text/concepts.ts)
   * the question shares with the first, it is that entry in the visitor's language: it goes
   * first, with the first's confidence, and the other-language entry leaves the list (it is the
   * same entry: left in, it made every such answer a "did you mean" between the two) (issue 10).
   */
  private preferTwin(ranked: Candidate[], question: string, locale: string, prefer: readonly string[]): Candidate[] {
    const top = ranked[0];
    const own = prefer[0];
    if (!top || own === undefined || this.docLocaleOf(top.docId) === own) return ranked;
    const topWords = this.docWords[this.docIndex(top.docId)];
    const shared = this.queryConcepts(question, locale).filter((f) => topWords?.has(f));
    if (shared.length === 0) return ranked;
    const at = ranked.findIndex((c, i) => i > 0 && i < this.o.decision.guideSize && this.docLocaleOf(c.docId) === own
      && shared.every((f) => this.docWords[this.docIndex(c.docId)]?.has(f)));
    if (at < 0) return ranked;
    const twin = ranked[at] as Candidate;
    const first: Candidate = { ...twin, score: Math.max(twin.score, top.score), prior: Math.max(twin.prior, top.prior) };
    return [first, ...ranked.filter((_, i) => i !== at && i !== 0)];
  }

  /** A visitor's question analysed as a stored one is, with its misspelt words read as the known ones (spelling.ts). */
  private analyzeQuestion(question: string, locale: string): Analysis {
    const a = this.analyzer.analyze(question, locale);
    const sp = this.spelling;
    if (!sp || !readsLatinAsEnglish(locale)) return a;
    const words = a.words.map((w) => sp.correct(w) ?? w);
    if (words.every((w, i) => w === a.words[i])) return a;
    // terms begin with the words (analyze.ts)
    const terms = [...words, ...a.terms.slice(a.words.length)];
    return { ...a, words, terms };
  }

  /** The concept features of a question that the knowledge base knows. */
  private queryConcepts(question: string, locale: string): number[] {
    const counted = this.space.counts(this.analyzeQuestion(question, locale), false);
    return [...counted.idx].filter((f) => this.space.wordOf(f)?.startsWith(CONCEPT_MARK));
  }

  private docLocaleOf(docId: DocId): string | undefined {
    return this.docLocale[this.docIndex(docId)];
  }

  /** The best candidates' evidence and tenant features (tenantFeatures), ordered by prior. */
  ranked(question: string, locale: string, limit: number, prefer: readonly string[]): { docId: DocId; evidence: Evidence; x: number[] }[] {
    const { fullMatch } = this.o;
    return this.evidence(question, locale, limit, prefer)
      .map(({ doc, evidence }) => ({ docId: doc.docId, evidence, x: tenantFeatures(evidence, fullMatch), prior: priorScore(evidence, fullMatch) }))
      .sort((a, b) => b.prior - a.prior);
  }

  private offTopic(mass: WordMass, d: number): { unseenWords: number; otherWords: number; unseenChars: number; otherChars: number } {
    return { ...offTopicShares(mass, this.docWords[d]), unseenChars: mass.charUnseenShare, otherChars: otherCharShare(mass, this.docChars[d]) };
  }

  /**
   * The document's most distinctive word (highest IDF, a single word of two or more letters):
   * calibration puts it into another document's question to make a near-miss about another object.
   */
  keyWord(docId: DocId): string | undefined {
    let best: string | undefined;
    let bestIdf = -1;
    const d = this.docIndex(docId);
    if (d < 0) return undefined;
    for (const f of this.docWords[d] ?? []) {
      const w = this.space.wordOf(f);
      if (!w || w.includes(' ') || [...w].length < 2 || /^\d+$/.test(w)) continue;
      const idf = this.space.idfOf(f);
      if (idf > bestIdf) { bestIdf = idf; best = w; }
    }
    return best;
  }

  /**
   * What a question shares with a document's rows (its questions, keywords and answer): the word
   * features — words (spelling read as the ranking reads it), word pairs, CJK terms and concept
   * terms (`~pay`, text/concepts.ts) — the most distinctive first. Explains a candidate to an
   * admin (the try box, docs/desk.md); the ranking does not read it. Character n-grams are left
   * out: they say "a similar spelling", not which word.
   */
  matchedTerms(question: string, locale: string, docId: DocId, max = 8): string[] {
    const words = this.docWords[this.docIndex(docId)];
    if (!words) return [];
    const counted = this.space.counts(this.analyzeQuestion(question, locale), false);
    return [...counted.idx].filter((f) => !this.space.isChar(f) && words.has(f))
      .sort((a, b) => this.space.idfOf(b) - this.space.idfOf(a))
      .slice(0, max).map((f) => this.space.wordOf(f) ?? '').filter(Boolean);
  }

  private docIndex(docId: DocId): number {
    this.byId ??= new Map(this.docs.map((d, i) => [d.docId, i]));
    return this.byId.get(docId) ?? -1;
  }

  private byId: Map<DocId, number> | undefined;

  /**
   * The evidence about the `limit` documents with the highest mixed probability: what the
   * confidence model weighs (bench/robot-fit.ts fits it from this).
   */
  evidence(question: string, locale: string = this.o.locale, limit = this.o.decision.guideSize, prefer: readonly string[] = [locale]): { doc: RobotDoc; evidence: Evidence }[] {
    const counted = this.space.counts(this.analyzeQuestion(question, locale), false);
    const mass = this.space.wordMass(counted);
    const q = this.space.weigh(counted);
    if (q.idx.length === 0 || this.docs.length === 0) return [];
    const n = this.docs.length;
    const best = new Float64Array(n);
    const sum = new Float64Array(n);
    const { rows, sims } = this.neighbours.search(q, this.o.neighbours, this.rowDoc, best, sum);
    const vote = new Float64Array(n);
    let total = 0;
    rows.forEach((row, i) => {
      // Cubed similarity: one close paraphrase outweighs several loose ones.
      const v = (sims[i] as number) ** 3;
      const d = this.rowDoc[row] as number;
      vote[d] = (vote[d] as number) + v;
      total += v;
    });
    const mix = new Float64Array(n);
    if (this.model) this.model.probabilities(q, mix);
    const w = this.model ? this.o.voteWeight : 1;
    for (let d = 0; d < n; d++) mix[d] = (1 - w) * (mix[d] as number) + w * (total > 0 ? (vote[d] as number) / total : 0);
    const s = this.sentences;
    const only = s && s.doc.length > this.o.encoderScanRows ? topIndices(mix, this.o.encoderCandidates) : undefined;
    const sentence = s ? sentenceProbabilities(s, this.o, question, prefer, n, only) : null;
    const e = sentence ? this.o.encoderWeight : 0;
    for (let d = 0; d < n; d++) {
      if (sentence) mix[d] = (1 - e) * (mix[d] as number) + e * (sentence.p[d] as number);
      const rank = prefer.indexOf(this.docLocale[d] as string);
      if (rank !== 0) mix[d] = (mix[d] as number) * (rank > 0 ? this.o.nextLocaleWeight : this.o.otherLocaleWeight);
    }
    return topIndices(mix, limit).map((d) => ({
      doc: this.docs[d] as RobotDoc,
      evidence: {
        probability: mix[d] as number,
        similarity: best[d] as number,
        centroid: (sum[d] as number) / ((this.centroidNorm[d] as number) || 1),
        knownFeatures: q.idx.length,
        typicalFeatures: this.typicalFeatures[d] as number,
        questionsPerDoc: this.questionsPerDoc,
        ...this.offTopic(mass, d),
        ...(sentence && Number.isFinite(sentence.nearest[d]) ? { sentenceSimilarity: sentence.nearest[d] as number } : {}),
      },
    }));
  }
}
