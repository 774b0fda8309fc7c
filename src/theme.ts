/**
 * The channel's colours as CSS custom properties on the widget root (spec §3 init configuration:
 * mainColor, kitBgcolor, kitTxcolor, cusColor, navigationBarColor).
 * security-cases: configuration rendered in the widget is validated — a value like
 * `red;}</style><script>` is rejected; only #hex, rgb()/rgba(), hsl()/hsla() and named colours pass.
 */
import type { ChannelConfig } from './protocol';

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

/** The widget's theme variables and the config field each one comes from. */
export const ThemeVars = {
  '--kefu-main-color': 'mainColor',
  '--kefu-agent-bubble-bg': 'kitBgcolor',
  '--kefu-agent-bubble-text': 'kitTxcolor',
  '--kefu-visitor-bubble-bg': 'cusColor',
  '--kefu-nav-bg': 'navigationBarColor',
} as const satisfies Record<string, keyof ChannelConfig>;

export const DEFAULT_THEME: Record<keyof typeof ThemeVars, string> = {
  '--kefu-main-color': '#1e6fff',
  '--kefu-agent-bubble-bg': '#ffffff',
  '--kefu-agent-bubble-text': '#1f2329',
  '--kefu-visitor-bubble-bg': '#1e6fff',
  '--kefu-nav-bg': '#1e6fff',
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
  return style;
}
