/**
 * RFC 4180 CSV for knowledge-base import and export: fields separated by commas, records by
 * CRLF or LF; a field in double quotes may hold commas, line breaks and doubled quotes ("").
 * Each record remembers the line it starts on, so an import error can name it.
 */

export interface CsvRecord {
  /** 1-based line number where the record starts */
  line: number;
  fields: string[];
}

export class CsvError extends Error {
  constructor(readonly line: number, message: string) {
    super(`line ${line}: ${message}`);
  }
}

/**
 * Parses CSV text. A leading BOM is ignored; blank lines are skipped; a quote inside an
 * unquoted field, text after a closing quote or an unterminated quoted field is a CsvError.
 * @example parseCsv('a,b\n1,"x, ""y"""\n') // [{line:1, fields:['a','b']}, {line:2, fields:['1','x, "y"']}]
 */
export function parseCsv(text: string): CsvRecord[] {
  const s = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let i = 0;
  // state: at the start of a field, inside an unquoted field, inside quotes, after a closing quote
  let state: 'start' | 'plain' | 'quoted' | 'closed' = 'start';
  const endRecord = (): void => {
    fields.push(field);
    // a line holding nothing at all is not a record
    if (!(fields.length === 1 && fields[0] === '')) records.push({ line: recordLine, fields });
    fields = [];
    field = '';
    state = 'start';
  };
  while (i < s.length) {
    const c = s[i] as string;
    if (state === 'quoted') {
      if (c === '"') {
        if (s[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        state = 'closed';
      } else {
        if (c === '\n') line++;
        field += c;
      }
      i++;
      continue;
    }
    if (c === ',') {
      fields.push(field);
      field = '';
      state = 'start';
      i++;
      continue;
    }
    if (c === '\r' || c === '\n') {
      endRecord();
      i += c === '\r' && s[i + 1] === '\n' ? 2 : 1;
      line++;
      recordLine = line;
      continue;
    }
    if (state === 'closed') throw new CsvError(line, 'text after a closing quote (a quote inside a field must be doubled)');
    if (c === '"') {
      if (state === 'plain') throw new CsvError(line, 'a quote inside an unquoted field (quote the whole field and double the quote)');
      state = 'quoted';
      i++;
      continue;
    }
    field += c;
    state = 'plain';
    i++;
  }
  if (state === 'quoted') throw new CsvError(recordLine, 'a quoted field is not closed');
  if (state !== 'start' || fields.length > 0) endRecord();
  return records;
}

/** One field as CSV: quoted when it holds a comma, quote, line break or leading/trailing space. */
export function csvField(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

// A cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first), or one
// that starts with the guard itself followed by one of those or another apostrophe.
const FORMULA = /^(?:[=+\-@\t\r]|'[=+\-@\t\r'])/;
const GUARDED = /^'[=+\-@\t\r']/;

/**
 * CSV formula-injection guard (OWASP): an exported cell that a spreadsheet would evaluate
 * ("=HYPERLINK(…)" in a question) gets a leading apostrophe, which spreadsheets show as text.
 * unguardFormula is its exact inverse, so export → import gives the same text; a hand-written
 * cell that starts with an apostrophe before one of those characters loses that apostrophe.
 */
export function guardFormula(value: string): string {
  return FORMULA.test(value) ? `'${value}` : value;
}

export function unguardFormula(value: string): string {
  return GUARDED.test(value) ? value.slice(1) : value;
}

/** Rows as CSV text with CRLF line ends (RFC 4180). */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}
