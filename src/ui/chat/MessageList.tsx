/**
 * The message list (spec §2): a log region screen readers follow. The later chat issue renders
 * every message type; for now text bubbles, visitor on the inline end.
 */
import { css, cx } from '@linaria/core';
import { useStore } from '@nanostores/react';
import { SenderType } from '../../protocol';
import { $messages } from '../../state/messages';
import { useT } from '../../i18n/react';

const log = css`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: 12px 16px;
  ol {
    display: flex;
    flex-direction: column;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const bubble = css`
  max-width: 80%;
  padding: 8px 12px;
  border-radius: 10px;
  overflow-wrap: anywhere;
  white-space: pre-wrap;
  color: var(--kefu-agent-bubble-text);
  background: var(--kefu-agent-bubble-bg);
  align-self: flex-start;
`;

const mine = css`
  color: #fff;
  background: var(--kefu-visitor-bubble-bg);
  align-self: flex-end;
`;

export function MessageList() {
  const t = useT();
  const messages = useStore($messages);
  return (
    // toolchain notes: Preact's types reject role="log" on <ol>, so it wraps the list.
    <div className={log} role="log" aria-label={t('chat.messages')} aria-live="polite">
      <ol>
        {messages.map((m, i) => (
          <li key={m.id ?? m.msgId ?? i} className={cx(bubble, m.senderType === SenderType.visitor && mine)}>
            {m.msgContent}
          </li>
        ))}
      </ol>
    </div>
  );
}
