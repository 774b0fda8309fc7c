/**
 * spec §2: "Mobile is used on a phone-type device with a window 800 px wide or less."
 * A phone-type device is a coarse pointer or a phone user agent.
 */
import { Limits } from '../protocol';
import type { Layout } from './state/ui';

const PHONE_UA = /Android.+Mobile|iPhone|iPod|Windows Phone|IEMobile|BlackBerry|Opera Mini|Mobile Safari/i;

export interface LayoutProbe {
  innerWidth: number;
  coarsePointer: boolean;
  userAgent: string;
}

/** `narrowIsPhone`: the desk's preview, where a phone-sized frame stands for a phone (docs/desk.md "Preview"). */
export function layoutFor(probe: LayoutProbe, narrowIsPhone = false): Layout {
  const phone = narrowIsPhone || probe.coarsePointer || PHONE_UA.test(probe.userAgent);
  return phone && probe.innerWidth <= Limits.mobileMaxWidthPx ? 'mobile' : 'desktop';
}

export function probeWindow(win: Window): LayoutProbe {
  return {
    innerWidth: win.innerWidth,
    coarsePointer: win.matchMedia('(pointer: coarse)').matches,
    userAgent: win.navigator.userAgent,
  };
}

/** spec §3 mainWidth / mainHeight as the server accepts them (server/channels/validate.ts). */
const WINDOW_LIMITS = { minWidth: 240, minHeight: 300, max: 4000 };

/**
 * The channel's desktop window size (spec §3 mainWidth × mainHeight, CSS pixels), or null when
 * the configuration has none that makes sense.
 */
export function windowSize(config: { mainWidth?: unknown; mainHeight?: unknown } | null): { width: number; height: number } | null {
  const width = Number(config?.mainWidth);
  const height = Number(config?.mainHeight);
  const ok = (v: number, min: number) => Number.isFinite(v) && v >= min && v <= WINDOW_LIMITS.max;
  return ok(width, WINDOW_LIMITS.minWidth) && ok(height, WINDOW_LIMITS.minHeight) ? { width: Math.round(width), height: Math.round(height) } : null;
}

/** Call `onChange` with the layout now and whenever the window or the pointer changes. */
export function watchLayout(win: Window, onChange: (layout: Layout) => void, narrowIsPhone = false): () => void {
  const update = () => onChange(layoutFor(probeWindow(win), narrowIsPhone));
  const pointer = win.matchMedia('(pointer: coarse)');
  win.addEventListener('resize', update);
  pointer.addEventListener('change', update);
  update();
  return () => {
    win.removeEventListener('resize', update);
    pointer.removeEventListener('change', update);
  };
}
