/**
 * Fits the robot's confidence model (server/robot/matcher/confidence.ts) on banking77 TRAINING
 * questions only, and prints the weights as JSON to paste into DEFAULT_MATCHER.confidence.
 *
 *   npm run bench:robot-fit
 *   KEFU_ROBOT_ENCODER=en npm run bench:robot-fit    on the evidence of a server with the encoder
 *
 * `inForce` scores the weights in DEFAULT_MATCHER on the same evidence, with the boundary placed
 * by the same rule: what a refit would gain. Round 7 with the encoder: 46.56% unknown in sample
 * for the weights in force, 48.21% refitted (48.05% leave-one-fold-out); through the tenant
 * calibration on the six training folds that became 40.3 → 40.6% unknown recall at 1.18 → 1.09
 * points of answered-right: too little to justify a second set of weights. Words alone, a refit
 * now differs from the weights in force too (those were fitted before rounds 3–5 changed the
 * evidence): 45.88% in sample against 46.24% for the weights in force, and its sparse density
 * shift comes out 0 instead of 1.07. The weights in force stay: every tenant rule and test since
 * was tuned with them.
 *
 * Round 9: the fit also prints a dense tenant's prior, over every tenant feature (the global ones,
 * the off-topic shares and, with the encoder, its own similarity): words alone `dense`
 * (MatcherOptions.denseConfidence), with the encoder `encoderConfidence` (the whole fit; the
 * global `confidence` stays the words' four-feature model). Leave-one-fold-out unknown share:
 * words alone 46.03% for the global model, 47.62% for the dense one; with the encoder 48.25% for
 * the global features, 53.06% for every tenant feature (bench/robot-results.md).
 *
 * Data: the six calibration folds of bench/lib/banking77.ts. Each leaves ten intents out of the
 * knowledge base: their questions are out of scope (label 0); a validation slice of every other
 * intent is in scope (label 1 when the top candidate is right; wrong answers are left out, the
 * boundary is between a right answer and no answer). Model: unregularised logistic regression
 * by Newton's method on the top candidate's evidence. Boundary: the intercept is shifted so that
 * confidence 0.5 is the lowest score that keeps the pooled in-scope answered-and-right share
 * within 2 points of the pooled top-1 of knowledge bases holding every intent (the issue's
 * criterion). `leaveOneFoldOut` reports the unknown share when each fold is scored by a model
 * fitted on the other five: the figure to expect on questions the fit never saw.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONFIDENCE_FEATURES, confidenceFeatures, DEFAULT_MATCHER, densityShift, RobotMatcher, tenantFeatures, type ConfidenceModel, type Evidence, type RobotDoc } from '../server/robot/index.ts';
import { DEMO_KB } from '../server/robot/seed/index.ts';
import { CALIBRATION_FOLDS, foldSplit, toDocs, train as loadTrain, type Row } from './lib/banking77.ts';
import { benchVectors } from './lib/sentence-cache.ts';

const here = dirname(fileURLToPath(import.meta.url));
const MAX_DROP = 0.02;
const pct = (x: number) => Number((100 * x).toFixed(2));
const { fullMatch } = DEFAULT_MATCHER;

interface Asked { fold: number; shots: number; questionsPerDoc: number; kind: 'in' | 'out'; right: boolean; candidates: { right: boolean; x: number[] }[] }

/**
 * The evidence the fits see: a tenant model's features (tenantFeatures), the global model's four
 * first; the encoder's similarity, last, only with the encoder (every banking77 question has a
 * vector here; 0 stands for a missing one only to keep the fit finite).
 */
function features(e: Evidence): number[] {
  const x = tenantFeatures(e, fullMatch);
  return vectors ? [...x.slice(0, -1), Math.max(0, e.sentenceSimilarity ?? 0)] : x.slice(0, -1);
}
/** The global model's features (CONFIDENCE_FEATURES): the first of every feature vector. */
const GLOBAL = CONFIDENCE_FEATURES.length;

