/** The 24 visitor languages (spec §1), each named in itself so anyone finds theirs. */
import { LOCALES } from '../../../../protocol';
import type { Locale } from '../../../../protocol';

const NAMES: Record<Locale, string> = {
  zh: '中文', en: 'English', vi: 'Tiếng Việt', th: 'ไทย', ar: 'العربية', bn: 'বাংলা', de: 'Deutsch', es: 'Español',
  fa: 'فارسی', fil: 'Filipino', fr: 'Français', ja: '日本語', km: 'ខ្មែរ', lo: 'ລາວ', ko: '한국어', ms: 'Bahasa Melayu',
  my: 'မြန်မာ', nl: 'Nederlands', pl: 'Polski', pt: 'Português', ru: 'Русский', tr: 'Türkçe', 'zh-TW': '繁體中文', zu: 'isiZulu',
};

export const localeName = (code: string): string => NAMES[code as Locale] ?? code;

/** The knowledge base's own languages first, then the others. */
export function localeGroups(used: readonly string[]): { used: Locale[]; other: Locale[] } {
  const set = new Set(used);
  return { used: LOCALES.filter((l) => set.has(l)), other: LOCALES.filter((l) => !set.has(l)) };
}
