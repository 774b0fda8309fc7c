import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AnswerType, RobotMatcher, type RobotDoc } from '../../../server/robot/index.ts';
import { KB, PARAPHRASES, UNRELATED } from './fixtures.ts';

const matchers = new Map(Object.entries(KB).map(([locale, docs]) => [locale, RobotMatcher.build(docs, { locale })]));
const matcher = (locale: string): RobotMatcher => matchers.get(locale) as RobotMatcher;

for (const [locale, question, docId] of PARAPHRASES) {
  test(`${locale}: "${question}" finds ${docId} though worded unlike any stored question`, () => {
    const stored = KB[locale]?.flatMap((d) => [d.question, ...(d.similarQuestions ?? [])]) ?? [];
    assert.ok(!stored.includes(question));
    const r = matcher(locale).query(question, { locale });
    assert.notEqual(r.answerType, AnswerType.unknown);
    assert.equal(r.candidates[0]?.docId, docId);
  });
}

for (const [locale, question] of UNRELATED) {
  test(`${locale}: unrelated "${question}" is unknown`, () => {
    assert.equal(matcher(locale).query(question, { locale }).answerType, AnswerType.unknown);
  });
}

test('a stored question is answered with a score near 1, scores stay in [0, 1]', () => {
  for (const [locale, docs] of Object.entries(KB)) {
    for (const doc of docs) {
      const r = matcher(locale).query(doc.question, { locale });
      assert.equal(r.answerType, AnswerType.answer, `${locale} ${doc.question}`);
      assert.equal(r.candidates[0]?.docId, doc.docId);
      assert.ok((r.candidates[0]?.score ?? 0) > 0.8 && (r.candidates[0]?.score ?? 2) <= 1);
    }
  }
});

test('close candidates give a guide (answerType 2) listing both', () => {
  const docs: RobotDoc[] = [
    { docId: 'pw', question: 'How do I change my password?', similarQuestions: ['Update my login password'] },
    { docId: 'mail', question: 'How do I change my email address?', similarQuestions: ['Update the e-mail on my account'] },
    { docId: 'refund', question: 'How do I request a refund?', similarQuestions: ['I want my money back'] },
  ];
  const r = RobotMatcher.build(docs, { locale: 'en' }).query('change');
  assert.equal(r.answerType, AnswerType.guide);
  assert.deepEqual(r.candidates.map((c) => c.docId).sort(), ['mail', 'pw']);
  const zh = RobotMatcher.build([
    { docId: 'addr', question: '如何修改收货地址', similarQuestions: ['收货地址填错了'] },
    { docId: 'phone', question: '如何修改手机号码', similarQuestions: ['手机号换了'] },
    { docId: 'refund', question: '退款怎么申请' },
  ], { locale: 'zh' }).query('我要修改');
  assert.equal(zh.answerType, AnswerType.guide);
  assert.deepEqual(zh.candidates.map((c) => c.docId).sort(), ['addr', 'phone']);
});

test('full-width and upper-case questions match like plain ones', () => {
  const m = matcher('en');
  assert.deepEqual(m.query('Ｉ ＦＯＲＧＯＴ ＭＹ ＰＡＳＳＷＯＲＤ'), m.query('i forgot my password'));
  assert.equal(m.query('HOW DO I CANCEL MY ORDER').candidates[0]?.docId, 'cancel');
  assert.equal(matcher('zh').query('如何开发票？').candidates[0]?.docId, matcher('zh').query('如何开发票?').candidates[0]?.docId);
});

test('per-tenant synonyms connect words the knowledge base does not use', () => {
  const docs: RobotDoc[] = [
    { docId: 'refund', question: 'How do I get a refund?', similarQuestions: ['I want my money back'] },
    { docId: 'ship', question: 'When will my order ship?' },
    { docId: 'pw', question: 'I forgot my password' },
  ];
  assert.equal(RobotMatcher.build(docs, { locale: 'en' }).query('chargeback please').answerType, AnswerType.unknown);
  const withSyn = RobotMatcher.build(docs, { locale: 'en', synonyms: [['refund', 'chargeback']] }).query('chargeback please');
  assert.equal(withSyn.answerType, AnswerType.answer);
  assert.equal(withSyn.candidates[0]?.docId, 'refund');
  // words outside the product's concept lexicon (text/concept-lexicon.ts), which would connect them already
  const zh: RobotDoc[] = [{ docId: 'inv', question: '如何开发票' }, { docId: 'refund', question: '退款怎么申请' }, { docId: 'ship', question: '什么时候发货' }];
  assert.equal(RobotMatcher.build(zh, { locale: 'zh' }).query('凭证怎么开').answerType, AnswerType.unknown);
  assert.equal(RobotMatcher.build(zh, { locale: 'zh', synonyms: [['发票', '凭证']] }).query('凭证怎么开').candidates[0]?.docId, 'inv');
});

test('disabled documents, keywords, empty input and empty knowledge bases', () => {
  const docs: RobotDoc[] = [
    { docId: 'a', question: 'How do I request a refund?', enabled: false },
    { docId: 'b', question: 'Where is my parcel?', keywords: ['tracking', 'courier'] },
    { docId: 'c', question: 'I forgot my password' },
  ];
  const m = RobotMatcher.build(docs, { locale: 'en' });
  assert.equal(m.size, 2);
  assert.ok(m.query('How do I request a refund?').candidates.every((c) => c.docId !== 'a'));
  assert.equal(m.query('courier tracking').candidates[0]?.docId, 'b');
  assert.deepEqual(m.query('   '), { answerType: AnswerType.unknown, candidates: [] });
  assert.deepEqual(RobotMatcher.build([]).query('hello'), { answerType: AnswerType.unknown, candidates: [] });
  // One document: no model to train, neighbours alone still answer.
  assert.equal(RobotMatcher.build([docs[2] as RobotDoc], { locale: 'en' }).query('forgot password').answerType, AnswerType.answer);
});

test('thresholds are parameters: per build and per query', () => {
  const docs = KB.en ?? [];
  const question = 'Could you refund me please';
  assert.equal(matcher('en').query(question).answerType, AnswerType.answer);
  assert.equal(matcher('en').query(question, { decision: { unknownBelow: 0.99 } }).answerType, AnswerType.unknown);
  const strict = RobotMatcher.build(docs, { locale: 'en', decision: { unknownBelow: 0.99 } });
  assert.equal(strict.query(question).answerType, AnswerType.unknown);
  // A guide when the winner is not clear enough for an answer.
  assert.equal(matcher('en').query(question, { decision: { answerAbove: 0.99 } }).answerType, AnswerType.guide);
});
