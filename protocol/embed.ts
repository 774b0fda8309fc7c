/**
 * The embedding contract between the loader (host page), the `<kefu-chat>` element and the
 * iframe app (DESIGN §4). The loader is framework-free and tiny, so it imports only these
 * constants (they inline at build time).
 */

/** The custom element's tag. */
export const ELEMENT_TAG = 'kefu-chat';

/** Attributes of `<kefu-chat>` (r2wc maps them to props); the same names as the spec's query params. */
export const ElementAttr = {
  channelId: 'channel-id',
  locale: 'locale',
  /** `element` (default) or `page` (the full-page / iframe app mounts the same element) */
  mode: 'mode',
  /** base URL of the Kefu server (the loader's origin) */
  server: 'server',
  /** JSON of the spec §2 chat-start query parameters (userName, email, phone, groupId, …) */
  params: 'params',
  open: 'open',
} as const;

/** Element mode: DOM events the element dispatches on itself (bubbling, composed). */
export const ElementEvent = {
  ready: 'kefu:ready',
  /** detail: { count: number } — spec §4 kld_num */
  unread: 'kefu:unread',
  /** the widget asks the host to hide it (spec §2 "closing in a frame tells the parent to hide it") */
  hide: 'kefu:hide',
  /**
   * detail: { width: number; height: number } — the channel's desktop window size (spec §3
   * mainWidth, mainHeight, in CSS pixels): the loader sizes its desktop panel to it
   */
  size: 'kefu:size',
} as const;

/**
 * Element mode: methods of `<kefu-chat>` the loader calls instead of posting messages.
 * `kefuUpdateUser(data)` takes the `updateUser` data of BridgeIn; `kefuShow()` is `showIframe`
 * (marks messages read: unread back to 0).
 */
export const ElementMethod = {
  updateUser: 'kefuUpdateUser',
  show: 'kefuShow',
} as const;

/**
 * Iframe mode: the query parameter the loader adds to the iframe URL with its own origin
 * (`encodeURIComponent(location.origin)`); the widget accepts bridge messages only from that
 * origin and posts only to it.
 */
export const PARENT_ORIGIN_PARAM = 'parentOrigin';

/** postMessage bridge: namespaced and versioned (DESIGN §4). */
export const BRIDGE_NS = 'kefu';
export const BRIDGE_VERSION = 1;

/** Messages host → widget. */
export type BridgeIn =
  | { ns: typeof BRIDGE_NS; v: typeof BRIDGE_VERSION; type: 'updateUser'; data: { userName?: string; email?: string; phone?: string; locale?: string; params?: string } }
  | { ns: typeof BRIDGE_NS; v: typeof BRIDGE_VERSION; type: 'showIframe'; data?: { show?: boolean } };

/** Messages widget → host. Never identifiers or tokens (security-cases: Embedding). */
export type BridgeOut =
  | { ns: typeof BRIDGE_NS; v: typeof BRIDGE_VERSION; type: 'kld_num'; data: { count: number } }
  | { ns: typeof BRIDGE_NS; v: typeof BRIDGE_VERSION; type: 'hide' }
  | { ns: typeof BRIDGE_NS; v: typeof BRIDGE_VERSION; type: 'ready' }
  /** the channel's desktop window size (ElementEvent.size) */
  | { ns: typeof BRIDGE_NS; v: typeof BRIDGE_VERSION; type: 'size'; data: { width: number; height: number } };

export type BridgeMessage = BridgeIn | BridgeOut;

/** True when `x` is a well-formed bridge message of our namespace and version. */
export function isBridgeMessage(x: unknown): x is BridgeMessage {
  if (typeof x !== 'object' || x === null) return false;
  const m = x as { ns?: unknown; v?: unknown; type?: unknown };
  return m.ns === BRIDGE_NS && m.v === BRIDGE_VERSION && typeof m.type === 'string';
}

/** Public events of `window.KefuChat.on(...)`. */
export const KefuEvents = ['open', 'close', 'unread', 'ready'] as const;
export type KefuEventName = (typeof KefuEvents)[number];

/** Paths the server serves (DESIGN §1). */
export const ServePaths = {
  loader: '/kefu.js',
  widgetBase: '/chat_online/',
  /** the widget bundle entry, fixed name so the loader can find it */
  widgetEntry: '/chat_online/kefu-widget.js',
  desk: '/desk/',
} as const;

/**
 * The loader's companion (element mode, iframe mode and the bridge), loaded by `/kefu.js` from
 * its own origin when it mounts the widget; the server serves dist/loader/kefu-<name>.js at
 * /kefu-<name>.js.
 */
export const LOADER_EMBED_PATH = '/kefu-embed.js';

/**
 * The loader's mount policy (docs/embedding.md): host-page localStorage key prefix, followed by
 * the channel id. The value is the time (epoch ms) the widget last mounted on that site — set
 * when the visitor opens it; while younger than Limits.userIdLifetimeMs the loader mounts the
 * widget hidden on idle so unread counts reach the badge.
 */
export const ACTIVE_FLAG_PREFIX = 'kefu:active:';

/** spec §2 routes under the base path chat_online (history mode). */
export const Routes = {
  index: '/index',
  leaveMsg: '/leaveMsg',
  leaveMessage: '/leaveMessage',
  question: '/question',
  workorder: '/workorder',
  formData: '/formData',
  /** the mobile work-order page (reads woId and userId; a second variant also reads token) */
  mobileWorkorder: '/mobileWorkorder',
  /** ours: every message type and state from fixtures — dev and test builds only (notes/style.md) */
  gallery: '/gallery',
} as const;
export type RouteName = keyof typeof Routes;

/** The 24 locale codes of spec §1; zh is the default and fallback. */
export const LOCALES = [
  'zh', 'en', 'vi', 'th', 'ar', 'bn', 'de', 'es', 'fa', 'fil', 'fr', 'ja',
  'km', 'lo', 'ko', 'ms', 'my', 'nl', 'pl', 'pt', 'ru', 'tr', 'zh-TW', 'zu',
] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh';
/** ar and fa render right-to-left (DESIGN §4). */
export const RTL_LOCALES: readonly Locale[] = ['ar', 'fa'];
