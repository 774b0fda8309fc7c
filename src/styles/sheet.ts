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

/** Called by the generated code of each styled module (see vite.config.ts). */
export function addWidgetCss(css: string): void {
  if (!css || parts.includes(css)) return;
  parts.push(css);
  sheet?.replaceSync(parts.join('\n'));
}
