/**
 * What the work-order screens share (spec §2 work-order detail, leave-message page type 2, card
 * form): the order as the visitor reads it (title, created time, sanitised HTML content,
 * attachments with previews, customer, custom fields, the reply history), the status badge, the
 * "reply work order" dialog, and how a refusal is said.
 */
import { css, cx } from '@linaria/core';
import { useStore } from '@nanostores/react';
import { Fragment, useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { DateFormats, Limits } from '../../../protocol';
import { WoHandleType, WoLimits, WoStatus } from '../../chat/wo-codes';
import type { WoFile, WoHandle, WorkOrder } from '../../../protocol';
import type { TFunction } from 'i18next';
import { ApiError } from '../../api/client';
import { useT } from '../../i18n/react';
import { formatDate } from '../../format/date';
import { safeLink } from '../../chat/links';
import { displayValue, extensionOf } from '../../chat/fields';
import type { FieldDef } from '../../chat/fields';
import { $layout, showToast } from '../../state/ui';
import { $place } from '../../state/place';
import { Html } from '../chat/messages/Html';
import { Modal } from '../common/Modal';
import { control } from '../common/a11y';
import { fieldCounter, form } from '../common/forms';
import { sendButton } from '../chat/ChatFooter';

/** spec §2: the iframe leave-message page is always the mobile variant. */
export function useShownLayout(): 'mobile' | 'desktop' {
  const layout = useStore($layout);
  const { route } = useStore($place);
  return route === 'leaveMessage' ? 'mobile' : layout;
}

/** spec §8: success is "submit success" (2 s); the mobile work-order pages say "operation successful". */
export function successToast(t: TFunction, mobile: boolean): void {
  showToast('success', mobile ? t('wo.opSuccess') : t('common.submitSuccess'), Limits.toastSuccessMs);
}

/**
 * spec §8 "work-order reply … failure: server message shown in an error toast". The client has
 * already said network failures, 5xx and 401 itself.
 */
export function sayRefusal(err: unknown): void {
  if (err instanceof ApiError && !err.network && err.code !== 401 && err.code < 500) showToast('error', err.message, Limits.toastErrorMs);
}

/** The server's words for a refusal, for a page that shows it in place (null: the client said it). */
export function refusalText(err: unknown): string | null {
  return err instanceof ApiError && !err.network && err.code !== 401 && err.code < 500 ? err.message : null;
}

/** spec §4 work-order status labels (5 and 99: closed). */
export function statusText(t: TFunction, status: number | undefined): string {
  switch (status) {
    case WoStatus.accepted: return t('wo.status1');
    case WoStatus.waiting: return t('wo.status2');
    case WoStatus.resolved: return t('wo.status3');
    case WoStatus.over:
    case WoStatus.closed: return t('wo.statusClosed');
    default: return t('wo.status0');
  }
}

/** a main action outside a form (Reply, Retry): the channel's colour */
export const primary = css`
  background: var(--kefu-main-color);
`;

export const badge = css`
  display: inline-block;
  padding: 1px 8px;
  border-radius: 10px;
  color: #ad5a00;
  background: #fff3e0;
  font-size: 12px;
  white-space: nowrap;
  &[data-status='1'] { color: #1f5fbf; background: #e8f0fd; }
  &[data-status='2'] { color: #8a4b00; background: #fff0d6; }
  &[data-status='3'] { color: #1d7a3e; background: #e8f7ee; }
  &[data-status='5'], &[data-status='99'] { color: #4e5969; background: #f2f3f5; }
`;

export function StatusBadge({ status }: { status: number | undefined }) {
  const t = useT();
  return <span className={badge} data-status={status ?? 0}>{statusText(t, status)}</span>;
}

const order = css`
  display: flex;
  flex-direction: column;
  gap: 14px;
  h3 {
    margin: 0;
    font-size: 16px;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  h4 {
    margin: 0 0 6px;
    font-size: 14px;
    font-weight: 600;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 4px 12px;
    margin: 0;
  }
  dt {
    color: #646a73;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** a line of small facts: status, times, type */
export const meta = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  color: #646a73;
  font-size: 12px;
`;

const content = css`
  padding: 10px 12px;
  border: 1px solid #e5e6eb;
  border-radius: 8px;
  overflow-wrap: anywhere;
  p { margin: 0 0 6px; }
  p:last-child { margin: 0; }
  img { max-width: 100%; height: auto; }
`;

export const files = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    gap: 4px;
    width: 96px;
    font-size: 12px;
  }
  img {
    width: 96px;
    height: 72px;
    border-radius: 6px;
    object-fit: cover;
    background: #f2f3f5;
  }
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  a {
    color: var(--kefu-main-color);
  }
