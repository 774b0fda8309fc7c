/**
 * A conversation's tags, editable by any agent (docs/desk.md "Tags"): the chosen tags as chips,
 * each with a remove button, and a "Tags" button (or Alt+T) opening a picker — a combobox to type
 * a filter into and a multi-select listbox of the tenant's tags. Arrow keys move, Enter adds or
 * removes the highlighted tag, Escape closes and returns to the button. Each option says whether
 * it is chosen (aria-selected), and each change is announced.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent } from 'react';
import { TagLimits } from '../../../protocol';
import type { DeskTag } from '../../../protocol';
import { DeskApiError } from '../../api/client';
import { useT } from '../../i18n/react';
import { $sessionTags, $tags, $tagsById, changeTags, filterTags } from '../../state/tags';
import { errorMessage } from '../common/errors';
import { button, errorText, srOnly } from '../styles';
import { chip, chipList, editor, picker, tagStyle } from './tag-style';

/** The editors on screen, latest last: Alt+T opens the latest one's picker. */
const shortcutOwners: symbol[] = [];

export function TagEditor({ sessionId, tags }: { sessionId: string; tags: readonly string[] }) {
  const t = useT();
  const all = useStore($tags);
  const byId = useStore($tagsById);
  const current = useStore($sessionTags)[sessionId] ?? tags;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const opener = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const options = filterTags(all, query);
  const cur = Math.max(0, Math.min(active, options.length - 1));
  const optionId = (i: number) => `${id}-opt-${i}`;
  const chosen = current.map((tagId) => byId.get(tagId)).filter((g) => g !== undefined);

  function show() {
    setQuery('');
    setActive(0);
    setError('');
    setOpen(true);
  }
  function hide(refocus: boolean) {
    setOpen(false);
    if (refocus) opener.current?.focus();
  }

  useEffect(() => { if (open) input.current?.focus(); }, [open]);

  // Alt+T (docs/desk.md "Keyboard and screen readers"): the physical key, so every layout and
  // macOS's Option+T (which types "†") work alike; not while a dialog is open over the page
  useEffect(() => {
    const me = Symbol('tag-editor');
    shortcutOwners.push(me);
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (!e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || e.code !== 'KeyT' || shortcutOwners.at(-1) !== me) return;
      if (document.querySelector('dialog[open]')) return;
      e.preventDefault();
      show();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      shortcutOwners.splice(shortcutOwners.indexOf(me), 1);
    };
  }, []);

  async function toggle(g: DeskTag) {
    const on = current.includes(g.tagId);
    setError('');
    setStatus('');
    try {
      await changeTags(sessionId, on ? { remove: [g.tagId] } : { add: [g.tagId] });
      setStatus(t(on ? 'tags.removed' : 'tags.added', { name: g.name }));
    } catch (err) {
      setError(err instanceof DeskApiError && err.code === 409 ? t('tags.tooMany', { max: TagLimits.perConversation }) : errorMessage(t, err));
    }
  }

  function onKey(e: KeyboardEvent<HTMLInputElement>) {
    if (e.nativeEvent.isComposing || e.keyCode === 229) return;
    const n = options.length;
    const move = (to: number) => { e.preventDefault(); if (n) setActive((to + n) % n); };
    if (e.key === 'ArrowDown') move(cur + 1);
    else if (e.key === 'ArrowUp') move(cur - 1);
    else if (e.key === 'Home' && e.altKey) move(0);
    else if (e.key === 'End' && e.altKey) move(n - 1);
    else if (e.key === 'Enter') {
      e.preventDefault();
      const g = options[cur];
      if (g) void toggle(g);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      hide(true);
    }
  }

  function onBlur(e: FocusEvent<HTMLDivElement>) {
    if (open && !e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
  }

  return (
    <div className={editor} onBlur={onBlur}>
      {chosen.length > 0 && (
        <ul className={chipList} aria-label={t('tags.label')}>
          {chosen.map((g) => (
            <li key={g.tagId} className={chip} style={tagStyle(g.color)}>
              <span className="name" dir="auto">{g.name}</span>
              <button type="button" aria-label={t('tags.remove', { name: g.name })} title={t('tags.remove', { name: g.name })}
                onClick={() => { void toggle(g); opener.current?.focus(); }}>×</button>
            </li>
          ))}
        </ul>
      )}
      <button ref={opener} type="button" className={button} aria-expanded={open} aria-controls={open ? `${id}-picker` : undefined}
        aria-keyshortcuts="Alt+T" onClick={() => (open ? hide(false) : show())}>{t('tags.button')}</button>
      {open && (
        <div id={`${id}-picker`} className={picker}>
          <label htmlFor={`${id}-find`} className={srOnly}>{t('tags.find')}</label>
          <input id={`${id}-find`} ref={input} type="text" role="combobox" autoComplete="off" value={query}
            placeholder={t('tags.findPlaceholder')} aria-expanded={options.length > 0} aria-controls={options.length ? `${id}-list` : undefined} aria-autocomplete="list"
            aria-describedby={`${id}-help`} aria-activedescendant={options.length ? optionId(cur) : undefined}
            onChange={(e) => { setQuery(e.currentTarget.value); setActive(0); }} onKeyDown={onKey} />
          <span id={`${id}-help`} className={srOnly}>{t('tags.help')}</span>
          {options.length > 0 && <ul id={`${id}-list`} role="listbox" aria-label={t('tags.label')} aria-multiselectable="true">
            {options.map((g, i) => {
              const on = current.includes(g.tagId);
              return (
                <li key={g.tagId} id={optionId(i)} role="option" aria-selected={on} data-active={i === cur ? 'true' : undefined}
                  onMouseDown={(e) => e.preventDefault()} onClick={() => { setActive(i); void toggle(g); }}>
                  <span className="check" aria-hidden="true">{on ? '✓' : ''}</span>
                  <span className="swatch" style={tagStyle(g.color)} aria-hidden="true" />
                  <span className="name" dir="auto">{g.name}</span>
                </li>
              );
            })}
          </ul>}
          {!options.length && <p className="hint">{all.length ? t('tags.noMatch', { query: query.trim() }) : t('tags.none')}</p>}
        </div>
      )}
      <span role="status" className={srOnly}>{status}</span>
      {error && <span role="alert" className={errorText}>{error}</span>}
    </div>
  );
}
