/**
 * The simple leave-message form (spec §2 type 1, §5, §7 leaveMsg): customerName and msgContent
 * required, phone and e-mail checked when filled (the channel's phoneRule, the standard e-mail
 * pattern). Each problem is said at its field and in a toast, and the first bad field takes the
 * focus; nothing is sent until all are right. The server checks the same again and its own
 * refusal is shown as it words it. What was typed stays until it has been sent.
 */
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { api, ApiError } from '../../api/client';
import { EMAIL_PATTERN, Limits, PHONE_PATTERN_CN, PHONE_PATTERN_INTL } from '../../../protocol';
import { useT } from '../../i18n/react';
import { $channelConfig } from '../../state/config';
import { $visitorInfo } from '../../state/session';
import { $place } from '../../state/place';
import { showToast } from '../../state/ui';
import { userRef } from '../../chat/context';
import { fieldCounter, fieldError, form } from '../common/forms';
import { sendButton } from '../chat/ChatFooter';

type Field = 'customerName' | 'customerPhone' | 'customerEmail' | 'msgContent';
const FIELDS: Field[] = ['customerName', 'customerPhone', 'customerEmail', 'msgContent'];
/** docs/api.md leaveMsg: name ≤ 64, content ≤ 2000 */
const MAX: Record<Field, number> = { customerName: 64, customerPhone: 32, customerEmail: 254, msgContent: 2000 };

export function LeaveMessageForm({ onSent }: { onSent: () => void }) {
  const t = useT();
  const id = useId();
  const config = useStore($channelConfig);
  const info = useStore($visitorInfo);
  const { query } = useStore($place);
  // what the host already told us about the visitor (updateUser, the start query) is filled in
  const [values, setValues] = useState<Record<Field, string>>({
    customerName: info.userName ?? query.userName ?? '', customerPhone: info.phone ?? query.phone ?? '', customerEmail: info.email ?? query.email ?? '', msgContent: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const refs = useRef<Partial<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const labels: Record<Field, string> = { customerName: t('leave.name'), customerPhone: t('leave.phone'), customerEmail: t('leave.email'), msgContent: t('leave.content') };

  const check = (): Partial<Record<Field, string>> => {
    const e: Partial<Record<Field, string>> = {};
    const v = (f: Field) => values[f].trim();
    if (!v('customerName')) e.customerName = t('form.pleaseInput', { name: labels.customerName });
    const phoneRule = config?.phoneRule === 'intl' ? PHONE_PATTERN_INTL : PHONE_PATTERN_CN;
    if (v('customerPhone') && !phoneRule.test(v('customerPhone').replace(/[\s-]/g, ''))) e.customerPhone = t('form.badPhone');
    if (v('customerEmail') && !EMAIL_PATTERN.test(v('customerEmail'))) e.customerEmail = t('form.badEmail');
    if (!v('msgContent')) e.msgContent = t('form.pleaseInput', { name: labels.msgContent });
    return e;
  };

  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    if (busy) return;
    const found = check();
    setErrors(found);
    const first = FIELDS.find((f) => found[f]);
    if (first) {
      showToast('error', found[first]!, Limits.toastErrorMs);
      refs.current[first]?.focus();
      return;
    }
    setBusy(true);
    try {
      const phone = values.customerPhone.trim().replace(/[\s-]/g, '');
      const email = values.customerEmail.trim();
      await api('leaveMsg', {
        ...userRef(), customerName: values.customerName.trim(), msgContent: values.msgContent.trim(),
        ...(phone ? { customerPhone: phone } : {}), ...(email ? { customerEmail: email } : {}),
      });
    } catch (err) {
      setBusy(false);
      // the network toast is the client's (spec §8); a refusal is the server's own words
      if (err instanceof ApiError && !err.network && err.code !== 401 && err.code < 500) showToast('error', err.message, Limits.toastErrorMs);
      return;
    }
    setBusy(false);
    setValues({ ...values, msgContent: '' });
    showToast('success', t('common.submitSuccess'), Limits.toastSuccessMs);
    onSent();
  };

  const input = (f: Field, multiline = false) => {
    const required = f === 'customerName' || f === 'msgContent';
    const err = errors[f];
    const common = {
      id: `${id}-${f}`,
      value: values[f],
      'aria-required': required || undefined,
      'aria-invalid': err ? true : undefined,
      'aria-describedby': [err ? `${id}-${f}-e` : '', multiline ? `${id}-${f}-n` : ''].filter(Boolean).join(' ') || undefined,
      onInput: (e: FormEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        const value = e.currentTarget.value;
        setValues((now) => ({ ...now, [f]: value }));
        if (err) setErrors((now) => ({ ...now, [f]: undefined }));
      },
    };
    return (
      <div key={f}>
        <label htmlFor={`${id}-${f}`}>{labels[f]}{required ? <abbr aria-hidden="true"> *</abbr> : null}</label>
        {multiline
          ? <textarea {...common} ref={(el) => { refs.current[f] = el; }} rows={5} maxLength={MAX[f]} />
          : <input {...common} ref={(el) => { refs.current[f] = el; }} type={f === 'customerEmail' ? 'email' : f === 'customerPhone' ? 'tel' : 'text'} maxLength={MAX[f]} autoComplete={f === 'customerName' ? 'name' : f === 'customerEmail' ? 'email' : f === 'customerPhone' ? 'tel' : undefined} />}
        {multiline ? <span id={`${id}-${f}-n`} className={fieldCounter}>{t('evaluation.counter', { n: [...values[f]].length, max: MAX[f] })}</span> : null}
        {err ? <p id={`${id}-${f}-e`} className={fieldError}>{err}</p> : null}
      </div>
    );
  };

  return (
    <form className={form} onSubmit={(e) => void submit(e)} noValidate aria-label={t('leave.formTitle')}>
      <p>{t('leave.tip')}</p>
      {input('customerName')}
      {input('customerPhone')}
      {input('customerEmail')}
      {input('msgContent', true)}
      <button type="submit" className={sendButton} disabled={busy} aria-busy={busy || undefined}>{busy ? t('leave.sending') : t('leave.submit')}</button>
    </form>
  );
}
