/**
 * The tag palette's colours (protocol TagColors): each a background with the text colour that
 * reads on it at WCAG AA (at least 4.5:1 for the chips' 12 px text; test/desk/tags.test.ts
 * checks every pair). No Linaria here, so node tests can import it.
 */
import type { CSSProperties } from 'react';
import type { TagColor } from '../../../protocol';

const DARK = '#111827';
const LIGHT = '#ffffff';

/** colour name → chip background and the text colour chosen for it */
export const TAG_PALETTE: Readonly<Record<TagColor, { background: string; color: string }>> = {
  gray: { background: '#4b5563', color: LIGHT },
  red: { background: '#c81e1e', color: LIGHT },
  orange: { background: '#f59e0b', color: DARK },
  yellow: { background: '#fde047', color: DARK },
  green: { background: '#15803d', color: LIGHT },
  teal: { background: '#0f766e', color: LIGHT },
  blue: { background: '#1d4ed8', color: LIGHT },
  purple: { background: '#6d28d9', color: LIGHT },
};

/** The inline style of a chip or swatch of this colour (an unknown colour reads as gray). */
export function tagStyle(color: string): CSSProperties {
  const c = TAG_PALETTE[color as TagColor] ?? TAG_PALETTE.gray;
  return { background: c.background, color: c.color };
}
