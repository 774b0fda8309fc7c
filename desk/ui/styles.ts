/**
 * The desk's styles (Linaria, extracted to one CSS file at build time). Logical properties only
 * (inline-start/end), so right-to-left locales mirror without extra rules. Colours keep a
 * contrast of at least 4.5:1 on their backgrounds.
 */
import { css } from '@linaria/core';

export const globals = css`
  :global() {
    *, *::before, *::after { box-sizing: border-box; }
    html, body { margin: 0; height: 100%; }
    body {
      font: 14px/1.45 system-ui, -apple-system, 'Segoe UI', 'PingFang SC', 'Microsoft YaHei', sans-serif;
      color: #1d2330; background: #f3f5f9;
    }
    #desk { height: 100%; }
    button, input, select, textarea { font: inherit; color: inherit; }
    :focus-visible { outline: 3px solid #1a56db; outline-offset: 1px; }
    h1, h2, h3 { margin: 0; line-height: 1.25; }
    h2 { font-size: 16px; }
    h3 { font-size: 14px; }
  }
`;

export const srOnly = css`
  position: absolute !important; width: 1px; height: 1px; overflow: hidden;
  clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap;
`;

export const skip = css`
  position: absolute; inset-inline-start: 8px; top: -40px; z-index: 10; background: #fff; padding: 8px;
  &:focus { top: 8px; }
`;

export const button = css`
  border: 1px solid #c3c9d4; background: #fff; border-radius: 6px; padding: 6px 12px; cursor: pointer;
  min-height: 32px; white-space: nowrap;
  &:hover:not(:disabled) { background: #eef2f8; }
  &:disabled { opacity: 0.6; cursor: default; }
  &[aria-pressed='true'] { background: #dbe6fd; border-color: #1a56db; color: #12398f; font-weight: 600; }
`;
export const primary = css`
  background: #1a56db; border-color: #1a56db; color: #fff;
  &:hover:not(:disabled) { background: #1646b4; }
`;
export const danger = css`
  color: #a4161a; border-color: #e3a5a7;
`;
export const small = css`
  padding: 2px 8px; min-height: 26px; font-size: 13px;
`;
export const linkButton = css`
  border: 0; background: none; padding: 0; color: #1a56db; text-decoration: underline; cursor: pointer;
`;

export const field = css`
  display: grid; gap: 4px;
  & > span { font-weight: 600; font-size: 13px; }
  & input, & select, & textarea {
    border: 1px solid #aab2c0; border-radius: 6px; padding: 6px 8px; background: #fff; min-height: 32px; width: 100%;
  }
  & textarea { resize: vertical; }
`;
export const inlineField = css`
  display: inline-flex; align-items: center; gap: 6px;
`;

export const muted = css`color: #566072; font-size: 13px;`;
export const errorText = css`color: #a4161a;`;
export const badge = css`
  display: inline-block; min-width: 20px; padding: 0 6px; border-radius: 10px; background: #c81e1e; color: #fff;
  font-size: 12px; font-weight: 700; text-align: center; line-height: 20px;
`;
export const tag = css`
  display: inline-block; padding: 0 6px; border-radius: 4px; font-size: 12px; background: #e6eaf1; color: #313a4a;
`;
export const noteTag = css`background: #fde68a; color: #4a3500;`;
export const warnTag = css`background: #fde2e2; color: #8a1116;`;

export const card = css`
  background: #fff; border: 1px solid #dde2ea; border-radius: 8px; padding: 16px;
`;

export const stateBox = css`
  padding: 24px 16px; text-align: center; color: #566072;
`;

export const app = css`
  display: grid; grid-template-rows: auto 1fr; height: 100%;
`;

export const header = css`
  display: flex; align-items: center; gap: 12px; flex-wrap: wrap; padding: 8px 16px; background: #fff;
  border-bottom: 1px solid #dde2ea;
  & h1 { font-size: 18px; margin-inline-end: 8px; }
  & nav ul { display: flex; flex-wrap: wrap; gap: 4px; list-style: none; margin: 0; padding: 0; }
  & nav a {
    display: inline-flex; align-items: center; gap: 6px; padding: 6px 10px; border-radius: 6px; color: #1d2330; text-decoration: none;
  }
  & nav a[aria-current='page'] { background: #e4ecfd; color: #12398f; font-weight: 600; }
  & nav a:hover { background: #eef2f8; }
`;
export const headerEnd = css`
  margin-inline-start: auto; display: flex; align-items: center; gap: 10px; flex-wrap: wrap;
  /* phones: the fields keep their names for screen readers, the words give way to the controls */
  @media (max-width: 760px) {
    gap: 6px;
    & .narrow-hide { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  }
`;