`;

const timeline = css`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    position: relative;
    padding-block: 0 12px;
    padding-inline: 16px 0;
    border-inline-start: 2px solid #e5e6eb;
  }
  li::before {
    content: '';
    position: absolute;
    inset-block-start: 4px;
    inset-inline-start: -6px;
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: #c9cdd4;
  }
  li[data-customer]::before {
    background: var(--kefu-main-color);
  }
`;

const handleHead = css`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 10px;
  color: #646a73;
  font-size: 12px;
  strong {
    color: #1f2329;
    font-weight: 600;
  }
`;

const handleBody = css`
  margin-block-start: 4px;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const IMAGE_EXT = new Set(['gif', 'jpeg', 'jpg', 'png', 'bmp']);

function FileList({ list, label }: { list: WoFile[]; label: string }) {
  const t = useT();
  return (
    <ul className={files} aria-label={label}>
      {list.map((f, i) => {
        const href = safeLink(f.fileUrl);
        const image = IMAGE_EXT.has((f.fileType ?? extensionOf(f.fileName ?? '')).toLowerCase().replace(/^\./, '')) || IMAGE_EXT.has(extensionOf(f.fileName ?? ''));
        return (
          <li key={`${f.fileUrl}-${i}`}>
            {href && image ? <img src={href} alt={f.fileName} loading="lazy" /> : null}
            <span title={f.fileName} dir="auto">{f.fileName}</span>
            {href ? <a className={control} href={href} target="_blank" rel="noopener noreferrer" aria-label={t('wo.previewFile', { name: f.fileName })}>{t('wo.preview')}</a> : null}
          </li>
        );
      })}
    </ul>
  );
}

/** spec §2: the handler labelled customer when handleType is 2, else agent; type 1 public, 2 customer, other internal. */
export function handlerLabel(t: TFunction, h: Pick<WoHandle, 'handleType'>): string {
  return Number(h.handleType) === WoHandleType.customerReply ? t('wo.customer') : t('wo.agent');
}
export function handleTypeLabel(t: TFunction, h: Pick<WoHandle, 'handleType'>): string {
  const type = Number(h.handleType);
  return type === WoHandleType.publicReply ? t('wo.publicReply') : type === WoHandleType.customerReply ? t('wo.customerReply') : t('wo.internalReply');
}

export function Timeline({ list }: { list: WoHandle[] }) {
  const t = useT();
  if (!list.length) return <p>{t('wo.noReplies')}</p>;
  return (
    <ol className={timeline}>
      {list.map((h, i) => {
        const customer = Number(h.handleType) === WoHandleType.customerReply;
        return (
          <li key={h.handleId ?? `${String(h.handleTime)}-${i}`} data-customer={customer ? '' : undefined} data-handle-type={h.handleType}>
            <div className={handleHead}>
              <strong>{handlerLabel(t, h)}{h.handleUserName ? `: ${h.handleUserName}` : ''}</strong>
              <span>{handleTypeLabel(t, h)}</span>
              <span>{formatDate(h.handleTime, DateFormats.full)}</span>
              {h.handleWoStatus !== undefined && h.handleWoStatus !== null ? <StatusBadge status={h.handleWoStatus} /> : null}
            </div>
            <div className={handleBody} dir="auto">{h.handleContent}</div>
            {h.woFileVoList?.length ? <FileList list={h.woFileVoList} label={t('wo.files')} /> : null}
          </li>
        );
      })}
    </ol>
  );
}

