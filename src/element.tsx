/**
 * `<kefu-chat>`: the widget as a custom element (DESIGN §4), made with
 * @r2wc/react-to-web-component, holding the app in an open shadow root.
 *
 * For the loader (names from protocol/embed.ts):
 *
 * Attributes (ElementAttr)
 *   channel-id  the channel (spec §2 channelId); without it the chat does not start
 *   locale      one of the 24 LOCALES; changing it switches the texts at once
 *   mode        "element" (default) or "page" (the full page / iframe app reads location.search)
 *   server      base URL of the Kefu server for API calls; default: the origin kefu-widget.js
 *               was loaded from
 *   params      JSON object of spec §2 chat-start parameters: {"userName":…, "email":…,
 *               "phone":…, "groupId":…, "adminId":…, "pid":…, "params":…, …}
 *   open        present (and not "false") while the visitor can see the widget; unread counting
 *               (kld_num) runs while it is absent or "false"
 *
 * Methods (ElementMethod)
 *   el.kefuUpdateUser({userName?, email?, phone?, locale?, params?})  spec §4 updateUser
 *   el.kefuShow()   spec §4 showIframe: shown, messages read, unread back to 0 (kefu:unread fires)
 *
 * Events (ElementEvent), CustomEvents that bubble and cross the shadow boundary (composed)
 *   kefu:ready    the widget has rendered its first screen and takes method calls
 *   kefu:unread   detail {count}: spec §4 kld_num
 *   kefu:hide     the visitor asked to hide the widget (the hide control, always on screen;
 *                 Escape inside the widget — consumed there, it does not reach the host)
 *
 * Styling: the element's own box (position, inset, size, z-index, display, transform, opacity,
 * visibility) is the loader's; everything inside is Kefu's (src/styles/host.ts).
 * One widget per document: the stores are module singletons.
 */
import r2wc from '@r2wc/react-to-web-component';
import { useMemo } from 'react';
import { ELEMENT_TAG, ElementAttr, ElementMethod } from '../protocol';
import { KefuApp } from './page';
import { launchFrom } from './launch';
import type { ElementProps } from './launch';
import { applyUpdateUser, showWidget } from './bridge';
import { $visible } from './state/ui';
import { widgetSheet, addWidgetCss } from './styles/sheet';
import { HOST_CSS } from './styles/host';
import { storage } from './storage';

addWidgetCss(HOST_CSS);

type RootProps = ElementProps & { container?: ShadowRoot | HTMLElement };

function ElementRoot({ container, channelId, locale, mode, server, params }: RootProps) {
  const element = container instanceof ShadowRoot ? (container.host as HTMLElement) : null;
  // Page mode reads the address bar once; element mode follows its attributes. The locale is
  // not part of the launch: switching it must not restart the chat.
  const launch = useMemo(
    () => launchFrom({ channelId, mode, server, params } as ElementProps, location),
    [channelId, mode, server, params],
  );
  // The attribute as it is now: r2wc's props follow it, but the first resolution must use the
  // attribute present at creation whatever order the host set things in.
  const attribute = locale ?? element?.getAttribute(ElementAttr.locale) ?? undefined;
  const requested = launch.mode === 'page' ? launch.locale ?? attribute : attribute;
  return <KefuApp launch={launch} locale={requested} element={element} />;
}

/** r2wc props; each camelCase name maps to the kebab-case attribute of ElementAttr. */
const PROPS = {
  channelId: 'string',
  locale: 'string',
  mode: 'string',
  server: 'string',
  params: 'string',
} as const satisfies Record<Exclude<keyof typeof ElementAttr, 'open'>, 'string'>;

interface R2wcElement extends HTMLElement {
  attributeChangedCallback(name: string, old: string | null, value: string | null): void;
  connectedCallback(): void;
}
interface R2wcClass {
  new (): R2wcElement;
  readonly observedAttributes: string[];
}

const Base = r2wc(ElementRoot, { shadow: 'open', props: PROPS }) as unknown as R2wcClass;

const isOpen = (value: string | null) => value !== null && value !== 'false';

/**
 * r2wc starts out marked "connected", so every attribute set before the element is in the
 * page renders (and launches) a half-configured widget. Clearing its flag defers the first
 * render to connectedCallback, when all attributes are there.
 */
const R2WC_CONNECTED = Symbol.for('r2wc.connected');

export class KefuChatElement extends Base {
  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, ElementAttr.open];
  }

  constructor() {
    super();
    (this as unknown as Record<symbol, boolean>)[R2WC_CONNECTED] = false;
    // DESIGN §4: the extracted CSS is adopted into the shadow root, never put in the host's <head>.
    if (this.shadowRoot) this.shadowRoot.adoptedStyleSheets = [widgetSheet()];
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    // r2wc ignores a removed attribute, so `open` is ours: removing it hides the widget.
    if (name === ElementAttr.open) {
      if (isOpen(value)) showWidget(true);
      else $visible.set(false);
      return;
    }
    super.attributeChangedCallback(name, old, value);
  }

  override connectedCallback(): void {
    // Open the visitor storage now: the chat start reads the identity from it, and opening
    // IndexedDB (creating it, on a first visit) is the slowest step before the welcome.
    void storage().get('warm-up').catch(() => undefined);
    // element mode: hidden until the loader says `open`; the page app is always in view
    if (this.getAttribute(ElementAttr.mode) !== 'page') $visible.set(isOpen(this.getAttribute(ElementAttr.open)));
    super.connectedCallback();
  }

  /** spec §4 updateUser (element mode). */
  [ElementMethod.updateUser](data: unknown): void {
    applyUpdateUser(data);
  }

  /** spec §4 showIframe (element mode): shown and read. */
  [ElementMethod.show](): void {
    showWidget(true);
  }
}

/** Define `<kefu-chat>` once (the bundle may be loaded twice by a careless host). */
export function defineKefuChat(): void {
  if (!customElements.get(ELEMENT_TAG)) customElements.define(ELEMENT_TAG, KefuChatElement);
}