function ask(m: RobotMatcher, rows: readonly Row[], fold: number, shots: number, kind: Asked['kind']): Asked[] {
  return rows.map((r) => {
    const e = m.evidence(r.text, 'en', 5);
    const candidates = e.map((c) => ({ right: c.doc.docId === r.label, x: features(c.evidence) }));
    return { fold, shots, questionsPerDoc: e[0]?.evidence.questionsPerDoc ?? 0, kind, right: kind === 'in' && candidates[0]?.right === true, candidates };
  });
}

/** Logistic regression without a penalty (a 1e-9 ridge keeps the Newton system solvable). */
function fitLogistic(xs: number[][], ys: number[]): ConfidenceModel {
  const d = (xs[0]?.length ?? 0) + 1;
  const b = new Array<number>(d).fill(0);
  for (let iter = 0; iter < 30; iter++) {
    const g = new Array<number>(d).fill(0);
    const h = Array.from({ length: d }, (_, i) => Array.from({ length: d }, (_, j) => (i === j ? 1e-9 : 0)));
    xs.forEach((x0, n) => {
      const x = [...x0, 1];
      const p = 1 / (1 + Math.exp(-x.reduce((a, v, i) => a + v * (b[i] as number), 0)));
      const r = p - (ys[n] as number);
      const w = p * (1 - p);
      for (let i = 0; i < d; i++) {
        g[i] = (g[i] as number) + r * (x[i] as number);
        const hi = h[i] as number[];
        for (let j = 0; j < d; j++) hi[j] = (hi[j] as number) + w * (x[i] as number) * (x[j] as number);
      }
    });
    const step = solve(h, g);
    for (let i = 0; i < d; i++) b[i] = (b[i] as number) - (step[i] as number);
    if (Math.max(...step.map(Math.abs)) < 1e-10) break;
  }
  return { weights: b.slice(0, -1), bias: b[d - 1] as number, density: [] };
}

/** Gaussian elimination with partial pivoting. */
function solve(a0: number[][], y0: number[]): number[] {
  const a = a0.map((r, i) => [...r, y0[i] as number]);
  const n = a.length;
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs((a[r] as number[])[c] as number) > Math.abs((a[p] as number[])[c] as number)) p = r;
    [a[c], a[p]] = [a[p] as number[], a[c] as number[]];
    const pc = a[c] as number[];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const rr = a[r] as number[];
      const f = (rr[c] as number) / (pc[c] as number);
      for (let k = c; k <= n; k++) rr[k] = (rr[k] as number) - f * (pc[k] as number);
    }
  }
  return a.map((r, i) => (r[n] as number) / (r[i] as number));
}

const logit = (m: ConfidenceModel, x: readonly number[]): number => x.reduce((a, v, i) => a + v * (m.weights[i] ?? 0), m.bias);
/** The top candidate by prior score (the first feature), as the matcher ranks, and its logit. */
const top = (m: ConfidenceModel, q: Asked): { right: boolean; z: number } | null => {
  const c = q.candidates.reduce<Asked['candidates'][number] | null>((best, x) => (best && (best.x[0] as number) >= (x.x[0] as number) ? best : x), null);
  return c ? { right: c.right, z: logit(m, c.x) } : null;
};

/** The lowest logit keeping answered-and-right within MAX_DROP of `reference` (a fraction). */
function boundary(m: ConfidenceModel, inScope: readonly Asked[], reference: number, maxDrop = MAX_DROP): number {
  const rightZ = inScope.map((q) => top(m, q)).filter((t) => t?.right).map((t) => (t as { z: number }).z).sort((a, b) => b - a);
  const keep = Math.ceil((reference - maxDrop) * inScope.length - 1e-9);
  return rightZ[keep - 1] ?? -Infinity;
}

const unknownShare = (m: ConfidenceModel, out: readonly Asked[], z: number): number =>
  out.filter((q) => (top(m, q)?.z ?? -Infinity) < z).length / Math.max(1, out.length);

