/**
 * Per-tenant calibration (server/robot/matcher/calibrate.ts, issue 10): fitted at index time from
 * the knowledge base's own held-out questions and the shipped out-of-domain set, for a 40-entry
 * knowledge base as for a 10,000-question one.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AnswerType, DEFAULT_MATCHER, RobotMatcher, type RobotDoc } from '../../../server/robot/index.ts';
import { calibrate, filled, fitLogistic, rulesFor, TENANT_RULES, type Calibration, type CalibrationSample } from '../../../server/robot/matcher/calibrate.ts';
import { byDensity } from '../../../server/robot/matcher/density.ts';
import { confidence } from '../../../server/robot/matcher/confidence.ts';
import { loadKbSets } from '../../../bench/lib/kb-sets.ts';

/** n values from `from` to `to`, evenly spaced, in a fixed scrambled order (a deterministic spread). */
const spread = (n: number, from: number, to: number): number[] => Array.from({ length: n }, (_, i) => from + ((to - from) * ((i * 37) % n)) / (n - 1));

test('the logistic fit stays finite on separable data and finds the direction', () => {
  const xs = Array.from({ length: 40 }, (_, i) => [i < 20 ? -1 - i / 20 : 1 + i / 20]);
  const ys = xs.map((x) => ((x[0] as number) > 0 ? 1 : 0));
  const m = fitLogistic(xs, ys, { weights: [0], bias: 0 }, 1);
  assert.ok(Number.isFinite(m.bias) && m.weights.every(Number.isFinite), JSON.stringify(m));
  assert.ok((m.weights[0] as number) > 1, JSON.stringify(m));
  // a strong prior keeps the weights near it
  const pulled = fitLogistic(xs, ys, { weights: [0.5], bias: 0 }, 1e6);
  assert.ok(Math.abs((pulled.weights[0] as number) - 0.5) < 0.01, JSON.stringify(pulled));
});

test('a 40-entry knowledge base with 3 similar questions each is calibrated on its own questions', () => {
  const travel = loadKbSets().find((s) => s.name === 'travel');
  assert.ok(travel);
  const docs: RobotDoc[] = travel.docs.filter((d) => d.locale === 'zh' || d.locale === 'en').slice(0, 40)
    .map((d) => ({ docId: d.docId, question: d.question, similarQuestions: d.similarQuestions.slice(0, 3), locale: d.locale }));
  const m = RobotMatcher.build(docs);
  const c = m.calibration;
  assert.ok(c, 'calibrated');
  assert.ok(c.positives >= 40 && c.negatives >= 100, JSON.stringify({ positives: c.positives, negatives: c.negatives }));
  assert.ok(c.model.weights.every(Number.isFinite) && Number.isFinite(c.model.bias));
  assert.ok(m.decision.unknownBelow >= 0.05 && m.decision.unknownBelow <= m.decision.answerAbove && m.decision.answerAbove < 1, JSON.stringify(m.decision));
  // its own questions are answered; the shipped out-of-domain questions are not (they calibrated it)
  assert.equal(m.query('How do I book a group tour?', { locale: 'en' }).candidates[0]?.docId, 'book-tour-en');
  assert.equal(m.query('what is the weather like', { locale: 'en' }).answerType, AnswerType.unknown);
  // a tenant's own threshold wins over the calibrated one
  const strict = RobotMatcher.build(docs, { decision: { unknownBelow: 0.99, answerAbove: 0.99 } });
  assert.equal(strict.decision.unknownBelow, 0.99);
});

test('a knowledge base without similar questions is not calibrated: the global model and default thresholds decide', () => {
  const m = RobotMatcher.build([
    { docId: 'a', question: 'How do I reset my password?', locale: 'en' },
    { docId: 'b', question: 'Where is my parcel?', locale: 'en' },
  ]);
  assert.equal(m.calibration, null);
  assert.deepEqual(m.decision, DEFAULT_MATCHER.decision);
  assert.equal(m.query('reset my password', { locale: 'en' }).candidates[0]?.docId, 'a');
});

