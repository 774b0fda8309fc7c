/** The channel editors' styles (logical properties, so right-to-left mirrors; 4.5:1 contrast). */
import { css } from '@linaria/core';

/** the form beside the preview and install panels; one column below 1100 px */
export const channelLayout = css`
  display: grid; gap: 16px; grid-template-columns: minmax(0, 1fr);
  @media (min-width: 1100px) { grid-template-columns: minmax(0, 1fr) minmax(320px, 420px); align-items: start; }
  & > aside { display: grid; gap: 12px; min-width: 0; }
  /* a control reached with Tab is never hidden under the sticky top bar or the Save bar */
  & form :is(input, select, textarea, button) { scroll-margin: 140px 0 80px; }
  @media (min-width: 1100px) { & > aside { position: sticky; top: 8px; } }
`;

export const listBox = css`
  display: grid; gap: 8px; min-width: 0; grid-column: 1 / -1;
  &:focus { outline: 3px solid #1a56db; outline-offset: 2px; }
  & > ol { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
  & > ol > li { border: 1px solid #dde2ea; border-radius: 8px; padding: 8px 12px 12px; background: #fbfcfe; min-width: 0; }
  & > ol > li[data-over='true'] { border-color: #1a56db; box-shadow: 0 0 0 2px #a9c1f5; }
  & fieldset { border: 0; margin: 0; padding: 0; min-width: 0; display: grid; gap: 10px 16px; grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)); }
  & legend { font-weight: 600; padding: 0; margin-bottom: 6px; float: inline-start; width: 100%; display: flex; gap: 6px; flex-wrap: wrap; align-items: center; }
  & legend .name { flex: 1 1 120px; overflow-wrap: anywhere; }
  & .handle { cursor: grab; user-select: none; padding: 0 4px; color: #566072; font-size: 18px; line-height: 1; }
  & .wide { grid-column: 1 / -1; }
`;

export const uploadLabel = css`
  position: relative; display: inline-flex; align-items: center; border: 1px solid #c3c9d4; border-radius: 6px; padding: 6px 10px;
  background: #fff; cursor: pointer; white-space: nowrap; min-height: 32px; font-weight: 400 !important;
  &:focus-within { outline: 3px solid #1a56db; outline-offset: 1px; }
  & input { position: absolute; inset: 0; opacity: 0; width: 100%; cursor: pointer; }
`;

export const pickerBox = css`
  display: grid; gap: 6px; grid-column: 1 / -1;
  & ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 4px; }
  & li { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
  & li span { flex: 1 1 160px; overflow-wrap: anywhere; }
`;

export const textsTable = css`
  width: 100%; border-collapse: collapse; background: #fff;
  & th, & td { text-align: start; padding: 6px; border-bottom: 1px solid #e3e7ee; vertical-align: top; min-width: 180px; }
  & th[scope='row'] { font-weight: 400; min-width: 160px; max-width: 240px; overflow-wrap: anywhere; }
  & thead th { font-size: 13px; color: #3c4556; background: #f6f7fa; }
  & input, & textarea { width: 100%; border: 1px solid #aab2c0; border-radius: 6px; padding: 4px 6px; background: #fff; }
  & .missing { display: inline-block; margin-top: 2px; padding: 0 6px; border-radius: 4px; background: #fde2e2; color: #8a1116; font-size: 12px; }
  & [aria-invalid='true'] { border-color: #a4161a; box-shadow: 0 0 0 1px #a4161a; }
  & .error { margin: 0; color: #a4161a; font-size: 13px; }
`;
