/**
 * Entry of `/kefu-embed.js`, the loader's companion (loader/README.md "Two files"): an ES module
 * that `/kefu.js` imports from its own origin when it mounts the widget — on the visitor's
 * first open, or on idle for a returning visitor. It holds both modes, the bridge and the
 * ready handshake, so none of that weighs on the loader every page view pays for.
 *
 * No globals: it is a module (its top-level bindings are module-scoped), it reads nothing from
 * the loader but its arguments, and its only export is the function below.
 */
import { mountElement } from './element-mode';
import { mountIframe } from './iframe-mode';
import { CONTENT_CSS } from './styles';
import type { Deliver, KefuUser, Mount, WidgetReport } from './types';

/** The channel window sizes the panel accepts (server/channels/validate.ts: mainWidth, mainHeight). */
const MIN_WIDTH = 240;
const MIN_HEIGHT = 300;
const SIZE_MAX = 4000;

/** The visitor fields a tag may carry (loader/README.md "The snippet"): chat-start parameters. */
const FIELDS = ['userName', 'email', 'phone', 'locale'] as const;

const mount: Mount = (panel, label, emit, dismiss, setUnread, data, changes, open) => {
  // This module came from the Kefu server, like the loader: the only origin the bridge trusts.
  const origin = new URL(import.meta.url).origin;
  const channelId = data.channelId || '';
  // The content's styles join the launcher's (loader/README.md goal 4: no inline styles).
  const root = panel.getRootNode() as ShadowRoot;
  const addSheet = (css: string): ((css: string) => void) => {
    if (root.adoptedStyleSheets) {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
      return (next) => sheet.replaceSync(next);
    }
    const style = root.appendChild(Object.assign(document.createElement('style'), { textContent: css }));
    return (next) => (style.textContent = next);
  };
  addSheet(CONTENT_CSS);
  let setSize: ((css: string) => void) | undefined;
  /**
   * spec §3 mainWidth × mainHeight: the desktop panel takes the channel's window size, within
   * the screen (the loader's own rule keeps the 380×600 default and the full-screen phone panel).
   */
  const resize = (data?: { width?: unknown; height?: unknown }) => {
    const w = Math.round(Number(data?.width));
    const h = Math.round(Number(data?.height));
    if (!(w >= MIN_WIDTH && w <= SIZE_MAX && h >= MIN_HEIGHT && h <= SIZE_MAX)) return;
    const css = `@media(min-width:801px){div{width:min(${w}px,100% - 40px);height:min(${h}px,100% - 108px)}}`;
    if (setSize) setSize(css);
    else setSize = addSheet(css);
  };
  /** the visitor's fields now: the tag's, then what updateUser() changed */
  const fields = () => {
    const user: KefuUser = {};
    for (const key of FIELDS) if (data[key]) user[key] = data[key];
    return Object.assign(user, changes);
  };
  const user = fields();
  /** the fields the widget starts with (element attributes / iframe URL) */
  const initial = JSON.stringify(user);
  let deliver: Deliver;
  let ready = false;
  const connect = (d: Deliver) => (deliver = d);

  const fromWidget: WidgetReport = (type, data) => {
    if (type === 'ready') {
      // Also on a reload of the widget, which starts again from the initial fields and does
      // not know whether it is on screen (its unread counting depends on it).
      ready = true;
      const now = fields();
      if (JSON.stringify(now) !== initial) deliver('updateUser', now);
      deliver('showIframe', { show: open });
      emit(type);
    } else if (type === 'hide') dismiss();
    else if (type === 'size') resize(data);
    else setUnread(Number(data?.count) | 0);
  };

  const frame = () => mountIframe(panel, label, fromWidget, connect, origin, channelId, user);
  // Iframe mode when asked for, or without custom elements / shadow DOM; a widget bundle that
  // fails to load (network, host CSP) still leaves the iframe.
  if (data.mode === 'iframe' || !window.customElements || !panel.attachShadow) frame();
  else mountElement(panel, fromWidget, connect, origin, channelId, user).catch(frame);

  return (what) => {
    if (typeof what === 'boolean') {
      open = what;
      if (ready) deliver('showIframe', { show: what });
    } else if (ready) deliver('updateUser', what);
    // before ready, the handshake above sends the latest fields
  };
};
export default mount;
