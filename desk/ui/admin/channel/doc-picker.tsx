/**
 * Finding a knowledge-base entry to point at (FAQ questions, a menu item's or a side-bar
 * question's answer): a search box over the tenant's documents (admin/kb/list with `q`, the
 * first 8 matches), each result with a button that picks it. The count of results is announced.
 */
import { useEffect, useState } from 'react';
import { call } from '../../../api/client';
import { useT } from '../../../i18n/react';
import { errorMessage } from '../../common/errors';
import { button, field, small } from '../../styles';
import { pickerBox } from './styles';

export interface KbHit { docId: string; question: string; locale?: string }

const SEARCH_DELAY_MS = 250;

export function DocPicker({ id, label, pickLabel, onPick }: { id: string; label: string; pickLabel: (q: string) => string; onPick: (d: KbHit) => void }) {
  const t = useT();
  const [q, setQ] = useState('');
  const [hits, setHits] = useState<KbHit[] | null>(null);
  const [problem, setProblem] = useState('');
  useEffect(() => {
    const words = q.trim();
    if (!words) { setHits(null); return undefined; }
    let live = true;
    const timer = setTimeout(() => {
      call<{ docs: KbHit[] }>('admin/kb/list', { q: words, limit: 8 }).then(
        (r) => { if (live) { setHits(r.docs); setProblem(''); } },
        (err: unknown) => { if (live) setProblem(errorMessage(t, err)); },
      );
    }, SEARCH_DELAY_MS);
    return () => { live = false; clearTimeout(timer); };
  }, [q]);
  return (
    <div className={pickerBox}>
      <div className={field}>
        <label htmlFor={id}>{label}</label>
        <input id={id} type="search" autoComplete="off" value={q} aria-describedby={`${id}-hint`} onChange={(e) => setQ(e.currentTarget.value)} />
        <p id={`${id}-hint`} className="hint">{t('channels.kb.hint')}</p>
      </div>
      <p role="status" className="hint">
        {problem || (hits === null ? '' : hits.length ? t('channels.kb.found', { n: hits.length }) : t('channels.kb.none'))}
      </p>
      {hits && hits.length > 0 && (
        <ul aria-label={t('channels.kb.results')}>
          {hits.map((d) => (
            <li key={d.docId}>
              <span>{d.question} <span className="hint" dir="ltr">({d.docId})</span></span>
              <button type="button" className={`${button} ${small}`} aria-label={pickLabel(d.question)} onClick={() => { onPick(d); setQ(''); }}>{t('channels.kb.pick')}</button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
