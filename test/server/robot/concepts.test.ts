import assert from 'node:assert/strict';
import { test } from 'node:test';
import { RobotMatcher, type RobotDoc } from '../../../server/robot/matcher/index.ts';
import { Analyzer } from '../../../server/robot/text/index.ts';
import { CONCEPT_MARK, parseLexicon } from '../../../server/robot/text/concepts.ts';
import { normalize } from '../../../server/robot/text/normalize.ts';
import { queryLocale, toRobotLocale } from '../../../server/robot/index.ts';
import { loadKbSets } from '../../../bench/lib/kb-sets.ts';

const concepts = (text: string, locale: string): string[] => new Analyzer().analyze(text, locale).terms.filter((t) => t.startsWith(CONCEPT_MARK)).sort();

test('the concept lexicon: every group has an id and two members or more, no member in two groups, no one-character Chinese member', () => {
  const seen = new Map<string, string>();
  const plain = new Analyzer([], false);
  const ids = new Set<string>();
  for (const group of parseLexicon()) {
    const { id } = group;
    assert.match(id, /^[a-z0-9-]+$/, id);
    assert.ok(!ids.has(id), `id ${id} twice`);
    ids.add(id);
    // a Latin member is compared as the words it is matched by (stemmed): "delayed" is "delay"
    const members = group.members.map((m) => (/\p{Script=Latin}/u.test(m) && !/\p{Script=Han}/u.test(m) ? plain.analyze(m, 'en').words.join(' ') : normalize(m)));
    assert.ok(members.length >= 2, id);
    for (const m of members) {
      assert.ok(m.length > 0, id);
      if (/\p{Script=Han}/u.test(m)) assert.ok([...m].length >= 2, `${m}: one Chinese character is too ambiguous`);
      assert.ok(seen.get(m) === undefined || seen.get(m) === id, `${m} is in ${seen.get(m)} and ${id}`);
      seen.set(m, id);
    }
  }
});

test('concepts are found as whole stemmed words in spaced scripts and as text in Chinese, beside the words', () => {
  assert.deepEqual(concepts('Do babies pay?', 'en'), ['~child', '~pay']);
  // stemmed like the text: "payments" is the member "payment"; "repay" is another word
  assert.deepEqual(concepts('two payments', 'en'), ['~pay']);
  assert.deepEqual(concepts('repay', 'en'), []);
  // the longest member wins: "mobile data" is not the phone
  assert.deepEqual(concepts('mobile data', 'en'), ['~mobile-data']);
  // a member with a stop word inside is matched as the phrase: "check in", never "check" alone
  assert.deepEqual(concepts('when can I check in', 'en'), ['~check-in']);
  assert.deepEqual(concepts('check my balance', 'en'), ['~balance']);
  assert.deepEqual(concepts('怎么付钱', 'zh'), ['~pay']);
  // a Latin word inside a Chinese question meets the Chinese member of its group
  assert.deepEqual(concepts('2fa怎么开', 'zh'), concepts('两步验证怎么开', 'zh'));
  const { terms } = new Analyzer().analyze('怎么付钱', 'zh');
  assert.ok(terms.includes('付钱'), 'the words stay');
  // off: no concept terms at all
  assert.equal(new Analyzer([], false).analyze('怎么付钱', 'zh').terms.some((t) => t.startsWith(CONCEPT_MARK)), false);
});

test('without any tenant synonym, the lexicon brings a visitor\'s words to the entry that says it differently', () => {
  const zh: RobotDoc[] = [
    { docId: 'payment', question: '支持哪些付款方式？', similarQuestions: ['可以用信用卡支付吗'] },
    { docId: 'refund', question: '退款多久到账？', similarQuestions: ['申请退款后多久退回'] },
    { docId: 'visa', question: '日本签证需要什么材料？', similarQuestions: ['办签证要准备什么'] },
  ];
  const r = RobotMatcher.build(zh, { locale: 'zh' }).query('怎么付钱', { locale: 'zh' });
  assert.equal(r.candidates[0]?.docId, 'payment');
  const en: RobotDoc[] = [
    { docId: 'children', question: 'How much do children pay?', similarQuestions: ['price for infants'] },
    { docId: 'luggage', question: 'How much luggage can I bring?', similarQuestions: ['baggage allowance'] },
    { docId: 'visa', question: 'Do I need a visa for Japan?', similarQuestions: ['visa documents'] },
  ];
  const e = RobotMatcher.build(en, { locale: 'en' });
  assert.equal(e.query('fee for toddlers', { locale: 'en' }).candidates[0]?.docId, 'children');
  assert.equal(e.query('suitcase size', { locale: 'en' }).candidates[0]?.docId, 'luggage');
  // the same knowledge bases without the lexicon do not find them: the test measures the lexicon
  // (付 alone already leans to the payment entry in Chinese; the concept makes it a far closer match)
  const plain = RobotMatcher.build(zh, { locale: 'zh', concepts: false }).query('怎么付钱', { locale: 'zh' });
  assert.ok((r.candidates[0]?.prior ?? 0) > 1.5 * (plain.candidates[0]?.prior ?? 0), `${JSON.stringify(r)} ${JSON.stringify(plain)}`);
  const plainEn = RobotMatcher.build(en, { locale: 'en', concepts: false });
  assert.notEqual(plainEn.query('fee for toddlers', { locale: 'en' }).candidates[0]?.docId, 'children');
  assert.notEqual(plainEn.query('suitcase size', { locale: 'en' }).candidates[0]?.docId, 'luggage');
});

