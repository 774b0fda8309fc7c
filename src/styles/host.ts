/**
 * The host element's own rules (DESIGN §4: host CSS must not leak in, widget CSS stays in).
 *
 * `all: initial` resets what `<kefu-chat>` would inherit from the page. Hostile global rules such
 * as `* { color: red !important }` still reach the host element itself, and inherited properties
 * cross the shadow boundary, so the properties that inherit or draw on the host are set again with
 * !important (an !important declaration of the shadow tree wins over the page's). Left to the
 * loader on purpose: position, inset, width, height, z-index, display, transform, opacity,
 * visibility — it places and shows the element.
 */
export const HOST_CSS = `
:host {
  all: initial;
  display: block;
  color: #1f2329 !important;
  font: 400 14px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans", sans-serif !important;
  letter-spacing: normal !important;
  word-spacing: normal !important;
  text-align: start !important;
  text-indent: 0 !important;
  text-transform: none !important;
  text-shadow: none !important;
  white-space: normal !important;
  border: 0 none !important;
  margin: 0 !important;
  padding: 0 !important;
  background: transparent !important;
  box-shadow: none !important;
  outline: 0 none !important;
  cursor: auto !important;
}
:host([hidden]) { display: none !important; }
`;
