import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Analyzer, normalize, segmentWords, stemEnglish } from '../../../server/robot/text/index.ts';

test('normalisation folds full width, case, accents, Arabic variants and invisible characters', () => {
  assert.equal(normalize('ＲＥＦＵＮＤ １２３'), 'refund 123');
  assert.equal(normalize('  Café   CRÈME '), 'cafe creme');
  assert.equal(normalize('Straße İstanbul Łódź'), 'strasse istanbul lodz');
  assert.equal(normalize('Hoàn tiền đơn hàng'), 'hoan tien don hang');
  assert.equal(normalize('أَرِيدُ إلغاء'), normalize('اريد الغاء'));
  assert.equal(normalize('می\u200Cخواهم'), normalize('میخواهم'));
  // Half-width katakana becomes full width; Thai sara am survives NFKC.
  assert.equal(normalize('ｶﾀｶﾅ'), 'カタカナ');
  assert.equal(normalize('ทำ'), 'ทำ');
});

test('segmentation cuts scripts without spaces and keeps spaced scripts whole', () => {
  assert.deepEqual(segmentWords('ฉันต้องการคืนเงิน', 'th'), ['ฉัน', 'ต้องการ', 'คืน', 'เงิน']);
  assert.ok(segmentWords('退款怎么申请', 'zh').includes('退款'));
  assert.deepEqual(segmentWords("don't stop, l'adresse", 'en'), ["don't", 'stop', "l'adresse"]);
  // A long unbroken string is cut into chunks instead of stalling the segmenter.
  const long = '退款'.repeat(5000);
  const started = performance.now();
  assert.ok(segmentWords(long, 'zh').length > 100);
  assert.ok(performance.now() - started < 2000);
});

test('Chinese gets character bigrams so words the segmenter splits still match', () => {
  const a = new Analyzer();
  const { terms } = a.analyze('客服怎么绑定', 'zh');
  assert.ok(terms.includes('客服'), terms.join('|'));
  assert.ok(terms.includes('绑定'), terms.join('|'));
  // No bigram across a stop word or punctuation.
  const t2 = a.analyze('怎么看包裹的运输，进度', 'zh').terms;
  assert.ok(!t2.includes('么看') && !t2.includes('裹的') && !t2.includes('输进'), t2.join('|'));
});

test('light stop words and the English stemmer', () => {
  const a = new Analyzer();
  assert.deepEqual(a.analyze('Where is my refund?', 'en').words, [stemEnglish('where'), 'refund']);
  assert.deepEqual(a.analyze('我的退款在哪里', 'zh').words.includes('我的'), false);
  for (const [x, y] of [['refunds', 'refund'], ['charged', 'charge'], ['charging', 'charges'], ['transferring', 'transfer'], ['activities', 'activity'], ['applied', 'applies']]) {
    assert.equal(stemEnglish(x as string), stemEnglish(y as string), `${x} ~ ${y}`);
  }
  assert.equal(stemEnglish('need'), stemEnglish('needed'));
  assert.equal(stemEnglish('thing'), 'thing');
});

test('runs of lone Myanmar/Lao clusters are merged into one word', () => {
  // Letters the dictionary cannot cut come back from the segmenter one by one (က|ခ|ဂ|ဃ|င);
  // kept together they still make a matchable word.
  assert.deepEqual(new Analyzer().analyze('ကခဂဃင', 'my').words, ['ကခဂဃင']);
  assert.deepEqual(segmentWords('ກຂຄງ', 'lo'), ['ກຂ', 'ຄງ']);
});

test('synonyms are applied to words and to text in scripts without spaces', () => {
  const a = new Analyzer([['refund', 'reimbursement', 'money back'], ['发票', '收据']]);
  assert.deepEqual(a.analyze('Reimbursements please', 'en').words, a.analyze('refund please', 'en').words);
  assert.deepEqual(a.analyze('I want my money back', 'en').words, ['want', 'refund']);
  assert.ok(a.analyze('收据怎么开', 'zh').terms.includes('发票'));
  assert.ok(!new Analyzer().analyze('收据怎么开', 'zh').terms.includes('发票'));
});

test('French "où" (where) is a word, not the stop word "ou" (or) it folds to', () => {
  assert.deepEqual(new Analyzer().analyze('Mon colis en est où ?', 'fr').words, ['colis', 'ou']);
  assert.deepEqual(new Analyzer().analyze('le colis ou la facture', 'fr').words, ['colis', 'ou', 'facture']);
});

test('Bengali nominal endings meet their stem; short words and other scripts are left alone', () => {
  const words = (t: string) => new Analyzer().analyze(t, 'bn').words;
  assert.deepEqual(words('ফেরতের টাকা'), words('ফেরত টাকা'));
  assert.deepEqual(words('নতুন ঠিকানাটা'), words('নতুন ঠিকানা'));
  assert.deepEqual(words('কার্ডে বাসায়'), words('কার্ড বাসা'));
  assert.deepEqual(words('ঘর'), ['ঘর']);
  assert.deepEqual(words('refunds'), ['refund']);
});
