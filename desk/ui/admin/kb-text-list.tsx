/**
 * An editable list of short texts (a document's similar questions, its keywords): one row per
 * entry, each with its own named input and Remove button; Add puts a new row at the end and
 * focuses it, Enter in a row adds the next one. A refusal from the server shows under the list.
 */
import { useEffect, useRef } from 'react';
import { useT } from '../../i18n/react';
import { button, errorText, small } from '../styles';
import { kbRows } from './kb-styles';

export function TextList({ legend, itemLabel, addLabel, values, onChange, maxLength, error, id }: {
  legend: string; itemLabel: (n: number) => string; addLabel: string; values: string[]; onChange: (v: string[]) => void;
  maxLength: number; error?: string | null; id: string;
}) {
  const t = useT();
  const focusRow = useRef<number | null>(null);
  const box = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    if (focusRow.current === null) return;
    box.current?.querySelectorAll<HTMLInputElement>('input')[focusRow.current]?.focus();
    focusRow.current = null;
  });
  const set = (i: number, v: string) => onChange(values.map((x, k) => (k === i ? v : x)));
  const add = () => { focusRow.current = values.length; onChange([...values, '']); };
  const remove = (i: number) => { focusRow.current = Math.max(0, Math.min(i, values.length - 2)); onChange(values.filter((_x, k) => k !== i)); };
  return (
    <fieldset ref={box} className={kbRows} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {values.map((v, i) => (
        <div className="row" key={i}>
          <input aria-label={itemLabel(i + 1)} value={v} maxLength={maxLength} onChange={(e) => set(i, e.currentTarget.value)}
            onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); add(); } }} />
          <button type="button" className={`${button} ${small}`} aria-label={t('kb.removeNamed', { name: itemLabel(i + 1) })} onClick={() => remove(i)}>{t('kb.remove')}</button>
        </div>
      ))}
      <div><button type="button" className={`${button} ${small}`} onClick={add}>{addLabel}</button></div>
      {error && <p id={`${id}-error`} className={errorText}>{error}</p>}
    </fieldset>
  );
}
