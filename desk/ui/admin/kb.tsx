/** The knowledge base: documents (list, edit, add, remove), import and export, and the unknown-question log. */
import { useState } from 'react';
import { call } from '../../api/client';
import { useT } from '../../i18n/react';
import { useAsync } from '../common/use-async';
import { errorMessage } from '../common/errors';
import { Empty, ErrorState, Loading } from '../common/states';
import { button, danger, field, primary, small, table, tableWrap, tag, toolbar } from '../styles';
import { SaveMessage, useSaver } from './saver';
import { KbDocDialog } from './kb-doc-dialog';
import type { KbDoc } from './kb-doc-dialog';
import { KbTransfer } from './kb-transfer';
import { KbUnknown } from './kb-unknown';

export function KbAdmin() {
  const t = useT();
  const docs = useAsync(() => call<{ docs: KbDoc[] }>('admin/kb/list').then((r) => r.docs), []);
  const [editing, setEditing] = useState<KbDoc | 'new' | null>(null);
  const [filter, setFilter] = useState('');
  const saver = useSaver();
  const shown = docs.status === 'ready'
    ? docs.data.filter((d) => !filter || `${d.docId} ${d.question} ${d.category ?? ''}`.toLowerCase().includes(filter.toLowerCase()))
    : [];
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <section aria-labelledby="kb-docs" style={{ display: 'grid', gap: 8 }}>
        <h3 id="kb-docs">{t('kb.docs')}</h3>
        <div className={toolbar}>
          <label className={field}><span>{t('kb.filter')}</span><input type="search" value={filter} onChange={(e) => setFilter(e.currentTarget.value)} /></label>
          <button type="button" className={`${button} ${primary}`} onClick={() => setEditing('new')}>{t('kb.add')}</button>
          <SaveMessage message={saver.message} />
        </div>
        {docs.status === 'loading' ? <Loading /> : docs.status === 'error' ? <ErrorState message={errorMessage(t, docs.error)} retry={docs.reload} />
          : !shown.length ? <Empty>{t('kb.empty')}</Empty> : (
            <div className={tableWrap} style={{ maxHeight: 420, overflow: 'auto' }}>
              <table className={table}>
                <thead><tr><th scope="col">{t('kb.question')}</th><th scope="col">{t('kb.category')}</th><th scope="col">{t('kb.locale')}</th><th scope="col">{t('kb.votes')}</th><th scope="col">{t('inbox.actions')}</th></tr></thead>
                <tbody>
                  {shown.map((d) => (
                    <tr key={d.docId}>
                      <td>{d.question} {d.enabled === false && <span className={tag}>{t('kb.disabled')}</span>}</td>
                      <td>{d.category}</td>
                      <td>{d.locale}</td>
                      <td>{t('kb.votesValue', { up: d.upVotes ?? 0, down: d.downVotes ?? 0 })}</td>
                      <td style={{ display: 'flex', gap: 6 }}>
                        <button type="button" className={`${button} ${small}`} aria-label={t('action.editNamed', { name: d.question })} onClick={() => setEditing(d)}>{t('action.edit')}</button>
                        <button type="button" className={`${button} ${small} ${danger}`} aria-label={t('action.deleteNamed', { name: d.question })}
                          onClick={() => { if (confirm(t('action.confirmDelete', { name: d.question }))) void saver.run(() => call('admin/kb/remove', { docIds: [d.docId] })).then(docs.reload); }}>{t('action.delete')}</button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
      </section>
      <KbTransfer onImported={docs.reload} />
      <KbUnknown />
      {editing && <KbDocDialog doc={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onDone={() => { setEditing(null); docs.reload(); }} />}
    </div>
  );
}
