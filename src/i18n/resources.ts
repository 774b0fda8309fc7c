/**
 * One lazy chunk per locale (DESIGN §4): Vite turns each locales/<code>.json into its own
 * hashed chunk, loaded the first time that locale is shown.
 */
import type { Locale } from '../../protocol';

export type Texts = { [key: string]: string | Texts };

const loaders = import.meta.glob<{ default: Texts }>('../../locales/*.json');

export async function loadTexts(locale: Locale): Promise<Texts> {
  const load = loaders[`../../locales/${locale}.json`];
  if (!load) throw new Error(`no texts for locale ${locale}`);
  return (await load()).default;
}
