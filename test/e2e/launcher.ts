/**
 * Reading the loader's launcher and the widget from a test, the way a visitor meets them:
 * the bubble (a button found by its accessible name), its badge, and the panel.
 */
import type { Frame, Page } from 'playwright-core';
import { ACTIVE_FLAG_PREFIX } from '../../protocol/embed';
import type { KefuChatApi } from '../../loader/src/types';

export type KefuWindow = Window & { KefuChat?: KefuChatApi };

export interface LauncherView {
  label: string | null;
  expanded: string | null;
  /** the badge as a visitor sees it: null while hidden */
  badge: string | null;
  panelVisible: boolean;
  panel: { x: number; y: number; width: number; height: number } | null;
  bubble: { x: number; y: number; width: number; height: number };
  /** what the panel holds: 'kefu-chat', 'iframe' or null */
  content: string | null;
}

/** The launcher's state, or null when there is no launcher on the page. */
export async function readLauncher(page: Page): Promise<LauncherView | null> {
  // No named helper functions inside evaluate(): tsx would wrap them in a `__name` call
  // that does not exist in the page.
  const raw = await page.evaluate(() => {
    const root = document.querySelector('kefu-launcher')?.shadowRoot;
    if (!root) return null;
    const kids = Array.from(root.children);
    const button = kids.find((e) => e.tagName === 'BUTTON') as HTMLElement;
    const panel = kids.find((e) => e.tagName === 'DIV') as HTMLElement;
    const badge = button.querySelector('b') as HTMLElement;
    return {
      label: button.getAttribute('aria-label'),
      expanded: button.getAttribute('aria-expanded'),
      badgeShown: getComputedStyle(badge).display !== 'none',
      badgeText: badge.textContent,
      panelShown: getComputedStyle(panel).display !== 'none',
      panelRect: panel.getBoundingClientRect().toJSON() as DOMRect,
      bubbleRect: button.getBoundingClientRect().toJSON() as DOMRect,
      content: panel.firstElementChild ? panel.firstElementChild.tagName.toLowerCase() : null,
    };
  });
  if (!raw) return null;
  const box = (r: DOMRect) => ({ x: Math.round(r.x), y: Math.round(r.y), width: Math.round(r.width), height: Math.round(r.height) });
  const panelVisible = raw.panelShown && raw.panelRect.width > 0;
  return {
    label: raw.label,
    expanded: raw.expanded,
    badge: raw.badgeShown ? raw.badgeText : null,
    panelVisible,
    panel: panelVisible ? box(raw.panelRect) : null,
    bubble: box(raw.bubbleRect),
    content: raw.content,
  };
}

/** Wait until the loader has installed the real `window.KefuChat`. */
export async function waitForLoader(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as KefuWindow).KefuChat?.v === 1);
}

/** Call a KefuChat method in the page. */
export async function kefu(page: Page, method: 'open' | 'close' | 'toggle' | 'destroy'): Promise<void> {
  await page.evaluate((m) => (window as KefuWindow).KefuChat![m](), method);
}

/** Wait until `<kefu-chat>` (element mode) has rendered its first screen. */
export async function waitForElementWidget(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const el = document.querySelector('kefu-launcher')?.shadowRoot?.querySelector('kefu-chat');
    return el?.shadowRoot?.querySelector('[data-kefu-root][aria-busy="false"]') != null;
  }, undefined, { timeout: 15_000 });
}

/** The widget iframe's frame (iframe mode), once its document has rendered. */
export async function widgetFrame(page: Page, kefuOrigin: string): Promise<Frame> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const frame = page.frames().find((f) => f.url().startsWith(`${kefuOrigin}/chat_online/`));
    if (frame) {
      await frame.waitForFunction(() => {
        const el = document.querySelector('kefu-chat');
        return el?.shadowRoot?.querySelector('[data-kefu-root][aria-busy="false"]') != null;
      }, undefined, { timeout: Math.max(1000, deadline - Date.now()), polling: 100 });
      return frame;
    }
    await page.waitForTimeout(100);
  }
  throw new Error('the widget iframe did not appear');
}

/** The `[data-kefu-root]` of the widget in a frame (iframe mode) or in the element (element mode). */
export async function widgetRoot(target: Page | Frame, inLauncher: boolean): Promise<{ lang: string | null; dir: string | null }> {
  return target.evaluate((launcher) => {
    const el = launcher
      ? document.querySelector('kefu-launcher')?.shadowRoot?.querySelector('kefu-chat')
      : document.querySelector('kefu-chat');
    const root = el?.shadowRoot?.querySelector('[data-kefu-root]');
    return { lang: root?.getAttribute('lang') ?? null, dir: root?.getAttribute('dir') ?? null };
  }, inLauncher);
}

/** Page-side event log: host pages that use it include LOG_SCRIPT and an `<ol id="log">`. */
export const LOG_SCRIPT = '<ol id="log"></ol><script>function log(s){var li=document.createElement("li");li.textContent=String(s);document.getElementById("log").appendChild(li)}</script>';

export async function readLog(page: Page): Promise<string[]> {
  return page.$$eval('#log li', (items) => items.map((li) => li.textContent ?? ''));
}

/**
 * Make the page's visitor a returning one (loader/README.md "Mount policy"): before any page
 * script runs, the host origin's localStorage says Kefu was opened on this site `ageMs` ago.
 * A fresh flag (younger than Limits.userIdLifetimeMs) makes the loader mount the widget hidden
 * on idle; a stale one counts as a first visit.
 */
export async function returningVisitor(page: Page, ageMs = 0, channelId = 'demo'): Promise<void> {
  await page.addInitScript(([key, age]) => {
    if (window === window.top) localStorage.setItem(key as string, String(Date.now() - (age as number)));
  }, [ACTIVE_FLAG_PREFIX + channelId, ageMs] as const);
}

/** The loader's mount-policy flag in the host origin's localStorage (null when unset). */
export async function activeFlag(page: Page, channelId = 'demo'): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), ACTIVE_FLAG_PREFIX + channelId);
}
