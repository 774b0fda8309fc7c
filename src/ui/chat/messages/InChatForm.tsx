/**
 * spec §3 type 11, the in-chat form: its guide text and every field with its required mark
 * (spec §5: no blocking check). Its submission (fromRequest) comes with human service, part 2.
 */
import { css } from '@linaria/core';
import { useId } from 'react';
import { FieldType } from '../../../../protocol';
import type { InChatFormField } from '../../../../protocol';
import { useT } from '../../../i18n/react';
import { parseJson } from '../../../chat/context';
import type { ChatItem } from '../../../state/messages';
import { bubble } from '../styles';

const form = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
    font-size: 13px;
  }
  input,
  select,
  textarea {
    padding: 6px 8px;
    border: 1px solid #d0d3d6;
    border-radius: 6px;
    font: inherit;
  }
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    font-size: 13px;
  }
  abbr {
    color: #d83931;
    text-decoration: none;
  }
`;

function options(f: InChatFormField): string[] {
  if (f.text?.length) return f.text.map((o) => o.name);
  return parseJson<{ name?: string; label?: string }[]>(f.chooseValue, []).map((o) => o.name ?? o.label ?? '');
}

function Field({ f }: { f: InChatFormField }) {
  const t = useT();
  const id = useId();
  const required = f.requiredStatus === 1;
  const mark = required ? <abbr title={t('form.required')}>*</abbr> : null;
  const type = f.fieldType;
  switch (type) {
    case FieldType.radio:
    case FieldType.checkbox:
      return (
        <fieldset>
          <legend>{f.fieldName} {mark}</legend>
          {options(f).map((o) => <label key={o}><span><input type={type === FieldType.radio ? 'radio' : 'checkbox'} name={id} value={o} /> {o}</span></label>)}
        </fieldset>
      );
    case FieldType.dropdown:
    case FieldType.cascader:
      return <label>{f.fieldName} {mark}<select required={required}><option value="" />{options(f).map((o) => <option key={o}>{o}</option>)}</select></label>;
    case FieldType.textarea:
      return <label>{f.fieldName} {mark}<textarea rows={3} required={required} /></label>;
    case FieldType.date:
      return <label>{f.fieldName} {mark}<input type="date" required={required} /></label>;
    case FieldType.dateTime:
      return <label>{f.fieldName} {mark}<input type="datetime-local" required={required} /></label>;
    case FieldType.number:
      return <label>{f.fieldName} {mark}<input type="number" defaultValue="0" required={required} /></label>;
    case FieldType.text:
      return <label>{f.fieldName} {mark}<input type="text" required={required} /></label>;
    default: {
      const unknown: never = type;
      void unknown;
      return <label>{f.fieldName} {mark}<input type="text" required={required} /></label>;
    }
  }
}

export function InChatForm({ m }: { m: ChatItem }) {
  const t = useT();
  const c = parseJson<{ referGuide?: string; fromFields?: InChatFormField[] }>(m.msgContent, {});
  return (
    <form className={`${bubble} ${form}`} aria-label={c.referGuide || t('form.title')} onSubmit={(e) => e.preventDefault()}>
      {c.referGuide ? <p>{c.referGuide}</p> : null}
      {(c.fromFields ?? []).map((f) => <Field key={String(f.fieldId)} f={f} />)}
    </form>
  );
}