test('a 10,000-question knowledge base is calibrated in one fold', () => {
  // 400 entries of 25 questions each, written from a small grammar: each entry is one
  // (action, object) pair, its questions the pair in different frames
  const actions = ['reset', 'cancel', 'change', 'track', 'refund', 'renew', 'upgrade', 'verify', 'close', 'report', 'transfer', 'replace', 'activate', 'block', 'update', 'download', 'pay', 'book', 'return', 'confirm'];
  const objects = ['password', 'order', 'card', 'parcel', 'subscription', 'account', 'plan', 'address', 'invoice', 'booking', 'ticket', 'payment', 'device', 'number', 'profile', 'voucher', 'warranty', 'membership', 'delivery', 'statement'];
  const frames = ['how do I {a} my {o}', 'I want to {a} the {o}', 'can you help me {a} my {o}', '{a} {o} please', 'where can I {a} my {o}', 'is it possible to {a} a {o}', 'steps to {a} {o}', 'I need to {a} my {o} today', 'help with {a} {o}', 'what is needed to {a} my {o}', 'why can\'t I {a} my {o}', 'how long to {a} a {o}', 'who can {a} my {o}', '{o}: {a} it', 'trying to {a} my {o}', 'need help: {a} {o}', 'please {a} my {o} now', 'how to {a} {o} online', 'can I {a} {o} in the app', 'want to {a} {o} quickly', 'is there a fee to {a} my {o}', '{a} my {o} abroad', 'how soon can I {a} my {o}', 'cost to {a} a {o}', 'when can I {a} the {o}'];
  const docs: RobotDoc[] = [];
  for (const a of actions) for (const o of objects) {
    const qs = frames.map((f) => f.replace('{a}', a).replace('{o}', o));
    docs.push({ docId: `${a}-${o}`, question: qs[0] as string, similarQuestions: qs.slice(1), locale: 'en' });
  }
  assert.equal(docs.reduce((n, d) => n + 1 + (d.similarQuestions?.length ?? 0), 0), 10_000);
  const m = RobotMatcher.build(docs);
  const c = m.calibration;
  assert.ok(c, 'calibrated');
  assert.ok(c.positives >= 100, String(c.positives));
  assert.ok(m.decision.unknownBelow > 0 && m.decision.unknownBelow < 1, JSON.stringify(m.decision));
  assert.equal(m.query('could you help me to cancel my subscription', { locale: 'en' }).candidates[0]?.docId, 'cancel-subscription');
  assert.equal(m.query('what is the capital of peru', { locale: 'en' }).answerType, AnswerType.unknown);
});

test('a sparse knowledge base answers above 35% of its negatives and asks "did you mean" down to 45%; a dense one turns away below its loss boundary', () => {
  // one feature: right answers score high, negatives low, with an overlap (a deterministic spread)
  const samples: CalibrationSample[] = [
    ...spread(120, -0.5, 3).map((v) => ({ x: [v], positive: true, right: v > 0, listed: true })),
    ...spread(200, -3, 1.5).map((v) => ({ x: [v], positive: false, right: false, listed: false })),
  ];
  const prior = { weights: [1], bias: 0 };
  const share = (c: Calibration, t: number): number => samples.filter((s) => !s.positive && confidence(s.x, c.model) >= t).length / 200;
  const sparse = calibrate(samples, prior, 4);
  assert.ok(sparse);
  // answers where at most 35% of the negatives remain above, and not one grid step lower
  assert.ok(share(sparse, sparse.answerAbove) <= 0.35 && share(sparse, sparse.answerAbove - 0.01) > 0.35, JSON.stringify(sparse));
  // "did you mean" below that, down to where 45% of the negatives reach
  assert.ok(sparse.unknownBelow < sparse.answerAbove);
  assert.ok(share(sparse, sparse.unknownBelow) <= 0.45 && share(sparse, sparse.unknownBelow - 0.01) > 0.45, JSON.stringify(sparse));
  const dense = calibrate(samples, prior, 130);
  assert.ok(dense);
  // no band of weak candidates offered: the unknown boundary is the loss-budget one, above the sparse one
  assert.ok(dense.unknownBelow > sparse.unknownBelow && share(dense, dense.unknownBelow) < 0.45, JSON.stringify(dense));
  assert.ok(dense.answerAbove >= dense.unknownBelow);
});

