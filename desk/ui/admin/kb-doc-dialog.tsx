/**
 * Edit or add one knowledge-base document (docs/desk.md "Knowledge base"): question, language
 * (the 24 locales, each named in itself), category, enabled, the answer in a rich-text editor
 * (a lazy chunk) with what visitors will see under it, similar questions and keywords as
 * editable lists, related entries picked by search, and the guide as a form. Saving keeps the
 * dialog open and shows the answer as the server stored it (sanitised); a refusal shows under
 * the field it names. The card, which this form does not show, is kept as it was.
 *
 * KbEditorLayout has a second column (below the form on a narrow screen) for a box that works on
 * the document being edited — "Try the robot" — given as `aside`.
 */
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { call, DeskApiError } from '../../api/client';
import { useT } from '../../i18n/react';
import { Dialog } from '../common/dialog';
import { errorMessage } from '../common/errors';
import { Loading } from '../common/states';
import { errorText, field, inlineField, muted, wideDialog } from '../styles';
import { SaveFooter, useSaver } from './saver';
import { docToDraft, draftToDoc, LOCALE_OPTIONS, refusedField } from './kb-doc-form';
import type { Draft, KbDoc } from './kb-doc-form';
import { TextList } from './kb-text-list';
import { RelatedPicker } from './kb-related';
import { GuideBuilder } from './kb-guide-builder';
import { kbEditorLayout } from './kb-styles';
import { SelectField } from './kb-select';

export type { KbDoc } from './kb-doc-form';

// Squire and DOMPurify: a chunk of their own, fetched when a document is opened
const AnswerEditor = lazy(() => import('./kb-answer-editor').then((m) => ({ default: m.AnswerEditor })));
const AnswerPreview = lazy(() => import('./kb-answer-editor').then((m) => ({ default: m.AnswerPreview })));

/** What a box beside the editor gets: the document as edited, and a way to add a similar question to it. */
export interface KbEditorContext {
  draft: Draft;
  /** null until the document is saved once */
  savedDocId: string | null;
  addSimilar: (question: string) => void;
}
export type KbEditorAside = (ctx: KbEditorContext) => ReactNode;

/** The editor's two columns: the form, and the aside (on the end side; under the form below 960 px). */
export function KbEditorLayout({ form, aside }: { form: ReactNode; aside?: ReactNode }) {
  return (
    <div className={`${kbEditorLayout}${aside ? ' with-aside' : ''}`}>
      <div>{form}</div>
      {aside ? <aside>{aside}</aside> : null}
    </div>
  );
}

