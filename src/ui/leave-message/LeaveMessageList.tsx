/**
 * The visitor's earlier leave messages (spec §3 "Leave message record", §7 getLeaveMsgList):
 * newest first, each with its state (handled / untreated), the agent's remark with who and when,
 * and the times. Loading, empty and failed states are drawn; a failed load can be retried.
 */
import { css } from '@linaria/core';
import { api } from '../../api/client';
import { DateFormats } from '../../../protocol';
import type { LeaveMessageRecord } from '../../../protocol';
import { useT } from '../../i18n/react';
import { formatDate } from '../../format/date';
import { userRef } from '../../chat/context';
import { Loading } from '../common/Loading';
import { LoadFailed } from '../common/LoadFailed';
import { useLoad } from '../common/use-load';

const list = css`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 10px 12px;
    border: 1px solid #e5e6eb;
    border-radius: 8px;
  }
  p {
    margin: 6px 0 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const head = css`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  color: #646a73;
  font-size: 12px;
`;

const state = css`
  padding: 1px 8px;
  border-radius: 10px;
  color: #ad5a00;
  background: #fff3e0;
  &[data-handled] {
    color: #1d7a3e;
    background: #e8f7ee;
  }
`;

const remark = css`
  margin-block-start: 8px;
  padding: 6px 8px;
  border-inline-start: 3px solid var(--kefu-main-color);
  background: #f7f8fa;
  font-size: 13px;
`;

export function LeaveMessageList() {
  const t = useT();
  const [load, retry] = useLoad(() => api('getLeaveMsgList', userRef(), { quiet: true }), (items) => (Array.isArray(items) ? items : []));
  if (load.state === 'loading') return <Loading />;
  if (load.state === 'failed') return <LoadFailed text={t('leave.loadFailed')} onRetry={retry} />;
  const items: LeaveMessageRecord[] = load.value;
  if (!items.length) return <p>{t('leave.none')}</p>;
  return (
    <ul className={list} aria-label={t('leave.mine')}>
      {items.map((m, i) => {
        const handled = m.msgState === 1;
        return (
          <li key={`${String(m.createTime)}-${i}`}>
            <div className={head}>
              <span>{formatDate(m.createTime, DateFormats.full)}</span>
              <span className={state} data-handled={handled ? '' : undefined}>{handled ? t('leave.handled') : t('leave.untreated')}</span>
            </div>
            <p dir="auto">{m.msgContent}</p>
            {handled || m.msgDesc ? (
              <div className={remark}>
                <div className={head}><span>{m.updateUserName ? t('leave.remarkBy', { name: m.updateUserName }) : t('leave.remark')}</span><span>{formatDate(m.updateTime, DateFormats.full)}</span></div>
                {m.msgDesc ? <p dir="auto">{m.msgDesc}</p> : null}
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
