/**
 * The widget's private i18next instance (DESIGN §4: `createInstance`, zh default and fallback,
 * lazy locales). The host page may run its own i18next: ours never touches the global one.
 *
 * Each locale comes in two parts (./resources.ts): the first screen's texts, loaded before the
 * locale is shown, and the rest, asked for by ensureRest() — on idle once the first screen is
 * drawn (ui/chat/warm-up.ts), and before any lazy part that needs it (withTexts, lazyWithTexts
 * in ./react.ts). Once the rest was asked for, every locale switch loads both parts before the
 * texts change, so a text past the first screen is never shown as its key.
 */
import { createInstance } from 'i18next';
import type { TFunction } from 'i18next';
import { DEFAULT_LOCALE } from '../../protocol';
import type { Locale } from '../../protocol';
import { $locale, $localeReady } from '../state/ui';
import { storage } from '../storage';
import { loadTexts } from './resources';
import type { TextPart } from './resources';
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

function init(locale: Locale): Promise<unknown> {
  initialised ??= i18n.init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    resources: {},
    initAsync: false,
    // React escapes text; i18next must not escape twice.
    interpolation: { escapeValue: false },
    returnEmptyString: false,
  });
  return initialised;
}

/** the parts of each locale in i18next */
const loaded: Record<TextPart, Set<Locale>> = { core: new Set(), rest: new Set() };
/** the parts on their way (a failed load is forgotten, so the next need tries again) */
const loading = new Map<string, Promise<void>>();
/** whether the rest of the texts was asked for: from then on, locales are loaded whole */
let restWanted = false;

function loadPart(locale: Locale, part: TextPart): Promise<void> {
  if (loaded[part].has(locale)) return Promise.resolve();
  const key = `${locale} ${part}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = Promise.all([loadTexts(locale, part), init(locale)]).then(([texts]) => {
      i18n.addResourceBundle(locale, 'translation', texts, true, true);
      loaded[part].add(locale);
    }).finally(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/**
 * The texts past the first screen, in the shown locale (and, from now on, in every locale
 * switched to). Resolves once they are in i18next; rejects when the chunk cannot load.
 */
export function ensureRest(): Promise<void> {
  restWanted = true;
  return loadPart($localeReady.get() ? $locale.get() : wanted, 'rest');
}

/** `load` (a lazy chunk's import) once it and the texts past the first screen are there. */
export function withTexts<T>(load: Promise<T>): Promise<T> {
  return Promise.all([load, ensureRest()]).then(([m]) => m);
}

/** Show `locale` for request `token`, unless a newer request came meanwhile. */
async function apply(locale: Locale, token: number, remember: boolean): Promise<Locale> {
  // the chunk's request leaves before i18next's own start-up work (loadPart awaits the same import)
  if (!initialised) void loadTexts(locale, 'core').catch(() => undefined);
  await init(locale);
  // While the chunk downloads: a first lookup, so i18next's code is compiled before the first
  // render needs it (it is the first open's largest single cost in a CPU profile).
  if (!loaded.core.has(locale)) i18n.t('app.title');
  await Promise.all([loadPart(locale, 'core'), restWanted ? loadPart(locale, 'rest') : null]);
  if (token !== latest) return wanted;
  await i18n.changeLanguage(locale);
  // the rest may have been asked for during the waits: nothing past the first screen may lose its texts
  while (restWanted && !loaded.rest.has(locale)) {
    await loadPart(locale, 'rest');
    if (token !== latest) return wanted;
  }
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
