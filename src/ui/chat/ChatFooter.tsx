/**
 * The chat footer (spec §2, §5): the input — a textbox labelled by its placeholder — and the
 * send button (grey when empty, the main colour when filled). Enter sends on desktop, never while
 * an input method is composing (toolchain notes); Shift+Enter is a new line; pasting is plain
 * text (a pasted picture goes to the preview in manual service: footer-menu/DropAndPaste.tsx);
 * whitespace-only is never sent; the length limit has a counter. Robot tips while typing.
 * Once the chat is ended, the re-chat button replaces the input.
 */
import { css, cx } from '@linaria/core';
import { Suspense, useEffect, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import { ConnectionType, ReceiveMode, UserStatus } from '../../../protocol';
import { lazyWithTexts, useT } from '../../i18n/react';
import { $layout, $pageMode, $visible } from '../../state/ui';
import { $chat, $pasted, $tips } from '../../state/chat';
import { $session } from '../../state/session';
import { $channelConfig } from '../../state/config';
import { maxLength } from '../../chat/context';
import { act, actions, actionsFor } from '../../chat/lazy';
import { warmUp } from './warm-up';
import { control } from '../common/a11y';
import { TIPS_ID, tipId } from './tip-ids';
import type * as TipsModule from './Tips';

/** The tips (./Tips.tsx): a lazy chunk, loaded with the first keystroke. */
let tipsModule: typeof TipsModule | null = null;
const loadTips = () => import('./Tips').then((m) => (tipsModule = m));
const TipsList = lazyWithTexts(() => loadTips().then((m) => ({ default: m.TipsList })));
/** spec §2 footer menu (and pasted pictures): only in manual service, so its own chunk */
const FooterMenu = lazyWithTexts(() => import('./footer-menu/FooterMenu'));
const PastePreview = lazyWithTexts(() => import('./footer-menu/PastePreview'));

const bar = css`
  position: relative;
  display: flex;
  flex: none;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px;
  padding: 10px 12px;
  border-block-start: 1px solid #e5e6eb;
  background: #fff;
  /* the footer menu (manual service) takes a row of its own above the input */
  &[data-layout='desktop'] {
    flex-direction: column;
    align-items: stretch;
  }
`;

const input = css`
  flex: 1;
  min-width: 0;
  min-height: 38px;
  max-height: 120px;
  padding: 8px 10px;
  border: 1px solid #dee0e3;
  border-radius: 8px;
  background: #fff;
  resize: none;
  line-height: 20px;
  &::placeholder {
    color: #646a73;
  }
  [data-layout='desktop'] > & {
    min-height: 64px;
    border: 0;
    padding: 4px 2px;
  }
  &:focus-visible {
    outline-offset: 0;
  }
`;

const actionRow = css`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 10px;
`;

const counter = css`
  color: #646a73;
  font-size: 12px;
`;

export const sendButton = css`
  flex: none;
  min-width: 64px;
  height: 38px;
  padding: 0 16px;
  border: 0;
  border-radius: 8px;
  color: #fff;
  background: #646a73;
  font-weight: 500;
  cursor: pointer;
  &[disabled] {
    cursor: not-allowed;
    background: #a9aeb5;
  }
`;

const filledStyle = css`
  background: var(--kefu-main-color);
`;

const hint = css`
  flex: 1;
  color: #646a73;
  font-size: 12px;
`;

const again = css`
  width: 100%;
`;

export function ChatFooter({ ready }: { ready: boolean }) {
  const t = useT();
  const layout = useStore($layout);
  const chat = useStore($chat);
  const config = useStore($channelConfig);
  const tips = useStore($tips);
  const manual = useStore($session).userStatus === UserStatus.manual;
  const pasted = useStore($pasted);
  const box = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const filled = text.trim() !== '';
  // spec §3 receiveMode 3: the input is enabled only during manual service
  const locked = config?.receiveMode === ReceiveMode.manualOnly && chat.connection === ConnectionType.robot;
  const enabled = ready && !locked;
  const max = maxLength();
  const length = [...text].length;
  const emptied = () => setText('');
  /** what the tips are asked for: the latest input, whatever order the chunk's loads settle in */
  const typed = useRef('');
  // the tips' timers end with the footer
  useEffect(() => () => tipsModule?.clear(), []);
  // Opened by the visitor (the launcher, KefuChat.open()): the keyboard goes to the text box, as
  // in other chat products, so typing starts at once and Tab does not walk the host page. A box
  // not enabled yet (the start still running) takes it when it is.
  // (an element created already open counts as opened; a page of its own does not: on a phone
  // the keyboard would cover the welcome)
  // That focus says nothing about typing: it does not start the warm-up (./warm-up.ts), which
  // would otherwise race the first screen it is meant to follow (and count in its size); the
  // visitor's own focus does, and the warm-up on idle follows the first screen anyway.
  const wantFocus = useRef($visible.get() && !$pageMode.get());
  const focusing = useRef(false);
  const focusBox = () => {
    if (!box.current || box.current.disabled) return;
    wantFocus.current = false;
    focusing.current = true;
    box.current.focus();
    focusing.current = false;
  };
  useEffect(() => {
    // an `open` that came between the first render and this effect counts too
    if ($visible.get() && !$pageMode.get()) {
      wantFocus.current = true;
      requestAnimationFrame(focusBox);
    }
    return $visible.listen((shown) => {
      wantFocus.current = shown;
      if (shown) requestAnimationFrame(focusBox);
    });
  }, []);
  useEffect(() => {
    if (enabled && wantFocus.current) focusBox();
  }, [enabled]);

  const send = async () => {
    if (!enabled || !filled) return;
    tipsModule?.clear();
    const value = text;
    const sent = await actionsFor().then((a) => a.sendText(value), () => false);
    if (sent) setText((now) => (now === value ? '' : now));
  };
  /** spec §2 emoji: into the text at the caret (or over the selection), the caret after it */
  const insert = (piece: string) => {
    const el = box.current;
    const start = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? text.length;
    const next = text.slice(0, start) + piece + text.slice(end);
    if ([...next].length > max) return;
    setText(next);
    typed.current = next;
    requestAnimationFrame(() => el?.setSelectionRange(start + piece.length, start + piece.length));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // tips are on screen only once their chunk is there
    if (tipsModule?.onKey(event, emptied)) return;
    if (event.key !== 'Enter' || event.shiftKey) return;
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    if (layout !== 'desktop') return;
    event.preventDefault();
    void send();
  };

  if (chat.ended) {
    return (
      <div className={bar}>
        <button type="button" className={cx(control, sendButton, filledStyle, again)} onClick={() => act((a) => a.chatAgain())}>{t('chat.again')}</button>
      </div>
    );
  }
  const placeholder = locked ? t('chat.inputLocked') : t('chat.inputPlaceholder');
  const button = (
    <button type="submit" className={cx(control, sendButton, filled && enabled && filledStyle)} disabled={!enabled} data-filled={filled ? 'true' : 'false'}>
      {t('common.send')}
    </button>
  );
  return (
    <form className={bar} data-layout={layout} onSubmit={onSubmit}>
      {tips.list.length ? <Suspense fallback={null}><TipsList onPick={(i) => tipsModule?.pick(i, emptied)} /></Suspense> : null}
      {manual && enabled ? <Suspense fallback={null}><FooterMenu insert={insert} input={box} /></Suspense> : null}
      {pasted ? <Suspense fallback={null}><PastePreview /></Suspense> : null}
      <textarea
        ref={box}
        className={cx(control, input)}
        rows={layout === 'desktop' ? 3 : 1}
        value={text}
        maxLength={max}
        disabled={!enabled}
        aria-label={placeholder}
        placeholder={placeholder}
        aria-autocomplete="list"
        aria-controls={tips.list.length ? TIPS_ID : undefined}
        aria-activedescendant={tips.active >= 0 ? tipId(tips.active) : undefined}
        onFocus={() => focusing.current || warmUp()}
        onInput={(e) => {
          const value = e.currentTarget.value;
          setText(value);
          typed.current = value;
          // spec §7 typing: the draft goes to the agent's preview; the robot's tips are for the robot stage
          if (manual) void actions().then((a) => a.reportTyping(value), () => undefined);
          else if (tipsModule) tipsModule.ask(value);
          else void loadTips().then((m) => m.ask(typed.current), () => undefined);
        }}
        onKeyDown={onKeyDown}
      />
      {layout === 'desktop' ? (
        <div className={actionRow}>
          <span className={hint}>{t('chat.enterHint')}</span>
          {length ? <span className={counter} aria-live="off">{length}/{max}</span> : null}
          {button}
        </div>
      ) : (
        <>
          {length > max * 0.8 ? <span className={counter}>{length}/{max}</span> : null}
          {button}
        </>
      )}
    </form>
  );
}
