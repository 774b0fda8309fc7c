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

interface Props {
  messages: readonly DeskMessage[];
  readOnly?: boolean;
  style?: CSSProperties;
  /** open at this message instead of the newest (a search hit), marked with data-focus */
  focusSeq?: number | null;
}

export function MessageList({ messages, readOnly = false, style, focusSeq = null }: Props) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const atBottom = useRef(focusSeq === null);
  useLayoutEffect(() => {
    const el = box.current;
    if (el && atBottom.current) el.scrollTop = el.scrollHeight;
  }, [messages]);
  // one item per message, in order: the hit is the item at the message's index
  useLayoutEffect(() => {
    const at = focusSeq === null ? -1 : messages.findIndex((m) => m.seq === focusSeq);
    const item = at < 0 ? null : box.current?.querySelector('ol')?.children[at];
    if (!(item instanceof HTMLElement)) return;
    atBottom.current = false;
    item.dataset.focus = 'true';
    item.scrollIntoView({ block: 'center' });
    return () => { delete item.dataset.focus; };
  }, [focusSeq, messages.length > 0]);
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
