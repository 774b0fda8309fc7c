/**
 * spec §8 confirm dialog (e.g. 401 "login expired": re-login / cancel), an accessible
 * alertdialog: focus moves into it, Tab stays inside, Escape cancels, and focus goes back where
 * it was when it closes.
 */
import { css, cx } from '@linaria/core';
import { useStore } from '@nanostores/react';
import { useId, useLayoutEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { $dialog, closeDialog } from '../../state/ui';
import type { Dialog } from '../../state/ui';
import { control } from './a11y';

const backdrop = css`
  position: absolute;
  inset: 0;
  z-index: 30;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  background: rgba(0, 0, 0, 0.45);
`;

const box = css`
  width: 100%;
  max-width: 320px;
  padding: 20px;
  border-radius: 12px;
  background: #fff;
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.2);
  h2 {
    margin: 0 0 8px;
    font-size: 16px;
    font-weight: 600;
  }
  p {
    margin: 0 0 20px;
    color: #4e5969;
  }
`;

const actions = css`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
`;

const button = css`
  min-width: 72px;
  padding: 6px 14px;
  border: 1px solid #dee0e3;
  border-radius: 6px;
  background: #fff;
  cursor: pointer;
`;

const primary = css`
  border-color: var(--kefu-main-color);
  color: #fff;
  background: var(--kefu-main-color);
`;

function DialogBox({ dialog }: { dialog: Dialog }) {
  const id = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);

  // layout effect: focus moves in as the dialog appears, not a frame later
  useLayoutEffect(() => {
    const root = boxRef.current?.getRootNode() as Document | ShadowRoot | undefined;
    const before = root?.activeElement as HTMLElement | null | undefined;
    confirmRef.current?.focus();
    return () => before?.focus?.();
  }, []);

  const cancel = () => (dialog.onCancel ?? closeDialog)();

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
      return;
    }
    if (event.key !== 'Tab' || !boxRef.current) return;
    // keep Tab inside the dialog (aria-modal)
    const buttons = [...boxRef.current.querySelectorAll('button')];
    const root = boxRef.current.getRootNode() as ShadowRoot | Document;
    const index = buttons.indexOf(root.activeElement as HTMLButtonElement);
    const next = event.shiftKey ? index - 1 : index + 1;
    const wrapped = buttons[(next + buttons.length) % buttons.length];
    event.preventDefault();
    wrapped?.focus();
  };

  return (
    <div className={backdrop}>
      <div ref={boxRef} className={box} role="alertdialog" aria-modal="true" aria-labelledby={`${id}-t`} aria-describedby={`${id}-b`} onKeyDown={onKeyDown}>
        <h2 id={`${id}-t`}>{dialog.title}</h2>
        <p id={`${id}-b`}>{dialog.body}</p>
        <div className={actions}>
          <button type="button" className={cx(control, button)} onClick={cancel}>{dialog.cancelLabel}</button>
          <button type="button" ref={confirmRef} className={cx(control, button, primary)} onClick={dialog.onConfirm}>{dialog.confirmLabel}</button>
        </div>
      </div>
    </div>
  );
}

export function ConfirmDialog() {
  const dialog = useStore($dialog);
  return dialog ? <DialogBox dialog={dialog} /> : null;
}
