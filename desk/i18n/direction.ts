/**
 * Text that is not in the shown language's bundle falls back to another language (ar shows en);
 * when that language runs the other way, the text is wrapped in a Unicode directional isolate
 * (LRI or RLI … PDI) so it keeps its own direction wherever it lands: text, aria-label, title,
 * placeholder, option. Without it "Nobody is waiting." reads ".Nobody is waiting" in an
 * right-to-left page.
 */
import { directionOf, normalizeLocale } from '../../protocol/locale';

export const LRI = '\u2066';
export const RLI = '\u2067';
export const PDI = '\u2069';

/** `text` as shown in `shown`, given the language it actually came from (`usedLng`). */
export function isolateFallback(text: string, shown: string, usedLng: string | undefined): string {
  if (!text || !usedLng || usedLng === shown) return text;
  const own = directionOf(normalizeLocale(shown) ?? 'en');
  const came = directionOf(normalizeLocale(usedLng) ?? 'en');
  if (own === came) return text;
  return `${came === 'ltr' ? LRI : RLI}${text}${PDI}`;
}