const rows = loadTrain();
// KEFU_ROBOT_ENCODER=en: the evidence of a server started with the English sentence encoder
// (its probability is mixed with the words'), so the weights fit what that server sees.
const vectors = process.env.KEFU_ROBOT_ENCODER === 'en' ? await benchVectors(rows.map((r) => r.text)) : null;
const options = { locale: 'en', ...(vectors ? { encoder: vectors } : {}) };
const asked: Asked[] = [];
const fullAsked: Asked[] = [];
// Knowledge bases of three densities: every training question (shots 0), 10 and 3 per intent.
const SHOTS = [0, 10, 3];
for (const fold of CALIBRATION_FOLDS) {
  for (const shots of SHOTS) {
    const s = foldSplit(rows, fold, shots || undefined);
    const m = RobotMatcher.build(toDocs(s.kb), options);
    asked.push(...ask(m, s.outOfScope, fold, shots, 'out'), ...ask(m, s.inScope, fold, shots, 'in'));
    if (shots === 0) fullAsked.push(...ask(RobotMatcher.build(toDocs(s.fullKb), options), s.fullValidation, fold, 0, 'in'));
  }
  process.stderr.write(`fold ${fold}\n`);
}

// Fitted on the top candidate by mixed probability (the model is then free to reorder).
const usable = (q: Asked) => q.candidates.length > 0 && (q.kind === 'out' || q.right);
// `width`: the first so many features (a model with fewer weights ignores the rest: logit()).
const fit = (qs: readonly Asked[], width: number): ConfidenceModel => fitLogistic(qs.filter(usable).map((q) => (q.candidates[0] as { x: number[] }).x.slice(0, width)), qs.filter(usable).map((q) => (q.right ? 1 : 0)));
/**
 * Words alone the fit is the global model (`confidence`, the first GLOBAL features); with the
 * encoder it is `encoderConfidence`, over every tenant feature: the prior of a dense tenant whose
 * knowledge base has vectors. Words alone, `denseConfidence` (below) is that prior without vectors.
 */
const WIDTH = vectors ? Infinity : GLOBAL;
// The full runs' top-1 as the matcher ranks.
const fullTop1 = (m: ConfidenceModel, qs: readonly Asked[]): number => qs.filter((q) => top(m, q)?.right).length / qs.length;
const full = asked.filter((q) => q.shots === 0);
const inScope = full.filter((q) => q.kind === 'in');
const out = full.filter((q) => q.kind === 'out');

// Weights from the full-density folds (the set-up); the sparser ones only move the boundary.
const model = fit(full, WIDTH);
const reference = fullTop1(model, fullAsked);
/**
 * The 2-point limit is a limit, not a target. Pooled, the boundary used it up exactly, and on
 * questions worded unlike the knowledge base's own (banking77's test split) the cost then ran
 * over it (2.43 points at the first measurement). So the budget is shrunk by the standard error
 * of the pooled cost: the standard deviation of the cost across the six folds at the pooled
 * boundary over √6.
 */
const cost = (qs: readonly Asked[], ref: number, zz: number) => ref - qs.filter((q) => { const t = top(model, q); return t?.right && t.z >= zz; }).length / qs.length;
const zPooled = boundary(model, inScope, reference);
const foldCosts = CALIBRATION_FOLDS.map((f) => cost(inScope.filter((q) => q.fold === f), fullTop1(model, fullAsked.filter((q) => q.fold === f)), zPooled));
const meanCost = foldCosts.reduce((a, c) => a + c, 0) / foldCosts.length;
const sigma = Math.sqrt(foldCosts.reduce((a, c) => a + (c - meanCost) ** 2, 0) / (foldCosts.length - 1));
const margin = sigma / Math.sqrt(foldCosts.length);
const z = boundary(model, inScope, reference, MAX_DROP - margin);
/**
 * Sparse knowledge bases: the full-density boundary is too strict for a curated knowledge base of
 * a few questions per document (its right answers match less closely: 45% of the shop's
 * paraphrases came back unknown), so the boundary moves with questions per document. The sparse
 * point is the equal-error boundary (as many right answers lost as out-of-scope questions
 * answered: the usual operating point when nothing sets the costs) on the two shop knowledge
 * bases' own stored questions (never the paraphrases bench/robot.ts scores): five folds each,
 * leaving out every 5th document (its questions are out of scope) and the last similar question
 * of every other document (asked, in scope). Measured and not taken: keeping the full-density
 * out-of-scope share at every density (`sparse.sameShareShift`), which answered "Do you sell
 * telescopes?" in the demo shop; and the in-scope budget alone, which answered four in five
 * out-of-scope questions of banking77 cut to 3 questions per intent.
 */
