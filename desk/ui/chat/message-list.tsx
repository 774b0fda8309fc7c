/** The conversation's messages in order, kept scrolled to the newest while the agent is at the bottom. */
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { DeskMessage } from '../../../protocol';
import { useT } from '../../i18n/react';
import { Empty } from '../common/states';
import { messageLog } from '../styles';
import { MessageItem } from './message-item';

export function MessageList({ messages, readOnly = false }: { messages: readonly DeskMessage[]; readOnly?: boolean }) {
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
  return (
    <div ref={box} className={messageLog} role="log" aria-label={t('chat.messages')} tabIndex={0}>
      {!messages.length ? <Empty>{t('chat.noMessages')}</Empty> : (
        <ol>
          {messages.map((m) => <MessageItem key={m.msgId} m={m} readOnly={readOnly} />)}
        </ol>
      )}
    </div>
  );
}
