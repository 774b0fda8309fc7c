/**
 * spec §2 quick-menu tag row under the list (spec §4 menu types; type 1 hidden in manual service),
 * each in its configured colours. A row wider than the chat scrolls sideways; a faded edge and an
 * arrow button on the side with more say so (the arrow scrolls by most of a width, for a mouse).
 */
import { css } from '@linaria/core';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { ConnectionType, MenuType } from '../../../protocol';
import { $channelConfig } from '../../state/config';
import { $chat } from '../../state/chat';
import { useT } from '../../i18n/react';
import { MenuChip } from './messages/MenuChip';

const wrap = css`
  position: relative;
  flex: none;
  &[data-more-end]::after,
  &[data-more-start]::before {
    position: absolute;
    inset-block: 0;
    width: 40px;
    content: '';
    pointer-events: none;
  }
  &[data-more-end]::after {
    inset-inline-end: 0;
    background: linear-gradient(to var(--kefu-end, right), transparent, rgba(245, 246, 247, 0.95));
  }
  &[data-more-start]::before {
    inset-inline-start: 0;
    z-index: 1;
    background: linear-gradient(to var(--kefu-start, left), transparent, rgba(245, 246, 247, 0.95));
  }
  [dir='rtl'] & {
    --kefu-end: left;
    --kefu-start: right;
  }
`;

const bar = css`
  display: flex;
  gap: 8px;
  padding: 6px 12px;
  overflow-x: auto;
  scrollbar-width: none;
  background: transparent;
  > * {
    flex: none;
  }
`;

const arrow = css`
  position: absolute;
  inset-block-start: 50%;
  z-index: 2;
  width: 26px;
  height: 26px;
  padding: 0;
  border: 1px solid #dee0e3;
  border-radius: 50%;
  color: #4e5969;
  background: #fff;
  transform: translateY(-50%);
  cursor: pointer;
  &[data-side='end'] {
    inset-inline-end: 4px;
  }
  &[data-side='start'] {
    inset-inline-start: 4px;
  }
  [dir='rtl'] & {
    transform: translateY(-50%) scaleX(-1);
  }
`;

/** Which sides of the row have items out of view (scrollLeft is negative in RTL). */
function overflowOf(el: HTMLElement): { start: boolean; end: boolean } {
  const max = el.scrollWidth - el.clientWidth;
  const pos = Math.abs(el.scrollLeft);
  return { start: pos > 2, end: max - pos > 2 };
}

export function QuickMenu() {
  const t = useT();
  const config = useStore($channelConfig);
  const chat = useStore($chat);
  const items = (config?.chatMenuConfigPlan?.chatMenuConfigList ?? [])
    .filter((m) => !(m.menuType === MenuType.transferAgent && chat.connection === ConnectionType.manual));
  const row = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ start: false, end: false });
  const shown = items.length > 0 && !chat.ended;
  useEffect(() => {
    const el = row.current;
    if (!el) return;
    const update = () => setMore(overflowOf(el));
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    el.addEventListener('scroll', update, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener('scroll', update);
    };
  }, [shown, items.length]);
  if (!shown) return null;
  const scroll = (side: 'start' | 'end') => {
    const el = row.current;
    if (!el) return;
    const rtl = getComputedStyle(el).direction === 'rtl';
    const step = el.clientWidth * 0.8 * (side === 'end' ? 1 : -1) * (rtl ? -1 : 1);
    el.scrollBy({ left: step, behavior: 'smooth' });
  };
  return (
    <nav className={wrap} aria-label={t('menu.label')} data-more-start={more.start ? '' : undefined} data-more-end={more.end ? '' : undefined}>
      <div ref={row} className={bar}>
        {items.map((m, i) => <MenuChip key={i} item={m} />)}
      </div>
      {/* the chips stay reachable by Tab; the arrows are for a mouse, so kept out of the tab order */}
      {more.start ? <button type="button" className={arrow} data-side="start" tabIndex={-1} aria-hidden="true" onClick={() => scroll('start')}>‹</button> : null}
      {more.end ? <button type="button" className={arrow} data-side="end" tabIndex={-1} aria-hidden="true" onClick={() => scroll('end')}>›</button> : null}
    </nav>
  );
}
