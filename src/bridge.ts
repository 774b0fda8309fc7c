/**
 * The embedding bridge, widget side (DESIGN §4; spec §4 "Parent-frame messages received").
 *
 * In:  `updateUser` (visitor info, locale) and `showIframe` (show and mark read) — as
 *      postMessage in iframe mode, as element methods in element mode (src/element.tsx).
 * Out: `kld_num` (unread count), `hide`, `ready` — postMessage to the parent's origin only in
 *      iframe mode, DOM events on `<kefu-chat>` (bubbling, composed) in every mode.
 *
 * security-cases "Embedding": a message is accepted only when it comes from window.parent AND
 * from the origin the loader named in the iframe URL (`parentOrigin`); we never post with '*'
 * and never post identifiers or tokens.
 */
import { BRIDGE_NS, BRIDGE_VERSION, ElementEvent, SenderType, isBridgeMessage } from '../protocol';
import type { BridgeOut, ChatMessage } from '../protocol';
import { $unread, $visible } from './state/ui';
import { $visitorInfo } from './state/session';
import type { VisitorInfo } from './state/session';
import { setLocale } from './i18n';

/** Where the widget's outgoing events go. */
export interface Outlet {
  unread(count: number): void;
  hide(): void;
  ready(): void;
  size(width: number, height: number): void;
}

/** Element mode: DOM events the loader listens to on the element. */
export function elementOutlet(element: EventTarget): Outlet {
  const fire = (type: string, detail?: unknown) =>
    element.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  return {
    unread: (count) => fire(ElementEvent.unread, { count }),
    hide: () => fire(ElementEvent.hide),
    ready: () => fire(ElementEvent.ready),
    size: (width, height) => fire(ElementEvent.size, { width, height }),
  };
}

/** Iframe mode: postMessage to the parent, addressed to its origin only. */
export function parentOutlet(parent: Window, parentOrigin: string): Outlet {
  const post = (msg: BridgeOut) => parent.postMessage(msg, parentOrigin);
  return {
    unread: (count) => post({ ns: BRIDGE_NS, v: BRIDGE_VERSION, type: 'kld_num', data: { count } }),
    hide: () => post({ ns: BRIDGE_NS, v: BRIDGE_VERSION, type: 'hide' }),
    ready: () => post({ ns: BRIDGE_NS, v: BRIDGE_VERSION, type: 'ready' }),
    size: (width, height) => post({ ns: BRIDGE_NS, v: BRIDGE_VERSION, type: 'size', data: { width, height } }),
  };
}

let outlets: Outlet[] = [];
/** the latest connectBridge call: an older widget's late cleanup must not undo a newer one */
let owner = 0;
const emit = (fn: (o: Outlet) => void) => outlets.forEach(fn);

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null;
}

const INFO_FIELDS = ['userName', 'email', 'phone', 'params'] as const satisfies readonly (keyof VisitorInfo)[];

/** spec §4 updateUser: update the visitor's info; a locale switch applies at once. */
export function applyUpdateUser(data: unknown): void {
  if (!isObject(data)) return;
  const info: VisitorInfo = { ...$visitorInfo.get() };
  for (const field of INFO_FIELDS) {
    const value = data[field];
    if (typeof value === 'string') info[field] = value;
  }
  $visitorInfo.set(info);
  if (typeof data.locale === 'string') void setLocale(data.locale);
}

/** spec §4 showIframe: the widget is shown and its messages are read (kld_num 0). */
export function showWidget(show = true): void {
  $visible.set(show);
  if (!show) return;
  // The $unread listener posts the change; an unchanged 0 is posted here, so the host's badge
  // is cleared even if it missed an earlier count.
  if ($unread.get() === 0) emit((o) => o.unread(0));
  else $unread.set(0);
}

/** spec §2: closing in a frame tells the parent window to hide it. */
export function hideWidget(): void {
  $visible.set(false);
  emit((o) => o.hide());
}

export function announceReady(): void {
  emit((o) => o.ready());
}

/** spec §3 mainWidth × mainHeight: the host's panel takes the channel's desktop window size. */
export function announceSize(size: { width: number; height: number }): void {
  emit((o) => o.size(size.width, size.height));
}

/** spec §3: agent and robot messages (a sender with no type but a name is an agent). */
function fromAgentOrRobot(msg: ChatMessage): boolean {
  if (msg.senderType === SenderType.agent || msg.senderType === SenderType.robot) return true;
  return msg.senderType === undefined && !!msg.senderName;
}

/** spec §4: an agent or robot message that arrives while the widget is hidden is unread. */
export function countIncoming(msg: ChatMessage): void {
  if (!fromAgentOrRobot(msg)) return;
  if ($visible.get() && document.visibilityState === 'visible') return;
  $unread.set($unread.get() + 1);
}

export interface BridgeOptions {
  /** the `<kefu-chat>` element (every mode has one) */
  element: EventTarget | null;
  iframe: boolean;
  /** iframe mode: the exact origin of the host page; null = accept nothing, post nothing */
  parentOrigin: string | null;
}

/** Connect the bridge; the returned function disconnects it. */
export function connectBridge(opts: BridgeOptions): () => void {
  const me = ++owner;
  const parent = window.parent;
  const { parentOrigin } = opts;
  outlets = [];
  if (opts.element) outlets.push(elementOutlet(opts.element));
  if (opts.iframe && parentOrigin) outlets.push(parentOutlet(parent, parentOrigin));

  const onMessage = (event: MessageEvent) => {
    if (event.source !== parent || event.origin !== parentOrigin) return;
    const msg: unknown = event.data;
    if (!isBridgeMessage(msg)) return;
    if (msg.type === 'updateUser') applyUpdateUser(msg.data);
    else if (msg.type === 'showIframe') showWidget(msg.data?.show !== false);
  };
  const onVisibility = () => {
    // back on a tab where the widget is open: what arrived meanwhile has now been seen
    if (document.visibilityState === 'visible' && $visible.get() && $unread.get() > 0) $unread.set(0);
  };
  if (opts.iframe && parentOrigin) addEventListener('message', onMessage);
  document.addEventListener('visibilitychange', onVisibility);
  const stopUnread = $unread.listen((count) => emit((o) => o.unread(count)));

  return () => {
    removeEventListener('message', onMessage);
    document.removeEventListener('visibilitychange', onVisibility);
    stopUnread();
    if (owner === me) outlets = [];
  };
}
