/**
 * The embedding contract (protocol/embed.ts) as the loader ships it. Each constant is
 * typed with the protocol's own literal type, so any change to the contract fails the
 * typecheck here — while the bundle carries only these strings, not the protocol's lookup
 * objects (~300 bytes the loader's 1.5 KB budget cannot spare; goal 1 of loader/README.md).
 */
import type { KefuUser } from './types';
import type { ElementAttr, ElementEvent, ElementMethod, Routes, ServePaths } from '../../protocol/embed';
import type { Limits } from '../../protocol/limits';

type Of<T> = T[keyof T];

export const LOADER_PATH: (typeof ServePaths)['loader'] = '/kefu.js';
/**
 * The mount policy (loader/README.md goal 2): the host-localStorage flag `kefu:active:<channelId>`
 * (ACTIVE_FLAG_PREFIX, imported from the protocol as a plain string) holds when the widget last
 * mounted; it stays fresh as long as the widget's stored user id (spec §6).
 */
export const ACTIVE_LIFETIME_MS: (typeof Limits)['userIdLifetimeMs'] = 504_000_000;
export const WIDGET_ENTRY: (typeof ServePaths)['widgetEntry'] = '/chat_online/kefu-widget.js';
/** widgetBase + Routes.index, without the doubled slash */
export const IFRAME_PAGE: `${(typeof ServePaths)['widgetBase']}${(typeof Routes)['index'] extends `/${infer R}` ? R : never}` =
  '/chat_online/index';

export const ATTR_CHANNEL: (typeof ElementAttr)['channelId'] = 'channel-id';
export const ATTR_LOCALE: (typeof ElementAttr)['locale'] = 'locale';
export const ATTR_SERVER: (typeof ElementAttr)['server'] = 'server';
export const ATTR_PARAMS: (typeof ElementAttr)['params'] = 'params';
export const ATTR_OPEN: (typeof ElementAttr)['open'] = 'open';

/** Every ElementEvent is `kefu:` + its key: the loader listens to `EVENT_PREFIX + key`. */
export const EVENT_PREFIX = 'kefu:';
export type ElementEventKey = keyof typeof ElementEvent;
// Compile-time check of the naming rule above (no runtime cost).
export type EventNamesFollowPrefix = Of<{ [K in ElementEventKey]: (typeof ElementEvent)[K] extends `${typeof EVENT_PREFIX}${K}` ? true : never }>;
export const EVENT_KEYS: ElementEventKey[] = ['ready', 'unread', 'hide', 'size'];

/** The element's methods (ElementMethod): spec §4 updateUser and showIframe. */
export type ElementMethods = { [K in (typeof ElementMethod)['updateUser']]?: (data: KefuUser) => void } & {
  [K in (typeof ElementMethod)['show']]?: () => void;
};