test('a dense knowledge base with sentence vectors gives up a smaller share of its held-out questions to its unknown boundary than one of words alone', () => {
  // positives spread thinner than the negatives where they overlap: every step up turns away more
  // negatives than positives, so the loss budget, not the gain, stops the boundary
  const samples: CalibrationSample[] = [
    ...spread(1000, -1, 9).map((v) => ({ x: [v], positive: true, right: true, listed: true })),
    ...spread(1000, -4, 1.5).map((v) => ({ x: [v], positive: false, right: false, listed: false })),
  ];
  const lost = (c: Calibration): number => samples.filter((s) => s.positive && confidence(s.x, c.model) < c.unknownBelow).length / 1000;
  const words = calibrate(samples, { weights: [1], bias: 0 }, 130, rulesFor(false));
  const encoded = calibrate(samples, { weights: [1], bias: 0 }, 130, rulesFor(true));
  assert.ok(words && encoded);
  const budget = (encodedKb: boolean): number => byDensity(130, encodedKb ? TENANT_RULES.unknownLossEncoded : TENANT_RULES.unknownLoss, 'share');
  assert.ok(budget(true) < budget(false), 'the encoded budget is the stricter one');
  assert.ok(lost(encoded) <= budget(true), `${lost(encoded)}`);
  assert.ok(lost(words) > budget(true) && lost(words) <= budget(false), `${lost(words)}`);
  assert.ok(encoded.unknownBelow < words.unknownBelow, JSON.stringify([encoded.unknownBelow, words.unknownBelow]));
});

test('a calibration question without a sentence vector counts as the others\' mean, neither for nor against, and the fit stays finite', () => {
  // two features: the first separates right answers from negatives, the second (a sentence
  // similarity) is missing (NaN) for every fourth question, as for a question of a locale the
  // encoder does not read
  const samples: CalibrationSample[] = [
    ...spread(120, -0.5, 3).map((v, i) => ({ x: [v, i % 4 === 0 ? NaN : 0.8], positive: true, right: v > 0, listed: true })),
    ...spread(200, -3, 1.5).map((v, i) => ({ x: [v, i % 4 === 0 ? NaN : 0.4], positive: false, right: false, listed: false })),
  ];
  const c = calibrate(samples, { weights: [1, 0], bias: 0 }, 4);
  assert.ok(c);
  assert.ok(c.model.weights.every(Number.isFinite) && Number.isFinite(c.model.bias), JSON.stringify(c.model));
  // the known values: 90 positives at 0.8 and 150 negatives at 0.4
  assert.ok(Math.abs((c.fill[1] as number) - (90 * 0.8 + 150 * 0.4) / 240) < 1e-9, JSON.stringify(c.fill));
  assert.ok((c.model.weights[1] as number) > 0, 'the similarity counts for the right answer');
  assert.ok(c.unknownBelow > 0 && c.unknownBelow <= c.answerAbove && c.answerAbove < 1, JSON.stringify(c));
  // a question asked without a vector scores between one that has a low and one that has a high similarity
  const at = (s: number): number => confidence(filled([1, s], c.fill), c.model);
  assert.ok(at(0.4) < at(NaN) && at(NaN) < at(0.8), `${at(0.4)} ${at(NaN)} ${at(0.8)}`);
});
