/**
 * Import a knowledge-base file and export one — the formats of `npm run kb` (server/cli/kb.ts):
 * JSON (a list of documents, or {docs, synonyms, thresholds, unknownText}) and CSV (a header row,
 * then one document per row). An import is checked whole first and is all or nothing; a refusal
 * is shown next to the file with its line and column and the text of that line.
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import { call, DeskApiError } from '../../api/client';
import { useT } from '../../i18n/react';
import { button, card, field, inlineField, muted, primary, toolbar } from '../styles';
import { SaveMessage, useSaver } from './saver';
import { importProblem } from './kb-doc-form';
import type { ImportProblem } from './kb-doc-form';
import { kbProblem } from './kb-styles';
import { SelectField } from './kb-select';

interface WriteResult { created: number; updated: number; deleted: number }

export function KbTransfer({ onImported }: { onImported: () => void }) {
  const t = useT();
  const [format, setFormat] = useState<'json' | 'csv'>('json');
  const [file, setFile] = useState<File | null>(null);
  const [replace, setReplace] = useState(false);
  const [problem, setProblem] = useState<(ImportProblem & { text: string }) | null>(null);
  const importer = useSaver();
  const exporter = useSaver();

  async function doImport(e: FormEvent) {
    e.preventDefault();
    if (!file) return;
    setProblem(null);
    let result: WriteResult | null = null;
    const kind = /\.csv$/i.test(file.name) ? 'csv' : 'json';
    const text = await file.text();
    const ok = await importer.run(async () => {
      try {
        result = await call<WriteResult>('admin/kb/import', { format: kind, text, replace });
      } catch (err) {
        // the refusal is announced by the saver; the box by the file places it in the file
        if (err instanceof DeskApiError && err.code === 400) {
          const p = importProblem(err.message, text, kind);
          setProblem({ ...p, text: p.line ? (text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)[p.line - 1] ?? '').slice(0, 200) : '' });
        }
        throw err;
      }
    }, t('kb.imported'));
    if (ok && result) {
      const r: WriteResult = result;
      await importer.run(async () => undefined, t('kb.importedCounts', { created: r.created, updated: r.updated, deleted: r.deleted }));
      onImported();
    }
  }

  async function doExport() {
    await exporter.run(async () => {
      const r = await call<{ format: string; text: string }>('admin/kb/export', { format });
      const url = URL.createObjectURL(new Blob([r.text], { type: format === 'csv' ? 'text/csv' : 'application/json' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = `knowledge-base.${format}`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    }, t('kb.exported'));
  }

  const where = problem?.line
    ? (problem.column !== null ? t('kb.problemAt', { line: problem.line, column: String(problem.column) }) : t('kb.problemLine', { line: problem.line }))
    : null;
  return (
    <section aria-labelledby="kb-io" className={card} style={{ display: 'grid', gap: 12, minWidth: 0 }}>
      <h3 id="kb-io">{t('kb.io')}</h3>
      <form onSubmit={doImport} className={toolbar}>
        <label className={field}><span>{t('kb.importFile')}</span>
          <input type="file" accept=".json,.csv,application/json,text/csv" aria-invalid={problem ? true : undefined} aria-describedby={problem ? 'kb-import-problem' : undefined}
            onChange={(e) => { setFile(e.currentTarget.files?.[0] ?? null); setProblem(null); }} /></label>
        <label className={inlineField}><input type="checkbox" checked={replace} onChange={(e) => setReplace(e.currentTarget.checked)} />{t('kb.replace')}</label>
        <button type="submit" className={`${button} ${primary}`} disabled={!file || importer.busy}>{t('kb.import')}</button>
        <SaveMessage message={importer.message} />
      </form>
      {problem && (
        <div id="kb-import-problem" className={kbProblem}>
          <strong>{t('kb.importRefused', { name: file?.name ?? '' })}</strong>{' '}
          {where && <span>{where}: </span>}<span>{problem.message}</span>
          {problem.text && <pre dir="ltr" style={{ margin: '4px 0 0', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}><code>{problem.text}</code></pre>}
        </div>
      )}
      <p className={muted}>{t('kb.importHint')}</p>
      <div className={toolbar}>
        <SelectField label={t('kb.format')} value={format} onChange={(e) => setFormat(e.currentTarget.value as 'json' | 'csv')}>
          <option value="json">JSON</option><option value="csv">CSV</option>
        </SelectField>
        <button type="button" className={button} disabled={exporter.busy} onClick={() => void doExport()}>{t('kb.export')}</button>
        <SaveMessage message={exporter.message} />
      </div>
    </section>
  );
}
