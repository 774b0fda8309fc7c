/**
 * Entry of /kefu.js (loader/README.md): reads its tag (config.ts), draws the launcher — a
 * floating bubble with an unread badge and the (initially hidden) panel that will hold the
 * widget, in one shadow root so host CSS cannot restyle them (goals 4 and 5) —
 * installs `window.KefuChat`, applies the calls the stub queued, and mounts the widget —
 * through the companion `/kefu-embed.js` — on the first open, or on idle for a returning
 * visitor (the mount policy, goal 2). Written for size (goal 1): state lives in local
 * variables, which the minifier shortens, rather than in object properties, which it cannot.
 */
import { ACTIVE_FLAG_PREFIX, LOADER_EMBED_PATH } from '../../protocol/embed';
import { ACTIVE_LIFETIME_MS } from './contract';
import { data, left, origin } from './config';
import { CSS } from './styles';
import type { EmbedModule, KefuChatApi, KefuHandler, KefuUser, Send } from './types';

const w = window as unknown as Window & { KefuChat?: KefuChatApi };
const make = ((tag: string) => document.createElement(tag)) as typeof document.createElement;
const queued = w.KefuChat?.q as ArrayLike<ArrayLike<unknown>> | undefined;

// A second copy of the script on the same page leaves the first one in charge.
if (!w.KefuChat?.v) {
  // spec §1: zh is the default locale
  const label = /^zh/.test(data.locale || 'zh') ? '在线客服' : 'Chat with us';
  // A valid custom-element name that nobody defines: host selectors like `div {…}` miss it,
  // and attachShadow accepts it. Every engine that parses the loader (ES2020) has shadow DOM.
  const host = make('kefu-launcher');
  const root = host.attachShadow({ mode: 'open' });
  const css = left ? CSS.replace(/right/g, 'left') : CSS;
  if (root.adoptedStyleSheets) {
    // A constructed sheet is not subject to the host's CSP style-src (goal 4).
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = [sheet];
  } else {
    // Engines without constructable sheets (Safari < 16.4).
    root.appendChild(make('style')).textContent = css;
  }
  const button = make('button');
  const badge = make('b');
  const panel = make('div');
  button.setAttribute('aria-label', label);
  button.setAttribute('aria-expanded', 'false');
  button.append(make('i'), badge);
  badge.hidden = panel.hidden = true;
  root.append(panel, button);
  // An async script may run before <body> exists; the element is fixed-position anyway.
  (document.body || document.documentElement).append(host);

  const flag = ACTIVE_FLAG_PREFIX + data.channelId;
  /** what updateUser() changed: over the tag's data-* fields, a widget mounted later starts with them */
  const user: KefuUser = {};
  let handlers: Partial<Record<string, KefuHandler[]>> = {};
  let isOpen = false;
  let unread = 0;
  let started = false;
  /** set once the companion has arrived; it holds messages back until the widget is ready */
  let send: Send | undefined;

  // Each handler runs in its own task: a host handler that throws cannot break the loader.
  const emit = (event: string, arg?: number) => handlers[event]?.map((fn) => setTimeout(fn, 0, arg));
  const setUnread = (count: number) => {
    if (count !== unread) {
      badge.textContent = '' + (unread = count);
      badge.hidden = !count;
      emit('unread', count);
    }
  };
  const show = (open: boolean) => {
    if (open !== isOpen) {
      button.setAttribute('aria-expanded', '' + (isOpen = open));
      panel.hidden = !open;
      send?.(open);
      // spec §4: showing the widget marks its messages read
      if (open) setUnread(0);
      emit(open ? 'open' : 'close');
    }
  };
  const dismiss = () => {
    show(false);
    button.focus();
  };
  const load = () => {
    if (!started) {
      started = true;
      // Every mount (re)starts the flag's lifetime, as the widget's chat start does the stored user id's.
      try {
        localStorage.setItem(flag, Date.now() as unknown as string);
      } catch {
        // private mode: the next page load counts as a first visit
      }
      // The companion from our own origin. If it cannot load, the next open() tries again.
      import(/* @vite-ignore */ origin + LOADER_EMBED_PATH)
        .then((m: EmbedModule) => (send = m.default(panel, label, emit, dismiss, setUnread, data, user, isOpen)), () => (started = false));
    }
  };
  /**
   * A first visit: warm the HTTP cache for the companion (a prefetch never evaluates anything).
   * The link is a light-DOM child of the launcher's host element: in the document tree
   * (Chromium loads no prefetch link from a shadow tree), out of the host's <head>, gone on
   * destroy(). Not the widget bundle: the server sends it with `max-age=0`, and Chromium then
   * fetches it again on use, so prefetching it would only double the download.
   */
  const prefetch = () => host.append(Object.assign(make('link'), { rel: 'prefetch', href: origin + LOADER_EMBED_PATH }));

  const apply = (args: ArrayLike<unknown>) => api.apply(0, args as [string]);
  // An unknown method is ignored (the properties `v` and `q` are not methods: calling them throws).
  const api = ((method: string, ...args: unknown[]) =>
    (api as unknown as Record<string, ((...a: unknown[]) => void) | undefined>)[method]?.(...args)) as KefuChatApi;
  // Omit<…, never> keeps the methods' types and drops the call signature, which `api` supplies.
  const methods: Omit<KefuChatApi, never> = {
    v: 1,
    // A stub reference captured before load (`const k = KefuChat`) pushes here: apply at once.
    q: { push: apply },
    open() {
      load();
      show(true);
    },
    close: () => show(false),
    toggle: () => api[isOpen ? 'close' : 'open'](),
    updateUser(data) {
      // kept for a widget mounted later; one that is not ready yet gets the latest fields then
      Object.assign(user, data);
      send?.(data);
    },
    setLocale: (locale) => api.updateUser({ locale }),
    // not `||=`: the ES2020 build would spell it out longhand
    on: (event, fn) => (handlers[event] = handlers[event] || []).push(fn),
    off(event, fn) {
      handlers[event] = handlers[event]?.filter((f) => f !== fn);
    },
    destroy() {
      // nothing mounts any more (nor does the idle callback prefetch)
      started = true;
      // the panel goes with the host: a widget that mounts later stays detached and inert
      host.remove();
      handlers = {};
      delete w.KefuChat;
    },
  };
  Object.assign(api, methods);
  button.onclick = api.toggle;
  w.KefuChat = api;
  // After the host page has loaded, when the browser is idle (the timeout makes a busy page
  // still get a returning visitor's unread counts): mount hidden for a returning visitor,
  // only prefetch for a new one. Without requestIdleCallback, setTimeout reads the options
  // object as a delay of 0.
  const idle = () =>
    (w.requestIdleCallback || (setTimeout as unknown as typeof requestIdleCallback))(() => {
      if (!started) {
        /**
         * The mount policy: the visitor has opened Kefu on this site within the stored user
         * id's lifetime, so a conversation (and unread messages) may exist. Read here, not at
         * start: a page's first localStorage access can wait on the browser process. It may
         * throw (storage blocked, private mode): then the visitor counts as new. A missing
         * flag reads as `+null` = 0, an unreadable one as NaN: both not fresh.
         */
        let returning: boolean | undefined;
        try {
          returning = Date.now() - +localStorage.getItem(flag)! < ACTIVE_LIFETIME_MS;
        } catch {
          // counts as a first visit
        }
        if (returning) load();
        else prefetch();
      }
    }, { timeout: 5000 });
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle);
  // Last: a queued call that throws (a host error) cannot stop the rest from being set up.
  if (queued) [].map.call(queued, apply);
}
