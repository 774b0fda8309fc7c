/**
 * The chat footer (spec §2): the input and the send button — grey when empty, the main colour
 * when filled, disabled until the chat is initialised. spec §5: whitespace-only text is not
 * sent and sent text is trimmed. Desktop: Enter sends, but not while an input method is
 * composing (toolchain notes).
 */
import { css, cx } from '@linaria/core';
import { useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/react';
import { $layout } from '../../state/ui';
import { addVisitorText } from '../../state/messages';
import { control, visuallyHidden } from '../common/a11y';

const bar = css`
  display: flex;
  flex: none;
  align-items: flex-end;
  gap: 8px;
  padding: 10px 12px;
  border-block-start: 1px solid #e5e6eb;
  background: #fff;
`;

const input = css`
  flex: 1;
  min-width: 0;
  min-height: 36px;
  max-height: 120px;
  padding: 7px 10px;
  border: 1px solid #dee0e3;
  border-radius: 8px;
  background: #fff;
  resize: none;
  line-height: 20px;
  &::placeholder {
    color: #8f959e;
  }
`;

export const sendButton = css`
  flex: none;
  min-width: 64px;
  height: 36px;
  padding: 0 14px;
  border: 0;
  border-radius: 8px;
  color: #fff;
  background: #c9cdd4;
  font-weight: 500;
  cursor: pointer;
  &[disabled] {
    cursor: not-allowed;
  }
`;

const filledStyle = css`
  background: var(--kefu-main-color);
`;

export function ChatFooter({ ready }: { ready: boolean }) {
  const t = useT();
  const layout = useStore($layout);
  const [text, setText] = useState('');
  const filled = text.trim() !== '';

  const send = () => {
    const value = text.trim();
    if (!ready || !value) return;
    addVisitorText(value);
    setText('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (layout !== 'desktop' || event.key !== 'Enter' || event.shiftKey) return;
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    send();
  };

  return (
    <form className={bar} onSubmit={onSubmit}>
      <label className={visuallyHidden} htmlFor="kefu-chat-input">{t('chat.inputLabel')}</label>
      <textarea
        id="kefu-chat-input"
        className={cx(control, input)}
        rows={1}
        value={text}
        placeholder={t('chat.inputPlaceholder')}
        onInput={(e) => setText(e.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className={cx(control, sendButton, filled && ready && filledStyle)} disabled={!ready} data-filled={filled ? 'true' : 'false'}>
        {t('common.send')}
      </button>
    </form>
  );
}
