/**
 * spec §3 mainWidth × mainHeight (the demo channel: 400 × 640) as the desktop chat window: the
 * loader's panel takes it in element and iframe mode, the full page draws the chat as a window
 * of that size in its middle, and a phone keeps the whole screen.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { STUB, hostPage, loaderTag, stackPerFile } from './harness';
import type { HostServer, KefuServer } from './harness';
import { readLauncher, waitForElementWidget, waitForLoader, widgetFrame } from './launcher';
import { STEP, articles, openChat, openDevice } from './chat-kit';
import type { Target } from './chat-kit';

let server: KefuServer;
let host: HostServer;
let browser: Browser;

// the file's one stack (started before its tests, stopped after them by the harness)
stackPerFile({}, (s) => { ({ server, host, browser } = s); });

const T = { timeout: 90_000 };

/** A host page as a mobile site writes it: with a viewport meta (else phones lay it out 980 px wide). */
const phoneReady = (html: string) => html.replace('<meta charset="utf-8">', '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">');
const WIDTH = 400;
const HEIGHT = 640;

/** Script errors and failed requests (the browser's own /favicon.ico aside). */
function problems(page: Page): string[] {
  const out: string[] = [];
  page.on('pageerror', (e) => out.push(String(e)));
  page.on('response', (r) => { if (r.status() >= 400 && !r.url().endsWith('/favicon.ico')) out.push(`${r.status()} ${r.url()}`); });
  return out;
}

async function openEmbedded(page: Page, mode: 'element' | 'iframe'): Promise<Target> {
  await waitForLoader(page);
  await page.evaluate(() => (window as unknown as { KefuChat: { open(): void } }).KefuChat.open());
  if (mode === 'element') {
    await waitForElementWidget(page);
    return page;
  }
  return widgetFrame(page, server.origin);
}

/** The robot's welcome is on screen: the channel's configuration has arrived. */
const welcomed = (t: Target) => articles(t, /^机器人/).first().waitFor({ timeout: STEP });

describe('the desktop chat window takes the channel size (mainWidth × mainHeight)', () => {
  for (const mode of ['element', 'iframe'] as const) {
    it(`${mode} mode: the loader's panel becomes ${WIDTH}×${HEIGHT} on a desktop, and fills a phone`, T, async () => {
      host.page(`/size-${mode}.html`, phoneReady(hostPage('<main><h1>Shop</h1></main>', STUB, loaderTag(server.origin, { mode, locale: 'zh' }))));
      for (const device of ['desktop', 'phone'] as const) {
        const { context, page } = await openDevice(browser, device);
        const errors = problems(page);
        try {
          await page.goto(`${host.origin}/size-${mode}.html`);
          await welcomed(await openEmbedded(page, mode));
          const viewport = page.viewportSize()!;
          if (device === 'desktop') {
            await page.waitForFunction((w) => {
              const panel = Array.from(document.querySelector('kefu-launcher')?.shadowRoot?.children ?? []).find((e) => e.tagName === 'DIV');
              return panel?.getBoundingClientRect().width === w;
            }, WIDTH, { timeout: STEP });
            const view = await readLauncher(page);
            assert.equal(view?.panel?.width, WIDTH);
            assert.equal(view?.panel?.height, HEIGHT);
            assert.ok(view?.panel && view.panel.y + view.panel.height <= view.bubble.y, `still above the bubble: ${JSON.stringify(view)}`);
          } else {
            const view = await readLauncher(page);
            assert.deepEqual(view?.panel, { x: 0, y: 0, width: viewport.width, height: viewport.height }, 'a phone: the whole screen');
          }
          assert.deepEqual(errors, []);
        } finally {
          await context.close();
        }
      }
    });
  }

  it(`the full page: a ${WIDTH}×${HEIGHT} window in the middle of a desktop, the whole screen of a phone`, T, async () => {
    for (const device of ['desktop', 'phone'] as const) {
      const { context, page } = await openDevice(browser, device);
      const errors = problems(page);
      try {
        await openChat(page, server.origin);
        await welcomed(page);
        const viewport = page.viewportSize()!;
        const box = await page.locator('[data-kefu-root]').boundingBox();
        if (device === 'desktop') {
          assert.deepEqual(box && { width: Math.round(box.width), height: Math.round(box.height) }, { width: WIDTH, height: HEIGHT });
          assert.equal(Math.round(box!.x), (viewport.width - WIDTH) / 2, 'centred across');
          assert.equal(Math.round(box!.y), (viewport.height - HEIGHT) / 2, 'centred down');
        } else {
          assert.deepEqual(box && { x: box.x, y: box.y, width: box.width, height: box.height }, { x: 0, y: 0, width: viewport.width, height: viewport.height });
        }
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    }
  });
});
