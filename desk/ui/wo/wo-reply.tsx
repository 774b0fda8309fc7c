/**
 * Reply to a work order: a public reply (the customer sees it and gets a mail) or an internal
 * note (staff only, drawn in yellow), optionally with a new status and attachments uploaded with
 * the desk's wo/upload. The reply's answer is the whole order, shown at once.
 */
import { useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { WoLimits } from '../../../protocol';
import type { DeskWorkOrder } from '../../../protocol';
import { call, upload } from '../../api/client';
import type { Uploaded } from '../../api/client';
import { useT } from '../../i18n/react';
import { statusChoice, statusKey, WO_STATUS_CHOICES } from '../../state/wo';
import { errorMessage } from '../common/errors';
import { button, errorText, field, muted, noteTag, primary, small, tag, woReply } from '../styles';

const localId = (): string => `r${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

export function WoReplyBox({ wo, onDone }: { wo: DeskWorkOrder; onDone: (w: DeskWorkOrder) => void }) {
  const t = useT();
  const [internal, setInternal] = useState(false);
  const [text, setText] = useState('');
  const [status, setStatus] = useState('');
  const [files, setFiles] = useState<Uploaded[]>([]);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const picker = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const id = useRef(localId());

  async function submit(e: FormEvent) {
    e.preventDefault();
    const content = text.trim();
    if (!content || busy) return;
    setBusy(true);
    setError('');
    setNote('');
    try {
      const body: Record<string, unknown> = { woId: wo.woId, content, internal, localId: id.current };
      if (status !== '') body.status = Number(status);
      if (files.length) body.files = files.map((f) => ({ fileName: f.name, fileUrl: f.url }));
      const next = await call<DeskWorkOrder>('wo/reply', body);
      id.current = localId();
      setText('');
      setStatus('');
      setFiles([]);
      setNote(internal ? t('wo.noteSent') : t('wo.replySent'));
      onDone(next);
    } catch (err) {
      setError(errorMessage(t, err));
    } finally {
      setBusy(false);
      box.current?.focus();
    }
  }

  async function attach(e: ChangeEvent<HTMLInputElement>) {
    const file = e.currentTarget.files?.[0];
    e.currentTarget.value = '';
    if (!file) return;
    setBusy(true);
    setError('');
    setNote(t('reply.uploading', { name: file.name }));
    try {
      const up = await upload({ woId: wo.woId }, file);
      setFiles((fs) => [...fs, { ...up, name: up.name || file.name }]);
      setNote(t('reply.uploaded', { name: file.name }));
    } catch (err) {
      setNote('');
      setError(errorMessage(t, err));
    } finally {
      setBusy(false);
    }
  }

  const current = statusChoice(wo.woStatus);
  return (
    <form className={woReply} data-note={internal ? 'true' : undefined} onSubmit={submit} aria-labelledby="wo-reply-title">
      <h3 id="wo-reply-title">{t('wo.replyTitle')}</h3>
      <fieldset>
        <legend>{t('wo.replyKind')}</legend>
        <label><input type="radio" name="wo-reply-kind" checked={!internal} onChange={() => setInternal(false)} /> {t('wo.publicReply')}</label>
        <label><input type="radio" name="wo-reply-kind" checked={internal} onChange={() => setInternal(true)} /> {t('wo.internalNote')}</label>
      </fieldset>
      <p className={muted} id="wo-reply-hint">
        {internal ? <><span className={`${tag} ${noteTag}`}>{t('wo.internalTag')}</span> {t('wo.noteHint')}</> : t('wo.publicHint')}
      </p>
      <label className={field}><span>{internal ? t('wo.noteLabel') : t('wo.replyLabel')}</span>
        <textarea ref={box} value={text} maxLength={WoLimits.replyMax} aria-describedby="wo-reply-hint" onChange={(e) => setText(e.currentTarget.value)} />
      </label>
      {files.length > 0 && (
        <ul aria-label={t('wo.attachments')}>
          {files.map((f, i) => (
            <li key={f.url} className={tag}>
              {f.name}{' '}
              <button type="button" className={`${button} ${small}`} aria-label={t('wo.removeFile', { name: f.name })} onClick={() => setFiles((fs) => fs.filter((_, j) => j !== i))}>×</button>
            </li>
          ))}
        </ul>
      )}
      <div className="tools">
        <label className={field}><span>{t('wo.setStatus')}</span>
          <select value={status} onChange={(e) => setStatus(e.currentTarget.value)}>
            <option value="">{t('wo.keepStatus', { status: t(statusKey(current)) })}</option>
            {WO_STATUS_CHOICES.filter((s) => s !== current).map((s) => <option key={s} value={s}>{t(statusKey(s))}</option>)}
          </select>
        </label>
        <button type="button" className={button} disabled={busy || files.length >= WoLimits.attachmentsMax} onClick={() => picker.current?.click()}>{t('wo.attach')}</button>
        <input ref={picker} type="file" hidden tabIndex={-1} aria-hidden="true" onChange={(e) => void attach(e)} />
        <button type="submit" className={`${button} ${primary} send`} disabled={busy || !text.trim()}>{internal ? t('wo.sendNote') : t('wo.sendReply')}</button>
      </div>
      <p role="status" className={muted}>{note}</p>
      {error && <p role="alert" className={errorText}>{error}</p>}
    </form>
  );
}
