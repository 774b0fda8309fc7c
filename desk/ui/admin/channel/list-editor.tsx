/**
 * A list of items the admin adds, removes and reorders: by dragging an item's handle, or from
 * the keyboard with its Move up / Move down buttons. Every move is announced ("Menu item “Track”
 * is now 1 of 3") and the focus stays on the moved item's button. The list itself is the target
 * of a refusal about the whole list (its id is the list's path), so it takes the focus then.
 */
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/react';
import { button, danger, small, srOnly } from '../../styles';
import { useDescribed } from './controls';
import { listBox } from './styles';
import { moved } from './paths';
import type { ListChange } from './paths';

export interface ListProps<T> {
  /** the list's control id (its path, paths.ts) */
  id: string;
  title: string;
  hint: string;
  items: readonly T[];
  /** "Menu item 2" */
  itemLabel: (i: number) => string;
  /** what the item says, for the announcements ("Track") */
  itemName: (item: T) => string;
  render: (item: T, i: number) => ReactNode;
  /** the new list, and what happened to it (moves and removals are repeated in each language's copy) */
  onChange: (items: T[], op?: ListChange) => void;
  make: () => T;
  addLabel: string;
  max: number;
  /** more actions beside Add (e.g. "Start with name, phone and e-mail") */
  extra?: ReactNode;
}

export function ListEditor<T>({ id, title, hint, items, itemLabel, itemName, render, onChange, make, addLabel, max, extra }: ListProps<T>) {
  const t = useT();
  const { error, props } = useDescribed(id, true);
  const [said, setSaid] = useState('');
  const [focusNext, setFocusNext] = useState<string | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const dragFrom = useRef<number | null>(null);
  useEffect(() => {
    if (!focusNext) return;
    // "item:N": the new item's first field
    const item = /^item:(\d+)$/.exec(focusNext);
    const el = item ? document.getElementById(`${id}-${item[1]}-legend`)?.closest('li')?.querySelector<HTMLElement>('fieldset input, fieldset select, fieldset textarea') : document.getElementById(focusNext);
    el?.focus();
    setFocusNext(null);
  }, [focusNext]);

  const nameOf = (item: T, i: number) => itemName(item).trim() || itemLabel(i);
  function move(from: number, to: number, viaKeys: string | null) {
    if (to < 0 || to >= items.length || from === to) return;
    const item = items[from]!;
    onChange(moved(items, from, to), { kind: 'move', from, to });
    setSaid(t('channels.list.moved', { name: nameOf(item, from), n: to + 1, of: items.length }));
    if (viaKeys) setFocusNext(`${id}-${to}-${to === 0 ? 'down' : to === items.length - 1 ? 'up' : viaKeys}`);
  }
  function remove(i: number) {
    const item = items[i]!;
    onChange(items.filter((_, j) => j !== i), { kind: 'remove', index: i });
    setSaid(t('channels.list.removed', { name: nameOf(item, i) }));
    setFocusNext(items.length > 1 ? `${id}-${Math.min(i, items.length - 2)}-remove` : `${id}-add`);
  }
  function add() {
    onChange([...items, make()]);
    setSaid(t('channels.list.added', { name: itemLabel(items.length) }));
    setFocusNext(`item:${items.length}`);
  }

  return (
    <div className={listBox} role="group" aria-labelledby={`${id}-title`} tabIndex={-1} {...props} aria-invalid={undefined}>
      <strong id={`${id}-title`}>{title}</strong>
      <p id={`${id}-hint`} className="hint">{hint}</p>
      {error && <p id={`${id}-error`} className="error">{error}</p>}
      {items.length > 0 && (
        <ol>
          {items.map((item, i) => (
            <li key={i} data-over={over === i ? 'true' : undefined}
              onDragOver={(e) => { if (dragFrom.current !== null) { e.preventDefault(); setOver(i); } }}
              onDragLeave={() => setOver((o) => (o === i ? null : o))}
              onDrop={(e) => { e.preventDefault(); const from = dragFrom.current; dragFrom.current = null; setOver(null); if (from !== null) move(from, i, null); }}>
              <fieldset aria-labelledby={`${id}-${i}-legend`}>
                <legend>
                  <span className="handle" draggable aria-hidden="true" title={t('channels.list.drag')}
                    onDragStart={(e) => { dragFrom.current = i; e.dataTransfer.effectAllowed = 'move'; e.dataTransfer.setData('text/plain', String(i)); }}
                    onDragEnd={() => { dragFrom.current = null; setOver(null); }}>⠿</span>
                  <span className="name" id={`${id}-${i}-legend`}>{itemLabel(i)}</span>
                  <button type="button" id={`${id}-${i}-up`} className={`${button} ${small}`} disabled={i === 0}
                    aria-label={t('channels.list.up', { item: itemLabel(i) })} onClick={() => move(i, i - 1, 'up')}>{t('channels.list.upShort')}</button>
                  <button type="button" id={`${id}-${i}-down`} className={`${button} ${small}`} disabled={i === items.length - 1}
                    aria-label={t('channels.list.down', { item: itemLabel(i) })} onClick={() => move(i, i + 1, 'down')}>{t('channels.list.downShort')}</button>
                  <button type="button" id={`${id}-${i}-remove`} className={`${button} ${small} ${danger}`}
                    aria-label={t('channels.list.remove', { item: itemLabel(i) })} onClick={() => remove(i)}>{t('action.delete')}</button>
                </legend>
                {render(item, i)}
              </fieldset>
            </li>
          ))}
        </ol>
      )}
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <button type="button" id={`${id}-add`} className={`${button} ${small}`} disabled={items.length >= max} onClick={add}>{addLabel}</button>
        {extra}
      </div>
      <p role="status" className={srOnly}>{said}</p>
    </div>
  );
}
