/** The Conversations area's own rules (the list-and-detail layout and rows are the work-order area's, styles.ts). */
import { css } from '@linaria/core';

export const viewBar = css`
  display: flex; flex-wrap: wrap; gap: 4px;
`;
export const hitText = css`
  color: #313a4a; font-size: 13px; overflow-wrap: anywhere;
  & mark { background: #fde68a; color: inherit; border-radius: 2px; padding: 0 1px; }
`;
export const stars = css`color: #8a5a00; white-space: nowrap; font-size: 13px;`;
export const detailHead = css`
  display: grid; gap: 8px; padding: 12px; border-bottom: 1px solid #dde2ea; background: #fff;
  & h2 { margin: 0; font-size: 18px; }
  & .line { display: flex; flex-wrap: wrap; gap: 6px 12px; align-items: center; }
  & summary { cursor: pointer; color: #566072; }
  /* the way back to the list only where the list is hidden (one column) */
  & .desk-back { display: none; justify-self: start; }
  @media (max-width: 760px) { & .desk-back { display: inline; } & dl { grid-template-columns: minmax(0, 1fr); gap: 0; } }
`;
/** the detail column: its head, then the log filling the rest */
export const detailPane = css`
  display: flex; flex-direction: column; min-height: 0; height: 100%; background: #f8f9fb;
  & > [role='log'] { flex: 1; }
`;
/** the message a search opened the conversation at */
export const focusRing = css`
  display: flex; flex: 1; min-height: 0;
  & > [role='log'] { flex: 1; }
  & li[data-focus='true'] { outline: 3px solid #f59e0b; outline-offset: 2px; border-radius: 8px; }
`;
/** the newest message under the name: one line, cut with an ellipsis */
export const rowPreview = css`color: #566072; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-size: 13px;`;
