/**
 * The 24 interface locales of spec §1. The robot analyses text per locale: the locale picks
 * the stop-word list and the stemmer; word segmentation itself follows the script (ICU picks
 * its dictionary by script), so a Thai word in a zh knowledge base still segments as Thai.
 */
export const ROBOT_LOCALES = [
  'zh', 'en', 'vi', 'th', 'ar', 'bn', 'de', 'es', 'fa', 'fil', 'fr', 'ja',
  'km', 'lo', 'ko', 'ms', 'my', 'nl', 'pl', 'pt', 'ru', 'tr', 'zh-TW', 'zu',
] as const;
export type RobotLocale = (typeof ROBOT_LOCALES)[number];

const known = new Set<string>(ROBOT_LOCALES);

/** spec §1: the default locale is zh. Unknown or regional codes fall back to their language. */
export function toRobotLocale(locale: string | undefined): RobotLocale {
  if (!locale) return 'zh';
  if (known.has(locale)) return locale as RobotLocale;
  const lower = locale.replace('_', '-').toLowerCase();
  if (lower === 'zh-tw' || lower === 'zh-hk' || lower === 'zh-hant') return 'zh-TW';
  if (lower === 'tl') return 'fil';
  const lang = lower.split('-')[0] ?? '';
  return known.has(lang) ? (lang as RobotLocale) : 'zh';
}
