/**
 * spec §2 leave-message page with leaveMsgType 2: the work-order form (spec §5 "Leave message
 * work-order type", §7 addWo). The channel's work-order type (leaveMsgWoType) is looked up about
 * 1 s after mount (Limits.woTypeLookupDelayMs) and only when one is configured; its extra fields
 * render one input per type. The content is required (non-empty after trim), name, phone and
 * e-mail are optional (checked when filled), up to 3 image attachments. Everything is checked
 * before sending: the first problem is said in a toast (3 s) and at its field, which takes the
 * focus. addWo carries a local id (`wo` + timestamp) kept until it succeeds, so a retry never
 * makes two orders. Success: a toast (2 s) and the form starts again; a refusal: the server's words.
 */
import { css, cx } from '@linaria/core';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { EMAIL_PATTERN, Limits, PHONE_PATTERN_CN, PHONE_PATTERN_INTL } from '../../../protocol';
import { WoLimits, WoStartWay } from '../../chat/wo-codes';
import type { WoTypeRef } from '../../../protocol';
import { api } from '../../api/client';
import { useT } from '../../i18n/react';
import { $channelConfig } from '../../state/config';
import { $session, $visitorInfo } from '../../state/session';
import { $place } from '../../state/place';
import { showToast } from '../../state/ui';
import { userRef } from '../../chat/context';
import { badValue, encodeFields, fromTemplate, initialValue, isEmptyValue, textToHtml, woLocalId } from '../../chat/fields';
import type { FieldDef, FieldValue } from '../../chat/fields';
import { FieldInput } from '../common/FieldInput';
import { Loading } from '../common/Loading';
import { fieldCounter, fieldError, form } from '../common/forms';
import { control } from '../common/a11y';
import { sendButton } from '../chat/ChatFooter';
import { textButton } from '../chat/styles';
import { Attachments } from './Attachments';
import type { Attachment } from './Attachments';
import { sayRefusal, successToast, useShownLayout } from './WorkOrderView';
import { MyWorkOrders } from './MyWorkOrders';

const top = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-block-end: 8px;
  p {
    flex: 1 1 220px;
    margin: 0;
  }
`;

const extras = css`
  display: flex;
  flex-direction: column;
  gap: 12px;
  &:empty {
    display: none;
  }