export function KbDocDialog({ doc, onClose, onSaved, aside, defaultLocale = 'zh', categories = [] }: {
  doc: KbDoc | null; onClose: () => void; onSaved: (doc: KbDoc) => void; aside?: KbEditorAside | undefined; defaultLocale?: string; categories?: string[];
}) {
  const t = useT();
  const id = useId();
  const [stored, setStored] = useState<KbDoc | null>(doc);
  const [draft, setDraft] = useState<Draft>(() => docToDraft(doc, defaultLocale));
  const [editorKey, setEditorKey] = useState(0);
  const [names, setNames] = useState<Record<string, string>>({});
  const [refused, setRefused] = useState<{ field: string; text: string } | null>(null);
  const saver = useSaver();
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => setDraft((o) => ({ ...o, [k]: v }));

  // the questions of the related entries, for their chips
  useEffect(() => {
    const missing = draft.related.filter((r) => !(r in names));
    if (!missing.length) return;
    void Promise.all(missing.map((r) => call<KbDoc>('admin/kb/get', { docId: r }).then((d) => [r, d.question] as const, () => [r, r] as const)))
      .then((pairs) => setNames((n) => ({ ...n, ...Object.fromEntries(pairs) })));
  }, [draft.related.join('|')]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setRefused(null);
    let saved: KbDoc | null = null;
    const ok = await saver.run(async () => {
      try {
        await call('admin/kb/save', { docs: [draftToDoc(draft, stored)] });
      } catch (err) {
        const f = err instanceof DeskApiError ? refusedField(err.message) : null;
        if (f) setRefused({ field: f, text: errorMessage(t, err) });
        throw err;
      }
      saved = await call<KbDoc>('admin/kb/get', { docId: draft.docId.trim() });
    }, t('kb.savedSanitised'));
    if (ok && saved) {
      const s: KbDoc = saved;
      setStored(s);
      setDraft(docToDraft(s));
      // the editor starts again from the stored, sanitised answer: what visitors get
      setEditorKey((k) => k + 1);
      onSaved(s);
    }
  }

  const errorOf = (f: string) => (refused?.field === f ? refused.text : null);
  const invalid = (f: string) => (refused?.field === f ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${f}-error` } : {});
  const problem = (f: string) => (refused?.field === f ? <p id={`${id}-${f}-error`} className={errorText}>{refused.text}</p> : null);

  const form = (
    <form onSubmit={submit}>
      <label className={field}><span>{t('kb.docId')}</span>
        <input required pattern="[A-Za-z0-9_.:\-]{1,64}" dir="ltr" readOnly={!!stored} value={draft.docId} onChange={(e) => set('docId', e.currentTarget.value)} {...invalid('docId')} /></label>
      {problem('docId')}
      <label className={field}><span>{t('kb.question')}</span>
        <input required maxLength={200} value={draft.question} onChange={(e) => set('question', e.currentTarget.value)} {...invalid('question')} /></label>
      {problem('question')}
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'end' }}>
        <SelectField label={t('kb.locale')} style={{ flex: '1 1 180px' }} value={draft.locale} onChange={(e) => set('locale', e.currentTarget.value)} {...invalid('locale')}>
          {LOCALE_OPTIONS.map((o) => <option key={o.code} value={o.code} lang={o.code}>{o.name}</option>)}
        </SelectField>
        <label className={field} style={{ flex: '1 1 180px' }}><span>{t('kb.category')}</span>
          <input maxLength={64} list={`${id}-categories`} value={draft.category} onChange={(e) => set('category', e.currentTarget.value)} {...invalid('category')} /></label>
        <datalist id={`${id}-categories`}>{categories.map((c) => <option key={c} value={c} />)}</datalist>
        <label className={inlineField}><input type="checkbox" checked={draft.enabled} onChange={(e) => set('enabled', e.currentTarget.checked)} />{t('kb.enabled')}</label>
      </div>
      {problem('locale')}{problem('category')}
      <div style={{ display: 'grid', gap: 4 }}>
        <span id={`${id}-answer`} style={{ fontWeight: 600, fontSize: 13 }}>{t('kb.answerRich')}</span>
        <Suspense fallback={<Loading />}>
          <AnswerEditor key={editorKey} value={draft.answer} onChange={(html) => set('answer', html)} labelId={`${id}-answer`}
            describedBy={errorOf('answer') ? `${id}-answer-error` : undefined} />
        </Suspense>
        {problem('answer')}
      </div>
      <div style={{ display: 'grid', gap: 4 }}>
        <span id={`${id}-preview`} style={{ fontWeight: 600, fontSize: 13 }}>{t('kb.preview')}</span>
        <p className={muted} style={{ margin: 0 }}>{t('kb.previewHint')}</p>
        <Suspense fallback={<Loading />}><AnswerPreview html={draft.answer} labelId={`${id}-preview`} /></Suspense>
      </div>
      <TextList id={`${id}-similar`} legend={t('kb.similarList')} itemLabel={(n) => t('kb.similarN', { n })} addLabel={t('kb.similarAdd')}
        values={draft.similar} onChange={(v) => set('similar', v)} maxLength={200} error={errorOf('similarQuestions')} />
      <TextList id={`${id}-keywords`} legend={t('kb.keywordList')} itemLabel={(n) => t('kb.keywordN', { n })} addLabel={t('kb.keywordAdd')}
        values={draft.keywords} onChange={(v) => set('keywords', v)} maxLength={32} error={errorOf('keywords')} />
      <RelatedPicker docId={draft.docId} related={draft.related} names={names} error={errorOf('related')}
        onChange={(ids, picked) => { if (picked) setNames((n) => ({ ...n, [picked.docId]: picked.question })); set('related', ids); }} />
      <GuideBuilder nodes={draft.guide} onChange={(g) => set('guide', g)} error={errorOf('guide')} />
      <SaveFooter saver={saver} onClose={onClose} />
    </form>
  );
  const ctx: KbEditorContext = {
    draft, savedDocId: stored?.docId ?? null,
    addSimilar: (q) => setDraft((o) => (o.similar.includes(q) ? o : { ...o, similar: [...o.similar, q] })),
  };
  return (
    <Dialog title={stored ? t('kb.editTitle') : t('kb.add')} onClose={onClose} className={wideDialog}>
      <KbEditorLayout form={form} aside={aside ? aside(ctx) : undefined} />
    </Dialog>
  );
}
