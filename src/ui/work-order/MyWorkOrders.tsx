/**
 * spec §2 "a work-order detail drawer shows a timeline and a reply dialog": the visitor's own
 * orders (queryWoByCustom, newest first) with their status badges; opening one shows it in full
 * (queryWoById) with its timeline, and a reply dialog whose content is required
 * (addWoHandleInfo, with a local id kept until it succeeds).
 */
import { css, cx } from '@linaria/core';
import { useEffect, useRef, useState } from 'react';
import { DateFormats } from '../../../protocol';
import type { WorkOrder } from '../../../protocol';
import { api } from '../../api/client';
import { useT } from '../../i18n/react';
import { formatDate } from '../../format/date';
import { userRef } from '../../chat/context';
import { woLocalId } from '../../chat/fields';
import type { FieldDef } from '../../chat/fields';
import { Modal } from '../common/Modal';
import { Loading } from '../common/Loading';
import { LoadFailed } from '../common/LoadFailed';
import { useLoad } from '../common/use-load';
import { control } from '../common/a11y';
import { sendButton } from '../chat/ChatFooter';
import { textButton } from '../chat/styles';
import { OrderView, ReplyDialog, StatusBadge, meta, primary, sayRefusal, successToast } from './WorkOrderView';

const list = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  button {
    display: flex;
    flex-direction: column;
    gap: 4px;
    width: 100%;
    padding: 10px 12px;
    border: 1px solid #e5e6eb;
    border-radius: 8px;
    background: #fff;
    text-align: start;
    cursor: pointer;
  }
  button:hover {
    border-color: var(--kefu-main-color);
  }
  strong {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;


const actions = css`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  margin-block: 0 12px;
`;

const textOf = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';

function Detail({ woId, defs, version, onBack, onReply }: { woId: string | number; defs: FieldDef[]; version: number; onBack: () => void; onReply: () => void }) {
  const t = useT();
  const [load, retry] = useLoad(() => api('queryWoById', { woId, ...userRef() }), (wo) => (wo && typeof wo === 'object' && 'woId' in wo ? wo : null));
  const [shown, setShown] = useState<WorkOrder | null>(null);
  const backButton = useRef<HTMLButtonElement>(null);
  useEffect(() => backButton.current?.focus(), []);
  useEffect(() => { if (load.state === 'ready') setShown(load.value); }, [load]);
  // a stored reply: the order again, with it
  useEffect(() => { if (version) retry(); }, [version]);
  return (
    <>
      <div className={actions}>
        <button ref={backButton} type="button" className={cx(control, textButton)} onClick={onBack}>{t('wo.backToList')}</button>
        {shown ? <button type="button" className={cx(control, sendButton, primary)} aria-haspopup="dialog" onClick={onReply}>{t('wo.reply')}</button> : null}
      </div>
      {shown ? <OrderView wo={shown} defs={defs} headingLevel={3} /> : load.state === 'failed' ? <LoadFailed text={t('wo.loadFailed')} onRetry={retry} /> : <Loading />}
    </>
  );
}

export function MyWorkOrders({ defs, mobile, onClose }: { defs: FieldDef[]; mobile: boolean; onClose: () => void }) {
  const t = useT();
  const [open, setOpen] = useState<string | number | null>(null);
  const [load, retry] = useLoad(() => api('queryWoByCustom', { ...userRef() }), (data) => (Array.isArray(data?.list) ? data.list : Array.isArray(data) ? (data as WorkOrder[]) : null));
  const back = useRef<string | number | null>(null);
  const [replying, setReplying] = useState(false);
  const [version, setVersion] = useState(0);
  const replyId = useRef<string | null>(null);
  const send = async (handleContent: string) => {
    if (open === null) return false;
    replyId.current ??= woLocalId('woReply');
    try {
      await api('addWoHandleInfo', { ...userRef(), woId: open, handleContent, localId: replyId.current });
    } catch (err) {
      sayRefusal(err);
      return false;
    }
    replyId.current = null;
    successToast(t, mobile);
    setVersion((n) => n + 1);
    return true;
  };
  let body;
  if (open !== null) {
    body = <Detail woId={open} defs={defs} version={version} onReply={() => setReplying(true)} onBack={() => { setOpen(null); retry(); }} />;
  } else if (load.state === 'loading') body = <Loading />;
  else if (load.state === 'failed') body = <LoadFailed text={t('wo.listFailed')} onRetry={retry} />;
  else if (!load.value.length) body = <p>{t('wo.none')}</p>;
  else {
    body = (
      <ul className={list} aria-label={t('wo.mine')}>
        {load.value.map((wo) => (
          <li key={String(wo.woId)}>
            <button type="button" className={control} data-wo-id={wo.woId} ref={(el) => { if (el && back.current === wo.woId) { el.focus(); back.current = null; } }}
              onClick={() => { back.current = wo.woId; setOpen(wo.woId); }}>
              <span className={meta}><StatusBadge status={wo.woStatus} /><time>{formatDate(wo.updateTime ?? wo.createTime, DateFormats.full)}</time></span>
              <strong dir="auto">{wo.woTitle}</strong>
              <span dir="auto">{textOf(wo.woContent ?? '').slice(0, 80)}</span>
            </button>
          </li>
        ))}
      </ul>
    );
  }
  // the reply dialog is the drawer's sibling, not inside it: each dialog keeps its own Tab and Escape
  return (
    <>
      <Modal title={open !== null ? t('screen.workOrder') : t('wo.mine')} onClose={replying ? null : onClose}>{body}</Modal>
      {replying ? <ReplyDialog onClose={() => setReplying(false)} send={send} /> : null}
    </>
  );
}
