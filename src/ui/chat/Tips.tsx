/**
 * spec §4 tips while typing (§7 robotTips), a lazy chunk the footer loads with the visitor's
 * first keystroke (not part of the first open): asked 500 ms after the visitor stops typing,
 * only for non-empty trimmed input in the robot stage; shown 5 s; the listbox above the input
 * highlights the matched part; arrow keys move, Enter picks, Escape closes (the footer's
 * textbox drives the listbox: aria-controls, aria-activedescendant). One widget per document,
 * so the timers are this module's.
 */
import { css } from '@linaria/core';
import { useStore } from '@nanostores/react';
import type { KeyboardEvent } from 'react';
import { Limits } from '../../../protocol';
import { $tips } from '../../state/chat';
import { useT } from '../../i18n/react';
import { api } from '../../api/client';
import { act } from '../../chat/lazy';
import { config, inManualService, userRef } from '../../chat/context';
import { TIPS_ID, tipId } from './tip-ids';

let debounce: ReturnType<typeof setTimeout> | undefined;
let hide: ReturnType<typeof setTimeout> | undefined;

/** Hide the tips (and forget a question still waiting for its debounce). */
export function clear(): void {
  clearTimeout(debounce);
  clearTimeout(hide);
  $tips.set({ list: [], active: -1, typed: '' });
}

function showFor5s(): void {
  clearTimeout(hide);
  hide = setTimeout(clear, Limits.robotTipsShownMs);
}

/** After each input: ask for tips once the visitor pauses (robot stage, non-empty). */
export function ask(value: string): void {
  clearTimeout(debounce);
  const q = value.trim();
  if (!q || inManualService()) return clear();
  debounce = setTimeout(() => {
    const robotNo = config()?.robotNo;
    void api('robotTips', { ...userRef(), question: q, ...(robotNo ? { robotNo } : {}) }, { quiet: true }).then((list) => {
      $tips.set({ list: Array.isArray(list) ? list : [], active: -1, typed: q });
      showFor5s();
    }).catch(() => undefined);
  }, Limits.robotTipsDebounceMs);
}

/** Ask the robot tip `i`; `onPicked` empties the input. */
export function pick(i: number, onPicked: () => void): void {
  const tip = $tips.get().list[i];
  if (!tip) return;
  clear();
  onPicked();
  const q = tip.tips ?? tip.question.replace(/<[^>]*>/g, '');
  act((a) => a.askRobot({ question: q, ...(tip.docId !== undefined ? { docId: tip.docId } : {}) }, { visitorText: q }));
}

/** ArrowUp/ArrowDown/Escape/Enter while tips are shown; true when the key was handled. */
export function onKey(event: KeyboardEvent<HTMLTextAreaElement>, onPicked: () => void): boolean {
  const tips = $tips.get();
  if (!tips.list.length) return false;
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    event.preventDefault();
    const n = tips.list.length;
    $tips.set({ ...tips, active: event.key === 'ArrowDown' ? (tips.active + 1) % n : (tips.active - 1 + n) % n });
    showFor5s();
    return true;
  }
  if (event.key === 'Escape') {
    // consumed here: Escape closes the tips, not the widget
    event.preventDefault();
    event.stopPropagation();
    clear();
    return true;
  }
  if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing && tips.active >= 0) {
    event.preventDefault();
    pick(tips.active, onPicked);
    return true;
  }
  return false;
}

const list = css`
  position: absolute;
  inset-block-end: 100%;
  inset-inline: 8px;
  z-index: 5;
  margin: 0 0 6px;
  padding: 4px 0;
  border-radius: 10px;
  background: #fff;
  box-shadow: 0 4px 16px rgba(31, 35, 41, 0.16);
  list-style: none;
  li {
    padding: 8px 12px;
    cursor: pointer;
  }
  li[aria-selected='true'],
  li:hover {
    background: #f2f5ff;
  }
  mark {
    color: var(--kefu-main-color);
    background: none;
    font-weight: 600;
  }
`;

function Highlight({ text, typed }: { text: string; typed: string }) {
  const at = typed ? text.toLowerCase().indexOf(typed.toLowerCase()) : -1;
  if (at < 0) return <>{text}</>;
  return <>{text.slice(0, at)}<mark>{text.slice(at, at + typed.length)}</mark>{text.slice(at + typed.length)}</>;
}

export function TipsList({ onPick }: { onPick: (i: number) => void }) {
  const t = useT();
  const tips = useStore($tips);
  if (!tips.list.length) return null;
  return (
    <ul className={list} id={TIPS_ID} role="listbox" aria-label={t('robot.tips')}>
      {tips.list.map((tip, i) => (
        <li key={i} id={tipId(i)} role="option" aria-selected={i === tips.active} onMouseDown={(e) => { e.preventDefault(); onPick(i); }}>
          <Highlight text={tip.tips ?? tip.question.replace(/<[^>]*>/g, '')} typed={tips.typed.trim()} />
        </li>
      ))}
    </ul>
  );
}
