/** Shared looks of the chat screen: bubbles, small buttons, chips. */
import { css } from '@linaria/core';

export const bubble = css`
  max-width: 100%;
  padding: 9px 12px;
  border-radius: 4px 12px 12px 12px;
  overflow-wrap: anywhere;
  white-space: pre-wrap;
  color: var(--kefu-agent-bubble-text);
  background: var(--kefu-agent-bubble-bg);
  box-shadow: 0 1px 2px rgba(31, 35, 41, 0.08);
  a {
    color: var(--kefu-main-color);
  }
  img {
    max-width: 100%;
    height: auto;
  }
  p {
    margin: 0 0 6px;
  }
  p:last-child {
    margin-block-end: 0;
  }
  &[data-mine] {
    border-radius: 12px 4px 12px 12px;
    color: #fff;
    background: var(--kefu-visitor-bubble-bg);
    a {
      color: inherit;
    }
  }
`;

export const richBubble = css`
  white-space: normal;
  ol,
  ul {
    margin: 4px 0;
    padding-inline-start: 22px;
  }
  li + li {
    margin-block-start: 2px;
  }
`;

/** An outlined pill button (guide buttons, suggestions, menu items). */
export const chip = css`
  display: inline-flex;
  align-items: center;
  min-height: 30px;
  padding: 4px 12px;
  border: 1px solid #d0d3d6;
  border-radius: 15px;
  color: var(--kefu-main-color);
  background: #fff;
  font: inherit;
  font-size: 13px;
  line-height: 1.3;
  text-align: start;
  cursor: pointer;
  &:hover {
    border-color: var(--kefu-main-color);
  }
  &:focus-visible {
    outline: 2px solid var(--kefu-main-color);
    outline-offset: 2px;
  }
  &[aria-pressed='true'] {
    color: #fff;
    background: var(--kefu-main-color);
  }
  &[disabled] {
    cursor: default;
    opacity: 0.6;
  }
`;

/** A list of questions the visitor can click (FAQ, suggestions, clarify). */
export const questionList = css`
  display: flex;
  flex-direction: column;
  margin: 6px 0 0;
  padding: 0;
  list-style: none;
  li + li {
    border-block-start: 1px solid #f0f1f2;
  }
  button {
    display: block;
    width: 100%;
    padding: 7px 0;
    border: 0;
    color: var(--kefu-main-color);
    background: none;
    font: inherit;
    text-align: start;
    cursor: pointer;
  }
  button:hover {
    text-decoration: underline;
  }
  button:focus-visible {
    outline: 2px solid var(--kefu-main-color);
  }
`;

export const row = css`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin-block-start: 8px;
`;

export const muted = css`
  color: #646a73;
  font-size: 12px;
`;

/** A plain text button (links in the list, small actions). */
export const textButton = css`
  padding: 2px 4px;
  border: 0;
  color: var(--kefu-main-color);
  background: none;
  font: inherit;
  font-size: 13px;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid var(--kefu-main-color);
  }
  &[disabled] {
    color: #646a73;
    cursor: default;
  }
`;
