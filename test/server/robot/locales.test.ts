import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { AnswerType, normalize, ROBOT_LOCALES, RobotMatcher, type RobotDoc, type RobotLocale } from '../../../server/robot/index.ts';
import { Analyzer } from '../../../server/robot/text/index.ts';

/**
 * The robot in each of the 24 interface locales, on the shop knowledge base of `npm run
 * bench:robot` (bench/data/multilingual-*.json): per locale 8 documents, 16 paraphrases worded
 * unlike any stored question, 2 off-topic questions.
 */
interface LocaleQuestion { question: string; docId: string | null; locale: string }

const read = <T>(file: string): T => JSON.parse(readFileSync(new URL(`../../../bench/data/${file}`, import.meta.url), 'utf8')) as T;
const DOCS = read<RobotDoc[]>('multilingual-kb.json');
const QUESTIONS = read<LocaleQuestion[]>('multilingual-paraphrases.json');
const TOPICS = ['refund', 'delivery', 'tracking', 'password', 'cancel', 'invoice', 'address', 'payment'];

/** At least this many of a locale's 16 paraphrases must find their document first. */
const BAR = 12;

/**
 * Locales where the current matcher (server/robot/matcher, server/robot/text; owned and fitted
 * elsewhere) falls short, and why, from the analyzer's output. The data is not bent to pass:
 * each shortfall is printed on every run with the questions it misses and their analysis, and
 * is checked to be still real, so a locale that reaches the bar must be taken off this list.
 */
const SHORTFALLS: Partial<Record<RobotLocale, { paraphrases?: string; offTopic?: string }>> = {
  es: { paraphrases: 'misses share no stem with the right document (devolver el importe / reembolso, mudé / dirección, métodos para pagar / formas de pago); words of several topics (pedido, compra, dónde, quiero) decide' },
  fa: {
    paraphrases: 'attached pronouns and verb affixes stay on the word (رمزم, مرسوله‌ام, حسابم, کرده‌ام → كردهام), so function words (كجا, كنم, ميشود) and سفارش decide',
    offTopic: 'a single shared word (كجاست, "where is") makes "پایتخت ژاپن کجاست؟" an answer',
  },
  fil: { paraphrases: 'the affix of i-track / i-reset becomes a word "i" shared across topics; Tagalog affixes and linkers stay on the word (magbabayad / magbayad, perang / pera); saan + makikita pulls an invoice question to tracking' },
  ja: { paraphrases: 'verb endings and request phrases shared across topics (して, ほしい, したい, 教えて, いつ) outweigh the content words (請求書, 住所, 支払い, 返品)' },
  my: { paraphrases: 'Myanmar particles stay glued to content words and the stop list is ပါ သည် ၏ only: ပြန်အမ်းတဲ့ငွေ → ပြန် | အမ်း | တဲ့ငွေ, ဘယ်နှစ်ရက်ကြာမလဲ → ဘယ်နှစ် | ရက်ကြာ | မလဲ (the document has ရက် | ဘယ်လောက် | ကြာလဲ), အရင် → အ | ရင် (ရင် = "if" in other topics)' },
  pt: { paraphrases: 'misses share no stem with the right document (devolução / reembolso, mudei / endereço) and words of several topics (entrega, compra, onde, encontro) decide' },
  ru: { paraphrases: 'no Russian stemming: case forms meet only through character n-grams, so the exact form in another topic wins (доставки → "адрес доставки", покупку → "отменить покупку", счета → tracking via где/найти)' },
  tr: { paraphrases: 'no Turkish stemming: suffixed forms (takibi/takip, faturalarım/faturamı, paketim, öderim/ödeme) lose to question words (nerede, nereden, nasıl, hangi) and hesabıma' },
  zu: { paraphrases: 'noun-class prefixes and verb affixes stay on the word (ngizoyithola, ebuyiselwayo/ukubuyiselwa, kwezinsuku/izinsuku, ngikhokha/ukukhokha; engiyi-odile → engiyi | odile) so impahla, akhawunti, kanjani decide' },
  lo: { offTopic: 'function words only (ຈະ ເປັນ ແນວ ໃດ: "will", "be", "how"; the Lao stop list has 3 words) make "ມື້ອື່ນອາກາດຈະເປັນແນວໃດ?" an answer' },
  'zh-TW': { offTopic: 'a single shared word (哪裡, "where"; not a zh-TW stop word) makes "日本的首都是哪裡" a guide' },
};

/**
 * How many each short locale gets right today: a shortfall may not grow unnoticed (the matcher is
 * deterministic, so a lower count is a regression, not noise).
 */
