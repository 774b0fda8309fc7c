/**
 * The one constructable stylesheet of the widget (DESIGN §4, toolchain notes): every Linaria
 * module's extracted CSS is registered here by the `kefu-shadow-css` Vite plugin, and the
 * `<kefu-chat>` element adopts the sheet into its shadow root. Nothing is ever added to the host
 * page's `<head>`. Lazy chunks register their CSS when they load; the sheet is shared, so
 * every shadow root that adopted it sees the new rules at once.
 */
const parts: string[] = [];
let sheet: CSSStyleSheet | null = null;

/** The shared sheet (created on first use, so importing this module has no DOM side effect). */
export function widgetSheet(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(parts.join('\n'));
  }
  return sheet;
}

/**
 * The top-level rules of minified CSS (`.a{…}@media x{.b{…}}` → two rules), split at the
 * closing braces of depth 0. Linaria's output has no braces in strings or comments; a rule
 * the sheet refuses anyway makes the caller fall back to re-reading everything.
 */
export function topLevelRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (c === '{') depth++;
    else if (c === '}' && --depth === 0) {
      rules.push(css.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  return rules.filter(Boolean);
}

/** Called by the generated code of each styled module (see vite.config.ts). */
export function addWidgetCss(css: string): void {
  if (!css || parts.includes(css)) return;
  parts.push(css);
  if (!sheet) return;
  // A lazy chunk's rules are added to the sheet in use: re-reading the whole sheet for each
  // chunk would parse every rule again and restyle the widget as a whole.
  try {
    for (const rule of topLevelRules(css)) sheet.insertRule(rule, sheet.cssRules.length);
  } catch {
    sheet.replaceSync(parts.join('\n'));
  }
}
