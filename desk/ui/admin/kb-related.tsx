/**
 * A document's related entries (spec §3 suggestList), picked by search: a combobox (ARIA 1.2:
 * arrows move through the matches, Enter picks, Esc closes) over admin/kb/list, and the picked
 * entries as chips with a Remove button each.
 */
import { useEffect, useId, useState } from 'react';
import { call } from '../../api/client';
import { useT } from '../../i18n/react';
import { button, errorText, field, small } from '../styles';
import type { KbDoc } from './kb-doc-form';
import { kbChips, kbCombo } from './kb-styles';

const MAX_RELATED = 10;

/** Search the documents as the admin types (a short pause first); `exclude` are not offered. */
export function useDocSearch(q: string, exclude: readonly string[]): KbDoc[] {
  const [found, setFound] = useState<KbDoc[]>([]);
  const key = exclude.join('|');
  useEffect(() => {
    const text = q.trim();
    if (!text) { setFound([]); return undefined; }
    let live = true;
    const timer = setTimeout(() => {
      call<{ docs: KbDoc[] }>('admin/kb/list', { q: text.slice(0, 100), limit: 8 + exclude.length, sort: 'question' })
        .then((r) => { if (live) setFound(r.docs.filter((d) => !exclude.includes(d.docId)).slice(0, 8)); }, () => { if (live) setFound([]); });
    }, 200);
    return () => { live = false; clearTimeout(timer); };
  }, [q, key]);
  return found;
}

export function RelatedPicker({ docId, related, names, onChange, error }: {
  docId: string; related: string[]; names: Record<string, string>; onChange: (ids: string[], picked?: KbDoc) => void; error?: string | null;
}) {
  const t = useT();
  const id = useId();
  const [q, setQ] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const found = useDocSearch(q, [docId, ...related]);
  const shown = open && found.length > 0;
  const pick = (d: KbDoc | undefined) => {
    if (!d) return;
    onChange([...related, d.docId], d);
    setQ('');
    setOpen(false);
  };
  return (
    <fieldset className={kbCombo} style={{ border: '1px solid #dde2ea', borderRadius: 8, padding: '8px 10px', margin: 0 }} aria-describedby={error ? `${id}-error` : undefined}>
      <legend style={{ fontWeight: 600, fontSize: 13 }}>{t('kb.related')}</legend>
      {related.length > 0 && (
        <ul className={kbChips} aria-label={t('kb.relatedPicked')}>
          {related.map((r) => (
            <li key={r}><span>{names[r] ? `${names[r]} (${r})` : r}</span>
              <button type="button" className={`${button} ${small}`} aria-label={t('kb.removeNamed', { name: names[r] ?? r })} onClick={() => onChange(related.filter((x) => x !== r))}>×</button></li>
          ))}
        </ul>
      )}
      <label className={field} htmlFor={`${id}-q`}><span>{t('kb.relatedFind')}</span></label>
      <input id={`${id}-q`} role="combobox" aria-autocomplete="list" aria-expanded={shown} aria-controls={`${id}-list`} disabled={related.length >= MAX_RELATED}
        aria-activedescendant={shown ? `${id}-o${active}` : undefined} value={q} maxLength={100} autoComplete="off"
        style={{ border: '1px solid #aab2c0', borderRadius: 6, padding: '4px 8px', minHeight: 30 }}
        onChange={(e) => { setQ(e.currentTarget.value); setOpen(true); setActive(0); }}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') { e.preventDefault(); setOpen(true); setActive((a) => Math.min(a + 1, found.length - 1)); }
          else if (e.key === 'ArrowUp') { e.preventDefault(); setActive((a) => Math.max(a - 1, 0)); }
          else if (e.key === 'Enter') { e.preventDefault(); if (shown) pick(found[active]); }
          else if (e.key === 'Escape' && shown) { e.preventDefault(); e.stopPropagation(); setOpen(false); }
        }} />
      <ul id={`${id}-list`} role="listbox" aria-label={t('kb.relatedMatches')} hidden={!shown}>
        {found.map((d, i) => (
          <li key={d.docId} id={`${id}-o${i}`} role="option" aria-selected={i === active} onMouseDown={(e) => { e.preventDefault(); pick(d); }}>
            {d.question} <span style={{ color: '#566072' }}>({d.docId})</span>
          </li>
        ))}
      </ul>
      {error && <p id={`${id}-error`} className={errorText}>{error}</p>}
    </fieldset>
  );
}
