/**
 * spec §2 emoji panel (49 emoji): a grid named in the visitor's language. Focus enters on the
 * last emoji used (the first at start); arrow keys, Home and End move; Enter or a click inserts
 * at the text box's caret; Escape closes the panel and gives the focus back to its button.
 */
import { css } from '@linaria/core';
import { useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useT } from '../../../i18n/react';
import { EMOJI, EMOJI_COLUMNS } from './emoji';

const grid = css`
  position: absolute;
  inset-block-end: 100%;
  inset-inline-start: 8px;
  z-index: 5;
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: 8px;
  border: 1px solid #e5e6eb;
  border-radius: 10px;
  background: #fff;
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.15);
  div[role='row'] {
    display: flex;
    gap: 2px;
  }
  button {
    width: 36px;
    height: 36px;
    padding: 0;
    border: 0;
    border-radius: 6px;
    background: none;
    font-size: 22px;
    line-height: 1;
    cursor: pointer;
  }
  button:hover,
  button:focus-visible {
    background: #f2f3f5;
  }
  button:focus-visible {
    outline: 2px solid var(--kefu-main-color);
  }
`;

let lastUsed = 0;

export function EmojiPanel({ id, onPick, onClose }: { id: string; onPick: (emoji: string) => void; onClose: () => void }) {
  const t = useT();
  const [active, setActive] = useState(lastUsed);
  const cells = useRef<(HTMLButtonElement | null)[]>([]);
  useLayoutEffect(() => cells.current[active]?.focus(), [active]);
  const rows = Array.from({ length: Math.ceil(EMOJI.length / EMOJI_COLUMNS) }, (_, r) => EMOJI.slice(r * EMOJI_COLUMNS, (r + 1) * EMOJI_COLUMNS));
  const onKeyDown = (e: KeyboardEvent) => {
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    const moves: Record<string, number> = {
      ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1, ArrowDown: EMOJI_COLUMNS, ArrowUp: -EMOJI_COLUMNS,
    };
    let next: number;
    if (e.key in moves) next = active + moves[e.key]!;
    else if (e.key === 'Home') next = e.ctrlKey ? 0 : active - (active % EMOJI_COLUMNS);
    else if (e.key === 'End') next = e.ctrlKey ? EMOJI.length - 1 : Math.min(EMOJI.length - 1, active - (active % EMOJI_COLUMNS) + EMOJI_COLUMNS - 1);
    else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      onClose();
      return;
    } else return;
    e.preventDefault();
    if (next >= 0 && next < EMOJI.length) setActive(next);
  };
  const pick = (i: number) => {
    lastUsed = i;
    setActive(i);
    onPick(EMOJI[i]!);
  };
  return (
    <div id={id} className={grid} role="grid" aria-label={t('emoji.panel')} onKeyDown={onKeyDown}>
      {rows.map((row, r) => (
        <div key={r} role="row">
          {row.map((emoji, c) => {
            const i = r * EMOJI_COLUMNS + c;
            return (
              <div key={emoji} role="gridcell">
                <button ref={(el) => { cells.current[i] = el; }} type="button" tabIndex={i === active ? 0 : -1} onClick={() => pick(i)}>{emoji}</button>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
