/** The knowledge-base editor's own styles (logical properties, so right-to-left mirrors). */
import { css } from '@linaria/core';

/** The list's controls: wrap onto as many lines as the width needs (375 px included). */
export const kbControls = css`
  display: flex; flex-wrap: wrap; gap: 8px; align-items: end;
  & > label, & > div { flex: 1 1 140px; min-width: 0; }
  & > label.grow { flex: 3 1 220px; }
`;

export const kbPager = css`
  display: flex; flex-wrap: wrap; gap: 8px; align-items: center;
`;

/** The editor dialog: the form, and beside it (below it on a phone) the slot for "Try the robot". */
export const kbEditorLayout = css`
  display: grid; gap: 16px; grid-template-columns: minmax(0, 1fr);
  @media (min-width: 960px) {
    &.with-aside { grid-template-columns: minmax(0, 1fr) 300px; }
  }
  & > * { min-width: 0; }
`;

export const kbRows = css`
  border: 1px solid #dde2ea; border-radius: 8px; padding: 8px 10px; display: grid; gap: 6px; min-width: 0; margin: 0;
  & > legend { font-weight: 600; font-size: 13px; padding: 0 4px; }
  & .row { display: flex; gap: 6px; align-items: center; flex-wrap: wrap; }
  & .row > input, & .row > select { flex: 1 1 160px; min-width: 0; border: 1px solid #aab2c0; border-radius: 6px; padding: 4px 8px; min-height: 30px; background: #fff; }
  & textarea { width: 100%; border: 1px solid #aab2c0; border-radius: 6px; padding: 4px 8px; }
`;

export const kbToolbar = css`
  display: flex; flex-wrap: wrap; gap: 4px; padding: 4px; border: 1px solid #aab2c0; border-bottom: 0; border-radius: 6px 6px 0 0; background: #f6f8fb;
`;

export const kbEditable = css`
  min-height: 140px; max-height: 50vh; overflow: auto; border: 1px solid #aab2c0; border-radius: 0 0 6px 6px; padding: 8px 10px; background: #fff;
  overflow-wrap: anywhere;
  & img { max-width: 100%; height: auto; }
  & p { margin: 0 0 6px; }
`;

export const kbPreview = css`
  border: 1px dashed #aab2c0; border-radius: 6px; padding: 8px 10px; background: #fbfcfe; overflow-wrap: anywhere; min-height: 40px;
  & img { max-width: 100%; height: auto; }
  & p { margin: 0 0 6px; }
`;

export const kbCombo = css`
  position: relative; display: grid; gap: 4px;
  & [role='listbox'] {
    list-style: none; margin: 0; padding: 4px; border: 1px solid #aab2c0; border-radius: 6px; background: #fff; max-height: 220px; overflow: auto;
  }
  & [role='option'] { padding: 4px 8px; border-radius: 4px; cursor: pointer; }
  & [role='option'][aria-selected='true'] { background: #dbe6fd; color: #12398f; }
`;

export const kbChips = css`
  display: flex; flex-wrap: wrap; gap: 6px; list-style: none; margin: 0; padding: 0;
  & li { display: inline-flex; gap: 4px; align-items: center; background: #e6eaf1; color: #313a4a; border-radius: 4px; padding: 2px 4px 2px 8px; max-width: 100%; }
  & li > span { overflow-wrap: anywhere; }
`;

/** An import error placed in the file, next to the file input. */
export const kbProblem = css`
  border-inline-start: 4px solid #a4161a; background: #fdf2f2; color: #8a1116; padding: 6px 10px; margin: 0; overflow-wrap: anywhere;
`;
