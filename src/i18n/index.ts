/**
 * The widget's private i18next instance (DESIGN §4: `createInstance`, zh default and fallback,
 * lazy locales). The host page may run its own i18next: ours never touches the global one.
 */
import { createInstance } from 'i18next';
import type { TFunction } from 'i18next';
import { DEFAULT_LOCALE } from '../protocol';
import type { Locale } from '../protocol';
import { $locale, $localeReady } from '../state/ui';
import { storage } from '../storage';
import { loadTexts } from './resources';
import { normalizeLocale } from './normalize';

export { normalizeLocale, directionOf } from './normalize';

export const i18n = createInstance();
const STORED_LOCALE_KEY = 'locale';
let initialised: Promise<unknown> | null = null;
/** the newest requested locale: a slow chunk must not override a later choice */
let wanted: Locale = DEFAULT_LOCALE;
/** counts setLocale calls, so a stored locale read late does not override a newer choice */
let requests = 0;

async function ensureLoaded(locale: Locale): Promise<void> {
  if (i18n.hasResourceBundle(locale, 'translation')) return;
  const texts = await loadTexts(locale);
  i18n.addResourceBundle(locale, 'translation', texts, true, true);
}

/**
 * Show `locale`: loads its chunk, then switches every text at once. Unknown codes are ignored.
 * With `remember`, the choice is stored for the next visit (spec §1: locale from storage).
 */
export async function setLocale(input: string, remember = true): Promise<Locale | null> {
  const locale = normalizeLocale(input);
  if (!locale) return null;
  wanted = locale;
  requests++;
  initialised ??= i18n.init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    resources: {},
    initAsync: false,
    // React escapes text; i18next must not escape twice.
    interpolation: { escapeValue: false },
    returnEmptyString: false,
  });
  await initialised;
  await ensureLoaded(locale);
  if (wanted !== locale) return locale;
  await i18n.changeLanguage(locale);
  $locale.set(locale);
  $localeReady.set(true);
  if (remember) void storage().set(STORED_LOCALE_KEY, locale).catch(() => undefined);
  return locale;
}

/** spec §1: the locale from the query / attribute, else the stored value, else zh. */
export async function startLocale(requested: string | undefined): Promise<Locale | null> {
  const fromRequest = normalizeLocale(requested);
  if (fromRequest) return setLocale(fromRequest, true);
  const before = requests;
  const stored = await storage().get<string>(STORED_LOCALE_KEY).catch(() => undefined);
  if (requests !== before) return wanted;
  return setLocale(normalizeLocale(stored) ?? DEFAULT_LOCALE, false);
}

/** The translate function of the shown locale. */
export function translator(locale: Locale): TFunction {
  return i18n.getFixedT(locale);
}
