/**
 * Questions about other companies (issue 10, item 5): a question that names a company, brand or
 * service the knowledge base never mentions is not answered from the shop's own entry, however
 * many words they share; the nearest entries still come as suggestions. A name the knowledge base
 * does mention is answered as usual, and a visitor naming their own phone is not "another party".
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AnswerType } from '../../../protocol/index.ts';
import { defaultChannelConfig } from '../../../server/channels/index.ts';
import { answer } from '../../../server/robot/answer.ts';
import { namedParties, OtherParties } from '../../../server/robot/other-parties/index.ts';
import { normalize } from '../../../server/robot/text/normalize.ts';
import { TenantIndex } from '../../../server/robot/tenant-index.ts';
import { phrases } from '../../../server/robot/texts.ts';
import { ROBOT_LOCALES } from '../../../server/robot/text/index.ts';
import type { KbDocRecord } from '../../../server/robot/index.ts';
import type { RobotLocale } from '../../../server/robot/text/index.ts';

const doc = (docId: string, question: string, similarQuestions: string[], text: string, locale = 'en'): KbDocRecord => ({
  docId, question, similarQuestions, answer: `<p>${text}</p>`, category: '', keywords: [], locale, enabled: true, related: [], guide: null, card: null,
  upVotes: 0, downVotes: 0, createdAt: 0, updatedAt: 0,
});

const DOCS: KbDocRecord[] = [
  doc('password', 'How do I reset my password?', ['forgot my password', 'cannot log in, password wrong'], 'Press "Forgot password" on the sign-in page.'),
  doc('shipping', 'Which couriers do you ship with?', ['who delivers my parcel', 'delivery company'], 'We ship with DHL and UPS.'),
  doc('refund', 'How do I get a refund?', ['money back', 'refund my order'], 'Refunds reach your account in 3 days.'),
  doc('pwd-zh', '密码忘了怎么办？', ['忘记密码', '登录密码找回'], '在登录页点“忘记密码”。', 'zh'),
  doc('export-zh', '怎么导出PDF？', ['文档导出为PDF', '能导出成PDF吗'], '在文档菜单选择“导出”。', 'zh'),
];

const index = TenantIndex.build({ version: 1, settings: { synonyms: [], thresholds: {}, unknownText: {} }, docs: DOCS });
const config = defaultChannelConfig('t', 'c');
const ask = (question: string, locale: RobotLocale) => answer({ index, config, locale, visitorLocale: locale }, { kind: 'question', question }, locale);

test('names are found as whole words in spaced scripts and as substrings in CJK; 北京东路 is not 京东', () => {
  assert.deepEqual(namedParties(normalize('Change my VODAFONE plan')), ['vodafone']);
  assert.deepEqual(namedParties(normalize('钉钉密码忘了')), ['钉钉']);
  assert.deepEqual(namedParties(normalize('tuberculosis and a supermarket')), []);
  assert.deepEqual(namedParties(normalize('我住北京东路')), []);
  assert.deepEqual(namedParties(normalize('京东的订单')), ['京东']);
  // everyday words that are also brands, and the visitor's own device, are not other parties
  assert.deepEqual(namedParties(normalize('visa for japan, download as word, activate esim on my iphone')), []);
});

test('a name the knowledge base mentions is known; one it never mentions is foreign', () => {
  const parties = new OtherParties(['We ship with DHL and UPS.', '支持支付宝付款']);
  assert.deepEqual(parties.foreign('do you ship with dhl?'), []);
  assert.deepEqual(parties.foreign('可以用支付宝吗'), []);
  assert.deepEqual(parties.foreign('fedex tracking please'), ['fedex']);
  assert.deepEqual(parties.foreign('微信支付可以吗'), ['微信支付']);
});

test('another company\'s password or export is not answered from the shop\'s entry; its entry is suggested', () => {
  for (const [q, locale, near] of [['slack password reset', 'en', 'password'], ['reset my gmail password', 'en', 'password'], ['钉钉密码忘了', 'zh', 'pwd-zh'], ['Notion怎么导出PDF', 'zh', 'export-zh']] as const) {
    const a = ask(q, locale).answer;
    assert.equal(a.answerType, AnswerType.unknown, q);
    assert.ok(a.suggestList.some((s) => s.docId === near), `${q}: suggests ${near}: ${JSON.stringify(a.suggestList)}`);
  }
  // the visitor is told, in their language, what the robot has no information about
  assert.match(ask('Slack password reset', 'en').answer.answers[0]?.text ?? '', /no information about Slack/);
  assert.match(ask('钉钉密码忘了', 'zh').answer.answers[0]?.text ?? '', /没有关于“钉钉”的资料/);
  assert.match(ask('Notion怎么导出PDF', 'zh').answer.answers[0]?.text ?? '', /“Notion”/);
});

test('the same questions about the shop itself, or about a courier it names, are answered', () => {
  for (const [q, locale, want] of [['password reset', 'en', 'password'], ['do you ship with DHL?', 'en', 'shipping'], ['密码忘了', 'zh', 'pwd-zh'], ['怎么导出PDF', 'zh', 'export-zh']] as const) {
    const a = ask(q, locale).answer;
    assert.equal(a.answerType, AnswerType.answer, q);
    assert.equal(a.docId, want, q);
  }
});

test('a thing of another trade (another bill, ticket, card or password) is decided like a company name', () => {
  // found as whole words / substrings, like names; the everyday words alone are not objects
  assert.deepEqual(namedParties(normalize('Pay my ELECTRICITY BILL')), ['electricity bill']);
  assert.deepEqual(namedParties(normalize('电脑开机密码忘了')), ['开机密码']);
  assert.deepEqual(namedParties(normalize('pay my bill with a card, reset my password')), []);
  const telecom = TenantIndex.build({
    version: 1, settings: { synonyms: [], thresholds: {}, unknownText: {} },
    docs: [
      doc('recharge', '怎么充话费？', ['话费充值', '手机怎么充值'], '在 App 首页点击“充值”。', 'zh'),
      doc('bill', '怎么交话费账单？', ['缴费方式', '账单怎么付'], '在 App 的“账单”中缴费。', 'zh'),
      doc('pw', '服务密码忘了怎么办？', ['重置服务密码', '服务密码找回'], '在 App 重置服务密码。', 'zh'),
    ],
  });
  const askTelecom = (question: string) => answer({ index: telecom, config, locale: 'zh', visitorLocale: 'zh' }, { kind: 'question', question }, 'zh');
  for (const [q, near] of [['电费怎么交', 'bill'], ['电脑开机密码忘了', 'pw']] as const) {
    const a = askTelecom(q).answer;
    assert.equal(a.answerType, AnswerType.unknown, q);
    assert.ok(a.suggestList.some((s) => s.docId === near), `${q}: suggests ${near}: ${JSON.stringify(a.suggestList)}`);
  }
  assert.match(askTelecom('电费怎么交').answer.answers[0]?.text ?? '', /没有关于“电费”的资料/);
  // the operator's own bill and password are answered; a utility that talks about 电费 answers it
  assert.equal(askTelecom('话费账单怎么交').answer.answerType, AnswerType.answer);
  assert.deepEqual(new OtherParties(['电费和水费都可以在 App 缴纳']).foreign('电费怎么交'), []);
});

test('the robot says it in every one of the 24 locales, naming the party', () => {
  assert.equal(ROBOT_LOCALES.length, 24);
  const english = phrases('en');
  for (const l of ROBOT_LOCALES) {
    const p = phrases(l);
    for (const text of [p.unknown, p.didYouMean, p.transfer, p.otherParty]) assert.ok(text.trim().length > 0, l);
    assert.ok(p.otherParty.includes('{name}'), l);
    if (l !== 'en') assert.notEqual(p.otherParty, english.otherParty, `${l} has its own words`);
  }
});
