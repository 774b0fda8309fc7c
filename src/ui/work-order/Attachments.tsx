/**
 * spec §5 work-order attachments: at most 3 images (gif, jpeg, png, jpg, bmp), 10 MB each,
 * checked before any byte is sent (src/chat/fields.ts attachmentRefusal: archives, documents and
 * text get the "only images" message). Each is uploaded at once with /api/wo/client/upload
 * (multipart `file` + userId) with its progress, shown as a thumbnail; removing one asks first.
 */
import { css, cx } from '@linaria/core';
import { useEffect, useId, useRef } from 'react';
import type { ChangeEvent } from 'react';
import { Limits } from '../../../protocol';
import { WoLimits } from '../../chat/wo-codes';
import type { WoFile } from '../../../protocol';
import { uploadFile } from '../../api/upload';
import { useT } from '../../i18n/react';
import { showToast, openDialog, closeDialog } from '../../state/ui';
import { userRef } from '../../chat/context';
import { ATTACHMENT_ACCEPT, attachmentRefusal, extensionOf } from '../../chat/fields';
import type { AttachmentRefusal } from '../../chat/fields';
import { control, visuallyHidden } from '../common/a11y';
import { sayRefusal } from './WorkOrderView';

export interface Attachment {
  key: string;
  name: string;
  /** a local preview (object URL) */
  preview: string;
  /** 0–100 while uploading */
  progress: number;
  stored?: WoFile;
  failed?: boolean;
  abort?: AbortController | undefined;
}

const box = css`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin: 0 0 8px;
    padding: 0;
    list-style: none;
  }
  li {
    position: relative;
    width: 80px;
    height: 80px;
    border-radius: 6px;
    overflow: hidden;
    background: #f2f3f5;
  }
  li img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  progress {
    position: absolute;
    inset-inline: 4px;
    inset-block-end: 4px;
    width: calc(100% - 8px);
    height: 6px;
  }
  li[data-failed] {
    outline: 2px solid #d83931;
  }
`;

const removeButton = css`
  position: absolute;
  inset-block-start: 2px;
  inset-inline-end: 2px;
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  color: #fff;
  background: rgba(0, 0, 0, 0.6);
  line-height: 1;
  cursor: pointer;
`;

const addButton = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 6px 12px;
  border: 1px dashed #8f959e;
  border-radius: 6px;
  background: #fff;
  cursor: pointer;
  &:focus-within {
    outline: 2px solid var(--kefu-main-color);
    outline-offset: 2px;
  }
`;

const hint = css`
  display: block;
  margin-block-start: 4px;
  color: #646a73;
  font-size: 12px;
`;

let nextKey = 1;

export function refusalKey(r: AttachmentRefusal): 'wo.tooMany' | 'wo.onlyImages' | 'wo.tooLarge' | 'upload.empty' {
  return r === 'tooMany' ? 'wo.tooMany' : r === 'onlyImages' ? 'wo.onlyImages' : r === 'tooLarge' ? 'wo.tooLarge' : 'upload.empty';
}

export function Attachments({ items, setItems, focusRef }: {
  items: Attachment[];
  setItems: (update: (now: Attachment[]) => Attachment[]) => void;
  focusRef?: (el: HTMLElement | null) => void;
}) {
  const t = useT();
  const id = useId();
  const picker = useRef<HTMLInputElement | null>(null);
  const count = useRef(items.length);
  count.current = items.length;
  // object URLs and uploads in flight go with the form
  const all = useRef(items);
  all.current = items;
  useEffect(() => () => all.current.forEach((a) => { URL.revokeObjectURL(a.preview); a.abort?.abort(); }), []);

  const patch = (key: string, p: Partial<Attachment>) => setItems((now) => now.map((a) => (a.key === key ? { ...a, ...p } : a)));

  const add = (file: File) => {
    const refused = attachmentRefusal(file, count.current);
    if (refused) {
      showToast('error', t(refusalKey(refused)), Limits.toastErrorMs);
      return false;
    }
    const key = `a${nextKey++}`;
    const abort = new AbortController();
    const item: Attachment = { key, name: file.name, preview: URL.createObjectURL(file), progress: 0, abort };
    count.current += 1;
    setItems((now) => [...now, item]);
    uploadFile(file, file.name, userRef().userId, (f) => patch(key, { progress: Math.round(f * 100) }), 'woUpload', abort.signal).then(
      (up) => patch(key, { progress: 100, stored: { fileName: up.name || file.name, fileType: up.suffix || extensionOf(file.name), fileUrl: up.url }, abort: undefined }),
      (err: unknown) => {
        if (abort.signal.aborted) return;
        sayRefusal(err);
        patch(key, { failed: true, abort: undefined });
      },
    );
    return true;
  };

  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    for (const file of [...(input.files ?? [])]) {
      if (!add(file)) break;
    }
    input.value = '';
  };

  const remove = (a: Attachment) => {
    openDialog({
      title: t('wo.removeTitle'),
      body: t('wo.removeBody', { name: a.name }),
      confirmLabel: t('wo.remove'),
      cancelLabel: t('common.cancel'),
      onConfirm: () => {
        closeDialog();
        a.abort?.abort();
        URL.revokeObjectURL(a.preview);
        setItems((now) => now.filter((x) => x.key !== a.key));
        // the removed thumbnail's button is gone: the focus goes to the picker
        setTimeout(() => picker.current?.focus(), 0);
      },
    });
  };

  const full = items.length >= WoLimits.attachmentsMax;
  return (
    <fieldset className={box} aria-describedby={`${id}-h`}>
      <legend>{t('wo.attachments')}</legend>
      {items.length ? (
        <ul>
          {items.map((a) => (
            <li key={a.key} data-failed={a.failed ? '' : undefined} data-done={a.stored ? '' : undefined}>
              <img src={a.preview} alt={a.name} />
              {!a.stored && !a.failed ? <progress max={100} value={a.progress} aria-label={t('upload.progress')} /> : null}
              <button type="button" className={cx(control, removeButton)} aria-label={t('wo.removeNamed', { name: a.name })} onClick={() => remove(a)}>×</button>
            </li>
          ))}
        </ul>
      ) : null}
      {full ? null : (
        <label className={addButton}>
          <span aria-hidden="true">＋</span>{t('wo.addImage')}
          <input ref={(el) => { picker.current = el; focusRef?.(el); }} className={visuallyHidden} type="file" accept={ATTACHMENT_ACCEPT} multiple onChange={onChange} aria-describedby={`${id}-h`} />
        </label>
      )}
      <span id={`${id}-h`} className={hint}>{t('wo.attachHint')}</span>
    </fieldset>
  );
}
