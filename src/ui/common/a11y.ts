/** Shared accessibility styles: visually hidden text and a visible keyboard focus ring. */
import { css } from '@linaria/core';

/** Read by screen readers, not shown. */
export const visuallyHidden = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/** Buttons and inputs inside the widget: our look, a visible focus ring for the keyboard. */
export const control = css`
  font: inherit;
  color: inherit;
  &:focus-visible {
    outline: 2px solid var(--kefu-main-color);
    outline-offset: 2px;
  }
`;
