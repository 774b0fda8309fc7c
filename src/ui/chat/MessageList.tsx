/**
 * The message list (spec §2): a `log` live region named by the chat title. It follows the newest
 * message Limits.newMessageScrollMs after it arrives unless the visitor has scrolled up to read
 * (then a "new messages" pill takes them down). Older messages load with the history link (or a
 * pull-down on mobile), keeping the scroll position; the link shows only when tenantVersion > 0.
 */
import { css } from '@linaria/core';
import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { TouchEvent } from 'react';
import { Limits, LocalMsgKind, SenderType } from '../../../protocol';
import { $messages } from '../../state/messages';
import { $chat } from '../../state/chat';
import { $channelConfig } from '../../state/config';
import { $layout } from '../../state/ui';
import { useT } from '../../i18n/react';
import { actionsFor } from '../../chat/lazy';
import { Message } from './messages/Message';
import { textButton } from './styles';

const wrap = css`
  position: relative;
  display: flex;
  flex: 1;
  flex-direction: column;
  min-height: 0;
`;

const log = css`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 12px 14px 16px;
  /* the list of messages only: lists inside a message (robot HTML) keep their own layout and numbers */
  > ol {
    display: flex;
    flex-direction: column;
    gap: 14px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  > ol > li {
    display: flex;
    flex-direction: column;
  }
`;

const historyBar = css`
  display: flex;
  justify-content: center;
  padding-block-end: 8px;
  color: #646a73;
  font-size: 12px;
`;

const pill = css`
  position: absolute;
  inset-block-end: 10px;
  inset-inline-start: 50%;
  transform: translateX(-50%);
  padding: 6px 14px;
  border: 0;
  border-radius: 16px;
  color: #fff;
  background: var(--kefu-main-color);
  box-shadow: 0 2px 8px rgba(0, 0, 0, 0.2);
  font: inherit;
  font-size: 13px;
  cursor: pointer;
  [dir='rtl'] & {
    transform: translateX(50%);
  }
  &:focus-visible {
    outline: 2px solid #1f2329;
    outline-offset: 2px;
  }
`;

const NEAR_BOTTOM_PX = 80;

function History({ onMore }: { onMore: () => void }) {
  const t = useT();
  const state = useStore($chat).history;
  if (state === 'none') return null;
  if (state === 'end') return <div className={historyBar}>{t('history.none')}</div>;
  if (state === 'loading') return <div className={historyBar} role="status">{t('history.loading')}</div>;
  return <div className={historyBar}><button type="button" className={textButton} onClick={onMore}>{t('history.more')}</button></div>;
}

export function MessageList({ title }: { title: string }) {
  const t = useT();
  const messages = useStore($messages);
  const { asking } = useStore($chat);
  const config = useStore($channelConfig);
  const layout = useStore($layout);
  const box = useRef<HTMLDivElement>(null);
  const reading = useRef(false);
  const [unseen, setUnseen] = useState(false);
  const count = messages.length;
  const lastMine = messages[count - 1]?.senderType === SenderType.visitor;
  const keep = useRef<{ height: number; top: number } | null>(null);

  // history prepended: keep what the visitor was looking at in place
  useLayoutEffect(() => {
    const el = box.current;
    const k = keep.current;
    if (el && k) {
      el.scrollTop = k.top + (el.scrollHeight - k.height);
      keep.current = null;
    }
  }, [count]);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    if (reading.current && !lastMine) {
      setUnseen(true);
      return;
    }
    const timer = setTimeout(() => el.scrollTo({ top: el.scrollHeight }), Limits.newMessageScrollMs);
    return () => clearTimeout(timer);
  }, [count, asking, lastMine]);

  const onScroll = () => {
    const el = box.current;
    if (!el) return;
    reading.current = el.scrollHeight - el.scrollTop - el.clientHeight > NEAR_BOTTOM_PX;
    if (!reading.current) setUnseen(false);
  };
  const toBottom = () => {
    box.current?.scrollTo({ top: box.current.scrollHeight });
    reading.current = false;
    setUnseen(false);
  };
  const older = async () => {
    const el = box.current;
    if (el) keep.current = { height: el.scrollHeight, top: el.scrollTop };
    const n = await actionsFor().then((a) => a.loadHistory(), () => 0);
    if (!n) keep.current = null;
  };
  // mobile: pulling down at the top loads older messages
  const touch = useRef(0);
  const onTouchStart = (e: TouchEvent) => { touch.current = e.touches[0]?.clientY ?? 0; };
  const onTouchEnd = (e: TouchEvent) => {
    const dy = (e.changedTouches[0]?.clientY ?? 0) - touch.current;
    if (layout === 'mobile' && dy > 60 && (box.current?.scrollTop ?? 1) <= 0) void older();
  };
  const showHistory = (config?.tenantVersion ?? 0) > 0;

  return (
    <div className={wrap}>
      {/* toolchain notes: Preact's types reject role="log" on <ol>, so it wraps the list */}
      <div ref={box} className={log} role="log" aria-label={title} aria-live="polite" tabIndex={0} onScroll={onScroll} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        {showHistory ? <History onMore={() => void older()} /> : null}
        <ol>
          {messages.map((m) => <li key={m.key}><Message m={m} /></li>)}
          {asking > 0 ? <li><Message m={{ key: 'typing', senderType: SenderType.robot, msgType: LocalMsgKind.animation }} /></li> : null}
        </ol>
      </div>
      {unseen ? <button type="button" className={pill} onClick={toBottom}>{t('chat.newMessages')}</button> : null}
    </div>
  );
}
