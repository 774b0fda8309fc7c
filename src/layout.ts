/**
 * spec §2: "Mobile is used on a phone-type device with a window 800 px wide or less."
 * A phone-type device is a coarse pointer or a phone user agent.
 */
import { Limits } from './protocol';
import type { Layout } from './state/ui';

const PHONE_UA = /Android.+Mobile|iPhone|iPod|Windows Phone|IEMobile|BlackBerry|Opera Mini|Mobile Safari/i;

export interface LayoutProbe {
  innerWidth: number;
  coarsePointer: boolean;
  userAgent: string;
}

export function layoutFor(probe: LayoutProbe): Layout {
  const phone = probe.coarsePointer || PHONE_UA.test(probe.userAgent);
  return phone && probe.innerWidth <= Limits.mobileMaxWidthPx ? 'mobile' : 'desktop';
}

export function probeWindow(win: Window): LayoutProbe {
  return {
    innerWidth: win.innerWidth,
    coarsePointer: win.matchMedia('(pointer: coarse)').matches,
    userAgent: win.navigator.userAgent,
  };
}

/** Call `onChange` with the layout now and whenever the window or the pointer changes. */
export function watchLayout(win: Window, onChange: (layout: Layout) => void): () => void {
  const update = () => onChange(layoutFor(probeWindow(win)));
  const pointer = win.matchMedia('(pointer: coarse)');
  win.addEventListener('resize', update);
  pointer.addEventListener('change', update);
  update();
  return () => {
    win.removeEventListener('resize', update);
    pointer.removeEventListener('change', update);
  };
}
