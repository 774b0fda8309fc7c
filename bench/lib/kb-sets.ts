/**
 * The realistic small knowledge bases of bench/data/kb-sets (issue 10): one business each,
 * written by this project. Parses the text format described in bench/data/kb-sets/README.md
 * and splits the visitor questions into the development and held-out test parts by position
 * (1st, 3rd, … of each list: development; 2nd, 4th, …: test), fixed before any tuning.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const KB_SETS_DIR = resolve(here, '../data/kb-sets');

export type OosKind = 'chitchat' | 'offdomain' | 'nearmiss';
/**
 * dev and test: the set's own V lines, split by position; tune: bench/data/kb-sets-tune, more
 * visitor questions written later without reading the held-out part, for tuning only.
 */
export type Part = 'dev' | 'test' | 'tune';

export interface SetDoc { docId: string; question: string; similarQuestions: string[]; answer: string; locale: string }
export interface SetQuestion {
  question: string;
  /** the entry that answers it; null: out of scope */
  docId: string | null;
  kind: 'answerable' | OosKind;
  locale: string;
  part: Part;
}
export interface KbSet { name: string; docs: SetDoc[]; questions: SetQuestion[] }

const list = (s: string): string[] => s.split('|').map((x) => x.trim()).filter(Boolean);
const partOf = (i: number): Part => (i % 2 === 0 ? 'dev' : 'test');
const OOS_KINDS: readonly string[] = ['chitchat', 'offdomain', 'nearmiss'] satisfies OosKind[];

/** An `@oos KIND LOCALE` line (both file formats). */
function oosBlock(line: string, fail: (why: string) => never): { kind: OosKind; locale: string } {
  const [, kind, locale] = line.split(/\s+/);
  if (!kind || !OOS_KINDS.includes(kind)) fail(`unknown kind ${kind}`);
  return { kind: kind as OosKind, locale: locale ?? fail('@oos needs a locale') };
}

export function parseKbSet(name: string, text: string): KbSet {
  const docs: SetDoc[] = [];
  const questions: SetQuestion[] = [];
  let doc: SetDoc | null = null;
  let oos: { kind: OosKind; locale: string; n: number } | null = null;
  let visitorN = 0;
  text.split('\n').forEach((raw, lineNo) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    const fail = (why: string): never => { throw new Error(`${name}:${lineNo + 1}: ${why}`); };
    if (line.startsWith('@doc ')) {
      const [, docId, locale] = line.split(/\s+/);
      if (!docId || !locale) fail('@doc needs an id and a locale');
      doc = { docId: docId as string, question: '', similarQuestions: [], answer: '', locale: locale as string };
      docs.push(doc);
      oos = null;
      visitorN = 0;
      return;
    }
    if (line.startsWith('@oos ')) {
      oos = { ...oosBlock(line, fail), n: 0 };
      doc = null;
      return;
    }
    if (oos) {
      const o: { kind: OosKind; locale: string; n: number } = oos;
      for (const q of list(line)) questions.push({ question: q, docId: null, kind: o.kind, locale: o.locale, part: partOf(o.n++) });
      return;
    }
    const d: SetDoc = doc ?? fail('line outside a block');
    const tag = line.slice(0, 2);
    const rest = line.slice(2).trim();
    if (tag === 'Q ') d.question = rest;
    else if (tag === 'S ') d.similarQuestions.push(...list(rest));
    else if (tag === 'A ') d.answer = rest;
    else if (tag === 'V ') for (const q of list(rest)) questions.push({ question: q, docId: d.docId, kind: 'answerable', locale: d.locale, part: partOf(visitorN++) });
    else fail(`unknown line "${line.slice(0, 20)}"`);
  });
  for (const d of docs) if (!d.question) throw new Error(`${name}: ${d.docId} has no question`);
  return { name, docs, questions };
}

export const KB_TUNE_DIR = resolve(here, '../data/kb-sets-tune');

/**
 * A tuning file (bench/data/kb-sets-tune/README.md): `@doc ID` then `V` lines, and `@oos`
 * blocks, against the entries of the set of the same name. Every question is in the tune part.
 */
export function parseTuneQuestions(set: KbSet, text: string): SetQuestion[] {
  const locales = new Map(set.docs.map((d) => [d.docId, d.locale]));
  const out: SetQuestion[] = [];
  let doc: string | null = null;
  let oos: { kind: OosKind; locale: string } | null = null;
  text.split('\n').forEach((raw, lineNo) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    const fail = (why: string): never => { throw new Error(`tune ${set.name}:${lineNo + 1}: ${why}`); };
    if (line.startsWith('@doc ')) {
      doc = line.split(/\s+/)[1] ?? fail('@doc needs an id');
      if (!locales.has(doc)) fail(`no entry ${doc}`);
      oos = null;
    } else if (line.startsWith('@oos ')) {
      oos = oosBlock(line, fail);
      doc = null;
    } else if (oos) {
      const o: { kind: OosKind; locale: string } = oos;
      for (const q of list(line)) out.push({ question: q, docId: null, kind: o.kind, locale: o.locale, part: 'tune' });
    } else if (doc && line.startsWith('V ')) {
      const d: string = doc;
      for (const q of list(line.slice(2))) out.push({ question: q, docId: d, kind: 'answerable', locale: locales.get(d) as string, part: 'tune' });
    } else fail(`unexpected line "${line.slice(0, 20)}"`);
  });
  return out;
}

/** Every set in bench/data/kb-sets, by file name, with its tuning questions when there are any. */
export function loadKbSets(): KbSet[] {
  return readdirSync(KB_SETS_DIR).filter((f) => f.endsWith('.txt')).sort().map((f) => {
    const set = parseKbSet(f.replace(/\.txt$/, ''), readFileSync(resolve(KB_SETS_DIR, f), 'utf8'));
    const tune = resolve(KB_TUNE_DIR, f);
    if (existsSync(tune)) set.questions.push(...parseTuneQuestions(set, readFileSync(tune, 'utf8')));
    return set;
  });
}
