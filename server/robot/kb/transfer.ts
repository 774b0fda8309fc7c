/**
 * Knowledge-base import and export (`npm run kb`, and the admin side later): JSON and CSV.
 *
 * JSON: a list of documents, or `{docs, synonyms?, thresholds?, unknownText?}` (what export
 * writes). CSV (RFC 4180, csv.ts): a header row naming the columns, then one document per
 * row; list cells (similarQuestions, keywords, related) hold entries separated by `|` or line
 * breaks; guide and card cells hold JSON. Errors name the document (`docs[3].question`) or the
 * line and column (`line 5, question`); validation is all-or-nothing.
 */
import { badRequest } from '../../errors.ts';
import { CsvError, guardFormula, parseCsv, toCsv, unguardFormula } from './csv.ts';
import type { FieldNamer } from './validate.ts';
import type { KbDoc, RobotSettings } from './types.ts';

export type KbFormat = 'json' | 'csv';

export const CSV_COLUMNS = ['docId', 'question', 'similarQuestions', 'answer', 'category', 'keywords', 'locale', 'enabled', 'related', 'guide', 'card'] as const;
const REQUIRED_COLUMNS = ['docId', 'question'];

/** Parsed but not yet validated import: raw documents with how to name their fields. */
export interface ParsedImport {
  docs: unknown[];
  name: (index: number) => FieldNamer;
  /** JSON only: settings to apply with the documents */
  settings?: Record<string, unknown>;
}

export function parseImport(text: string, format: KbFormat): ParsedImport {
  return format === 'csv' ? parseCsvImport(text) : parseJsonImport(text);
}

function parseJsonImport(text: string): ParsedImport {
  let v: unknown;
  try {
    v = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text) as unknown;
  } catch (err) {
    throw badRequest('file', `is not valid JSON (${(err as Error).message})`);
  }
  const name = (i: number): FieldNamer => (f) => `docs[${i}].${f}`;
  if (Array.isArray(v)) return { docs: v, name };
  if (typeof v !== 'object' || v === null) throw badRequest('file', 'must be a list of documents or an object with `docs`');
  const o = v as Record<string, unknown>;
  if (!Array.isArray(o.docs)) throw badRequest('docs', 'must be a list of documents');
  const settings: Record<string, unknown> = {};
  for (const k of ['synonyms', 'thresholds', 'unknownText']) if (o[k] !== undefined) settings[k] = o[k];
  return Object.keys(settings).length > 0 ? { docs: o.docs, name, settings } : { docs: o.docs, name };
}

function parseCsvImport(text: string): ParsedImport {
  let records;
  try {
    records = parseCsv(text);
  } catch (err) {
    if (err instanceof CsvError) throw badRequest(`line ${err.line}`, err.message.replace(/^line \d+: /, ''));
    throw err;
  }
  const header = records[0];
  if (!header) throw badRequest('file', 'is empty (a header row is required)');
  const columns = header.fields.map((f) => f.trim());
  columns.forEach((c) => {
    if (!(CSV_COLUMNS as readonly string[]).includes(c)) throw badRequest(`line ${header.line}`, `unknown column "${c}" (columns: ${CSV_COLUMNS.join(', ')})`);
  });
  for (const c of REQUIRED_COLUMNS) if (!columns.includes(c)) throw badRequest(`line ${header.line}`, `the header has no "${c}" column`);
  if (new Set(columns).size !== columns.length) throw badRequest(`line ${header.line}`, 'a column is named twice');
  const rows = records.slice(1);
  const docs = rows.map((r) => {
    if (r.fields.length !== columns.length) throw badRequest(`line ${r.line}`, `has ${r.fields.length} fields, the header has ${columns.length}`);
    const doc: Record<string, string> = {};
    columns.forEach((c, i) => { doc[c] = unguardFormula(r.fields[i] as string); });
    return doc;
  });
  return { docs, name: (i) => (f) => `line ${(rows[i] as { line: number }).line}, ${f}` };
}

export interface ExportInput {
  docs: readonly KbDoc[];
  settings: RobotSettings;
}

/** The export's document shape: the stored fields, without votes and timestamps. */
function plainDoc(d: KbDoc): Record<string, unknown> {
  const o: Record<string, unknown> = {
    docId: d.docId, question: d.question, similarQuestions: d.similarQuestions, answer: d.answer, category: d.category,
    keywords: d.keywords, locale: d.locale, enabled: d.enabled, related: d.related,
  };
  if (d.guide) o.guide = d.guide;
  if (d.card) o.card = d.card;
  return o;
}

export function exportKb(input: ExportInput, format: KbFormat): string {
  if (format === 'json') {
    return JSON.stringify({ docs: input.docs.map(plainDoc), ...input.settings }, null, 1) + '\n';
  }
  const rows: string[][] = [[...CSV_COLUMNS]];
  for (const d of input.docs) {
    rows.push([
      d.docId, d.question, d.similarQuestions.join('\n'), d.answer, d.category, d.keywords.join('|'), d.locale,
      d.enabled ? 'true' : 'false', d.related.join('|'), d.guide ? JSON.stringify(d.guide) : '', d.card ? JSON.stringify(d.card) : '',
    ]);
  }
  return toCsv(rows.map((r, i) => (i === 0 ? r : r.map(guardFormula))));
}
