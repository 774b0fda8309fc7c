/**
 * A dialog inside the widget (spec §2 popups): named by its title, focus moves in, Tab stays
 * inside, Escape closes it (when it may be closed), and focus returns where it was.
 */
import { css, cx } from '@linaria/core';
import { useId, useLayoutEffect, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useT } from '../../i18n/react';
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
  &[data-full] {
    padding: 0;
    background: rgba(0, 0, 0, 0.9);
  }
`;

const box = css`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: 420px;
  max-height: 100%;
  border-radius: 12px;
  background: #fff;
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.2);
  [data-full] > & {
    max-width: none;
    height: 100%;
    border-radius: 0;
    background: transparent;
    box-shadow: none;
  }
`;

const head = css`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 14px 16px 8px;
  h2 {
    flex: 1;
    margin: 0;
    font-size: 16px;
    font-weight: 600;
  }
  [data-full] & {
    color: #fff;
  }
`;

const closeButton = css`
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: 6px;
  background: transparent;
  font-size: 20px;
  line-height: 1;
  cursor: pointer;
`;

const body = css`
  flex: 1;
  min-height: 0;
  overflow: auto;
  padding: 8px 16px 16px;
`;

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  title: string;
  /** null: the dialog cannot be dismissed (a required step) */
  onClose: (() => void) | null;
  children: ReactNode;
  full?: boolean;
}

export function Modal({ title, onClose, children, full }: ModalProps) {
  const t = useT();
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = ref.current?.getRootNode() as Document | ShadowRoot | undefined;
    const before = root?.activeElement as HTMLElement | null | undefined;
    const first = ref.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? ref.current)?.focus();
    return () => before?.focus?.();
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && onClose) {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (!items.length) return;
    const root = ref.current.getRootNode() as ShadowRoot | Document;
    const index = items.indexOf(root.activeElement as HTMLElement);
    const next = event.shiftKey ? (index <= 0 ? items.length - 1 : index - 1) : (index + 1) % items.length;
    event.preventDefault();
    items[next]?.focus();
  };
  return (
    <div className={backdrop} data-full={full ? '' : undefined}>
      <div ref={ref} className={box} role="dialog" aria-modal="true" aria-labelledby={`${id}-t`} tabIndex={-1} onKeyDown={onKeyDown}>
        <div className={head}>
          <h2 id={`${id}-t`}>{title}</h2>
          {onClose ? <button type="button" className={cx(control, closeButton)} aria-label={t('common.close')} onClick={onClose}>×</button> : null}
        </div>
        <div className={body}>{children}</div>
      </div>
    </div>
  );
}
