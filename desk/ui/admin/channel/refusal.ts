/**
 * Which control a refusal is about. The server names the field path (`chatMenuConfigPlan.
 * chatMenuConfigList[2].labelLink: is required for menu type 6`, server/channels/checks.ts); a
 * language's text is named by the same path without its language (validateChannelPatch checks
 * each language's texts as a patch), so the desk finds the language by running the same checks
 * (checks.ts) on the channel's own settings and then on each language's. The control is the most
 * specific one on the page: the path's own control, else the nearest enclosing one (a list), else
 * the JSON editor holding the value.
 */
import { firstRefusal } from './checks';
import { controlIdOf, parsePath } from './paths';
import type { Seg } from './paths';

export const ADVANCED_ID = 'ch-advanced';
export const TEXTS_ID = 'ch-texts';

export interface Located { path: Seg[]; locale: string | null; text: string }

/** "a.b[2].c: rule" → the path and the whole message; null when the message names no field. */
export function splitRefusal(message: string): { path: Seg[]; text: string } | null {
  const m = /^([A-Za-z][\w]*(?:\.[\w]+|\[\d+\])*): /.exec(message);
  return m ? { path: parsePath(m[1]!), text: message } : null;
}

export function locate(message: string, config: Record<string, unknown>, i18n: Record<string, unknown> | undefined): Located | null {
  const split = splitRefusal(message);
  if (!split) return null;
  const { path, text } = split;
  if (path[0] === 'i18n' && typeof path[1] === 'string') return { path: path.slice(2), locale: path[1], text };
  if (path[0] === 'i18n') return { path: [], locale: '', text };
  if (firstRefusal(config)?.message === message) return { path, locale: null, text };
  for (const [locale, texts] of Object.entries(i18n ?? {})) {
    if (firstRefusal({}, { [locale]: texts })?.message === message) return { path, locale, text };
  }
  return { path, locale: null, text };
}

/** The ids a refusal may land on, the most specific first. */
export function candidates(where: Located): string[] {
  const out: string[] = [];
  const prefix = where.locale ? ['i18n', where.locale] : [];
  for (let i = where.path.length; i > 0; i -= 1) out.push(controlIdOf([...prefix, ...where.path.slice(0, i)]));
  out.push(where.locale !== null ? TEXTS_ID : ADVANCED_ID);
  return out;
}
