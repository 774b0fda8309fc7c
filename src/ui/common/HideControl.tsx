/**
 * The widget's own "hide" control when it is embedded (element mode, or the loader's iframe):
 * spec §2 "closing in a frame tells the parent window to hide it". On a small screen the
 * loader's panel covers the whole page and its bubble steps aside, so this control is the only
 * way out: there is always one. The header carries it when there is a header; otherwise
 * (navigationBarShowFlag off, a screen without a header) a small floating button in the top
 * inline-end corner does (logical properties: the top left in right-to-left locales).
 */
import { css, cx } from '@linaria/core';
import { useStore } from '@nanostores/react';
import { useLayoutEffect } from 'react';
import { hideWidget } from '../../bridge';
import { useT } from '../../i18n/react';
import { $embedded, $headerHideControls } from '../../state/ui';
import { control } from './a11y';

export function HideIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M3 8h10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The header's hide control (className: the header's icon button look). */
export function HeaderHideButton({ className }: { className: string }) {
  const t = useT();
  // counted while on screen, so the floating control stands aside
  useLayoutEffect(() => {
    $headerHideControls.set($headerHideControls.get() + 1);
    return () => $headerHideControls.set($headerHideControls.get() - 1);
  }, []);
  return (
    <button type="button" className={cx(control, className)} onClick={hideWidget} aria-label={t('chat.hide')} title={t('chat.hide')}>
      <HideIcon />
    </button>
  );
}

const floating = css`
  position: absolute;
  inset-block-start: 8px;
  inset-inline-end: 8px;
  z-index: 25;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  color: #fff;
  background: rgba(31, 35, 41, 0.6);
  box-shadow: 0 2px 6px rgba(0, 0, 0, 0.2);
  cursor: pointer;
  &:hover {
    background: rgba(31, 35, 41, 0.8);
  }
`;

/** The floating hide control: embedded, and no header control on screen. */
export function FloatingHideButton() {
  const t = useT();
  const embedded = useStore($embedded);
  const inHeader = useStore($headerHideControls) > 0;
  if (!embedded || inHeader) return null;
  return (
    <button type="button" className={cx(control, floating)} onClick={hideWidget} aria-label={t('chat.hide')} title={t('chat.hide')} data-kefu-floating-hide="">
      <HideIcon />
    </button>
  );
}
