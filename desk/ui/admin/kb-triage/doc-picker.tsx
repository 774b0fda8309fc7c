/**
 * Find any entry of the knowledge base by typing (a combobox over the documents: question,
 * similar questions, id). Arrow keys move through the matches, Enter picks, Escape closes; the
 * pick is announced by the caller.
 */
import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useT } from '../../../i18n/react';
import { field, optionList, srOnly } from '../../styles';
import type { DocRef } from './api';
import { pickerBox } from './styles';

const MAX = 8;

export function matchDocs(docs: readonly DocRef[], query: string): DocRef[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  const out: DocRef[] = [];
  for (const d of docs) {
    if (d.enabled === false) continue;
    if ([d.question, d.docId, ...(d.similarQuestions ?? [])].some((s) => s.toLowerCase().includes(q))) out.push(d);
    if (out.length >= MAX) break;
  }
  return out;
}

export function DocPicker({ docs, onPick, label }: { docs: readonly DocRef[] | null; onPick: (d: DocRef) => void; label: string }) {
  const t = useT();
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const options = docs ? matchDocs(docs, query) : [];
  const shown = open && options.length > 0;
  const cur = Math.max(0, Math.min(active, options.length - 1));
  const optionId = (i: number) => `${id}-opt-${i}`;

  function pick(d: DocRef) {
    onPick(d);
    setQuery(d.question);
    setOpen(false);
  }

  function onKey(e: KeyboardEvent<HTMLInputElement>) {
    if (e.nativeEvent.isComposing || e.keyCode === 229) return;
    const n = options.length;
    const move = (to: number) => { e.preventDefault(); setOpen(true); if (n) setActive((to + n) % n); };
    if (e.key === 'ArrowDown') move(open ? cur + 1 : 0);
    else if (e.key === 'ArrowUp') move(cur - 1);
    else if (e.key === 'Enter') {
      // Enter picks; it never submits an enclosing form
      e.preventDefault();
      const d = shown ? options[cur] : undefined;
      if (d) pick(d);
    } else if (e.key === 'Escape' && shown) {
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
    }
  }

  return (
    <div className={pickerBox} onBlur={(e) => { if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false); }}>
      <label className={field} htmlFor={`${id}-in`}><span>{label}</span></label>
      <input id={`${id}-in`} type="text" role="combobox" autoComplete="off" value={query} disabled={!docs}
        aria-expanded={shown} aria-controls={`${id}-list`} aria-autocomplete="list" aria-describedby={`${id}-help`}
        aria-activedescendant={shown ? optionId(cur) : undefined}
        onChange={(e) => { setQuery(e.currentTarget.value); setActive(0); setOpen(true); }} onKeyDown={onKey} />
      <span id={`${id}-help`} className={srOnly}>{t('triage.findHelp')}</span>
      <ul id={`${id}-list`} role="listbox" aria-label={label} className={optionList} hidden={!shown}>
        {shown && options.map((d, i) => (
          <li key={d.docId} id={optionId(i)} role="option" aria-selected={i === cur}
            onMouseDown={(e) => e.preventDefault()} onClick={() => pick(d)}>
            <span dir="auto">{d.question}</span>
            <span className="text" dir="ltr">{d.docId}</span>
          </li>
        ))}
      </ul>
      {open && query.trim() && docs && !options.length && <p className="hint">{t('triage.noMatch')}</p>}
    </div>
  );
}
