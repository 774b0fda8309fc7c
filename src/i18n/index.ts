/**
 * The widget's private i18next instance (DESIGN §4: `createInstance`, zh default and fallback,
 * lazy locales). The host page may run its own i18next: ours never touches the global one.
 */
import { createInstance } from 'i18next';
import type { TFunction } from 'i18next';
import { DEFAULT_LOCALE } from '../../protocol';
import type { Locale } from '../../protocol';
import { $locale, $localeReady } from '../state/ui';
import { storage } from '../storage';
import { loadTexts } from './resources';
import { normalizeLocale } from '../../protocol/locale';

export { normalizeLocale, directionOf } from '../../protocol/locale';

export const i18n = createInstance();
const STORED_LOCALE_KEY = 'locale';
let initialised: Promise<unknown> | null = null;

/**
 * Locale requests are last-request-wins: each one takes a token, and an asynchronous step (the
 * stored-locale read, a locale chunk, i18next's switch) applies its result only while its token
 * is still the newest. So a slow chunk or a late storage read never overrides a newer request.
 */
let latest = 0;
/** the locale the newest request asked for */
let wanted: Locale = DEFAULT_LOCALE;
/**
 * Whether a locale was asked for explicitly (the query, the `locale` attribute, updateUser). The
 * remembered locale is only a default: once there is an explicit choice it never overrides it,
 * even when its read started after that choice (its write may not have landed yet).
 */
let chosen = false;

async function ensureLoaded(locale: Locale): Promise<void> {
  if (i18n.hasResourceBundle(locale, 'translation')) return;
  const texts = await loadTexts(locale);
  i18n.addResourceBundle(locale, 'translation', texts, true, true);
}

/** Show `locale` for request `token`, unless a newer request came meanwhile. */
async function apply(locale: Locale, token: number, remember: boolean): Promise<Locale> {
  // the chunk's request leaves before i18next's own start-up work (ensureLoaded awaits the same import)
  if (!initialised) void loadTexts(locale).catch(() => undefined);
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
  // While the chunk downloads: a first lookup, so i18next's code is compiled before the first
  // render needs it (it is the first open's largest single cost in a CPU profile).
  if (!i18n.hasResourceBundle(locale, 'translation')) i18n.t('app.title');
  await ensureLoaded(locale);
  if (token !== latest) return wanted;
  await i18n.changeLanguage(locale);
  if (token !== latest) return wanted;
  $locale.set(locale);
  $localeReady.set(true);
  if (remember) void storage().set(STORED_LOCALE_KEY, locale).catch(() => undefined);
  return locale;
}

/**
 * Show `locale` (an explicit request): loads its chunk, then switches every text at once.
 * Unknown codes are ignored (null). With `remember`, the choice is stored for the next visit
 * (spec §1: locale from storage). Resolves with the locale the widget ends up asking for: this
 * one, or a newer request's.
 */
export async function setLocale(input: string, remember = true): Promise<Locale | null> {
  const locale = normalizeLocale(input);
  if (!locale) return null;
  const token = ++latest;
  wanted = locale;
  chosen = true;
  return apply(locale, token, remember);
}

/**
 * spec §1: the locale from the query / attribute, else the stored value, else zh. The stored
 * value applies only when nothing was asked for explicitly, before or during its read.
 */
export async function startLocale(requested: string | undefined, onDecided?: (locale: Locale) => void): Promise<Locale | null> {
  const fromRequest = normalizeLocale(requested);
  if (fromRequest) return setLocale(fromRequest, true);
  if (chosen) return wanted;
  const token = ++latest;
  const stored = await storage().get<string>(STORED_LOCALE_KEY).catch(() => undefined);
  if (token !== latest) return wanted;
  wanted = normalizeLocale(stored) ?? DEFAULT_LOCALE;
  // known now, before its chunk loads: what depends on the locale may start (the configuration)
  onDecided?.(wanted);
  return apply(wanted, token, false);
}

/**
 * Forget the explicit choice, so the next startLocale reads the stored locale again (tests; a
 * widget that starts over). Requests in flight are superseded.
 */
export function forgetLocaleChoice(): void {
  chosen = false;
  latest++;
}

/** The translate function of the shown locale. */
export function translator(locale: Locale): TFunction {
  return i18n.getFixedT(locale);
}
