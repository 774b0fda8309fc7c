/**
 * Iframe mode (DESIGN §4), part of the companion `/kefu-embed.js`: the widget page in an
 * iframe, and the postMessage bridge of spec §4. Used when asked for (data-mode="iframe"),
 * without custom elements or shadow DOM, or when the widget bundle fails to load.
 */
import { BRIDGE_NS, BRIDGE_VERSION, PARENT_ORIGIN_PARAM, isBridgeMessage } from '../../protocol/embed';
import { IFRAME_PAGE } from './contract';
import type { Deliver, KefuUser, WidgetReport } from './types';

export function mountIframe(
  panel: HTMLElement, title: string, report: WidgetReport, connect: (d: Deliver) => void,
  origin: string, channelId: string, user: KefuUser,
): void {
  const frame = document.createElement('iframe');
  // spec §2: the iframe variant of /index adds from=iframe and a random marker; parentOrigin
  // tells the widget where to post (it checks it against the channel's allowed hosts).
  frame.src = `${origin}${IFRAME_PAGE}?${new URLSearchParams({
    channelId,
    from: 'iframe',
    _: Math.random().toString(36).slice(2),
    [PARENT_ORIGIN_PARAM]: location.origin,
    ...user,
  })}`;
  frame.title = title;
  const listener = (e: MessageEvent) => {
    const m: unknown = e.data;
    // security-cases (Embedding): our origin, our frame, our namespace and version — or nothing.
    if (e.origin === origin && e.source === frame.contentWindow && isBridgeMessage(m)) {
      report(m.type as Parameters<WidgetReport>[0], (m as { data?: Parameters<WidgetReport>[1] }).data);
    }
    // KefuChat.destroy() removed the frame (its contentWindow is null: nothing matches any
    // more): the next message takes the listener away.
    if (!frame.isConnected) removeEventListener('message', listener);
  };
  addEventListener('message', listener);
  // Never '*': only the Kefu origin may read what the host sends.
  connect(((type: string, data: unknown) =>
    frame.contentWindow?.postMessage({ ns: BRIDGE_NS, v: BRIDGE_VERSION, type, data }, origin)) as Deliver);
  panel.append(frame);
}
