/**
 * spec §4 tips while typing (§7 robotTips): asked 500 ms after the visitor stops typing, only
 * for non-empty trimmed input in the robot stage; the matched part highlighted; shown 5 s;
 * arrow keys move, Enter picks (the footer's textbox drives the listbox of ./TipsList.tsx,
 * aria-activedescendant).
 */
import { useEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { Limits } from '../../protocol';
import { $tips } from '../../state/chat';
import { api } from '../../api/client';
import { act } from '../../chat/lazy';
import { config, inManualService, userRef } from '../../chat/context';

export const TIPS_ID = 'kefu-tips';
export const tipId = (i: number) => `kefu-tip-${i}`;

/**
 * The tips' behaviour for the footer's textbox: `ask` after each input (debounced, robot stage,
 * non-empty), `onKey` for ArrowUp/ArrowDown/Escape/Enter (true when it handled the key),
 * `pick` asks the robot the chosen tip, `clear` hides them.
 */
export function useTips(onPicked: () => void) {
  const debounce = useRef<ReturnType<typeof setTimeout>>(undefined);
  const hide = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => { clearTimeout(debounce.current); clearTimeout(hide.current); }, []);
  const clear = () => {
    clearTimeout(debounce.current);
    $tips.set({ list: [], active: -1, typed: '' });
  };
  const showFor5s = () => {
    clearTimeout(hide.current);
    hide.current = setTimeout(clear, Limits.robotTipsShownMs);
  };
  const ask = (value: string) => {
    clearTimeout(debounce.current);
    const q = value.trim();
    if (!q || inManualService()) return clear();
    debounce.current = setTimeout(() => {
      const robotNo = config()?.robotNo;
      void api('robotTips', { ...userRef(), question: q, ...(robotNo ? { robotNo } : {}) }, { quiet: true }).then((list) => {
        $tips.set({ list: Array.isArray(list) ? list : [], active: -1, typed: q });
        showFor5s();
      }).catch(() => undefined);
    }, Limits.robotTipsDebounceMs);
  };
  const pick = (i: number) => {
    const tip = $tips.get().list[i];
    if (!tip) return;
    clear();
    onPicked();
    const q = tip.tips ?? tip.question.replace(/<[^>]*>/g, '');
    act((a) => a.askRobot({ question: q, ...(tip.docId !== undefined ? { docId: tip.docId } : {}) }, { visitorText: q }));
  };
  const onKey = (event: KeyboardEvent<HTMLTextAreaElement>): boolean => {
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
      pick(tips.active);
      return true;
    }
    return false;
  };
  return { ask, pick, onKey, clear };
}
