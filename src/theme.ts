/**
 * The channel's colours as CSS custom properties on the widget root (spec §3 init configuration:
 * mainColor, kitBgcolor, kitTxcolor, cusColor, navigationBarColor).
 * security-cases: configuration rendered in the widget is validated — a value like
 * `red;}</style><script>` is rejected; only #hex, rgb()/rgba(), hsl()/hsla() and named colours pass.
 */
import type { ChannelConfig } from '../protocol';

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const NUM = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)(?:%|deg|turn|rad)?`;
const FUNC = new RegExp(String.raw`^(?:rgba?|hsla?)\(\s*${NUM}(?:\s*[,\s]\s*${NUM}){2}(?:\s*[,/]\s*${NUM})?\s*\)$`, 'i');
const NAMED = /^[a-z]{3,20}$/i;
/** CSS-wide keywords are not colours a channel may choose. */
const KEYWORDS = new Set(['inherit', 'initial', 'unset', 'revert', 'currentcolor']);

export function isSafeColor(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const v = value.trim();
  if (HEX.test(v) || FUNC.test(v)) return true;
  if (!NAMED.test(v) || KEYWORDS.has(v.toLowerCase())) return false;
  // A word is a colour only if the browser knows it as one (red, rebeccapurple, transparent…).
  return typeof CSS !== 'undefined' && CSS.supports('color', v);
}

/** #rgb, #rrggbb or rgb(r, g, b) as 0–255 channels; null for other colour forms. */
function channels(color: string): [number, number, number] | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color);
  if (hex) {
    const h = hex[1]!.length === 3 ? [...hex[1]!].map((c) => c + c).join('') : hex[1]!;
    return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
  }
  const rgb = /^rgba?\(\s*(\d+)\s*[,\s]\s*(\d+)\s*[,\s]\s*(\d+)/i.exec(color);
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : null;
}

const luminance = (c: [number, number, number]) => {
  const f = (v: number) => {
    const x = v / 255;
    return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2]);
};

/**
 * WCAG AA for normal text is 4.5:1; the message list's background (#f5f6f7) is a little darker
 * than white, so the colour must reach 5:1 on white to keep 4.5:1 there.
 */
const MIN_CONTRAST = 5;

/**
 * The colour, darkened just enough that white text on it (and it as text on white) reaches
 * 4.5:1 (WCAG AA): the widget draws white text on the main colour and the main colour as text
 * on white. Colours it cannot parse (names, hsl) are kept as they are.
 */
export function readableOnWhite(color: string): string {
  let c = channels(color);
  if (!c || 1.05 / (luminance(c) + 0.05) >= MIN_CONTRAST) return color;
  for (let i = 0; i < 20 && 1.05 / (luminance(c) + 0.05) < MIN_CONTRAST; i++) c = c.map((v) => Math.round(v * 0.94)) as [number, number, number];
  return `rgb(${c[0]}, ${c[1]}, ${c[2]})`;
}

/** The widget's theme variables and the config field each one comes from. */
export const ThemeVars = {
  '--kefu-main-color': 'mainColor',
  '--kefu-agent-bubble-bg': 'kitBgcolor',
  '--kefu-agent-bubble-text': 'kitTxcolor',
  '--kefu-visitor-bubble-bg': 'cusColor',
  '--kefu-nav-bg': 'navigationBarColor',
} as const satisfies Record<string, keyof ChannelConfig>;

export const DEFAULT_THEME: Record<keyof typeof ThemeVars, string> = {
  '--kefu-main-color': '#1a66e0',
  '--kefu-agent-bubble-bg': '#ffffff',
  '--kefu-agent-bubble-text': '#1f2329',
  '--kefu-visitor-bubble-bg': '#1a66e0',
  '--kefu-nav-bg': '#1a66e0',
};

/**
 * Every theme variable, set on the widget root so a host's own `--kefu-*` cannot leak in
 * through inheritance; invalid colours fall back to Kefu's defaults.
 */
export function themeStyle(config: ChannelConfig | null): Record<string, string> {
  const style: Record<string, string> = {};
  for (const [name, field] of Object.entries(ThemeVars) as [keyof typeof ThemeVars, keyof ChannelConfig][]) {
    const value = config?.[field];
    style[name] = isSafeColor(value) ? value.trim() : DEFAULT_THEME[name];
  }
  // ours: without their own colours, the visitor's bubble and the header follow the main colour
  if (!isSafeColor(config?.cusColor) && isSafeColor(config?.mainColor)) style['--kefu-visitor-bubble-bg'] = config.mainColor.trim();
  if (!isSafeColor(config?.navigationBarColor) && isSafeColor(config?.mainColor)) style['--kefu-nav-bg'] = config.mainColor.trim();
  // white text sits on these, and the main colour is also text on white
  for (const name of ['--kefu-main-color', '--kefu-visitor-bubble-bg', '--kefu-nav-bg'] as const) style[name] = readableOnWhite(style[name] ?? DEFAULT_THEME[name]);
  return style;
}
