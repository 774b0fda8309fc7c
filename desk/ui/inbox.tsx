/**
 * The leave-message inbox (leaveMessages/list, /handle): unhandled or handled messages, newest
 * first, with "more"; an agent marks one handled (or back to unhandled) with a remark, which the
 * visitor sees in their own list; or turns it into a work order (wo/fromLeaveMessage), which opens.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import type { DeskWorkOrder } from '../../protocol';
import { call } from '../api/client';
import { useT } from '../i18n/react';
import { $deskLocale } from '../i18n';
import { $inboxNew, $inboxVersion } from '../state/live';
import { go } from '../state/route';
import { errorMessage } from './common/errors';
import { useAsync } from './common/use-async';
import { Empty, ErrorState, Loading } from './common/states';
import { Dialog } from './common/dialog';
import { formatTime } from './common/format';
import { visitorLabel } from './common/visitor';
import { button, errorText, field, inlineField, muted, page, primary, small, table, tableWrap, tag, toolbar } from './styles';

export interface LeaveMessage {
  leaveMsgId: string; userId: string; channelId: string; customerName: string; visitorNo?: string; customerPhone: string; customerEmail: string;
  msgContent: string; createTime: number; updateTime: number | null; updateUserName: string; msgState: number; msgDesc: string;
}

const PAGE = 50;

export function Inbox() {
  const t = useT();
  const locale = useStore($deskLocale);
  const [state, setState] = useState<0 | 1>(0);
  const [more, setMore] = useState<LeaveMessage[]>([]);
  const [end, setEnd] = useState(false);
  const [editing, setEditing] = useState<LeaveMessage | null>(null);
  const [making, setMaking] = useState<string | null>(null);
  const [makeError, setMakeError] = useState<{ id: string; text: string } | null>(null);
  // a visitor's new message (desk socket) refreshes the open list; being here clears the nav badge
  const version = useStore($inboxVersion);
  useEffect(() => { $inboxNew.set(0); }, [version]);
  const list = useAsync(async () => {
    setMore([]);
    const r = await call<{ list: LeaveMessage[] }>('leaveMessages/list', { msgState: state, limit: PAGE });
    setEnd(r.list.length < PAGE);
    return r.list;
  }, [state, version]);
  const rows = list.status === 'ready' ? [...list.data, ...more] : [];

  async function loadMore() {
    const last = rows.at(-1);
    if (!last) return;
    const r = await call<{ list: LeaveMessage[] }>('leaveMessages/list', { msgState: state, limit: PAGE, before: last.createTime });
    setMore((m) => [...m, ...r.list]);
    setEnd(r.list.length < PAGE);
  }

  // a leave message becomes a work order (the server keeps its text and marks it handled), then opens
  async function makeWorkOrder(m: LeaveMessage) {
    setMaking(m.leaveMsgId);
    setMakeError(null);
    try {
      const wo = await call<DeskWorkOrder>('wo/fromLeaveMessage', { leaveMsgId: m.leaveMsgId });
      go('workorders', wo.woId);
    } catch (err) {
      setMakeError({ id: m.leaveMsgId, text: errorMessage(t, err) });
      setMaking(null);
    }
  }

  return (
    <div className={page}>
      <h2>{t('inbox.title')}</h2>
      <div className={toolbar}>
        <span className={inlineField}>
          <label htmlFor="inbox-state">{t('inbox.show')}</label>
          <select id="inbox-state" value={state} onChange={(e) => setState(Number(e.currentTarget.value) as 0 | 1)}>
            <option value={0}>{t('inbox.unhandled')}</option>
            <option value={1}>{t('inbox.handled')}</option>
          </select>
        </span>
        <button type="button" className={button} onClick={list.reload}>{t('action.refresh')}</button>
      </div>
      {list.status === 'loading' ? <Loading /> : list.status === 'error' ? <ErrorState message={errorMessage(t, list.error)} retry={list.reload} />
        : !rows.length ? <Empty>{state === 0 ? t('inbox.emptyUnhandled') : t('inbox.emptyHandled')}</Empty> : (
          <div className={tableWrap}>
            <table className={table}>
              <caption className={muted} style={{ textAlign: 'start' }}>{state === 0 ? t('inbox.unhandled') : t('inbox.handled')}</caption>
              <thead><tr><th scope="col">{t('inbox.when')}</th><th scope="col">{t('inbox.from')}</th><th scope="col">{t('inbox.message')}</th><th scope="col">{t('inbox.remark')}</th><th scope="col">{t('inbox.actions')}</th></tr></thead>
              <tbody>
                {rows.map((m) => (
                  <tr key={m.leaveMsgId}>
                    <td>{formatTime(m.createTime, locale)}</td>
                    <td>
                      <div dir="auto">{visitorLabel(t, m)}</div>
                      {m.customerPhone && <div className={muted}>{m.customerPhone}</div>}
                      {m.customerEmail && <div className={muted}>{m.customerEmail}</div>}
                      <div className={muted}>{m.channelId}</div>
                    </td>
                    <td className="wrap">{m.msgContent}</td>
                    <td className="wrap">
                      {m.msgState === 1 && <span className={tag}>{t('inbox.handledBy', { name: m.updateUserName })}</span>}
                      <div>{m.msgDesc}</div>
                    </td>
                    <td>
                      <div style={{ display: 'flex', gap: 6, flexWrap: 'wrap' }}>
                        <button type="button" className={`${button} ${small}`} onClick={() => setEditing(m)}
                          aria-label={t(m.msgState === 1 ? 'inbox.editNamed' : 'inbox.handleNamed', { name: visitorLabel(t, m) })}>
                          {m.msgState === 1 ? t('inbox.edit') : t('inbox.handle')}
                        </button>
                        <button type="button" className={`${button} ${small}`} disabled={making === m.leaveMsgId} onClick={() => void makeWorkOrder(m)}
                          aria-label={t('inbox.makeWoNamed', { name: visitorLabel(t, m) })}>
                          {t('inbox.makeWo')}
                        </button>
                      </div>
                      {makeError?.id === m.leaveMsgId && <p role="alert" className={errorText}>{makeError.text}</p>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {!end && <button type="button" className={button} onClick={() => void loadMore()}>{t('action.more')}</button>}
          </div>
        )}
      {editing && <HandleDialog m={editing} onClose={() => setEditing(null)} onDone={() => { setEditing(null); list.reload(); }} />}
    </div>
  );
}

function HandleDialog({ m, onClose, onDone }: { m: LeaveMessage; onClose: () => void; onDone: () => void }) {
  const t = useT();
  const [handled, setHandled] = useState(true);
  const [remark, setRemark] = useState(m.msgDesc);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError('');
    try {
      await call('leaveMessages/handle', { leaveMsgId: m.leaveMsgId, msgState: handled ? 1 : 0, msgDesc: remark });
      onDone();
    } catch (err) {
      setError(errorMessage(t, err));
      setBusy(false);
    }
  }
  return (
    <Dialog title={t('inbox.handleTitle')} onClose={onClose}>
      <form onSubmit={submit}>
        <blockquote style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{m.msgContent}</blockquote>
        <label className={inlineField}>
          <input type="checkbox" checked={handled} onChange={(e) => setHandled(e.currentTarget.checked)} />
          {t('inbox.markHandled')}
        </label>
        <label className={field}>
          <span>{t('inbox.remark')}</span>
          <textarea rows={4} maxLength={2000} value={remark} onChange={(e) => setRemark(e.currentTarget.value)} />
        </label>
        {error && <p role="alert" className={errorText}>{error}</p>}
        <div className="actions">
          <button type="button" className={button} onClick={onClose}>{t('action.cancel')}</button>
          <button type="submit" className={`${button} ${primary}`} disabled={busy}>{t('action.save')}</button>
        </div>
      </form>
    </Dialog>
  );
}
