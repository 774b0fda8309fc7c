/**
 * The tags' chips, swatches and picker (Linaria; the colours are palette.ts's). Logical
 * properties only, so right-to-left desks mirror.
 */
import { css } from '@linaria/core';

export { TAG_PALETTE, tagStyle } from './palette';

export const chipList = css`
  display: inline-flex; flex-wrap: wrap; gap: 4px; list-style: none; margin: 0; padding: 0; min-width: 0;
`;
export const chip = css`
  display: inline-flex; align-items: center; gap: 2px; max-width: 16em; padding: 0 6px; border-radius: 10px;
  font-size: 12px; line-height: 20px; font-weight: 600;
  & .name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  & button {
    border: 0; background: transparent; color: inherit; font: inherit; font-size: 14px; line-height: 1; cursor: pointer;
    min-width: 20px; min-height: 20px; padding: 0; margin-inline-end: -4px; border-radius: 50%;
  }
  & button:hover, & button:focus-visible { background: rgb(255 255 255 / 35%); outline: 2px solid currentColor; outline-offset: -2px; }
`;
export const editor = css`
  position: relative; display: inline-flex; align-items: center; gap: 6px; flex-wrap: wrap; min-width: 0;
`;
export const picker = css`
  position: absolute; top: 100%; inset-inline-start: 0; z-index: 6; margin-top: 4px; display: grid; gap: 6px;
  width: min(280px, 86vw); background: #fff; border: 1px solid #c3c9d4; border-radius: 8px;
  box-shadow: 0 6px 20px rgb(0 0 0 / 15%); padding: 8px;
  & input { border: 1px solid #aab2c0; border-radius: 6px; padding: 6px 8px; min-height: 32px; width: 100%; }
  & ul { list-style: none; margin: 0; padding: 0; max-height: 240px; overflow: auto; display: grid; gap: 2px; }
  & li { display: flex; align-items: center; gap: 8px; padding: 6px 8px; border-radius: 6px; cursor: pointer; }
  & li[data-active='true'] { background: #e4ecfd; outline: 2px solid #1d4ed8; outline-offset: -2px; }
  & li .check { inline-size: 1.2em; text-align: center; font-weight: 700; }
  & li .swatch { inline-size: 12px; block-size: 12px; border-radius: 50%; flex: none; }
  & li .name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  & .hint { color: #566072; font-size: 13px; }
`;
export const swatch = css`
  display: inline-block; inline-size: 14px; block-size: 14px; border-radius: 50%; vertical-align: middle; flex: none;
  box-shadow: inset 0 0 0 1px rgb(0 0 0 / 25%);
`;