export const presenceDot = css`
  display: inline-block; width: 10px; height: 10px; border-radius: 50%; background: #8a94a6;
  &[data-presence='online'] { background: #15803d; }
  &[data-presence='busy'] { background: #b45309; }
`;

export const main = css`
  min-height: 0; overflow: auto;
`;

/** the chats screen: lists | conversation | visitor; one column on narrow screens */
export const chatsLayout = css`
  display: grid; grid-template-columns: 300px minmax(0, 1fr) 300px; height: 100%; min-height: 0;
  & > * { min-height: 0; }
  @media (max-width: 1100px) { grid-template-columns: 260px minmax(0, 1fr); }
  @media (max-width: 760px) {
    grid-template-columns: 1fr;
    &[data-open='true'] > .desk-lists { display: none; }
    &[data-open='false'] > .desk-conversation { display: none; }
  }
`;
export const listsPane = css`
  background: #fff; border-inline-end: 1px solid #dde2ea; overflow: auto; padding: 12px;
  display: flex; flex-direction: column; gap: 16px;
`;
export const listSection = css`
  & h2 { display: flex; align-items: center; gap: 8px; margin-bottom: 8px; }
  & ul { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: minmax(0, 1fr); gap: 6px; }
`;
export const listItem = css`
  display: grid; gap: 2px; width: 100%; min-width: 0; text-align: start; border: 1px solid #dde2ea; border-radius: 8px;
  background: #fff; padding: 8px 10px; cursor: pointer; color: inherit; text-decoration: none;
  &:hover { background: #f3f6fb; }
  &[aria-current='true'] { border-color: #1a56db; background: #eef3fe; }
  grid-template-columns: minmax(0, 1fr);
  & .row { display: flex; align-items: center; gap: 6px; justify-content: space-between; min-width: 0; }
  /* the text shrinks and ends in "…"; the time and the badges keep their size */
  & .name, & .preview { flex: 1 1 auto; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  & .name { font-weight: 600; }
  & .preview { color: #566072; font-size: 13px; }
  & .row > :not(.name):not(.preview) { flex: none; white-space: nowrap; }
  & .meta { font-size: 12px; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;
export const queueItem = css`
  display: flex; align-items: center; gap: 8px; border: 1px solid #dde2ea; border-radius: 8px; padding: 8px 10px;
  & .who { flex: 1; min-width: 0; }
  & .name { font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;

export const conversation = css`
  display: grid; grid-template-rows: auto minmax(0, 1fr) auto auto; min-height: 0; height: 100%; background: #f8f9fb;
`;
export const convHeader = css`
  display: flex; align-items: center; gap: 8px; flex-wrap: wrap; padding: 8px 12px; background: #fff; border-bottom: 1px solid #dde2ea;
  & h2 { margin-inline-end: auto; overflow: hidden; text-overflow: ellipsis; }
  /* the way back to the list only where the list is hidden (one column) */
  & .desk-back { display: none; }
  @media (max-width: 760px) { & .desk-back { display: inline; } }
`;
export const messageLog = css`
  overflow: auto; padding: 12px 16px;
  & ol { list-style: none; margin: 0; padding: 0; display: grid; gap: 10px; }
`;
export const bubble = css`
  max-width: min(640px, 85%); justify-self: start; background: #fff; border: 1px solid #dde2ea; border-radius: 10px;
  padding: 6px 10px; overflow-wrap: anywhere;
  &[data-sender='agent'] { justify-self: end; background: #e4ecfd; border-color: #c2d3f8; }
  &[data-sender='robot'] { background: #f0f7f2; border-color: #cfe5d5; }
  &[data-sender='system'] { justify-self: center; background: transparent; border: 0; color: #566072; font-size: 13px; text-align: center; }
  &[data-note='true'] { justify-self: end; background: #fff8db; border: 1px dashed #b58a00; }
  &[data-recalled='true'] .content { text-decoration: line-through; color: #566072; }
  & .meta { display: flex; gap: 8px; align-items: center; font-size: 12px; color: #566072; margin-bottom: 2px; flex-wrap: wrap; }
  & .content { white-space: pre-wrap; }
  & img { max-width: 240px; max-height: 240px; border-radius: 6px; display: block; }
`;
export const typingLine = css`
  padding: 4px 16px; font-size: 13px; color: #4a5466; min-height: 24px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
`;

export const replyBox = css`
  position: relative; display: grid; gap: 6px; padding: 8px 12px 12px; background: #fff; border-top: 1px solid #dde2ea;
  &[data-note='true'] { background: #fff8db; }
  & textarea { width: 100%; min-height: 72px; max-height: 240px; border: 1px solid #aab2c0; border-radius: 6px; padding: 8px; resize: vertical; background: #fff; }
  & .tools { display: flex; gap: 6px; flex-wrap: wrap; align-items: center; }
  & .send { margin-inline-start: auto; }
`;
export const popover = css`
  position: absolute; bottom: 100%; inset-inline-start: 12px; z-index: 5; background: #fff; border: 1px solid #c3c9d4;
  border-radius: 8px; box-shadow: 0 6px 20px rgb(0 0 0 / 15%); padding: 6px; max-width: min(420px, 90vw);
`;
export const emojiGrid = css`
  display: grid; grid-template-columns: repeat(8, 36px); gap: 2px;
  & button { width: 36px; height: 36px; border: 0; background: none; font-size: 20px; border-radius: 6px; cursor: pointer; }
  & button:hover, & button:focus-visible { background: #eef2f8; }
`;
export const optionList = css`
  list-style: none; margin: 0; padding: 0; max-height: 240px; overflow: auto;
  & li { padding: 6px 8px; border-radius: 6px; cursor: pointer; display: grid; }
  & li[aria-selected='true'] { background: #e4ecfd; }
  & li .text { color: #566072; font-size: 13px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;

export const sidePane = css`
  background: #fff; border-inline-start: 1px solid #dde2ea; overflow: auto; padding: 12px; display: grid; gap: 16px; align-content: start;
  @media (max-width: 1100px) { display: none; }
`;
export const facts = css`
  display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 4px 12px; margin: 0;
  & dt { color: #566072; }
  & dd { margin: 0; overflow-wrap: anywhere; }
`;

export const page = css`
  max-width: 1100px; margin: 0 auto; padding: 16px; display: grid; gap: 16px;
`;
export const toolbar = css`
  display: flex; gap: 8px; align-items: center; flex-wrap: wrap;
`;
export const table = css`
  width: 100%; border-collapse: collapse; background: #fff;
  & th, & td { text-align: start; padding: 8px; border-bottom: 1px solid #e3e7ee; vertical-align: top; }
  & th { font-size: 13px; color: #3c4556; background: #f6f7fa; }
  & td.wrap { white-space: pre-wrap; overflow-wrap: anywhere; max-width: 420px; }
`;
export const tableWrap = css`overflow-x: auto;`;

export const tabs = css`
  display: flex; gap: 4px; flex-wrap: wrap; border-bottom: 1px solid #dde2ea; padding-bottom: 4px;
  & a { padding: 6px 10px; border-radius: 6px; color: #1d2330; text-decoration: none; }
  & a[aria-current='page'] { background: #e4ecfd; color: #12398f; font-weight: 600; }
`;

export const dialog = css`
  border: 1px solid #c3c9d4; border-radius: 10px; padding: 16px; width: min(520px, 94vw); max-height: 90vh;
  &::backdrop { background: rgb(15 20 30 / 45%); }
  & form, & .body { display: grid; gap: 12px; }
  & .actions { display: flex; gap: 8px; justify-content: flex-end; flex-wrap: wrap; }
`;

export const loginBox = css`
  max-width: 380px; margin: 10vh auto; display: grid; gap: 14px; background: #fff; border: 1px solid #dde2ea; border-radius: 10px; padding: 24px;
  & h1 { font-size: 22px; }
`;

export const daysGrid = css`
  display: grid; gap: 12px; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
`;

/* channel settings form (admin/channels.tsx) */
export const settingsSection = css`
  display: grid; gap: 12px;
  & h3 { font-size: 16px; margin: 0; padding-bottom: 4px; border-bottom: 1px solid #e3e7ee; }
`;
export const settingsGrid = css`
  display: grid; gap: 12px 16px; grid-template-columns: repeat(auto-fill, minmax(230px, 1fr));
  & > div { align-content: start; }
  & > .switch { align-self: end; }
  /* a control reached with Tab is never hidden under the sticky top bar or the Save bar */
  & input, & select, & textarea { scroll-margin: 140px 0 80px; }
  & .wide { grid-column: 1 / -1; }
  & label { font-weight: 600; font-size: 13px; }
  & .hint { margin: 0; color: #566072; font-size: 12px; }
  & .error { margin: 0; color: #a4161a; font-size: 13px; }
  & [aria-invalid='true'] { border-color: #a4161a; box-shadow: 0 0 0 1px #a4161a; }
`;
export const switchRow = css`
  display: flex; align-items: center; gap: 8px; min-height: 32px; align-self: end;
  & input { width: 18px; height: 18px; margin: 0; flex: none; }
`;
export const colorRow = css`
  display: flex; gap: 6px; align-items: center;
  & input[type='color'] { width: 44px; min-width: 44px; padding: 2px; flex: none; }
`;
export const stickyBar = css`
  position: sticky; bottom: 0; background: #fff; border-top: 1px solid #dde2ea; padding: 10px 0 4px;
  display: flex; gap: 12px; align-items: center; flex-wrap: wrap;
`;

/* work orders (ui/wo/*): the inbox | the open order; one column on narrow screens */
export const woLayout = css`
  display: grid; grid-template-columns: 380px minmax(0, 1fr); height: 100%; min-height: 0;
  & > * { min-height: 0; overflow: auto; }
  @media (max-width: 900px) { grid-template-columns: 320px minmax(0, 1fr); }
  @media (max-width: 760px) {
    grid-template-columns: 1fr;
    &[data-open='true'] > .wo-list { display: none; }
    &[data-open='false'] > .wo-detail { display: none; }
  }
`;
export const woListPane = css`
  background: #fff; border-inline-end: 1px solid #dde2ea; padding: 12px; display: flex; flex-direction: column; gap: 12px;
  & > ul { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: minmax(0, 1fr); gap: 6px; }
`;
export const woFilters = css`
  display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 8px;
  & .wide { grid-column: 1 / -1; }
  & .search { display: flex; gap: 6px; align-items: end; }
  & .search > label { flex: 1; }
`;
export const woRow = css`
  display: grid; gap: 4px; min-width: 0; border: 1px solid #dde2ea; border-radius: 8px; background: #fff; padding: 8px 10px;
  color: inherit; text-decoration: none;
  &:hover { background: #f3f6fb; }
  &[aria-current='true'] { border-color: #1a56db; background: #eef3fe; }
  & .row { display: flex; align-items: center; gap: 6px; justify-content: space-between; min-width: 0; }
  & .title { font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  & .when { white-space: nowrap; }
  & .badges { display: flex; gap: 4px; flex-wrap: wrap; align-items: center; }
`;
export const woBadge = css`
  display: inline-block; padding: 0 6px; border-radius: 4px; font-size: 12px; line-height: 20px; white-space: nowrap;
  background: #e6eaf1; color: #313a4a;
  &[data-status='0'] { background: #fde2e2; color: #8a1116; }
  &[data-status='1'] { background: #dbe6fd; color: #12398f; }
  &[data-status='2'] { background: #fef3c7; color: #5c3d00; }
  &[data-status='3'] { background: #dcfce7; color: #14532d; }
  &[data-priority='1'] { background: #dbe6fd; color: #12398f; }
  &[data-priority='2'] { background: #fef3c7; color: #5c3d00; }
  &[data-priority='3'] { background: #a4161a; color: #fff; }
  &[data-mark='customer'] { background: #1a56db; color: #fff; font-weight: 600; }
`;
export const woDetail = css`
  padding: 16px; display: grid; gap: 16px; align-content: start; background: #f8f9fb;
  & > header { display: grid; gap: 6px; }
  & .content { white-space: pre-wrap; overflow-wrap: anywhere; margin: 0; }
  & dd { white-space: pre-wrap; }
  & .desk-back { display: none; }
  & p[role='status'], & p[role='alert'] { margin: 0; }
  @media (max-width: 760px) {
    padding: 12px;
    & .desk-back { display: inline; }
    /* names above their values: a long field name leaves the value room */
    & dl { grid-template-columns: minmax(0, 1fr); gap: 0; }
    & dl dd { margin-bottom: 8px; }
  }
`;
export const woThumbs = css`
  display: flex; gap: 8px; flex-wrap: wrap; list-style: none; margin: 0; padding: 0;
  & img { width: 96px; height: 96px; object-fit: cover; border-radius: 6px; border: 1px solid #dde2ea; display: block; background: #fff; }
`;
export const woControls = css`
  display: grid; gap: 8px; grid-template-columns: repeat(auto-fill, minmax(170px, 1fr)); align-items: end;
`;
export const woTimeline = css`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 10px;
  & > li { background: #fff; border: 1px solid #dde2ea; border-radius: 8px; padding: 8px 12px; overflow-wrap: anywhere; }
  & > li[data-kind='customer'] { background: #f0f7f2; border-color: #cfe5d5; }
  & > li[data-kind='internal'] { background: #fff8db; border: 1px dashed #b58a00; }
  & > li[data-kind='change'] { background: transparent; border: 0; padding: 0 4px; color: #566072; font-size: 13px; }
  & .meta { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; font-size: 12px; color: #566072; margin-bottom: 4px; }
  & .text { white-space: pre-wrap; margin: 0; }
`;
export const woReply = css`
  display: grid; gap: 8px; background: #fff; border: 1px solid #dde2ea; border-radius: 8px; padding: 12px;
  &[data-note='true'] { background: #fff8db; }
  & fieldset { border: 0; padding: 0; margin: 0; display: flex; gap: 16px; flex-wrap: wrap; }
  & legend { font-weight: 600; font-size: 13px; padding: 0; margin-bottom: 4px; }
  & textarea { width: 100%; min-height: 96px; border: 1px solid #aab2c0; border-radius: 6px; padding: 8px; resize: vertical; background: #fff; }
  & .tools { display: flex; gap: 8px; flex-wrap: wrap; align-items: end; }
  & .send { margin-inline-start: auto; }
  & ul { list-style: none; margin: 0; padding: 0; display: flex; gap: 6px; flex-wrap: wrap; }
`;
/* the work-order type editor (admin/wo-type-dialog.tsx) */
export const wideDialog = css`
  width: min(860px, 96vw);
`;
export const woFieldBox = css`
  border: 1px solid #dde2ea; border-radius: 8px; padding: 10px 12px; display: grid; gap: 8px; min-width: 0;
  & > legend { font-weight: 600; padding: 0 4px; }
  & .line { display: flex; gap: 8px; flex-wrap: wrap; align-items: end; }
  & .line > label:first-child { flex: 1 1 200px; }
`;
export const optionRows = css`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 6px;
  & li { display: grid; gap: 6px; }
  & .opt { display: flex; gap: 6px; flex-wrap: wrap; align-items: center; }
  & .opt input { border: 1px solid #aab2c0; border-radius: 6px; padding: 4px 6px; min-height: 30px; flex: 1 1 120px; min-width: 0; background: #fff; }
  & ul { padding-inline-start: 20px; border-inline-start: 2px solid #e3e7ee; }
`;
/* a transfer's staff-only marker in the log (message-item.tsx): a centred line, not a bubble */
export const markerLine = css`
  justify-self: stretch; display: flex; align-items: center; gap: 10px; color: #4a3500; font-size: 13px; text-align: center;
  &::before, &::after { content: ''; flex: 1 1 24px; border-top: 1px dashed #b58a00; }
  & .text { max-width: min(560px, 85%); background: #fff8db; border: 1px dashed #b58a00; border-radius: 10px; padding: 4px 10px; overflow-wrap: anywhere; white-space: pre-wrap; }
  & time { color: #566072; margin-inline-start: 6px; }
`;
/* the sender's confirmation of a transfer with its Undo (transfer-toast.tsx) */
export const toast = css`
  position: fixed; inset-block-end: 16px; inset-inline: 0; margin-inline: auto; z-index: 20; width: max-content; max-width: calc(100vw - 24px);
  display: flex; align-items: center; gap: 12px; flex-wrap: wrap; background: #1f2937; color: #fff; border-radius: 8px;
  padding: 8px 12px; box-shadow: 0 6px 20px rgb(0 0 0 / 25%);
  & .left { color: #e5e7eb; font-variant-numeric: tabular-nums; }
  & button { color: #1f2937; }
  & .err { color: #fecaca; }
`;
