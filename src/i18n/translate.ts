/**
 * Looking a text up: nested keys (`chat.send`), `{{name}}` placeholders, the zh text when a
 * locale lacks a key (zh is the key source), and the key itself as the last resort. Keys are
 * typed from zh.json, so a typo is a compile error. Texts are plain strings: React escapes them.
 */
import type zh from '../../locales/zh.json';
import type { Texts } from './resources';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type TextKey = Leaves<typeof zh>;
export type TFunction = (key: TextKey, values?: Record<string, string | number>) => string;

function lookup(texts: Texts | undefined, key: string): string | undefined {
  let node: Texts | string | undefined = texts;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function makeT(texts: Texts | undefined, fallback: Texts | undefined): TFunction {
  return (key, values) => {
    const text = lookup(texts, key) ?? lookup(fallback, key) ?? key;
    return values ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, name: string) => (name in values ? String(values[name]) : m)) : text;
  };
}
