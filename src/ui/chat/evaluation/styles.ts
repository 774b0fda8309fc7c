/** The rating form's look: stars, label chips, the yes/no choice. */
import { css } from '@linaria/core';

export const stars = css`
  display: flex;
  gap: 4px;
  label {
    display: inline-flex;
    margin: 0;
    font-size: 30px;
    line-height: 1;
    color: #c9cdd4;
    cursor: pointer;
  }
  label[data-lit] {
    color: #f5a623;
  }
  label:has(input:focus-visible) {
    outline: 2px solid var(--kefu-main-color);
    outline-offset: 2px;
    border-radius: 4px;
  }
`;

export const guide = css`
  margin: 4px 0 0;
  color: #4e5969;
  font-size: 13px;
`;

export const chips = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  label {
    display: inline-flex;
    margin: 0;
    padding: 5px 12px;
    border: 1px solid #c9cdd4;
    border-radius: 16px;
    font-size: 13px;
    font-weight: 400;
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: var(--kefu-main-color);
    color: var(--kefu-main-color);
    background: #f2f6ff;
  }
  label:has(input:focus-visible) {
    outline: 2px solid var(--kefu-main-color);
    outline-offset: 2px;
  }
`;
