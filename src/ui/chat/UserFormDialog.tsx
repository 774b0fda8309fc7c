/**
 * spec §2 pre-chat user form popup (a lazy chunk), every field type of spec §3, checked as
 * spec §5 says before submitUserForm: each required and shown field non-empty (toast "please
 * input <field> content", 3 s), the second field (phone) if filled by the channel's phone rule,
 * the third (e-mail) if filled by the standard pattern. The server checks the same again.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { api } from '../../api/client';
import { EMAIL_PATTERN, FieldType, Limits, PHONE_PATTERN_CN, PHONE_PATTERN_INTL } from '../../../protocol';
import type { UserFormField } from '../../../protocol';
import { $channelConfig } from '../../state/config';
import { patchChat } from '../../state/chat';
import { showToast } from '../../state/ui';
import { useT } from '../../i18n/react';
import { on, userRef } from '../../chat/context';
import { afterUserForm, markUserFormSubmitted } from '../../chat/start';
import { Modal } from '../common/Modal';
import { sendButton } from './ChatFooter';
import { form } from '../common/forms';
import { FieldInput } from '../common/FieldInput';
import type { FieldDef, FieldValue } from '../../chat/fields';


type Value = FieldValue;

/** A pre-chat form field (spec §3) as the shared field renderer takes it. */
function defOf(f: UserFormField): FieldDef {
  const type = (f.fieldType ?? FieldType.text) as FieldType;
  return { id: f.name, name: f.name, type, required: on(f.require), options: (f.options ?? []).map((o) => ({ label: o.label, value: o.value })) };
}

function initial(f: UserFormField): Value {
  if (f.fieldType === FieldType.checkbox) return [];
  if (f.fieldType === FieldType.number) return f.value || '0';
  return f.value ?? '';
}

const empty = (v: Value) => (Array.isArray(v) ? v.length === 0 : v.trim() === '');

export default function UserFormDialog() {
  const t = useT();
  const config = useStore($channelConfig);
  const fields = (config?.userForm?.formList ?? []).filter((f) => f.show === undefined || on(f.show));
  const [values, setValues] = useState<Value[]>(() => fields.map(initial));
  const [busy, setBusy] = useState(false);
  const fail = (text: string) => showToast('error', text, Limits.toastErrorMs);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const all = config?.userForm?.formList ?? [];
    // spec §5: required and shown fields first, then phone (2nd) and e-mail (3rd) when filled
    for (const [i, f] of fields.entries()) {
      if (on(f.require) && empty(values[i] ?? '')) return fail(t('form.pleaseInput', { name: f.name }));
    }
    const valueOf = (f: UserFormField | undefined) => {
      const i = f ? fields.indexOf(f) : -1;
      const v = i >= 0 ? values[i] : '';
      return typeof v === 'string' ? v.trim() : '';
    };
    const [nameField, phoneField, emailField] = all;
    const phone = valueOf(phoneField);
    const email = valueOf(emailField);
    const phoneRule = config?.phoneRule === 'intl' ? PHONE_PATTERN_INTL : PHONE_PATTERN_CN;
    if (phone && !phoneRule.test(phone)) return fail(t('form.badPhone'));
    if (email && !EMAIL_PATTERN.test(email)) return fail(t('form.badEmail'));
    const formParams: Record<string, Value> = {};
    fields.forEach((f, i) => { formParams[f.name] = values[i] ?? ''; });
    setBusy(true);
    try {
      await api('submitUserForm', { ...userRef(), userName: valueOf(nameField), phone, email, formParams: JSON.stringify(formParams) });
    } catch (err) {
      setBusy(false);
      if (err instanceof Error && !(err as { network?: boolean }).network) fail(err.message);
      return;
    }
    await markUserFormSubmitted();
    patchChat({ popup: null });
    afterUserForm();
  };

  return (
    <Modal title={config?.userForm?.formTitle || t('form.title')} onClose={null}>
      <form className={form} onSubmit={(e) => void submit(e)} noValidate>
        {fields.map((f, i) => <FieldInput key={f.name} def={defOf(f)} value={values[i] ?? ''} set={(v) => setValues(values.map((x, j) => (j === i ? v : x)))} />)}
        <button type="submit" className={sendButton} disabled={busy}>{t('form.submit')}</button>
      </form>
    </Modal>
  );
}
