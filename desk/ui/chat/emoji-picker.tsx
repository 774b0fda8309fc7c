/** A small emoji palette: a grid of buttons (arrow keys move, Esc closes), each named by its emoji. */
import { useEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { useT } from '../../i18n/react';
import { emojiGrid, popover } from '../styles';

const EMOJI = ['😀', '😄', '😊', '🙂', '😉', '😍', '🤔', '😅', '😂', '😢', '😮', '😴', '👍', '👎', '👏', '🙏', '💪', '👌', '✌️', '🤝', '❤️', '💯', '🎉', '🔥', '✅', '❌', '⭐', '📦', '🚚', '💰', '📞', '⏰'];
const COLS = 8;

export function EmojiPicker({ onPick, onClose }: { onPick: (e: string) => void; onClose: () => void }) {
  const t = useT();
  const grid = useRef<HTMLDivElement>(null);
  useEffect(() => { grid.current?.querySelector('button')?.focus(); }, []);
  function onKey(e: KeyboardEvent) {
    const buttons = [...(grid.current?.querySelectorAll('button') ?? [])];
    const i = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const rtl = document.documentElement.dir === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1, ArrowDown: COLS, ArrowUp: -COLS }[e.key];
    if (e.key === 'Escape') { e.preventDefault(); e.stopPropagation(); onClose(); return; }
    if (step !== undefined && i >= 0) {
      e.preventDefault();
      buttons[Math.max(0, Math.min(buttons.length - 1, i + step))]?.focus();
    }
  }
  return (
    <div className={popover} role="group" aria-label={t('reply.emoji')} onKeyDown={onKey}>
      <div ref={grid} className={emojiGrid}>
        {EMOJI.map((e) => <button key={e} type="button" aria-label={e} onClick={() => onPick(e)}>{e}</button>)}
      </div>
    </div>
  );
}
