/**
 * Map what a host, a query or a browser says ("en-US", "zh_tw", "ZH-Hant", "pt-BR") to one of
 * the 24 locale codes of spec §1, or null when it names none of them.
 */
import { LOCALES, RTL_LOCALES } from './index';
import type { Locale } from './index';

const TRADITIONAL = /^zh[-_](tw|hk|mo|hant)/i;

export function normalizeLocale(input: string | null | undefined): Locale | null {
  if (!input) return null;
  const raw = input.trim();
  if (TRADITIONAL.test(raw)) return 'zh-TW';
  const exact = LOCALES.find((l) => l.toLowerCase() === raw.toLowerCase().replace('_', '-'));
  if (exact) return exact;
  const base = raw.split(/[-_]/)[0]?.toLowerCase() ?? '';
  if (base === 'tl') return 'fil';
  return LOCALES.find((l) => l === base) ?? null;
}

/** DESIGN §4: ar and fa render right-to-left. */
export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr';
}
