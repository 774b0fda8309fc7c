/**
 * One unanswered question and what an admin can do with it (docs/desk.md "Unanswered
 * questions"): add it as a similar question of one of the robot's nearest entries (scores shown)
 * or of any entry found by typing, make a new entry of it, or dismiss it. Used by the triage list
 * and by a conversation's "Unanswered questions" dialog.
 */
import { useId, useState } from 'react';
import type { TriageAction, TriageQuestion } from '../../../../protocol';
import { DeskApiError } from '../../../api/client';
import { useT } from '../../../i18n/react';
import { errorMessage } from '../../common/errors';
import { button, errorText, muted, primary, danger } from '../../styles';
import { addSimilar, resolve } from './api';
import type { DocRef } from './api';
import { DocPicker } from './doc-picker';
import { NewEntryDialog } from './new-entry-dialog';
import { triageItem } from './styles';

export interface Resolved { q: TriageQuestion; action: TriageAction; entry?: string }

export function TriageItem({ q, docs, onResolved, headingId, level = 4 }: {
  q: TriageQuestion; docs: readonly DocRef[] | null; onResolved: (r: Resolved) => void; headingId: string;
  /** the question's heading level: 4 under the tab's list, 3 in a dialog (whose title is an h2) */
  level?: 3 | 4;
}) {
  const t = useT();
  const H = level === 3 ? 'h3' : 'h4';
  const id = useId();
  const [target, setTarget] = useState<string | null>(q.nearest[0]?.docId ?? null);
  const [picked, setPicked] = useState<DocRef | null>(null);
  const [creating, setCreating] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const extra = picked && !q.nearest.some((n) => n.docId === picked.docId) ? picked : null;
  const entryName = (docId: string) => q.nearest.find((n) => n.docId === docId)?.question ?? (picked?.docId === docId ? picked.question : docId);

  async function run(action: TriageAction, work: () => Promise<unknown>, entry?: string) {
    setBusy(true);
    setError('');
    try {
      await work();
      onResolved({ q, action, ...(entry ? { entry } : {}) });
    } catch (err) {
      setError(errorMessage(t, err));
      setBusy(false);
    }
  }

  const addToEntry = () => {
    if (!target) { setError(t('triage.chooseFirst')); return; }
    const docId = target;
    void run('similar', async () => {
      try {
        await addSimilar(docId, q.question);
      } catch (err) {
        // already one of the entry's questions (added from the try box, say): it is handled all the same
        if (!(err instanceof DeskApiError && err.code === 409 && err.message.startsWith('question: is already'))) throw err;
      }
      await resolve(q.key, 'similar', docId);
    }, entryName(docId));
  };

  if (q.handled) {
    return (
      <li className={triageItem} aria-labelledby={headingId}>
        <H id={headingId} tabIndex={-1} dir="auto">{q.question}</H>
        <p className={muted}>{t(`triage.handled.${q.handled}`)}</p>
      </li>
    );
  }
  return (
    <li className={triageItem} aria-labelledby={headingId}>
      <H id={headingId} tabIndex={-1} dir="auto">{q.question}</H>
      <p className={muted}>{t('triage.facts', { count: q.count, locale: q.locale })}</p>
      <fieldset>
        <legend>{t('triage.addTo')}</legend>
        {q.nearest.map((n) => (
          <label key={n.docId} className="choice">
            <input type="radio" name={`${id}-target`} checked={target === n.docId} onChange={() => setTarget(n.docId)} />
            <span dir="auto">{n.question}</span>
            <span className={muted}>{t('try.scoreValue', { score: Math.round(n.score * 100) })}</span>
          </label>
        ))}
        {extra && (
          <label className="choice">
            <input type="radio" name={`${id}-target`} checked={target === extra.docId} onChange={() => setTarget(extra.docId)} />
            <span dir="auto">{extra.question}</span>
          </label>
        )}
        <DocPicker docs={docs} label={t('triage.find')} onPick={(d) => { setPicked(d); setTarget(d.docId); }} />
      </fieldset>
      <div className="actions">
        <button type="button" className={`${button} ${primary}`} disabled={busy} onClick={addToEntry} aria-describedby={headingId}>{t('triage.addSimilar')}</button>
        <button type="button" className={button} disabled={busy} onClick={() => setCreating(true)} aria-describedby={headingId}>{t('triage.newEntry')}</button>
        <button type="button" className={`${button} ${danger}`} disabled={busy} aria-describedby={headingId}
          onClick={() => void run('dismissed', () => resolve(q.key, 'dismissed'))}>{t('triage.dismiss')}</button>
      </div>
      {error && <p role="alert" className={errorText}>{error}</p>}
      {creating && (
        <NewEntryDialog question={q.question} locale={q.locale} onClose={() => setCreating(false)}
          onSaved={(docId) => { setCreating(false); void run('created', () => resolve(q.key, 'created', docId)); }} />
      )}
    </li>
  );
}
