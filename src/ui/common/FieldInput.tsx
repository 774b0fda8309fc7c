/**
 * One input per spec §3 field type (src/chat/fields.ts), for every form of the widget: the
 * pre-chat user form, the work-order form and the card form. Each control is named by its label
 * (a fieldset's legend for the radio and checkbox groups and the cascade); a required field says
 * so (aria-required and a star); a wrong one is marked invalid and described by its message.
 * Dates use the browser's own pickers: type=date gives `yyyy-MM-dd`, type=datetime-local is
 * converted to `yyyy-MM-dd HH:mm`. The cascade is one select per level, each level offering the
 * children of the choice above it.
 */
import { useId } from 'react';
import { FieldType } from '../../../protocol';
import { useT } from '../../i18n/react';
import { cascadeLevels, chooseAt, dateTimeFromInput, dateTimeToInput } from '../../chat/fields';
import type { FieldDef, FieldValue } from '../../chat/fields';

export interface FieldInputProps {
  def: FieldDef;
  value: FieldValue;
  set: (value: FieldValue) => void;
  /** the id of the field's error message, when it has one */
  errorId?: string | undefined;
  /** the element that takes the focus when the field is wrong */
  focusRef?: ((el: HTMLElement | null) => void) | undefined;
}

export function FieldInput({ def, value, set, errorId, focusRef }: FieldInputProps) {
  const t = useT();
  const id = useId();
  const mark = def.required ? <abbr title={t('form.required')}>*</abbr> : null;
  const str = typeof value === 'string' ? value : '';
  const list = Array.isArray(value) ? value : [];
  const aria = {
    'aria-required': def.required || undefined,
    'aria-invalid': errorId ? true : undefined,
    'aria-describedby': errorId,
  };
  const label = <label htmlFor={id}>{def.name} {mark}</label>;
  switch (def.type) {
    case FieldType.radio:
    case FieldType.checkbox: {
      const radio = def.type === FieldType.radio;
      return (
        <fieldset aria-describedby={errorId} role={radio ? 'radiogroup' : 'group'} aria-required={radio && def.required ? true : undefined} aria-invalid={errorId ? true : undefined}>
          <legend>{def.name} {mark}</legend>
          {def.options.map((o, i) => (
            <label key={o.value}>
              <input ref={i === 0 ? focusRef : undefined} type={radio ? 'radio' : 'checkbox'} name={id} value={o.value}
                checked={radio ? str === o.value : list.includes(o.value)}
                onChange={(e) => set(radio ? o.value : e.currentTarget.checked ? [...list, o.value] : list.filter((x) => x !== o.value))} />
              {o.label}
            </label>
          ))}
        </fieldset>
      );
    }
    case FieldType.dropdown:
      return (
        <div>
          {label}
          <select ref={focusRef} id={id} value={str} onChange={(e) => set(e.currentTarget.value)} {...aria}>
            <option value="">{t('form.choose')}</option>
            {def.options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
          </select>
        </div>
      );
    case FieldType.cascader: {
      const levels = cascadeLevels(def.options, list);
      return (
        <fieldset aria-describedby={errorId} aria-invalid={errorId ? true : undefined}>
          <legend id={`${id}-l`}>{def.name} {mark}</legend>
          {levels.map((options, level) => (
            <select key={level} ref={level === 0 ? focusRef : undefined} value={list[level] ?? ''} data-level={level + 1}
              aria-label={t('wo.cascadeLevel', { name: def.name, n: level + 1 })}
              aria-required={def.required || undefined} aria-invalid={errorId ? true : undefined}
              onChange={(e) => set(chooseAt(list, level, e.currentTarget.value))}>
              <option value="">{t('form.choose')}</option>
              {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
            </select>
          ))}
        </fieldset>
      );
    }
    case FieldType.textarea:
      return <div>{label}<textarea ref={focusRef} id={id} rows={3} value={str} onInput={(e) => set(e.currentTarget.value)} {...aria} /></div>;
    case FieldType.date:
      return <div>{label}<input ref={focusRef} id={id} type="date" value={str} onInput={(e) => set(e.currentTarget.value)} {...aria} /></div>;
    case FieldType.dateTime:
      return <div>{label}<input ref={focusRef} id={id} type="datetime-local" value={dateTimeToInput(str)} onInput={(e) => set(dateTimeFromInput(e.currentTarget.value))} {...aria} /></div>;
    case FieldType.number:
      return <div>{label}<input ref={focusRef} id={id} type="number" inputMode="decimal" step="any" value={str} onInput={(e) => set(e.currentTarget.value)} {...aria} /></div>;
    case FieldType.text:
      return <div>{label}<input ref={focusRef} id={id} type="text" value={str} onInput={(e) => set(e.currentTarget.value)} {...aria} /></div>;
    default: {
      const unknown: never = def.type;
      void unknown;
      return null;
    }
  }
}
