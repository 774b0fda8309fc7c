/**
 * Element mode (DESIGN §4, the default), part of the companion `/kefu-embed.js`: import the
 * widget bundle from the Kefu origin and mount `<kefu-chat>` in the launcher's panel. The
 * element reports through DOM events (ElementEvent) and takes the parent-frame messages of
 * spec §4 through two methods.
 */
import { ELEMENT_TAG } from '../../protocol/embed';
import type { ElementMethods } from './contract';
import { ATTR_CHANNEL, ATTR_LOCALE, ATTR_OPEN, ATTR_PARAMS, ATTR_SERVER, EVENT_KEYS, EVENT_PREFIX, WIDGET_ENTRY } from './contract';
import type { Deliver, KefuUser, WidgetReport } from './types';

/** `kefuShow(show)` is spec §4 showIframe: shown (and messages marked read) or hidden. */
type KefuChatElement = HTMLElement & ElementMethods;

/** Resolves once `<kefu-chat>` is in the panel; `connect` gets its Deliver first. Rejects when the bundle fails to load. */
export function mountElement(
  panel: HTMLElement, report: WidgetReport, connect: (d: Deliver) => void, origin: string, channelId: string, user: KefuUser,
): Promise<void> {
  // The server sends CORS headers for the bundle. Yield between evaluating the bundle and the
  // element's first render, so the two never add up to one long task on the host page
  // (loader/README.md goal 2).
  return import(/* @vite-ignore */ origin + WIDGET_ENTRY).then(() => new Promise((r) => setTimeout(r))).then(() => {
    const el = document.createElement(ELEMENT_TAG) as KefuChatElement;
    const { locale, ...params } = user;
    el.setAttribute(ATTR_CHANNEL, channelId);
    el.setAttribute(ATTR_SERVER, origin);
    el.setAttribute(ATTR_PARAMS, JSON.stringify(params));
    if (locale) el.setAttribute(ATTR_LOCALE, locale);
    // Mounted hidden: the widget counts unread messages (kld_num) only while `open` is "false".
    el.setAttribute(ATTR_OPEN, 'false');
    // Listen before connecting: the element may report `ready` while it is attached.
    for (const key of EVENT_KEYS) el.addEventListener(EVENT_PREFIX + key, (e) => report(key, (e as CustomEvent).detail));
    // Escape needs no listener here: the widget turns it into its own `hide` event.
    connect(((type: string, data: KefuUser & { show?: boolean }) => {
      if (type === 'updateUser') el.kefuUpdateUser?.(data);
      else {
        // `open` says whether the visitor can see the widget; kefuShow() also marks read
        el.setAttribute(ATTR_OPEN, '' + data.show);
        if (data.show) el.kefuShow?.();
      }
    }) as Deliver);
    panel.append(el);
  });
}