`;

type Contact = 'customerName' | 'customerPhone' | 'customerEmail';
const CONTACT: Contact[] = ['customerName', 'customerPhone', 'customerEmail'];
const CONTACT_MAX: Record<Contact, number> = { customerName: 64, customerPhone: 32, customerEmail: 254 };

type Template = { state: 'off' } | { state: 'loading' } | { state: 'failed' } | { state: 'ready'; type: WoTypeRef | null; defs: FieldDef[] };

/** the template's fields, looked up after the spec's delay; `retry` asks again */
function useTemplate(typeId: string | number | undefined): [Template, () => void] {
  const [template, setTemplate] = useState<Template>(typeId ? { state: 'loading' } : { state: 'off' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (typeId === undefined || typeId === null || typeId === '') {
      setTemplate({ state: 'off' });
      return undefined;
    }
    setTemplate({ state: 'loading' });
    let live = true;
    const timer = setTimeout(() => {
      api('getTemplateFiledInfoByTypeId', { id: typeId }, { quiet: attempt === 0 }).then(
        (data) => {
          if (!live) return;
          const items = Array.isArray(data?.items) ? data.items : [];
          setTemplate({ state: 'ready', type: data?.woType ?? null, defs: items.map(fromTemplate) });
        },
        () => live && setTemplate({ state: 'failed' }),
      );
    }, attempt === 0 ? Limits.woTypeLookupDelayMs : 0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [typeId, attempt]);
  return [template, () => setAttempt((n) => n + 1)];
}

export function WorkOrderForm() {
  const t = useT();
  const id = useId();
  const config = useStore($channelConfig);
  const info = useStore($visitorInfo);
  const { query } = useStore($place);
  const mobile = useShownLayout() === 'mobile';
  const typeId = config?.leaveMsgWoType;
  const [template, retryTemplate] = useTemplate(typeId);
  const defs = template.state === 'ready' ? template.defs : [];
  const [values, setValues] = useState<FieldValue[]>([]);
  useEffect(() => setValues(defs.map((d) => initialValue(d))), [template]);
  const [content, setContent] = useState('');
  const [contact, setContact] = useState<Record<Contact, string>>({
    customerName: info.userName ?? query.userName ?? '', customerPhone: info.phone ?? query.phone ?? '', customerEmail: info.email ?? query.email ?? '',
  });
  const [files, setFiles] = useState<Attachment[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [mine, setMine] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const localId = useRef<string | null>(null);
  const refs = useRef<Record<string, HTMLElement | null>>({});
  const ref = (key: string) => (el: HTMLElement | null) => { refs.current[key] = el; };
  const labels: Record<Contact, string> = { customerName: t('leave.name'), customerPhone: t('leave.phone'), customerEmail: t('leave.email') };

  /** every problem, in the order the fields are shown */
  const check = (): [string, string][] => {
    const found: [string, string][] = [];
    if (!content.trim()) found.push(['content', t('form.pleaseInput', { name: t('wo.content') })]);
    defs.forEach((d, i) => {
      const v = values[i] ?? initialValue(d);
      if (d.required && isEmptyValue(d, v)) found.push([`f${i}`, t('wo.pleaseFill', { name: d.name })]);
      else if (badValue(d, v)) found.push([`f${i}`, t('wo.badValue', { name: d.name })]);
    });
    const phone = contact.customerPhone.trim().replace(/[\s-]/g, '');
    const phoneRule = config?.phoneRule === 'intl' ? PHONE_PATTERN_INTL : PHONE_PATTERN_CN;
    if (phone && !phoneRule.test(phone)) found.push(['customerPhone', t('form.badPhone')]);
    const email = contact.customerEmail.trim();
    if (email && !EMAIL_PATTERN.test(email)) found.push(['customerEmail', t('form.badEmail')]);
    if (files.some((f) => f.failed)) found.push(['files', t('wo.uploadFailed')]);
    else if (files.some((f) => !f.stored)) found.push(['files', t('wo.uploading')]);
    return found;
  };

  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    if (busy) return;
    const found = check();
    setErrors(Object.fromEntries(found));
    const first = found[0];
    if (first) {
      showToast('error', first[1], Limits.toastErrorMs);
      refs.current[first[0]]?.focus();
      return;
    }
    setBusy(true);
    localId.current ??= woLocalId('wo');
    const type = template.state === 'ready' ? template.type : null;
    const phone = contact.customerPhone.trim().replace(/[\s-]/g, '');
    const email = contact.customerEmail.trim();
    const name = contact.customerName.trim();
    const woTypeId = type?.typeId ?? typeId;
    const session = $session.get();
    try {
      await api('addWo', {
        ...userRef(),
        ...(session.tenantId ? { tenantId: session.tenantId } : {}),
        localId: localId.current,
        woTitle: [...(config?.leaveMsgTitle || t('wo.defaultTitle'))].slice(0, WoLimits.titleMax).join(''),
        woContent: textToHtml(content.trim()),
        woStartWay: WoStartWay.widget,
        ...(woTypeId !== undefined && woTypeId !== '' ? { woTypeId, woType: woTypeId } : {}),
        ...(type?.typeName ? { woTypeName: type.typeName } : {}),
        cusFieldConfigInfoVoList: encodeFields(defs, values),
        woFileRelVoList: files.flatMap((f) => (f.stored ? [f.stored] : [])),
        ...(name ? { customerName: name } : {}),
        ...(phone ? { customerPhone: phone } : {}),
        ...(email ? { customerEmail: email } : {}),
      });
    } catch (err) {
      setBusy(false);
      sayRefusal(err);
      return;
    }
    localId.current = null;
    setBusy(false);
    successToast(t, false);
    // the form starts again (the contact stays: it is the same visitor)
    files.forEach((f) => URL.revokeObjectURL(f.preview));
    setFiles([]);
    setContent('');
    setValues(defs.map((d) => initialValue(d)));
    setErrors({});
    setFormKey((k) => k + 1);
  };

  const err = (key: string) => (errors[key] ? <p id={`${id}-${key}-e`} className={fieldError}>{errors[key]}</p> : null);
  const clear = (key: string) => errors[key] && setErrors((now) => { const next = { ...now }; delete next[key]; return next; });

  return (
    <>
      <div className={top}>
        <p>{t('wo.tip')}</p>
        <button type="button" className={cx(control, textButton)} aria-haspopup="dialog" onClick={() => setMine(true)}>{t('wo.mine')}</button>
      </div>
      <form key={formKey} className={form} onSubmit={(e) => void submit(e)} noValidate aria-label={t('wo.formTitle')}>
        <div>
          <label htmlFor={`${id}-content`}>{t('wo.content')} <abbr title={t('form.required')}>*</abbr></label>
          <textarea id={`${id}-content`} ref={ref('content')} dir="auto" rows={5} value={content} maxLength={WoLimits.contentMax} aria-required="true"
            aria-invalid={errors.content ? true : undefined} aria-describedby={[errors.content ? `${id}-content-e` : '', `${id}-content-n`].filter(Boolean).join(' ')}
            onInput={(e) => { setContent(e.currentTarget.value); clear('content'); }} />
          <span id={`${id}-content-n`} className={fieldCounter}>{t('evaluation.counter', { n: [...content].length, max: WoLimits.contentMax })}</span>
          {err('content')}
        </div>
        {template.state === 'loading' ? <Loading /> : null}
        {template.state === 'failed' ? (
          <div role="alert">
            <p>{t('wo.templateFailed')}</p>
            <button type="button" className={cx(control, textButton)} onClick={retryTemplate}>{t('common.retry')}</button>
          </div>
        ) : null}
        {defs.length ? (
          <div className={extras}>
            {defs.map((d, i) => (
              <div key={d.id}>
                <FieldInput def={d} value={values[i] ?? initialValue(d)} errorId={errors[`f${i}`] ? `${id}-f${i}-e` : undefined} focusRef={ref(`f${i}`)}
                  set={(v) => { setValues((now) => defs.map((x, j) => (j === i ? v : now[j] ?? initialValue(x)))); clear(`f${i}`); }} />
                {err(`f${i}`)}
              </div>
            ))}
          </div>
        ) : null}
        {CONTACT.map((f) => (
          <div key={f}>
            <label htmlFor={`${id}-${f}`}>{labels[f]}</label>
            <input id={`${id}-${f}`} ref={ref(f)} type={f === 'customerEmail' ? 'email' : f === 'customerPhone' ? 'tel' : 'text'} value={contact[f]} maxLength={CONTACT_MAX[f]}
              autoComplete={f === 'customerName' ? 'name' : f === 'customerEmail' ? 'email' : 'tel'} aria-invalid={errors[f] ? true : undefined} aria-describedby={errors[f] ? `${id}-${f}-e` : undefined}
              onInput={(e) => { const v = e.currentTarget.value; setContact((now) => ({ ...now, [f]: v })); clear(f); }} />
            {err(f)}
          </div>
        ))}
        <div>
          <Attachments items={files} setItems={(u) => { setFiles(u); clear('files'); }} focusRef={ref('files')} />
          {err('files')}
        </div>
        <button type="submit" className={sendButton} disabled={busy} aria-busy={busy || undefined}>{busy ? t('leave.sending') : t('wo.submit')}</button>
      </form>
      {mine ? <MyWorkOrders defs={defs} mobile={mobile} onClose={() => setMine(false)} /> : null}
    </>
  );
}
