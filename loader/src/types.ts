/** The public `window.KefuChat` API (loader/README.md), and the loader's internal shapes. */
import type { BridgeOut, KefuEventName } from '../../protocol/embed';

/** Visitor fields the host may pass (spec §2 chat-start parameters, BridgeIn updateUser). */
export interface KefuUser {
  userName?: string;
  email?: string;
  phone?: string;
  locale?: string;
}

export type KefuHandler = (arg?: number) => void;

export interface KefuChatApi {
  /** `KefuChat('open')` works after load as well as before (the stub's queue style). */
  (method: string, ...args: unknown[]): void;
  open(): void;
  close(): void;
  toggle(): void;
  updateUser(fields: KefuUser): void;
  setLocale(code: string): void;
  /** Handlers run asynchronously, each in its own task; `unread` ones get the count (spec §4 kld_num). */
  on(event: KefuEventName, fn: KefuHandler): void;
  off(event: KefuEventName, fn: KefuHandler): void;
  /** Removes the bubble, the panel, every listener and the global. */
  destroy(): void;
  /** Set once the real loader has run; a second copy of the script then does nothing. */
  v: number;
  /**
   * The stub's queue: an array of `arguments` before load; afterwards an object whose push
   * applies the call at once (for stub references captured before load).
   */
  q?: ArrayLike<ArrayLike<unknown>> | { push(args: ArrayLike<unknown>): void };
}


/**
 * What the loader tells a mounted widget: a boolean is spec §4 showIframe (on screen or not),
 * an object is updateUser (the changed fields). The companion holds both back until the widget
 * is ready, then brings it up to date.
 */
export type Send = (what: boolean | KefuUser) => void;

/** Inside the companion: what a widget (element or iframe) reports, in BridgeOut's terms. Element events use their key (`unread` for kld_num). */
export type WidgetReport = (type: BridgeOut['type'] | 'unread', data?: { count?: unknown; width?: unknown; height?: unknown }) => void;

/** Inside the companion: delivers a parent-frame message of spec §4 to a ready widget. */
export type Deliver = ((type: 'updateUser', data: KefuUser) => void) & ((type: 'showIframe', data: { show: boolean }) => void);

/**
 * The companion `/kefu-embed.js` (loader/src/embed.ts), an ES module the loader imports from its
 * own origin when the widget mounts: its default export mounts the widget (element mode, else
 * iframe mode) in the panel and returns at once the Send the loader uses from then on.
 * Everything it needs comes in as arguments — the companion reads no globals of the loader and
 * adds none.
 */
export type Mount = (
  panel: HTMLElement,
  label: string,
  /** the loader's event emitter: the companion emits `ready` */
  emit: (event: 'ready') => void,
  /** the widget asks to be hidden (spec §4 hide; Escape in element mode) */
  dismiss: () => void,
  /** the widget's unread count (spec §4 kld_num) */
  setUnread: (count: number) => void,
  /** the loader tag's data attributes: channelId, mode, the visitor fields */
  data: DOMStringMap,
  /** the loader's live record of what updateUser() changed (over the data-* fields) */
  changes: KefuUser,
  /** whether the panel is open now (later changes come through Send) */
  open: boolean,
) => Send;
export interface EmbedModule { default: Mount }
