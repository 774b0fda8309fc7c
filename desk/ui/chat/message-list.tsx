/**
 * The conversation's messages in order, opened at the newest and kept scrolled to it while the
 * agent is at the bottom: when messages arrive, and when the log's own size or its content's
 * changes (the chat ends and the "ended" line takes room, a picture loads).
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { CSSProperties } from 'react';
import type { DeskMessage } from '../../../protocol';
import { useT } from '../../i18n/react';
import { Empty } from '../common/states';
import { messageLog } from '../styles';
import { MessageItem } from './message-item';

export function MessageList({ messages, readOnly = false, style }: { messages: readonly DeskMessage[]; readOnly?: boolean; style?: CSSProperties }) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  useLayoutEffect(() => {
    const el = box.current;
    if (el && atBottom.current) el.scrollTop = el.scrollHeight;
  }, [messages]);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const onScroll = () => { atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40; };
    el.addEventListener('scroll', onScroll);
    return () => el.removeEventListener('scroll', onScroll);
  }, []);
  const empty = !messages.length;
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const stick = () => { if (atBottom.current) el.scrollTop = el.scrollHeight; };
    const watch = new ResizeObserver(stick);
    watch.observe(el);
    if (el.firstElementChild) watch.observe(el.firstElementChild);
    return () => watch.disconnect();
  }, [empty]);
  return (
    <div ref={box} className={messageLog} role="log" aria-label={t('chat.messages')} tabIndex={0} style={style}>
      {empty ? <Empty>{t('chat.noMessages')}</Empty> : (
        <ol>
          {messages.map((m) => <MessageItem key={m.msgId} m={m} readOnly={readOnly} />)}
        </ol>
      )}
    </div>
  );
}
