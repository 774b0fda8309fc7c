/**
 * The knowledge base (docs/desk.md "Knowledge base"): the documents as a list the server searches,
 * filters, sorts and pages (admin/kb/list; a tenant may have thousands), the document editor,
 * import and export, and the unknown-question log.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { call } from '../../api/client';
import { useT } from '../../i18n/react';
import { $deskLocale } from '../../i18n';
import { useAsync } from '../common/use-async';
import { errorMessage } from '../common/errors';
import { formatTime } from '../common/format';
import { Empty, ErrorState, Loading } from '../common/states';
import { button, danger, field, muted, primary, small, srOnly, table, tableWrap, tag, toolbar } from '../styles';
import { SaveMessage, useSaver } from './saver';
import { KbDocDialog } from './kb-doc-dialog';
import type { KbEditorAside } from './kb-doc-dialog';
import { INITIAL_CONTROLS, KB_PAGE, KB_SORTS, listBody, LOCALE_OPTIONS } from './kb-doc-form';
import type { KbDoc, KbSort, ListControls } from './kb-doc-form';
import { kbControls, kbPager } from './kb-styles';
import { SelectField } from './kb-select';
import { KbTransfer } from './kb-transfer';
import { KbUnknown } from './kb-unknown';
import { tryRobotAside } from './kb-try/editor-aside';

interface ListPage { docs: KbDoc[]; total: number; categories: string[]; locales: string[] }

const SORT_KEY = { updated: 'kb.sortUpdated', question: 'kb.sortQuestion', votesUp: 'kb.sortVotesUp', votesDown: 'kb.sortVotesDown', unknownHits: 'kb.sortUnknownHits' } as const;

/** The box beside the document editor: "Try the robot" (kb-try/). */
const EDITOR_ASIDE: KbEditorAside | undefined = tryRobotAside;

