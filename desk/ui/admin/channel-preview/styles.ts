/**
 * Styles of the channel's preview and install panels (Linaria, like desk/ui/styles.ts): logical
 * properties only, so right-to-left locales mirror; nothing wider than its column at 375 px.
 */
import { css } from '@linaria/core';

export const toolPanel = css`
  display: grid; gap: 12px; min-width: 0;
  & h3 { font-size: 16px; margin: 0; }
  & p { margin: 0; }
`;

export const previewBar = css`
  display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center;
  & [role='group'] { display: inline-flex; gap: 4px; }
`;

/** the stage: the scaled frame's box, sized by the component to the frame's scaled size */
export const stage = css`
  position: relative; overflow: hidden; max-width: 100%; margin-inline: auto;
  border: 1px solid #c3c9d4; border-radius: 8px; background: #f5f6f7;
  & iframe {
    position: absolute; top: 0; left: 0; border: 0; background: #fff;
    transform-origin: 0 0;
  }
  &[aria-busy='true'] iframe { opacity: 0.55; }
`;

export const stageWrap = css`
  width: 100%; min-width: 0;
`;

export const snippetBox = css`
  width: 100%; font: 12px/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  direction: ltr; text-align: left; white-space: pre; overflow-x: auto;
`;

export const checkRow = css`
  display: flex; flex-wrap: wrap; gap: 8px; align-items: end;
  & > .grow { flex: 1 1 220px; min-width: 0; }
`;

export const resultBox = css`
  border-inline-start: 4px solid #8a94a6; padding: 6px 10px; background: #f6f8fb; border-radius: 4px;
  &[data-tone='good'] { border-color: #1e7b34; }
  &[data-tone='warn'] { border-color: #a15c00; }
  &[data-tone='bad'] { border-color: #a4161a; }
  &:empty { display: none; }
`;
