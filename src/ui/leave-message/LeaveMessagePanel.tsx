/**
 * spec §2 leave-message modal: a tab to write a message and a tab listing the earlier ones
 * (a tablist: arrow keys move between the tabs, the panel follows). Sending switches to the
 * list, where the new message shows at the top.
 */
import { css, cx } from '@linaria/core';
import { useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useT } from '../../i18n/react';
import { control } from '../common/a11y';
import { LeaveMessageForm } from './LeaveMessageForm';
import { LeaveMessageList } from './LeaveMessageList';

const tabs = css`
  display: flex;
  gap: 4px;
  margin-block-end: 12px;
  border-block-end: 1px solid #e5e6eb;
  button {
    padding: 8px 12px;
    border: 0;
    border-block-end: 2px solid transparent;
    background: none;
    color: #4e5969;
    font: inherit;
    cursor: pointer;
  }
  button[aria-selected='true'] {
    border-block-end-color: var(--kefu-main-color);
    color: #1f2329;
    font-weight: 600;
  }
`;

type Tab = 'write' | 'mine';
const TABS: Tab[] = ['write', 'mine'];

export default function LeaveMessagePanel() {
  const t = useT();
  const id = useId();
  const [tab, setTab] = useState<Tab>('write');
  const buttons = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const label: Record<Tab, string> = { write: t('leave.write'), mine: t('leave.mine') };
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight' && e.key !== 'Home' && e.key !== 'End') return;
    e.preventDefault();
    const next = e.key === 'Home' ? 'write' : e.key === 'End' ? 'mine' : tab === 'write' ? 'mine' : 'write';
    setTab(next);
    buttons.current[next]?.focus();
  };
  return (
    <div>
      <div className={tabs} role="tablist" aria-label={t('screen.leaveMessage')} onKeyDown={onKey}>
        {TABS.map((k) => (
          <button key={k} ref={(el) => { buttons.current[k] = el; }} type="button" role="tab" id={`${id}-${k}`} className={cx(control)}
            aria-selected={tab === k} aria-controls={`${id}-${k}-p`} tabIndex={tab === k ? 0 : -1} onClick={() => setTab(k)}>
            {label[k]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-${tab}-p`} aria-labelledby={`${id}-${tab}`}>
        {tab === 'write' ? <LeaveMessageForm onSent={() => setTab('mine')} /> : <LeaveMessageList />}
      </div>
    </div>
  );
}
