/**
 * The banking77 data set (../shared/data/banking77) as the robot benches use it: each intent is
 * one knowledge-base document whose similar questions are its training questions, and the
 * fixed splits for unknown detection. Shared by bench/robot.ts (figures) and
 * bench/robot-fit.ts (the confidence model's weights), so both see the same folds.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RobotDoc } from '../../server/robot/index.ts';
import { smokeOr } from './smoke.ts';

const here = dirname(fileURLToPath(import.meta.url));
export const BANKING77_DIR = process.env.BANKING77_DIR ?? resolve(here, '../../../shared/data/banking77');

export interface Row { text: string; label: string }

/** The two-column CSV of the data set (quoted fields, doubled quotes). */
export function parseCsv(file: string): Row[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const s = readFileSync(file, 'utf8');
  for (let i = 0; i < s.length; i++) {
    const c = s[i] as string;
    if (quoted) {
      if (c !== '"') field += c;
      else if (s[i + 1] === '"') { field += '"'; i++; } else quoted = false;
    } else if (c === '"') quoted = true;
    else if (c === ',') { row.push(field); field = ''; } else if (c === '\n') { row.push(field); rows.push(row); row = []; field = ''; } else if (c !== '\r') field += c;
  }
  if (field || row.length > 0) rows.push([...row, field]);
  return rows.slice(1).filter((r) => r.length === 2).map(([text, label]) => ({ text: text as string, label: label as string }));
}

/** The training questions; in a smoke run (bench/lib/smoke.ts) the first 12 of each intent. */
export const train = (): Row[] => smokeOr((rows: Row[]) => rows, (rows: Row[]) => firstK(rows, SMOKE_SHOTS))(parseCsv(resolve(BANKING77_DIR, 'train.csv')));
/** The test questions; in a smoke run every 10th. */
export const test = (): Row[] => smokeOr((rows: Row[]) => rows, (rows: Row[]) => rows.filter((_, i) => i % 10 === 0))(parseCsv(resolve(BANKING77_DIR, 'test.csv')));
/** enough questions an intent for the calibration folds' validation slices (VALIDATION_EVERY) */
const SMOKE_SHOTS = 12;

/** Each intent becomes one document; its training questions are the similar questions. */
export function toDocs(rows: readonly Row[]): RobotDoc[] {
  const byLabel = new Map<string, string[]>();
  for (const r of rows) byLabel.set(r.label, [...(byLabel.get(r.label) ?? []), r.text]);
  return [...byLabel].map(([docId, qs]) => ({ docId, question: qs[0] as string, similarQuestions: qs.slice(1), locale: 'en' }));
}

/** The first k questions of every intent. */
export function firstK(rows: readonly Row[], k: number): Row[] {
  const seen = new Map<string, number>();
  return rows.filter((r) => { const n = seen.get(r.label) ?? 0; seen.set(r.label, n + 1); return n < k; });
}

// Unknown detection: fold 0 is the test split (its intents held out of the knowledge base and
// their TEST questions asked); folds 1–6 are for calibration and fitting, on TRAINING questions only.
export const TEST_FOLD = 0;
export const CALIBRATION_FOLDS = [1, 2, 3, 4, 5, 6];
export const VALIDATION_EVERY = 10;

/** The f-th set of ten intents: every 7th in sorted order starting at f, the first ten of them. */
export function intentFold(rows: readonly Row[], f: number): Set<string> {
  const intents = [...new Set(rows.map((r) => r.label))].sort();
  return new Set(intents.filter((_, i) => i % 7 === f).slice(0, 10));
}

/** One calibration fold's split of the training questions. */
export interface FoldSplit {
  /** the fold's ten intents */
  held: Set<string>;
  /** knowledge base without the held intents and without the validation slices */
  kb: Row[];
  /** the held intents' training questions: out of scope */
  outOfScope: Row[];
  /** the validation slices of the other intents: in scope */
  inScope: Row[];
  /** knowledge base of every intent minus the validation slices (full runs only) */
  fullKb: Row[];
  /** the validation slices of every intent (full runs only) */
  fullValidation: Row[];
}

/**
 * A calibration fold, training data only: the fold's ten intents are left out of the knowledge
 * base and their training questions are asked (out of scope); every other intent keeps its
 * training questions except a 10% validation slice (each 10th, offset by the fold), which is
 * asked (in scope). The full split is the same with all 77 intents: its top-1 is the fold's
 * counterpart of the full-set figure. `shots` keeps only the first k questions of each
 * intent in the knowledge base (the validation slice is then every 4th of the rest).
 */
export function foldSplit(rows: readonly Row[], fold: number, shots?: number): FoldSplit {
  const held = intentFold(rows, fold);
  const s: FoldSplit = { held, kb: [], outOfScope: rows.filter((r) => held.has(r.label)), inScope: [], fullKb: [], fullValidation: [] };
  const seen = new Map<string, number>();
  for (const r of rows) {
    const k = seen.get(r.label) ?? 0;
    seen.set(r.label, k + 1);
    if (shots === undefined) {
      const validation = k % VALIDATION_EVERY === fold % VALIDATION_EVERY;
      (validation ? s.fullValidation : s.fullKb).push(r);
      if (!held.has(r.label)) (validation ? s.inScope : s.kb).push(r);
    } else if (held.has(r.label)) continue;
    else if (k < shots) s.kb.push(r);
    else if (k % 4 === fold % 4) s.inScope.push(r);
  }
  return s;
}
