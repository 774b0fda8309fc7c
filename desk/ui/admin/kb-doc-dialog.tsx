/**
 * Edit or add one knowledge-base document: question, similar questions and keywords (one per
 * line), answer (HTML, sanitised by the server), category, locale, enabled. Fields this form does
 * not show (guide, card, related) are kept as they were.
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import { call } from '../../api/client';
import { useT } from '../../i18n/react';
import { Dialog } from '../common/dialog';
import { field, inlineField } from '../styles';
import { SaveFooter, useSaver } from './saver';

export interface KbDoc {
  docId: string; question: string; similarQuestions?: string[]; answer?: string; category?: string; keywords?: string[];
  locale?: string; enabled?: boolean; related?: string[]; upVotes?: number; downVotes?: number; createdAt?: number; updatedAt?: number;
  [more: string]: unknown;
}

const lines = (s: string): string[] => s.split('\n').map((l) => l.trim()).filter(Boolean);

export function KbDocDialog({ doc, onClose, onDone }: { doc: KbDoc | null; onClose: () => void; onDone: () => void }) {
  const t = useT();
  const [f, setF] = useState({
    docId: doc?.docId ?? '', question: doc?.question ?? '', similar: (doc?.similarQuestions ?? []).join('\n'), answer: doc?.answer ?? '',
    category: doc?.category ?? '', keywords: (doc?.keywords ?? []).join('\n'), locale: doc?.locale ?? 'zh', enabled: doc?.enabled ?? true,
  });
  const set = <K extends keyof typeof f>(k: K, v: (typeof f)[K]) => setF((o) => ({ ...o, [k]: v }));
  const saver = useSaver();
  async function submit(e: FormEvent) {
    e.preventDefault();
    // the stored record minus what the server keeps itself (votes, times)
    const { upVotes: _u, downVotes: _d, createdAt: _c, updatedAt: _t, ...kept } = doc ?? ({} as KbDoc);
    const next = {
      ...kept, docId: f.docId.trim(), question: f.question.trim(), similarQuestions: lines(f.similar), answer: f.answer,
      category: f.category.trim(), keywords: lines(f.keywords), locale: f.locale.trim(), enabled: f.enabled,
    };
    const ok = await saver.run(() => call('admin/kb/save', { docs: [next] }));
    if (ok) onDone();
  }
  return (
    <Dialog title={doc ? t('kb.editTitle') : t('kb.add')} onClose={onClose}>
      <form onSubmit={submit}>
        <label className={field}><span>{t('kb.docId')}</span><input required pattern="[A-Za-z0-9_.:\-]{1,64}" readOnly={!!doc} value={f.docId} onChange={(e) => set('docId', e.currentTarget.value)} /></label>
        <label className={field}><span>{t('kb.question')}</span><input required maxLength={200} value={f.question} onChange={(e) => set('question', e.currentTarget.value)} /></label>
        <label className={field}><span>{t('kb.similar')}</span><textarea rows={3} value={f.similar} onChange={(e) => set('similar', e.currentTarget.value)} /></label>
        <label className={field}><span>{t('kb.answer')}</span><textarea rows={6} maxLength={20000} value={f.answer} onChange={(e) => set('answer', e.currentTarget.value)} /></label>
        <label className={field}><span>{t('kb.category')}</span><input maxLength={64} value={f.category} onChange={(e) => set('category', e.currentTarget.value)} /></label>
        <label className={field}><span>{t('kb.keywords')}</span><textarea rows={2} value={f.keywords} onChange={(e) => set('keywords', e.currentTarget.value)} /></label>
        <label className={field}><span>{t('kb.locale')}</span><input maxLength={8} value={f.locale} onChange={(e) => set('locale', e.currentTarget.value)} /></label>
        <label className={inlineField}><input type="checkbox" checked={f.enabled} onChange={(e) => set('enabled', e.currentTarget.checked)} />{t('kb.enabled')}</label>
        <SaveFooter saver={saver} onClose={onClose} />
      </form>
    </Dialog>
  );
}
