/**
 * A new knowledge-base entry made from an unanswered question (docs/desk.md "Unanswered
 * questions"): the question prefilled, the answer as plain text (paragraphs at blank lines), the
 * language prefilled with the question's. Saved through admin/kb/save like any entry; the full
 * editor on the Knowledge base tab can add the rest later.
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import { LOCALES } from '../../../../protocol';
import { call } from '../../../api/client';
import { useT } from '../../../i18n/react';
import { Dialog } from '../../common/dialog';
import { field } from '../../styles';
import { SaveFooter, useSaver } from '../saver';
import { localeName } from '../kb-try/locale-names';
import { answerHtml, newDocId } from './api';

export function NewEntryDialog({ question, locale, onClose, onSaved }: { question: string; locale: string; onClose: () => void; onSaved: (docId: string) => void }) {
  const t = useT();
  const [q, setQ] = useState(question.slice(0, 200));
  const [answer, setAnswer] = useState('');
  const [loc, setLoc] = useState((LOCALES as readonly string[]).includes(locale) ? locale : 'zh');
  const saver = useSaver();
  async function submit(e: FormEvent) {
    e.preventDefault();
    const docId = newDocId();
    const ok = await saver.run(() => call('admin/kb/save', { docs: [{ docId, question: q.trim(), answer: answerHtml(answer), locale: loc, enabled: true }] }));
    if (ok) onSaved(docId);
  }
  return (
    <Dialog title={t('triage.newTitle')} onClose={onClose}>
      <form onSubmit={submit}>
        <label className={field}><span>{t('kb.question')}</span>
          <input required maxLength={200} value={q} onChange={(e) => setQ(e.currentTarget.value)} dir="auto" />
        </label>
        <label className={field}><span>{t('triage.answerText')}</span>
          <textarea required rows={6} maxLength={10000} value={answer} onChange={(e) => setAnswer(e.currentTarget.value)} dir="auto" />
        </label>
        <label className={field}><span>{t('kb.locale')}</span>
          <select value={loc} onChange={(e) => setLoc(e.currentTarget.value)}>
            {LOCALES.map((l) => <option key={l} value={l} lang={l}>{localeName(l)}</option>)}
          </select>
        </label>
        <SaveFooter saver={saver} onClose={onClose} />
      </form>
    </Dialog>
  );
}
