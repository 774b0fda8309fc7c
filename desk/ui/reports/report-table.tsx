/**
 * A report table and its CSV (docs/desk.md "Reports"): the CSV is made from the same column
 * definitions and the same texts the table shows, so the file matches the screen by
 * construction (UTF-8 with a BOM, every field quoted, formulas defused: protocol csvText).
 */
import type { ReactNode } from 'react';
import { csvText } from '../../../protocol';
import { useT } from '../../i18n/react';
import { button, small, table, tableWrap } from '../styles';

export interface Column<R> {
  label: string;
  /** the cell's text (the CSV's field) */
  text(row: R): string;
  /** the cell as drawn, when it is more than its text (a link) */
  cell?(row: R): ReactNode;
  /** the row's header cell */
  head?: boolean;
}

/** Saves `text` as a file through a link with `download` (the browser's download). */
export function saveFile(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function csvOf<R>(columns: readonly Column<R>[], rows: readonly R[]): string {
  return csvText([columns.map((c) => c.label), ...rows.map((r) => columns.map((c) => c.text(r)))]);
}

export function ReportTable<R>({ caption, columns, rows, file, id }: {
  caption: string; columns: readonly Column<R>[]; rows: readonly R[]; file: string; id?: string;
}) {
  const t = useT();
  return (
    <div className={tableWrap} id={id}>
      <table className={table}>
        <caption style={{ textAlign: 'start', fontWeight: 600, padding: '4px 0' }}>{caption}</caption>
        <thead><tr>{columns.map((c) => <th key={c.label} scope="col">{c.label}</th>)}</tr></thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i}>
              {columns.map((c) => (c.head
                ? <th key={c.label} scope="row" style={{ fontWeight: 'normal', background: 'none', fontSize: 'inherit', color: 'inherit' }}>{c.cell ? c.cell(r) : c.text(r)}</th>
                : <td key={c.label}>{c.cell ? c.cell(r) : c.text(r)}</td>))}
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className={`${button} ${small}`} style={{ marginTop: 6 }} aria-label={t('reports.downloadCsvNamed', { name: caption })}
        onClick={() => saveFile(file, csvOf(columns, rows))}>
        {t('reports.downloadCsv')}
      </button>
    </div>
  );
}