/** spec §2 work-order detail: everything the visitor may read of one order. */
export function OrderView({ wo, defs, headingLevel = 3 }: { wo: WorkOrder; defs?: FieldDef[] | undefined; headingLevel?: 3 | 4 }) {
  const t = useT();
  const H = headingLevel === 3 ? 'h3' : 'h4';
  const Sub = headingLevel === 3 ? 'h4' : 'h5';
  const customer = wo.crmCustomerVo ?? {};
  const fields = wo.cusFieldConfigInfoVoList ?? [];
  const woFiles = wo.woFileRelVoList ?? [];
  return (
    <article className={order} aria-label={wo.woTitle}>
      <div>
        <H dir="auto">{wo.woTitle}</H>
        <div className={meta}>
          <StatusBadge status={wo.woStatus} />
          <span>{t('wo.created')}: <time>{formatDate(wo.createTime, DateFormats.full)}</time></span>
          {wo.woTypeName ? <span>{wo.woTypeName}</span> : null}
        </div>
      </div>
      <div className={content}><Html html={wo.woContent ?? ''} /></div>
      {woFiles.length ? <section aria-label={t('wo.files')}><Sub>{t('wo.files')}</Sub><FileList list={woFiles} label={t('wo.files')} /></section> : null}
      {customer.name || customer.phone ? (
        <section aria-label={t('wo.customerInfo')}>
          <Sub>{t('wo.customerInfo')}</Sub>
          <dl>
            {customer.name ? <><dt>{t('leave.name')}</dt><dd dir="auto">{customer.name}</dd></> : null}
            {customer.phone ? <><dt>{t('leave.phone')}</dt><dd dir="ltr">{customer.phone}</dd></> : null}
          </dl>
        </section>
      ) : null}
      {fields.length ? (
        <section aria-label={t('wo.customFields')}>
          <Sub>{t('wo.customFields')}</Sub>
          <dl>
            {fields.map((f) => {
              const def = defs?.find((d) => d.id === String(f.fieldId));
              // our server says how the value read (option labels); another server's answer is mapped here
              const shown = f.fieldText ?? displayValue(String(f.fieldValue ?? ''), f.fieldType, def);
              return <Fragment key={String(f.fieldId)}><dt dir="auto">{f.fieldName}</dt><dd dir="auto">{shown || '—'}</dd></Fragment>;
            })}
          </dl>
        </section>
      ) : null}
      <section aria-label={t('wo.history')}>
        <Sub>{t('wo.history')}</Sub>
        <Timeline list={wo.handleList ?? []} />
      </section>
    </article>
  );
}

const dialogActions = css`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  button[type='button'] {
    padding: 6px 14px;
    border: 1px solid #dee0e3;
    border-radius: 6px;
    background: #fff;
    cursor: pointer;
  }
`;

/**
 * spec §2 "a modal titled reply work order with a textarea; submit is disabled while empty".
 * `send` resolves true when the reply was stored; the dialog then closes.
 */
export function ReplyDialog({ onClose, send }: { onClose: () => void; send: (content: string) => Promise<boolean> }) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const live = useRef(true);
  const box = useRef<HTMLTextAreaElement>(null);
  // after the dialog's own focus move (a layout effect): straight to the text box
  useEffect(() => box.current?.focus(), []);
  const empty = text.trim() === '';
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (empty || busy) return;
    setBusy(true);
    const ok = await send(text.trim());
    if (!live.current) return;
    setBusy(false);
    if (ok) {
      live.current = false;
      onClose();
    }
  };
  return (
    <Modal title={t('wo.replyTitle')} onClose={onClose}>
      <form className={form} onSubmit={(e) => void submit(e)} noValidate>
        <div>
          <label htmlFor={`${id}-c`}>{t('wo.replyContent')} <abbr title={t('form.required')}>*</abbr></label>
          <textarea ref={box} id={`${id}-c`} dir="auto" rows={5} value={text} maxLength={WoLimits.replyMax} aria-required="true" aria-describedby={`${id}-n`}
            onInput={(e) => setText(e.currentTarget.value)} />
          <span id={`${id}-n`} className={fieldCounter}>{t('evaluation.counter', { n: [...text].length, max: WoLimits.replyMax })}</span>
        </div>
        <div className={dialogActions}>
          <button type="button" className={control} onClick={onClose}>{t('common.cancel')}</button>
          <button type="submit" className={cx(control, sendButton, !empty && primary)} disabled={empty || busy} aria-busy={busy || undefined}>{busy ? t('leave.sending') : t('wo.submitReply')}</button>
        </div>
      </form>
    </Modal>
  );
}
