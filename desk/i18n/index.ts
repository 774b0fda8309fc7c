/**
 * The desk's own i18next instance (same setup as the widget: `createInstance`, lazy locale
 * chunks). zh and en are complete; every other locale shows en texts (zh-TW falls back to zh)
 * but keeps its own direction, so ar and fa lay the desk out right-to-left; a text that fell back
 * to a language of the other direction carries its own (direction.ts).
 */
import { createInstance } from 'i18next';
import { atom } from 'nanostores';
import { normalizeLocale, directionOf } from '../../protocol/locale';
import type { Locale } from '../../protocol';
import type en from '../locales/en.json';
import { isolateFallback } from './direction';

/** Every text key (en.json is the key source; zh.json must have the same keys, checked by a test). */
export type DeskKey = keyof typeof en;
export type DeskT = (key: DeskKey, vars?: Record<string, string | number>) => string;

export const i18n = createInstance();
export const $deskLocale = atom<Locale>('en');

const STORED = 'kefu-desk-locale';
const loaders = import.meta.glob<{ default: Record<string, string> }>('../locales/*.json');
let ready: Promise<unknown> | null = null;

/** The query's `locale`, else the stored choice, else the browser's language, else en. */
export function pickLocale(query: string, stored: string | null, browser: readonly string[]): Locale {
  const fromQuery = normalizeLocale(new URLSearchParams(query).get('locale'));
  return fromQuery ?? normalizeLocale(stored) ?? browser.map((l) => normalizeLocale(l)).find((l) => l) ?? 'en';
}

async function ensure(locale: string): Promise<void> {
  if (i18n.hasResourceBundle(locale, 'translation')) return;
  const load = loaders[`../locales/${locale}.json`];
  if (load) i18n.addResourceBundle(locale, 'translation', (await load()).default, true, true);
}

/** Switch every text (and the page's lang and dir) to `locale`; `remember` stores the choice. */
export async function setDeskLocale(locale: Locale, remember = false): Promise<void> {
  ready ??= i18n.init({
    lng: locale,
    fallbackLng: { 'zh-TW': ['zh', 'en'], default: ['en'] },
    resources: {},
    initAsync: false,
    keySeparator: false,
    nsSeparator: false,
    // React escapes text; i18next must not escape twice.
    interpolation: { escapeValue: false },
  });
  await ready;
  // zh is complete (test/desk/texts.test.ts), so it needs no en fallback chunk; the rest do
  await Promise.all([locale === 'zh' ? null : ensure('en'), ensure(locale), locale === 'zh-TW' ? ensure('zh') : null]);
  await i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
  if (remember) try { localStorage.setItem(STORED, locale); } catch { /* private mode: not remembered */ }
  $deskLocale.set(locale);
}

export function startDeskLocale(): Promise<void> {
  let stored: string | null = null;
  try { stored = localStorage.getItem(STORED); } catch { /* no storage */ }
  return setDeskLocale(pickLocale(location.search, stored, navigator.languages ?? [navigator.language]));
}

/** The translate function of the shown locale (keys are checked by the compiler). */
export function deskT(): DeskT {
  const locale = $deskLocale.get();
  const t = i18n.getFixedT(locale);
  return (key, vars) => {
    // returnDetails names the language the text came from (the shown one or a fallback)
    const r = t(key as never, { ...vars, returnDetails: true } as never) as unknown;
    if (r && typeof r === 'object' && 'res' in r) {
      const d = r as { res: unknown; usedLng?: string };
      return isolateFallback(String(d.res), locale, d.usedLng);
    }
    return String(r);
  };
}
