/**
 * The answer's words in the index (issue 10): a visitor who asks about what an answer says finds
 * that entry though no stored question has the words; the index does not depend on the order the
 * store lists the entries in.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { answerText } from '../../../server/robot/answer-text.ts';
import { TenantIndex } from '../../../server/robot/tenant-index.ts';
import type { KbDocRecord } from '../../../server/robot/index.ts';

const doc = (docId: string, question: string, similarQuestions: string[], answer: string, locale = 'en'): KbDocRecord => ({
  docId, question, similarQuestions, answer, category: '', keywords: [], locale, enabled: true, related: [], guide: null, card: null,
  upVotes: 0, downVotes: 0, createdAt: 0, updatedAt: 0,
});

const DOCS: KbDocRecord[] = [
  doc('payment', 'Which payment methods do you accept?', ['can I pay by card', 'payment options'], '<p>We take <b>Klarna</b>, Visa and Mastercard.</p>'),
  doc('refund', 'How do I get a refund?', ['money back', 'refund my order'], '<p>Refunds reach your account in 3&nbsp;days.</p>'),
  doc('tracking', 'Where is my parcel?', ['track my order', 'delivery status'], '<p>Open the order page and press <i>Track</i>.</p>'),
  doc('hours', 'When is customer service open?', ['opening hours', 'are you open on sunday'], '<p>Monday to Saturday, 9:00–18:00.</p>'),
  doc('invoice', '怎么开发票？', ['发票在哪里申请', '可以开专票吗'], '<p>在订单详情页点击“申请开票”，电子发票 24 小时内发到邮箱。</p>', 'zh'),
];

const build = (docs: KbDocRecord[]): TenantIndex => TenantIndex.build({ version: 1, settings: { synonyms: [], thresholds: {}, unknownText: {} }, docs });

test('answerText: tags become spaces, entities their characters, scripts and styles go, long answers are cut', () => {
  assert.equal(answerText('<p>Refunds take <b>3&nbsp;days</b> &amp; more&#33;</p>'), 'Refunds take 3 days & more!');
  assert.equal(answerText('<p>a</p><script>alert(1)</script><style>p{}</style><p>b</p>'), 'a b');
  assert.equal([...answerText(`<p>${'长'.repeat(1000)}</p>`)].length, 300);
  assert.equal(answerText(''), '');
});

test('a question about what only the answer says finds its entry', () => {
  const index = build(DOCS);
  // no stored question has "klarna" or 邮箱 (nor any of their character n-grams)
  assert.equal(index.matcher.rank('klarna ok?', 'en', 3)[0]?.docId, 'payment');
  assert.equal(index.matcher.rank('邮箱收不到', 'zh', 3)[0]?.docId, 'invoice');
  // the stored questions still win for what they say
  assert.equal(index.matcher.rank('money back please', 'en', 3)[0]?.docId, 'refund');
});

test('the same knowledge base listed in another order gives the same index', () => {
  const a = build(DOCS);
  const b = build([...DOCS].reverse());
  assert.deepEqual(a.decision, b.decision);
  for (const q of ['klarna ok?', 'where is my parcel', 'open on sunday?', 'how do I cook rice']) {
    assert.deepEqual(b.matcher.rank(q, 'en', 5), a.matcher.rank(q, 'en', 5), q);
  }
});