export function KbAdmin() {
  const t = useT();
  const locale = useStore($deskLocale);
  const [controls, setControls] = useState<ListControls>(INITIAL_CONTROLS);
  const [typed, setTyped] = useState('');
  const key = JSON.stringify(controls);
  // each answer remembers what it answered: while the next one loads, the table says it is busy and the pager shows the page on screen
  const list = useAsync(() => call<ListPage>('admin/kb/list', listBody(controls)).then((r) => ({ ...r, key, at: controls.page })), [key]);
  const [editing, setEditing] = useState<KbDoc | 'new' | null>(null);
  const saver = useSaver();
  const change = (c: Partial<ListControls>) => setControls((o) => ({ ...o, page: 0, ...c }));

  // the search runs when typing pauses
  useEffect(() => {
    if (typed === controls.q) return undefined;
    const timer = setTimeout(() => change({ q: typed }), 250);
    return () => clearTimeout(timer);
  }, [typed]);

  const page = list.status === 'ready' ? list.data : null;
  const pages = page ? Math.max(1, Math.ceil(page.total / KB_PAGE)) : 1;
  const at = page?.at ?? 0;
  const busy = !!page && page.key !== key;
  return (
    <div style={{ display: 'grid', gap: 24, minWidth: 0 }}>
      <section aria-labelledby="kb-docs" style={{ display: 'grid', gap: 8, minWidth: 0 }}>
        <div className={toolbar}>
          <h3 id="kb-docs">{t('kb.docs')}</h3>
          <button type="button" className={`${button} ${primary}`} onClick={() => setEditing('new')}>{t('kb.add')}</button>
          <SaveMessage message={saver.message} />
        </div>
        <div role="search" aria-label={t('kb.findDocs')} className={kbControls}>
          <label className={`${field} grow`}><span>{t('kb.search')}</span>
            <input type="search" value={typed} maxLength={100} onChange={(e) => setTyped(e.currentTarget.value)}
              onKeyDown={(e) => { if (e.key === 'Enter') change({ q: typed }); }} /></label>
          <SelectField label={t('kb.locale')} value={controls.locale} onChange={(e) => change({ locale: e.currentTarget.value })}>
            <option value="">{t('kb.allLocales')}</option>
            {LOCALE_OPTIONS.map((o) => <option key={o.code} value={o.code} lang={o.code}>{o.name}</option>)}
          </SelectField>
          <SelectField label={t('kb.category')} value={controls.category} onChange={(e) => change({ category: e.currentTarget.value })}>
            <option value="">{t('kb.allCategories')}</option>
            {(page?.categories ?? (controls.category ? [controls.category] : [])).map((c) => <option key={c} value={c}>{c}</option>)}
          </SelectField>
          <SelectField label={t('kb.state')} value={controls.enabled} onChange={(e) => change({ enabled: e.currentTarget.value as ListControls['enabled'] })}>
            <option value="">{t('kb.allStates')}</option>
            <option value="true">{t('kb.enabled')}</option>
            <option value="false">{t('kb.disabled')}</option>
          </SelectField>
          <SelectField label={t('kb.sort')} value={controls.sort} onChange={(e) => change({ sort: e.currentTarget.value as KbSort })}>
            {KB_SORTS.map((s) => <option key={s} value={s}>{t(SORT_KEY[s])}</option>)}
          </SelectField>
        </div>
        <p role="status" className={muted} style={{ margin: 0 }}>{page ? t('kb.found', { count: page.total }) : ''}</p>
        {list.status === 'loading' ? <Loading /> : list.status === 'error' ? <ErrorState message={errorMessage(t, list.error)} retry={list.reload} />
          : !list.data.docs.length ? <Empty>{t('kb.empty')}</Empty> : (
            <div className={tableWrap} aria-busy={busy}>
              <table className={table}>
                <caption className={srOnly}>
                  {t('kb.pageOf', { page: at + 1, pages })}</caption>
                <thead><tr><th scope="col">{t('kb.question')}</th><th scope="col">{t('kb.category')}</th><th scope="col">{t('kb.locale')}</th>
                  <th scope="col">{t('kb.votes')}</th><th scope="col">{t('kb.updated')}</th><th scope="col">{t('inbox.actions')}</th></tr></thead>
                <tbody>
                  {list.data.docs.map((d) => (
                    <tr key={d.docId}>
                      <td style={{ overflowWrap: 'anywhere' }}>{d.question} <span className={muted} dir="ltr">({d.docId})</span>
                        {d.enabled === false && <> <span className={tag}>{t('kb.disabled')}</span></>}
                        {(d.unknownHits ?? 0) > 0 && <> <span className={tag}>{t('kb.unknownHits', { count: d.unknownHits ?? 0 })}</span></>}</td>
                      <td>{d.category}</td>
                      <td lang={d.locale}>{d.locale}</td>
                      <td>{t('kb.votesValue', { up: d.upVotes ?? 0, down: d.downVotes ?? 0 })}</td>
                      <td>{d.updatedAt ? formatTime(d.updatedAt, locale) : ''}</td>
                      <td style={{ display: 'flex', gap: 6, flexWrap: 'wrap' }}>
                        <button type="button" className={`${button} ${small}`} aria-label={t('action.editNamed', { name: d.question })} onClick={() => setEditing(d)}>{t('action.edit')}</button>
                        <button type="button" className={`${button} ${small} ${danger}`} aria-label={t('action.deleteNamed', { name: d.question })}
                          onClick={() => { if (confirm(t('action.confirmDelete', { name: d.question }))) void saver.run(() => call('admin/kb/remove', { docIds: [d.docId] })).then(list.reload); }}>{t('action.delete')}</button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        {pages > 1 && (
          <nav className={kbPager} aria-label={t('kb.pages')}>
            <button type="button" className={button} disabled={at === 0} onClick={() => setControls((o) => ({ ...o, page: at - 1 }))}>{t('kb.prev')}</button>
            <span>{t('kb.pageOf', { page: at + 1, pages })}</span>
            <button type="button" className={button} disabled={at + 1 >= pages} onClick={() => setControls((o) => ({ ...o, page: at + 1 }))}>{t('kb.next')}</button>
          </nav>
        )}
      </section>
      <KbTransfer onImported={list.reload} />
      <KbUnknown />
      {editing && (
        <KbDocDialog doc={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSaved={list.reload} aside={EDITOR_ASIDE}
          defaultLocale={controls.locale || locale} categories={page?.categories ?? []} />
      )}
    </div>
  );
}
