/**
 * spec §3 type 11, the in-chat form: its guide text and every field with its required mark
 * (spec §5: no blocking check). Submitting sends the chosen values by field name (fromRequest,
 * src/chat/in-chat-form.ts); the answer is a notice, and after a success the form is disabled.
 */
import { css } from '@linaria/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { FieldType } from '../../../../protocol';
import type { InChatFormField } from '../../../../protocol';
import { useT } from '../../../i18n/react';
import { parseJson } from '../../../chat/context';
import type { ChatItem } from '../../../state/messages';
import { bubble } from '../styles';
import { actionsFor } from '../../../chat/lazy';
import { sendButton } from '../ChatFooter';

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
  const required = f.requiredStatus === 1;
  const mark = required ? <abbr title={t('form.required')}>*</abbr> : null;
  const type = f.fieldType;
  switch (type) {
    case FieldType.radio:
    case FieldType.checkbox:
      return (
        <fieldset>
          <legend>{f.fieldName} {mark}</legend>
          {options(f).map((o) => <label key={o}><span><input type={type === FieldType.radio ? 'radio' : 'checkbox'} name={f.fieldName} value={o} /> {o}</span></label>)}
        </fieldset>
      );
    case FieldType.dropdown:
    case FieldType.cascader:
      return <label>{f.fieldName} {mark}<select name={f.fieldName} required={required}><option value="" />{options(f).map((o) => <option key={o}>{o}</option>)}</select></label>;
    case FieldType.textarea:
      return <label>{f.fieldName} {mark}<textarea name={f.fieldName} rows={3} required={required} /></label>;
    case FieldType.date:
      return <label>{f.fieldName} {mark}<input name={f.fieldName} type="date" required={required} /></label>;
    case FieldType.dateTime:
      return <label>{f.fieldName} {mark}<input name={f.fieldName} type="datetime-local" required={required} /></label>;
    case FieldType.number:
      return <label>{f.fieldName} {mark}<input name={f.fieldName} type="number" defaultValue="0" required={required} /></label>;
    case FieldType.text:
      return <label>{f.fieldName} {mark}<input name={f.fieldName} type="text" required={required} /></label>;
    default: {
      const unknown: never = type;
      void unknown;
      return <label>{f.fieldName} {mark}<input name={f.fieldName} type="text" required={required} /></label>;
    }
  }
}

interface FormContent {
  referGuide?: string;
  url?: string;
  method?: string;
  headers?: Record<string, string>;
  bodyType?: string;
  formId?: string;
  fromFields?: InChatFormField[];
}

/** The chosen values by field name: one value, or the list a group of checkboxes gives. */
function valuesOf(el: HTMLFormElement, fields: InChatFormField[]): Record<string, string | string[]> {
  const data = new FormData(el);
  const out: Record<string, string | string[]> = {};
  for (const f of fields) {
    const all = data.getAll(f.fieldName).map(String);
    out[f.fieldName] = f.fieldType === FieldType.checkbox ? all : all[0] ?? '';
  }
  return out;
}

export function InChatForm({ m }: { m: ChatItem }) {
  const t = useT();
  const c = parseJson<FormContent>(m.msgContent, {});
  const fields = c.fromFields ?? [];
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (state !== 'idle') return;
    const requestBody = valuesOf(e.currentTarget, fields);
    setState('sending');
    const ok = await actionsFor().then((a) => a.submitInChatForm({
      requestBody,
      ...(c.url ? { url: c.url } : {}), ...(c.formId ? { formId: c.formId } : {}), ...(c.method ? { method: c.method } : {}),
      ...(c.bodyType ? { contentType: c.bodyType } : {}), ...(m.msgId !== undefined ? { msgId: m.msgId } : {}),
    }), () => false);
    setState(ok ? 'sent' : 'idle');
  };
  return (
    <form className={`${bubble} ${form}`} aria-label={c.referGuide || t('form.title')} onSubmit={(e) => void submit(e)} noValidate>
      {c.referGuide ? <p>{c.referGuide}</p> : null}
      <fieldset disabled={state !== 'idle'}>
        {fields.map((f) => <Field key={String(f.fieldId)} f={f} />)}
        <button type="submit" className={sendButton} style={{ marginBlockStart: '8px', background: state === 'sent' ? undefined : 'var(--kefu-main-color)' }}>
          {state === 'sent' ? t('form.sent') : state === 'sending' ? t('form.sending') : t('form.submit')}
        </button>
      </fieldset>
    </form>
  );
}
