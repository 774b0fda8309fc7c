import type { RobotLocale } from './locales.ts';

/**
 * The locale to analyse a visitor's question in. The visitor's locale is only what their
 * interface is set to: a visitor on the default zh interface typing "where is my parcel" is
 * asking in English, and English stop words and stemming should apply. The script of the
 * question decides when it contradicts the visitor's locale; within a script the visitor's
 * locale wins (a Latin-script question from a de visitor stays de).
 *
 * @example queryLocale('where is my parcel', 'zh') // 'en'
 */
const LATIN_LOCALES = new Set<RobotLocale>(['en', 'vi', 'de', 'es', 'fil', 'fr', 'ms', 'nl', 'pl', 'pt', 'tr', 'zu']);

const SCRIPTS: [RegExp, (v: RobotLocale) => RobotLocale][] = [
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/u, () => 'ja'],
  [/\p{Script=Hangul}/u, () => 'ko'],
  [/\p{Script=Thai}/u, () => 'th'],
  [/\p{Script=Lao}/u, () => 'lo'],
  [/\p{Script=Khmer}/u, () => 'km'],
  [/\p{Script=Myanmar}/u, () => 'my'],
  [/\p{Script=Bengali}/u, () => 'bn'],
  [/\p{Script=Arabic}/u, (v) => (v === 'fa' ? 'fa' : 'ar')],
  [/\p{Script=Cyrillic}/u, () => 'ru'],
  [/\p{Script=Han}/u, (v) => (v === 'zh-TW' || v === 'ja' ? v : 'zh')],
  [/\p{Script=Latin}/u, (v) => (LATIN_LOCALES.has(v) ? v : 'en')],
];

export function queryLocale(text: string, visitor: RobotLocale): RobotLocale {
  for (const [re, pick] of SCRIPTS) if (re.test(text)) return pick(visitor);
  return visitor;
}
