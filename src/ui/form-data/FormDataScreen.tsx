/**
 * spec §2 card form (/formData?tenantId&templateId, opened in a new window by a link card of the
 * chat, which adds the chat's channelId): the visitor is the one stored for tenantId, or with
 * channelId the chat start identifies them (src/ui/work-order/identity.ts); without either the
 * page says it must be opened from the chat. The template's fields
 * (getTemplateFiledInfoByTemplateId) render one input per type (the shared field renderer);
 * "submit message" checks each required field first — an empty one shows "please fill in" + its
 * name for 3 s, takes the focus and blocks the submit (spec §5) — then addWo creates the ticket
 * with woTypeId = templateId, under a local id kept until it succeeds.
 */
import { css, cx } from '@linaria/core';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Limits } from '../../../protocol';
import { WoLimits, WoStartWay } from '../../chat/wo-codes';
import type { WoTypeRef } from '../../../protocol';
import { api } from '../../api/client';
import { useT } from '../../i18n/react';
import { $place } from '../../state/place';
import { $session, restartSession } from '../../state/session';
import { showToast } from '../../state/ui';
import { userRef } from '../../chat/context';
import { badValue, displayValue, encodeFields, fromTemplate, initialValue, isEmptyValue, textToHtml, woLocalId } from '../../chat/fields';
import type { FieldDef, FieldValue } from '../../chat/fields';
import { FieldInput } from '../common/FieldInput';
import { ScreenShell } from '../common/ScreenShell';
import { Loading } from '../common/Loading';
import { LoadFailed } from '../common/LoadFailed';
import { control } from '../common/a11y';
import { fieldError, form } from '../common/forms';
import { sendButton } from '../chat/ChatFooter';
import { useIdentity } from '../work-order/identity';
import { primary, refusalText, sayRefusal, successToast, useShownLayout } from '../work-order/WorkOrderView';

const done = css`
  padding: 12px;
  border-radius: 8px;
  color: #1d7a3e;
  background: #e8f7ee;
`;

type Template = { state: 'loading' } | { state: 'failed'; text: string } | { state: 'ready'; type: WoTypeRef | null; defs: FieldDef[] };

/** The first problem of the card form's values: [field index, message], or null when it may be sent. */
export function firstProblem(defs: readonly FieldDef[], values: readonly FieldValue[], t: (key: 'wo.pleaseFill' | 'wo.badValue', o: { name: string }) => string): [number, string] | null {
  for (const [i, d] of defs.entries()) {
    const v = values[i] ?? initialValue(d);
    if (d.required && isEmptyValue(d, v)) return [i, t('wo.pleaseFill', { name: d.name })];
    if (badValue(d, v)) return [i, t('wo.badValue', { name: d.name })];
  }
  return null;
}

export default function FormDataScreen() {
  const t = useT();
  const id = useId();
  const { query } = useStore($place);
  const mobile = useShownLayout() === 'mobile';
  const templateId = query.templateId?.trim() ?? '';
  const identity = useIdentity(query);
  const [template, setTemplate] = useState<Template>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [values, setValues] = useState<FieldValue[]>([]);
  const [error, setError] = useState<[number, string] | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const localId = useRef<string | null>(null);
  const refs = useRef<(HTMLElement | null)[]>([]);

  useEffect(() => {
    if (identity !== 'ready' || !templateId) return undefined;
    let live = true;
    setTemplate({ state: 'loading' });
    api('getTemplateFiledInfoByTemplateId', { templateId, ...(query.tenantId ? { tenantId: query.tenantId } : {}) }).then(
      (data) => {
        if (!live) return;
        const defs = (Array.isArray(data?.items) ? data.items : []).map(fromTemplate);
        setValues(defs.map((d) => initialValue(d)));
        setTemplate({ state: 'ready', type: data?.woType ?? null, defs });
      },
      (err: unknown) => live && setTemplate({ state: 'failed', text: refusalText(err) ?? t('wo.templateFailed') }),
    );
    return () => { live = false; };
  }, [identity, templateId, attempt]);

  const defs = template.state === 'ready' ? template.defs : [];
  const title = template.state === 'ready' && template.type?.typeName ? template.type.typeName : t('screen.formData');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || template.state !== 'ready') return;
    const problem = firstProblem(defs, values, (k, o) => t(k, o));
    setError(problem);
    if (problem) {
      showToast('error', problem[1], Limits.toastErrorMs);
      refs.current[problem[0]]?.focus();
      return;
    }
    setBusy(true);
    localId.current ??= woLocalId('wo');
    const session = $session.get();
    // the ticket's text: the form's answers, one line each
    const summary = defs.map((d, i) => `${d.name}: ${displayValue(encodeFields([d], [values[i] ?? initialValue(d)])[0]?.fieldValue ?? '', d.type, d)}`).join('\n');
    try {
      await api('addWo', {
        ...userRef(),
        ...(session.tenantId ? { tenantId: session.tenantId } : {}),
        localId: localId.current,
        woTypeId: templateId,
        woType: templateId,
        ...(template.type?.typeName ? { woTypeName: template.type.typeName } : {}),
        woTitle: [...title].slice(0, WoLimits.titleMax).join(''),
        woContent: textToHtml(summary.trim() || title),
        woStartWay: WoStartWay.widget,
        cusFieldConfigInfoVoList: encodeFields(defs, values),
      });
    } catch (err) {
      setBusy(false);
      sayRefusal(err);
      return;
    }
    localId.current = null;
    setBusy(false);
    successToast(t, mobile);
    setSent(true);
  };

  let body;
  if (identity === 'none') body = <p role="alert">{t('wo.openFromChat')}</p>;
  else if (identity === 'error') body = <LoadFailed text={t('chat.startFailed')} onRetry={restartSession} />;
  else if (identity === 'pending' || template.state === 'loading') body = <Loading />;
  else if (template.state === 'failed') body = <LoadFailed text={template.text} onRetry={() => setAttempt((n) => n + 1)} />;
  else if (sent) {
    body = (
      <div>
        <p className={done} role="status">{t('wo.formSent')}</p>
        <button type="button" className={cx(control, sendButton, primary)} onClick={() => { setValues(defs.map((d) => initialValue(d))); setError(null); setSent(false); }}>{t('wo.formAgain')}</button>
      </div>
    );
  } else {
    body = (
      <form className={form} onSubmit={(e) => void submit(e)} noValidate aria-label={title}>
        {defs.length ? null : <p>{t('wo.noFields')}</p>}
        {defs.map((d, i) => (
          <div key={d.id}>
            <FieldInput def={d} value={values[i] ?? initialValue(d)} errorId={error?.[0] === i ? `${id}-e` : undefined} focusRef={(el) => { refs.current[i] = el; }}
              set={(v) => { setValues((now) => defs.map((x, j) => (j === i ? v : now[j] ?? initialValue(x)))); if (error?.[0] === i) setError(null); }} />
            {error?.[0] === i ? <p id={`${id}-e`} className={fieldError}>{error[1]}</p> : null}
          </div>
        ))}
        <button type="submit" className={sendButton} disabled={busy} aria-busy={busy || undefined}>{busy ? t('leave.sending') : t('wo.submitMessage')}</button>
      </form>
    );
  }
  return <ScreenShell heading={title}>{body}</ScreenShell>;
}
