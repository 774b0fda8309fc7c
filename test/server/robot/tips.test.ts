import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TipIndex } from '../../../server/robot/index.ts';
import { KB } from './fixtures.ts';

const tips = TipIndex.build([...(KB.zh ?? []), ...(KB.en ?? []), ...(KB.th ?? []), ...(KB.ja ?? [])]);

test('a Chinese prefix matches in the middle of a word', () => {
  const r = tips.search('退');
  assert.equal(r[0]?.docId, 'refund');
  assert.equal(r[0]?.question, '<em>退</em>款怎么申请');
  const mid = tips.search('款');
  assert.equal(mid[0]?.question, '退<em>款</em>怎么申请');
});

test('a Thai prefix finds a Thai question, also mid-word', () => {
  assert.equal(tips.search('รหัส')[0]?.question, 'ลืม<em>รหัส</em>ผ่านต้องทำอย่างไร');
  assert.equal(tips.search('คืนเ')[0]?.question, 'ขอ<em>คืนเ</em>งินได้อย่างไร');
});

test('in spaced scripts the typed text starts a word; typed words may be apart', () => {
  assert.equal(tips.search('ref')[0]?.question, 'How do I request a <em>ref</em>und?');
  assert.deepEqual(tips.search('fund'), []);
  assert.equal(tips.search('cancel ord')[0]?.question, 'How do I <em>cancel</em> my <em>ord</em>er?');
});

test('case and full width are ignored; the original text is highlighted', () => {
  assert.equal(tips.search('ＷＨＥＮ')[0]?.question, '<em>When</em> will my order ship?');
  assert.equal(tips.search('パスワ')[0]?.question, '<em>パスワ</em>ードを忘れました');
});

test('everything but the highlight is HTML-escaped', () => {
  const t = TipIndex.build([{ docId: 'x', question: 'Is <b>R&D</b> "free"?' }]);
  assert.equal(t.search('r&d')[0]?.question, 'Is &lt;b&gt;<em>R&amp;D</em>&lt;/b&gt; &quot;free&quot;?');
  // punctuation does not count in matching: "<b>" is the word b, highlighted without its brackets
  assert.equal(t.search('<b>')[0]?.question, 'Is &lt;<em>b</em>&gt;R&amp;D&lt;/b&gt; &quot;free&quot;?');
});

test('empty or blank input gives no tips; the limit is respected', () => {
  assert.deepEqual(tips.search(''), []);
  assert.deepEqual(tips.search('   \u3000'), []);
  assert.ok(tips.search('How', 2).length === 2);
  assert.ok(tips.search('How').length >= 3);
});

test('similar questions suggest their document, once per document, shown by its main question', () => {
  const docs = KB.zh ?? [];
  assert.deepEqual(TipIndex.build(docs).search('流程'), []);
  const withSimilar = TipIndex.build(docs, { similar: true }).search('退');
  assert.deepEqual(withSimilar.map((t) => t.docId), ['refund']);
  const flow = TipIndex.build(docs, { similar: true }).search('流程');
  // "退货退款流程是什么" is a similar question of the refund entry: the tip is the entry's main question
  assert.equal(flow[0]?.docId, 'refund');
  assert.equal(flow[0]?.text, '退款怎么申请');
  assert.equal(flow[0]?.question, '退款怎么申请');
  // its words are highlighted where the main question has them
  assert.equal(TipIndex.build(docs, { similar: true }).search('如何申请')[0]?.question, '退款怎么<em>申请</em>');
  // Disabled documents never show up.
  assert.deepEqual(TipIndex.build([{ docId: 'off', question: '退货地址', enabled: false }]).search('退'), []);
});
