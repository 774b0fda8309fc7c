/** The look of the widget's forms (pre-chat form, leave message, rating): labels above fields. */
import { css } from '@linaria/core';

export const form = css`
  display: flex;
  flex-direction: column;
  gap: 12px;
  label,
  legend {
    display: block;
    margin-block-end: 4px;
    font-size: 13px;
    font-weight: 500;
  }
  input:not([type='radio']):not([type='checkbox']),
  select,
  textarea {
    width: 100%;
    padding: 7px 9px;
    border: 1px solid #c9cdd4;
    border-radius: 6px;
    font: inherit;
  }
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
  }
  fieldset label {
    display: inline-flex;
    gap: 4px;
    margin-inline-end: 12px;
    font-weight: 400;
  }
  abbr {
    color: #d83931;
    text-decoration: none;
  }
  /* a disabled submit keeps the button's grey: it must look as unavailable as it is */
  button[type='submit']:not([disabled]) {
    color: #fff;
    background: var(--kefu-main-color);
  }
`;

/** a field's inline error, read with the field (aria-describedby) */
export const fieldError = css`
  margin-block-start: 4px;
  color: #c0362c;
  font-size: 12px;
`;

/** a character counter under a text box */
export const fieldCounter = css`
  display: block;
  margin-block-start: 2px;
  color: #646a73;
  font-size: 12px;
  text-align: end;
`;
