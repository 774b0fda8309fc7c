/** The workbench's own rules (try box, triage list); the rest are the desk's shared styles. */
import { css } from '@linaria/core';

export const pickerBox = css`
  position: relative; display: grid; gap: 4px;
  & > input { border: 1px solid #aab2c0; border-radius: 6px; padding: 6px 8px; background: #fff; min-height: 32px; width: 100%; }
  & [role='listbox'] { border: 1px solid #c3c9d4; border-radius: 8px; background: #fff; padding: 4px; }
  & .hint { margin: 0; color: #566072; font-size: 13px; }
`;
export const triageList = css`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 12px;
`;
export const triageItem = css`
  background: #fff; border: 1px solid #dde2ea; border-radius: 8px; padding: 12px; display: grid; gap: 8px; min-width: 0;
  & h3, & h4 { margin: 0; font-size: 16px; overflow-wrap: anywhere; }
  & fieldset { border: 1px solid #e3e7ee; border-radius: 6px; padding: 8px; margin: 0; display: grid; gap: 6px; min-width: 0; }
  & legend { font-weight: 600; font-size: 13px; padding: 0 4px; }
  & .choice { display: flex; gap: 6px; align-items: baseline; overflow-wrap: anywhere; }
  & .actions { display: flex; gap: 8px; flex-wrap: wrap; }
`;
export const tryBox = css`
  background: #fff; border: 1px solid #dde2ea; border-radius: 8px; padding: 12px; display: grid; gap: 10px; min-width: 0;
  & h3 { margin: 0; }
  & form { display: grid; gap: 8px; grid-template-columns: minmax(0, 1fr) auto auto auto; align-items: end; }
  @media (max-width: 760px) { & form { grid-template-columns: minmax(0, 1fr); } }
  & .decision { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
  & .reply { margin: 0; padding: 8px; background: #f6f7fa; border-radius: 6px; white-space: pre-wrap; overflow-wrap: anywhere; }
  & .terms { display: flex; flex-wrap: wrap; gap: 4px; }
`;