const shopKbs: Record<string, RobotDoc[]> = {
  zh: JSON.parse(readFileSync(resolve(here, 'data/zh-shop-kb.json'), 'utf8')) as RobotDoc[],
  demo: DEMO_KB.map((d) => ({ docId: d.docId, question: d.question, similarQuestions: d.similarQuestions, keywords: d.keywords, locale: d.locale ?? 'zh' })),
};
const sparse: Asked[] = [];
for (const name of Object.keys(shopKbs)) {
  const docs = shopKbs[name] as RobotDoc[];
  for (const f of [0, 1, 2, 3, 4]) {
    const held = docs.filter((_, i) => i % 5 === f);
    const kept = docs.filter((_, i) => i % 5 !== f);
    const asked1 = kept.filter((d) => (d.similarQuestions?.length ?? 0) > 0);
    const kb = kept.map((d): RobotDoc => (asked1.includes(d) ? { ...d, similarQuestions: (d.similarQuestions ?? []).slice(0, -1) } : d));
    const m = RobotMatcher.build(kb, { locale: 'zh', ...(vectors ? { encoder: vectors } : {}) });
    const q = (text: string, docId: unknown, kind: Asked['kind']): Asked => {
      const e = m.evidence(text, /[\u3400-\u9fff]/.test(text) ? 'zh' : 'en', 5);
      const candidates = e.map((c) => ({ right: c.doc.docId === docId, x: confidenceFeatures(c.evidence, fullMatch) }));
      return { fold: f, shots: -1, questionsPerDoc: e[0]?.evidence.questionsPerDoc ?? 0, kind, right: kind === 'in' && candidates[0]?.right === true, candidates };
    };
    sparse.push(...held.flatMap((d) => [d.question, ...(d.similarQuestions ?? [])].map((t) => q(t, d.docId, 'out'))));
    sparse.push(...asked1.map((d) => q(d.similarQuestions?.at(-1) as string, d.docId, 'in')));
  }
}
const sparseIn = sparse.filter((q) => q.kind === 'in');
const fullShare = unknownShare(model, out, z);
const sparseOutZ = sparse.filter((q) => q.kind === 'out').map((q) => top(model, q)?.z ?? -Infinity).sort((a, b) => a - b);
const zSparseShare = sparseOutZ[Math.ceil(fullShare * sparseOutZ.length) - 1] ?? z;
// Equal error: the boundary where the share of right answers lost equals the share of out-of-scope answered.
const sparseRightZ = sparseIn.map((q) => top(model, q)).filter((t) => t?.right).map((t) => (t as { z: number }).z);
const eer = (zz: number) => sparseRightZ.filter((x) => x < zz).length / sparseRightZ.length - sparseOutZ.filter((x) => x >= zz).length / sparseOutZ.length;
let lo = -20;
let hi = 20;
for (let i = 0; i < 60; i++) {
  const mid = (lo + hi) / 2;
  if (eer(mid) < 0) lo = mid;
  else hi = mid;
}
const zSparse = lo;
const sparsePerDoc = sparse.reduce((a, q) => a + q.questionsPerDoc, 0) / sparse.length;
const fullPerDoc = full.reduce((a, q) => a + q.questionsPerDoc, 0) / full.length;
const density = [
  { questionsPerDoc: Number(sparsePerDoc.toFixed(2)), shift: Number(Math.max(0, z - zSparse).toFixed(4)) },
  { questionsPerDoc: Number(fullPerDoc.toFixed(2)), shift: 0 },
];
const shipped: ConfidenceModel = {
  weights: model.weights.map((w) => Number(w.toFixed(4))), bias: Number((model.bias - z).toFixed(4)),
  density,
};

/** A model's boundary on the pooled full-density folds, by the same rule as the shipped one's (the shrunk budget). */
const budgetBoundary = (m: ConfidenceModel): number => boundary(m, inScope, fullTop1(m, fullAsked), MAX_DROP - margin);

