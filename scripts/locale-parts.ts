/**
 * The widget's texts in two parts per locale (vite.config.ts): translators edit ONE
 * locales/<code>.json; `locales/<code>.json?core` is its first-screen keys (src/i18n/first-screen.ts),
 * loaded with the widget, and `?rest` everything else, loaded on idle after the first screen
 * (src/i18n/resources.ts imports both). The build checks, and fails loudly naming what to fix:
 *   - that the keys the code in the first-open bundle uses are exactly the first-screen list (a key
 *     missing from the list would show raw until the rest arrives; an extra one costs bytes);
 *   - that no locale file uses what the widget's trimmed i18next cannot do (vite.config.ts
 *     i18nextTrim): `$t(` nesting, `{{value, format}}` formats, plural keys (`_one`, `_other`…).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export type Texts = { [key: string]: string | Texts };
export type LocalePart = 'core' | 'rest';

/** `/…/locales/zh-TW.json?core` (the dev server may add more of a query after it) */
const PART_ID = /[\\/]locales[\\/]([\w-]+)\.json\?(core|rest)(?:&|$)/;
/** a key in source code: `'chat.inputPlaceholder'` (kept only when it is a key of zh.json) */
const KEY_LITERAL = /['"`]([a-zA-Z]+\.[a-zA-Z0-9_.]+)['"`]/g;
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

export function flatten(tree: Texts, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]): [string, string][] =>
    (typeof v === 'string' ? [[`${prefix}${k}`, v]] : flatten(v, `${prefix}${k}.`)));
}

function nest(pairs: [string, string][]): Texts {
  const out: Texts = {};
  for (const [key, value] of pairs) {
    const path = key.split('.');
    let node = out;
    for (const p of path.slice(0, -1)) node = (node[p] ??= {}) as Texts;
    node[path[path.length - 1]!] = value;
  }
  return out;
}

/** What the trimmed i18next cannot do, per key ("key: what"); empty when the texts are fine. */
export function unsupportedFeatures(texts: [string, string][]): string[] {
  const out: string[] = [];
  for (const [key, value] of texts) {
    if (value.includes('$t(')) out.push(`${key}: $t( nesting`);
    if (/\{\{[^}]*,[^}]*\}\}/.test(value)) out.push(`${key}: a {{value, format}}`);
    if (PLURAL_SUFFIX.test(key)) out.push(`${key}: a plural key`);
  }
  return out;
}

export interface LocalePartsOptions {
  root: string;
  firstScreenKeys: readonly string[];
  /** the first-open bundle's file name */
  entry: string;
}

/** The chunk file name of a locale part: assets/zh-TW-core-<hash>.js; null for other chunks. */
export function localePartFileName(facadeModuleId: string | null): string | null {
  const m = facadeModuleId ? PART_ID.exec(facadeModuleId) : null;
  return m ? `assets/${m[1]}-${m[2]}-[hash].js` : null;
}

export function localeParts({ root, firstScreenKeys, entry }: LocalePartsOptions): Plugin {
  const core = new Set(firstScreenKeys);
  const rel = (file: string) => path.relative(root, file);
  const read = (file: string) => flatten(JSON.parse(fs.readFileSync(file, 'utf8')) as Texts);
  return {
    name: 'kefu-locale-parts',
    enforce: 'pre',
    load(id) {
      const m = PART_ID.exec(id);
      if (!m) return null;
      const file = id.slice(0, id.indexOf('?'));
      this.addWatchFile(file);
      const texts = read(file);
      const unsupported = unsupportedFeatures(texts);
      if (unsupported.length) this.error(`${rel(file)} uses what the widget's trimmed i18next cannot do (vite.config.ts i18nextTrim): ${unsupported.join('; ')}`);
      const has = new Set(texts.map(([k]) => k));
      const absent = [...core].filter((k) => !has.has(k));
      if (absent.length) this.error(`src/i18n/first-screen.ts names keys ${rel(file)} does not have: ${absent.join(', ')}`);
      const part = nest(texts.filter(([k]) => core.has(k) === (m[2] === 'core')));
      return { code: `export default ${JSON.stringify(part)};\n`, moduleType: 'js' };
    },
    generateBundle(_options, bundle) {
      const chunk = bundle[entry];
      if (!chunk || chunk.type !== 'chunk') return this.error(`kefu-locale-parts: no chunk ${entry} in the bundle`);
      const keys = new Set(read(path.join(root, 'locales', 'zh.json')).map(([k]) => k));
      const src = path.join(root, 'src') + path.sep;
      /** key → the first file of the bundle that uses it */
      const used = new Map<string, string>();
      for (const id of chunk.moduleIds) {
        const file = id.split('?')[0]!;
        if (!file.startsWith(src) || !/\.tsx?$/.test(file)) continue;
        for (const [, key] of fs.readFileSync(file, 'utf8').matchAll(KEY_LITERAL)) {
          if (key && keys.has(key) && !used.has(key)) used.set(key, rel(file));
        }
      }
      const missing = [...used].filter(([k]) => !core.has(k)).map(([k, file]) => `${k} (${file})`);
      const unused = [...core].filter((k) => !used.has(k));
      if (missing.length || unused.length) {
        this.error([
          `src/i18n/first-screen.ts and the keys ${entry} uses disagree:`,
          missing.length ? `add ${missing.join(', ')} (or load the code that uses them lazily);` : '',
          unused.length ? `remove ${unused.join(', ')} (no code in ${entry} uses them).` : '',
        ].filter(Boolean).join(' '));
      }
    },
  };
}