const FLOORS: Partial<Record<RobotLocale, { paraphrases?: number; offTopic?: number }>> = {
  es: { paraphrases: 10 }, fa: { paraphrases: 9, offTopic: 1 }, fil: { paraphrases: 11 }, ja: { paraphrases: 11 },
  my: { paraphrases: 10 }, pt: { paraphrases: 10 }, ru: { paraphrases: 11 }, tr: { paraphrases: 10 }, zu: { paraphrases: 10 },
  lo: { offTopic: 1 }, 'zh-TW': { offTopic: 1 },
};

const analyzer = new Analyzer();
const matchers = new Map<string, RobotMatcher>();
function matcher(locale: string): RobotMatcher {
  let m = matchers.get(locale);
  if (!m) {
    m = RobotMatcher.build(DOCS.filter((d) => d.locale === locale), { locale });
    matchers.set(locale, m);
  }
  return m;
}

/** A question the matcher got wrong, with the evidence: its top candidate and its analysed words. */
function miss(locale: string, q: LocaleQuestion): string {
  const r = matcher(locale).query(q.question, { locale });
  const top = r.candidates[0];
  return `    "${q.question}" (${q.docId ?? 'off-topic'}) → ${top?.docId ?? 'none'}, answerType ${r.answerType}, score ${top?.score.toFixed(2) ?? '-'}; words ${JSON.stringify(analyzer.analyze(q.question, locale).words)}`;
}

/**
 * A locale meets the bar, or (listed in SHORTFALLS) is printed with its reason and misses and
 * checked to be still short. The test's name says which of the two it is.
 */
function check(locale: RobotLocale, what: 'paraphrases' | 'offTopic', bar: string, run: () => { ok: number; need: number; missed: LocaleQuestion[] }): void {
  const reason = SHORTFALLS[locale]?.[what];
  if (reason === undefined) {
    test(`${locale}: ${bar}`, () => {
      const { ok, need, missed } = run();
      assert.ok(ok >= need, `${locale}: ${ok} right, bar ${need}\n${missed.map((q) => miss(locale, q)).join('\n')}`);
    });
    return;
  }
  test(`${locale}: BELOW THE BAR (${bar}): a known matcher weakness, reason and misses printed, no worse than before`, () => {
    const { ok, need, missed } = run();
    console.log(`BELOW THE BAR — ${locale} ${what}: ${ok} right, bar ${need}. ${reason}\n${missed.map((q) => miss(locale, q)).join('\n')}`);
    assert.ok(ok < need, `${locale} now reaches the ${what} bar: take it off SHORTFALLS in this file`);
    const floor = FLOORS[locale]?.[what] ?? 0;
    assert.ok(ok >= floor, `${locale} ${what}: ${ok} right, fewer than the ${floor} of before: a regression`);
  });
}

test('the multilingual data covers the 24 locales, 8 topics each, with paraphrases worded unlike any stored question', () => {
  for (const locale of ROBOT_LOCALES) {
    const docs = DOCS.filter((d) => d.locale === locale);
    assert.deepEqual(docs.map((d) => d.docId), TOPICS.map((t) => `${locale}-${t}`), locale);
    for (const d of docs) assert.equal(d.similarQuestions?.length, 3, String(d.docId));
    const stored = docs.flatMap((d) => [d.question, ...(d.similarQuestions ?? [])].map(normalize));
    const questions = QUESTIONS.filter((q) => q.locale === locale);
    for (const t of TOPICS) assert.equal(questions.filter((q) => q.docId === `${locale}-${t}`).length, 2, `${locale}-${t}`);
    assert.equal(questions.filter((q) => q.docId === null).length, 2, `${locale} off-topic`);
    for (const q of questions) {
      const n = normalize(q.question);
      assert.ok(!stored.some((s) => s.includes(n) || n.includes(s)), `${locale}: "${q.question}" is (in) a stored question`);
    }
  }
  assert.equal(DOCS.length, 24 * 8);
  assert.equal(QUESTIONS.length, 24 * 18);
});

for (const locale of ROBOT_LOCALES) {
  const questions = QUESTIONS.filter((q) => q.locale === locale);
  const paraphrases = questions.filter((q) => q.docId !== null);
  const offTopic = questions.filter((q) => q.docId === null);

  check(locale, 'paraphrases', `at least ${BAR} of ${paraphrases.length} paraphrases find their document first`, () => {
    const missed = paraphrases.filter((q) => matcher(locale).query(q.question, { locale }).candidates[0]?.docId !== q.docId);
    return { ok: paraphrases.length - missed.length, need: BAR, missed };
  });

  check(locale, 'offTopic', `the ${offTopic.length} off-topic questions are unknown`, () => {
    const missed = offTopic.filter((q) => matcher(locale).query(q.question, { locale }).answerType !== AnswerType.unknown);
    return { ok: offTopic.length - missed.length, need: offTopic.length, missed };
  });
}
