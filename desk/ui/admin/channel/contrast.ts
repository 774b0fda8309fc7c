/**
 * WCAG 2 contrast of text on a colour (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio): the
 * hint under each colour field. The chat draws white text on the main, visitor-bubble and title
 * bar colours (src/theme.ts) and the message text colour on the message background.
 */

/** #rgb, #rgba, #rrggbb, #rrggbbaa or rgb()/rgba() as 0–255 channels (alpha ignored); null otherwise. */
export function rgbOf(color: string): [number, number, number] | null {
  const s = color.trim();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(s);
  if (hex) {
    const h = hex[1]!.length <= 4 ? [...hex[1]!.slice(0, 3)].map((c) => c + c).join('') : hex[1]!.slice(0, 6);
    return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
  }
  const rgb = /^rgba?\(\s*(\d+(?:\.\d+)?)\s*[,\s]\s*(\d+(?:\.\d+)?)\s*[,\s]\s*(\d+(?:\.\d+)?)/i.exec(s);
  return rgb ? ([1, 2, 3].map((i) => Math.min(255, Number(rgb[i]))) as [number, number, number]) : null;
}

export function luminance([r, g, b]: [number, number, number]): number {
  const f = (v: number) => {
    const x = v / 255;
    return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
}

/** The ratio (1–21) of two colours, rounded to one decimal; null when either cannot be read. */
export function contrastRatio(a: string, b: string): number | null {
  const x = rgbOf(a);
  const y = rgbOf(b);
  if (!x || !y) return null;
  const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
  return Math.round(((hi + 0.05) / (lo + 0.05)) * 10) / 10;
}

/** WCAG AA for normal text. */
export const AA = 4.5;

/** Any CSS colour the browser knows (names, hsl()) as rgb(), through a canvas; the text as it is elsewhere. */
export function normalColor(color: string): string {
  if (rgbOf(color) || typeof document === 'undefined') return color;
  const ctx = document.createElement('canvas').getContext('2d');
  if (!ctx) return color;
  ctx.fillStyle = '#010203';
  ctx.fillStyle = color;
  return ctx.fillStyle === '#010203' && color.trim().toLowerCase() !== '#010203' ? color : ctx.fillStyle;
}
