/** Import a knowledge-base file (JSON or CSV, all or nothing) and export one (downloaded as a file). */
import { useState } from 'react';
import type { FormEvent } from 'react';
import { call } from '../../api/client';
import { useT } from '../../i18n/react';
import { button, card, field, inlineField, muted, primary, toolbar } from '../styles';
import { SaveMessage, useSaver } from './saver';

interface WriteResult { created: number; updated: number; deleted: number }

export function KbTransfer({ onImported }: { onImported: () => void }) {
  const t = useT();
  const [format, setFormat] = useState<'json' | 'csv'>('json');
  const [file, setFile] = useState<File | null>(null);
  const [replace, setReplace] = useState(false);
  const importer = useSaver();
  const exporter = useSaver();

  async function doImport(e: FormEvent) {
    e.preventDefault();
    if (!file) return;
    let result: WriteResult | null = null;
    const ok = await importer.run(async () => {
      result = await call<WriteResult>('admin/kb/import', { format: /\.csv$/i.test(file.name) ? 'csv' : 'json', text: await file.text(), replace });
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

  return (
    <section aria-labelledby="kb-io" className={card} style={{ display: 'grid', gap: 12 }}>
      <h3 id="kb-io">{t('kb.io')}</h3>
      <form onSubmit={doImport} className={toolbar}>
        <label className={field}><span>{t('kb.importFile')}</span><input type="file" accept=".json,.csv,application/json,text/csv" onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)} /></label>
        <label className={inlineField}><input type="checkbox" checked={replace} onChange={(e) => setReplace(e.currentTarget.checked)} />{t('kb.replace')}</label>
        <button type="submit" className={`${button} ${primary}`} disabled={!file || importer.busy}>{t('kb.import')}</button>
        <SaveMessage message={importer.message} />
      </form>
      <p className={muted}>{t('kb.importHint')}</p>
      <div className={toolbar}>
        <span className={inlineField}>
          <label htmlFor="kb-format">{t('kb.format')}</label>
          <select id="kb-format" value={format} onChange={(e) => setFormat(e.currentTarget.value as 'json' | 'csv')}><option value="json">JSON</option><option value="csv">CSV</option></select>
        </span>
        <button type="button" className={button} disabled={exporter.busy} onClick={() => void doExport()}>{t('kb.export')}</button>
        <SaveMessage message={exporter.message} />
      </div>
    </section>
  );
}