test('a word the knowledge base never saw but whose concept it knows does not count as off topic', () => {
  const docs: RobotDoc[] = [
    { docId: 'payment', question: '支持哪些付款方式？', similarQuestions: ['可以用信用卡支付吗', '支付方式有哪些'] },
    { docId: 'refund', question: '退款多久到账？', similarQuestions: ['申请退款后多久退回'] },
  ];
  const top = (concepts: boolean): { unseenWords: number } => {
    const m = RobotMatcher.build(docs, { locale: 'zh', concepts });
    return m.evidence('付钱', 'zh', 1)[0]?.evidence ?? { unseenWords: 1 };
  };
  // 付钱 is unseen either way; with the lexicon its concept ~pay is known, so it is explained
  assert.equal(top(true).unseenWords, 0);
  assert.ok(top(false).unseenWords > 0);
});

test('a knowledge base in two languages: a zh visitor typing the Latin word gets the zh entry, an en visitor the en one', () => {
  const docs: RobotDoc[] = [
    { docId: '2fa', locale: 'zh', question: '怎么开启两步验证？', similarQuestions: ['二次验证怎么设置', '双重认证'] },
    { docId: 'pw', locale: 'zh', question: '忘记登录密码怎么办？', similarQuestions: ['怎么重置密码', '密码忘了'] },
    { docId: 'api', locale: 'zh', question: '有开放接口吗？', similarQuestions: ['接口文档在哪', '开发者怎么接入'] },
    { docId: '2fa-en', locale: 'en', question: 'How do I turn on 2FA?', similarQuestions: ['two-factor authentication', 'set up 2fa'] },
    { docId: 'pw-en', locale: 'en', question: 'I forgot my password', similarQuestions: ['reset my password', 'cannot remember password'] },
    { docId: 'api-en', locale: 'en', question: 'Do you have an API?', similarQuestions: ['api documentation', 'get an api key'] },
  ];
  const m = RobotMatcher.build(docs, { locale: 'zh' });
  // a zh visitor: the question's script says en for "api", the visitor's locale says zh
  assert.equal(m.rank('2fa怎么开', 'zh', 5, ['zh'])[0]?.docId, '2fa');
  assert.equal(m.rank('api', 'en', 5, ['zh', 'en'])[0]?.docId, 'api');
  // the en twin leaves the list: the two are one entry, not a "did you mean" between them
  assert.ok(!m.rank('api', 'en', 5, ['zh', 'en']).some((c) => c.docId === 'api-en'));
  // an en visitor keeps the en entry
  assert.equal(m.rank('api', 'en', 5, ['en'])[0]?.docId, 'api-en');
  // an entry in the visitor's language that does not share the question's concept is no twin
  assert.equal(m.rank('2fa', 'en', 5, ['zh', 'en'])[0]?.docId, '2fa');
  assert.notEqual(m.rank('reset my password', 'en', 5, ['zh', 'en'])[0]?.docId, '2fa');
});

test('the lexicon\'s Latin members are English: a Latin-script locale\'s own words do not match them, Chinese members still do', () => {
  // French "comment" is "how", "arrivé" is "arrived" only by accident of spelling
  assert.deepEqual(concepts('Comment est-il arrivé ?', 'fr'), []);
  assert.ok(concepts('add a comment', 'en').includes('~comment'));
  assert.ok(concepts('where is the comment', 'zh').includes('~comment'), 'Latin words in a zh question are English');
  assert.ok(concepts('Wo ist mein 发票', 'de').includes('~invoice'), 'a Chinese member is found in any locale');
});

test('a shared concept weighs twice a word in a sparse knowledge base: more of the tuning questions find their entry first', () => {
  const plain = [{ questionsPerDoc: 4, weight: 1 }, { questionsPerDoc: 100, weight: 1 }];
  let withWeight = 0;
  let without = 0;
  let asked = 0;
  for (const set of loadKbSets()) {
    const docs: RobotDoc[] = set.docs.map((d) => ({ docId: d.docId, question: d.question, similarQuestions: d.similarQuestions, locale: d.locale, answerText: d.answer }));
    const questions = set.questions.filter((q) => q.part === 'tune' && q.docId !== null);
    const first = (m: RobotMatcher): number => questions.filter((q) => {
      const visitor = toRobotLocale(q.locale);
      const asked = queryLocale(q.question, visitor);
      return String(m.rank(q.question, asked, 1, [...new Set([visitor, asked])])[0]?.docId) === q.docId;
    }).length;
    withWeight += first(RobotMatcher.build(docs, { calibrate: false }));
    without += first(RobotMatcher.build(docs, { calibrate: false, conceptWeight: plain }));
    asked += questions.length;
  }
  console.log(`tuning questions found first: ${withWeight} of ${asked} with the concept weight, ${without} without`);
  // measured: 731 against 702 of 876
  assert.ok(withWeight >= without + 15, `${withWeight} against ${without}`);
});
