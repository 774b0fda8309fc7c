/**
 * Two lazy chunks per locale (DESIGN §4), both made from its one locales/<code>.json
 * (scripts/locale-parts.ts): `core`, the texts of the chat window's first screen
 * (./first-screen.ts), loaded the first time that locale is shown, and `rest`, every other text,
 * loaded once something past the first screen is about to need it (./index.ts ensureRest).
 */
import type { Locale } from '../../protocol';

export type Texts = { [key: string]: string | Texts };
export type TextPart = 'core' | 'rest';

const loaders: Record<TextPart, Record<string, () => Promise<Texts>>> = {
  core: import.meta.glob<Texts>('../../locales/*.json', { query: '?core', import: 'default' }),
  rest: import.meta.glob<Texts>('../../locales/*.json', { query: '?rest', import: 'default' }),
};

export async function loadTexts(locale: Locale, part: TextPart): Promise<Texts> {
  const load = loaders[part][`../../locales/${locale}.json`];
  if (!load) throw new Error(`no texts for locale ${locale}`);
  return load();
}