/** Each fold scored by a model fitted on the other five, pooled, with the boundary chosen on those five. */
function leaveOneFoldOut(width: number): number {
  let unknown = 0;
  for (const fold of CALIBRATION_FOLDS) {
    const others = full.filter((q) => q.fold !== fold);
    const mo = fit(others, width);
    const zo = boundary(mo, others.filter((q) => q.kind === 'in'), fullTop1(mo, fullAsked.filter((q) => q.fold !== fold)), MAX_DROP - margin);
    const o = out.filter((q) => q.fold === fold);
    unknown += unknownShare(mo, o, zo) * o.length;
  }
  return unknown / out.length;
}
const lofoUnknown = leaveOneFoldOut(WIDTH);
/**
 * Words alone, the prior of a dense tenant (`denseConfidence`, MatcherOptions): every tenant
 * feature but the encoder's, fitted and bounded by the same rules as the global model, with its
 * leave-one-fold-out unknown share. A tenant's own calibration questions are too few to place the
 * off-topic shares' weights from 0 (round 9).
 */
function densePrior() {
  const m = fit(full, Infinity);
  const zd = budgetBoundary(m);
  const inForceDense: ConfidenceModel = { ...DEFAULT_MATCHER.denseConfidence, density: [] };
  return {
    denseConfidence: { weights: m.weights.map((w) => Number(w.toFixed(4))), bias: Number((m.bias - zd).toFixed(4)) },
    inSample: { unknownShare: pct(unknownShare(m, out, zd)) },
    leaveOneFoldOut: { unknownShare: pct(leaveOneFoldOut(Infinity)) },
    inForce: { unknownShare: pct(unknownShare(inForceDense, out, budgetBoundary(inForceDense))) },
  };
}
/** At the shipped boundary (with its density shift), per density: unknown share and in-scope cost. */
const byDensity = [...SHOTS.map((shots) => ({ name: `banking77, shots ${shots || 'all'}`, qs: asked.filter((q) => q.shots === shots) })), ...(vectors ? [] : [{ name: 'shop knowledge bases, stored questions', qs: sparse }])].map(({ name, qs }) => {
  const ins = qs.filter((q) => q.kind === 'in');
  const zk = z - densityShift(qs.reduce((a, q) => a + q.questionsPerDoc, 0) / qs.length, shipped);
  const tops = ins.map((q) => top(model, q));
  return {
    name, top1: pct(tops.filter((t) => t?.right).length / ins.length),
    answeredRight: pct(tops.filter((t) => t?.right && t.z >= zk).length / ins.length),
    unknownShare: pct(unknownShare(model, qs.filter((q) => q.kind === 'out'), zk)),
  };
});
// The weights in force (DEFAULT_MATCHER.confidence) on the same evidence, boundary by the same rule.
const inForce: ConfidenceModel = { ...(vectors ? DEFAULT_MATCHER.encoderConfidence : DEFAULT_MATCHER.confidence), density: [] };
const zInForce = budgetBoundary(inForce);
console.log(JSON.stringify({
  encoder: vectors ? 'en' : 'off',
  // with the encoder, the weights for MatcherOptions.encoderConfidence (a tenant's prior where its
  // knowledge base has vectors; the shop knowledge bases have none, so no density shift)
  ...(vectors ? { encoderConfidence: { weights: shipped.weights, bias: shipped.bias } } : { confidence: shipped }),
  inForce: { unknownShare: pct(unknownShare(inForce, out, zInForce)) },
  fullSetReference: pct(reference),
  budget: { limit: pct(MAX_DROP), foldCostsAtPooledBoundary: foldCosts.map(pct), sigma: pct(sigma), margin: pct(margin), used: pct(MAX_DROP - margin) },
  inSample: { unknownShare: pct(unknownShare(model, out, z)), outOfScope: out.length, inScope: inScope.length },
  leaveOneFoldOut: { unknownShare: pct(lofoUnknown) },
  byDensity,
  ...(vectors ? {} : { dense: densePrior() }),
  sparse: { questions: sparse.length, equalError: pct(sparseRightZ.filter((x) => x < zSparse).length / sparseRightZ.length), sameShareShift: Number((z - zSparseShare).toFixed(4)) },
}, null, 2));
