/**
 * A tenant's calibration with and without the sentence encoder (issue 10, round 9): the encoder's
 * similarity is one of the tenant model's features, a dense knowledge base starts from weights
 * fitted on every tenant feature (the encoder's evidence where it has vectors), and a server
 * encodes the questions the calibration asks, not only the stored ones.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { AnswerType } from '../../../protocol/index.ts';
import { CONFIDENCE_FEATURES, DEFAULT_MATCHER, RobotMatcher, type RobotDoc } from '../../../server/robot/index.ts';
import { TENANT_EXTRA_FEATURES } from '../../../server/robot/matcher/confidence.ts';
import { calibrationTexts } from '../../../server/robot/encoder/calibration-texts.ts';
import { loadEnglishEncoder } from '../../../server/robot/encoder/english.ts';
import { encoderTexts } from '../../../server/robot/encoder/load.ts';
import { SentenceVectors, type SentenceEncoder } from '../../../server/robot/encoder/vectors.ts';
import { calibrationQuestionTexts } from '../../../server/robot/matcher/index.ts';
import { sentenceTexts } from '../../../server/robot/matcher/sentences.ts';
import { snapshotOf } from './fixtures.ts';

const ACTIONS = ['reset', 'cancel', 'change', 'track', 'refund', 'renew', 'upgrade', 'verify'];
const OBJECTS = ['password', 'order', 'card', 'subscription', 'address'];
const FRAMES = ['how do I {a} my {o}', 'I want to {a} the {o}', 'can you help me {a} my {o}', '{a} {o} please', 'where can I {a} my {o}', 'is it possible to {a} a {o}', 'steps to {a} {o}', 'I need to {a} my {o} today', 'help with {a} {o}', 'what is needed to {a} my {o}', 'why can\'t I {a} my {o}', 'how long to {a} a {o}'];

/** 40 entries of 12 questions each (a dense knowledge base), or of `n` of them. */
function grammarKb(n = FRAMES.length): RobotDoc[] {
  return ACTIONS.flatMap((a) => OBJECTS.map((o) => {
    const qs = FRAMES.slice(0, n).map((f) => f.replace('{a}', a).replace('{o}', o));
    return { docId: `${a}-${o}`, question: qs[0] as string, similarQuestions: qs.slice(1), locale: 'en' };
  }));
}

const SENTENCE = -1; // the encoder's similarity is the tenant model's last feature

describe('the sentence encoder in a tenant\'s calibration', { timeout: 120_000 }, () => {
  let encoder: SentenceEncoder;
  let vectors: SentenceVectors;
  const dense = grammarKb();
  const sparse = grammarKb(4);
  const asked = ['could you help me to cancel my subscription', 'what is the capital of France'];
  before(async () => {
    encoder = await loadEnglishEncoder();
    vectors = new SentenceVectors(encoder);
    await vectors.prepare([...dense.flatMap(sentenceTexts), ...asked, ...calibrationTexts((l) => vectors.reads(l))]);
  });
  after(() => encoder?.close?.());

  it('weighs the encoder\'s similarity in a dense knowledge base, which starts from the weights fitted on the encoder\'s evidence', () => {
    const m = RobotMatcher.build(dense, { locale: 'en', encoder: vectors });
    const c = m.calibration;
    assert.ok(c, 'calibrated');
    assert.ok(m.questionsPerDoc >= 10, String(m.questionsPerDoc));
    const w = c.model.weights.at(SENTENCE) as number;
    // the prior's weight is about 7; the tenant's own questions move it, but not to nothing
    assert.ok(w > 1, `the encoder's similarity weighs ${w}`);
    assert.ok(c.fill.at(SENTENCE) as number > 0.2, 'every calibration question had a vector: the fill is their mean similarity');
    assert.equal(m.query(asked[0] as string, { locale: 'en' }).candidates[0]?.docId, 'cancel-subscription');
    assert.notEqual(m.query(asked[0] as string, { locale: 'en' }).answerType, AnswerType.unknown);
    assert.equal(m.query(asked[1] as string, { locale: 'en' }).answerType, AnswerType.unknown);
  });

  it('gives it no weight without an encoder, starts a dense knowledge base from the dense weights and a sparse one from the global model\'s', () => {
    const words = RobotMatcher.build(dense, { locale: 'en' });
    assert.ok(words.calibration);
    assert.equal(words.calibration.model.weights.at(SENTENCE), 0, 'no vectors: the feature is the same for every question');
    // the share of the question's words known only from other entries (another object): about
    // −4.3 in the dense prior; fitted on the tenant's own questions from 0 it stays near 0
    const other = TENANT_EXTRA_FEATURES.indexOf('other documents\' word share') + CONFIDENCE_FEATURES.length;
    assert.ok((words.calibration.model.weights[other] as number) < -2, JSON.stringify(words.calibration.model.weights));
    const fromZero = RobotMatcher.build(dense, { locale: 'en', denseConfidence: { weights: [...DEFAULT_MATCHER.confidence.weights, 0, 0, 0, 0], bias: DEFAULT_MATCHER.confidence.bias } });
    assert.ok(Math.abs(fromZero.calibration?.model.weights[other] as number) < 1, JSON.stringify(fromZero.calibration?.model.weights));
    // 4 questions an entry: the dense weights did not help such knowledge bases (calibrate.ts,
    // densePrior); built with dense weights that are the global model's, the model is the same
    const a = RobotMatcher.build(sparse, { locale: 'en', encoder: vectors });
    const g = DEFAULT_MATCHER.confidence;
    const b = RobotMatcher.build(sparse, { locale: 'en', encoder: vectors, encoderConfidence: { weights: [...g.weights, 0, 0, 0, 0, 0], bias: g.bias } });
    assert.ok(a.calibration && b.calibration);
    assert.deepEqual(a.calibration.model.weights, b.calibration.model.weights);
  });

  it('a server encodes the questions the calibration asks, beyond the vectors an entry keeps', () => {
    // one entry with 100 similar questions: the index keeps vectors for 64 of them, and the
    // calibration holds out some of the others
    const big: RobotDoc = { docId: 'big', question: 'how do I pay', similarQuestions: Array.from({ length: 100 }, (_, i) => `payment question number ${i}`), locale: 'en' };
    const docs = [big, ...grammarKb(3)].map((d) => ({ ...d, docId: String(d.docId), locale: 'en' }));
    const texts = new Set(encoderTexts(snapshotOf(docs, []), vectors));
    const kept = new Set(docs.flatMap(sentenceTexts));
    const calibration = calibrationQuestionTexts(docs).map((q) => q.text);
    assert.ok(calibration.some((t) => !kept.has(t)), 'some held-out question has no vector of its own');
    for (const t of calibration) assert.ok(texts.has(t), `${t} is encoded`);
    // a locale the encoder does not read is not sent to it
    const zh = docs.map((d) => ({ ...d, locale: 'zh' }));
    assert.equal(encoderTexts(snapshotOf(zh, []), vectors).length, 0);
  });
});
