/**
 * The loader's mount policy (loader/README.md goal 2) in element mode: a first-time visitor gets no
 * widget before the first open, a returning visitor's widget mounts hidden on idle, a stale flag or
 * blocked storage counts as a first visit; and the host page stays interactive while Kefu loads.
 * The bubble, queued calls, open/close, unread, destroy and fallbacks: loader.test.ts.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { Limits } from '../../protocol/limits';
import { LOADER_EMBED_PATH, ServePaths } from '../../protocol/embed';
import { STUB, hostPage, loaderTag, openPage, stackPerFile } from './harness';
import { LOG_SCRIPT, activeFlag, kefu, readLauncher, returningVisitor, waitForElementWidget, waitForLoader } from './launcher';
import type { KefuWindow } from './launcher';

const stack = stackPerFile();

/** Requests the page makes to the Kefu server, as `<path> <script|prefetch|…>`. */
function kefuRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.origin !== stack().server.origin) return;
    const kind = r.headers()['sec-purpose'] === 'prefetch' ? 'prefetch' : r.resourceType();
    seen.push(`${url.pathname} ${kind}`);
  });
  return seen;
}

/** Wait until the loader's idle callback has run for a first-time visitor (it adds the prefetch link). */
async function waitForPrefetch(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('kefu-launcher > link[rel="prefetch"]'), undefined, { timeout: 10_000 });
}

/** What of the widget exists in the page: its custom element's definition, and an element or frame. */
async function widgetPresence(page: Page): Promise<{ defined: boolean; mounted: boolean }> {
  return page.evaluate(() => ({
    defined: customElements.get('kefu-chat') !== undefined,
    mounted: !!document.querySelector('kefu-launcher')?.shadowRoot?.querySelector('kefu-chat, iframe'),
  }));
}

describe('mount policy (a first-time visitor gets no widget before the first open)', () => {
  it('a first-time visitor: the widget bundle is neither requested to run nor evaluated before open; opening mounts it and records the visit', async () => {
    stack().host.page('/first.html', hostPage('<p>shop</p>', STUB, loaderTag(stack().server.origin, { locale: 'en' })));
    const { context, page } = await openPage(stack().browser);
    const requests = kefuRequests(page);
    await page.goto(`${stack().host.origin}/first.html`);
    await waitForLoader(page);
    await waitForPrefetch(page);
    await page.waitForTimeout(500);
    assert.deepEqual(await widgetPresence(page), { defined: false, mounted: false }, 'no <kefu-chat> defined or mounted before open');
    assert.deepEqual(requests, [`${ServePaths.loader} script`, `${LOADER_EMBED_PATH} prefetch`],
      'before open: the loader, and the companion only prefetched (warms the cache, evaluates nothing)');
    assert.equal(await activeFlag(page), null, 'no visit recorded before open');

    const before = Date.now();
    await kefu(page, 'open');
    await waitForElementWidget(page);
    assert.ok(requests.includes(`${ServePaths.widgetEntry} script`), `the widget bundle loads on open: ${requests.join(', ')}`);
    const stamp = Number(await activeFlag(page));
    assert.ok(stamp >= before - 1000 && stamp <= Date.now() + 1000, `the open is recorded with a timestamp: ${stamp}`);
    await context.close();
  });

  it('a returning visitor (fresh flag): the widget mounts hidden on idle, its unread count reaches the badge, and the visit is recorded again', async () => {
    stack().host.page('/returning.html', hostPage(LOG_SCRIPT, STUB,
      '<script>KefuChat("on", "unread", function (n) { log("unread:" + n); });</script>', loaderTag(stack().server.origin, { locale: 'en' })));
    const { context, page } = await openPage(stack().browser);
    const day = 86_400_000;
    await returningVisitor(page, day);
    const before = Date.now();
    await page.goto(`${stack().host.origin}/returning.html`);
    await waitForLoader(page);
    await waitForElementWidget(page);
    assert.deepEqual(await widgetPresence(page), { defined: true, mounted: true }, 'mounted before any open');
    const view = await readLauncher(page);
    assert.equal(view?.panelVisible, false, 'still closed');
    assert.equal(view?.content, 'kefu-chat');
    const open = await page.evaluate(() => document.querySelector('kefu-launcher')!.shadowRoot!.querySelector('kefu-chat')!.getAttribute('open'));
    assert.equal(open, 'false', 'the widget knows it is hidden (it counts unread messages)');
    assert.ok(Number(await activeFlag(page)) >= before - 1000, 'mounting refreshed the flag (as chat start refreshes the stored user id)');

    await page.evaluate(() => {
      const el = document.querySelector('kefu-launcher')!.shadowRoot!.querySelector('kefu-chat')!;
      el.dispatchEvent(new CustomEvent('kefu:unread', { detail: { count: 2 }, bubbles: true, composed: true }));
    });
    assert.equal((await readLauncher(page))?.badge, '2');
    await page.waitForFunction(() => Array.from(document.querySelectorAll('#log li')).some((li) => li.textContent === 'unread:2'));
    await kefu(page, 'open');
    assert.equal((await readLauncher(page))?.badge, null, 'opening marks read');
    await context.close();
  });

  it('a stale flag (older than the stored user id lifetime, spec §6) counts as a first visit', async () => {
    stack().host.page('/stale.html', hostPage('<p>shop</p>', STUB, loaderTag(stack().server.origin, { locale: 'en' })));
    const { context, page } = await openPage(stack().browser);
    await returningVisitor(page, Limits.userIdLifetimeMs + 60_000);
    await page.goto(`${stack().host.origin}/stale.html`);
    await waitForLoader(page);
    await waitForPrefetch(page);
    await page.waitForTimeout(500);
    assert.deepEqual(await widgetPresence(page), { defined: false, mounted: false });
    await context.close();
  });

  it('without usable localStorage (storage blocked, private mode) the visitor counts as new, and opening still mounts the widget', async () => {
    stack().host.page('/no-storage.html', hostPage('<p>shop</p>', STUB, loaderTag(stack().server.origin, { locale: 'en' })));
    const { context, page, errors } = await openPage(stack().browser);
    await page.addInitScript(() => {
      if (window === window.top) {
        Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('blocked', 'SecurityError'); } });
      }
    });
    await page.goto(`${stack().host.origin}/no-storage.html`);
    await waitForLoader(page);
    await waitForPrefetch(page);
    assert.deepEqual(await widgetPresence(page), { defined: false, mounted: false });
    await kefu(page, 'open');
    await waitForElementWidget(page);
    assert.equal((await readLauncher(page))?.panelVisible, true);
    assert.deepEqual(errors.filter((e) => /Uncaught|SecurityError/.test(e)), [], 'the loader caught the storage errors');
    await context.close();
  });
});

describe('the host page', () => {
  it('stays interactive while Kefu loads, and before a first-time visitor opens, no Kefu script but the loader runs', async () => {
    const { context, page } = await openPage(stack().browser);
    // Long animation frames (> 50 ms) and the scripts (> 5 ms) that ran in them, by URL: what
    // made the host page's long tasks before the mount policy (the widget's boot) shows here.
    await page.addInitScript(() => {
      const long: string[] = [];
      Object.defineProperty(window, '__longScripts', { value: long });
      new PerformanceObserver((list) => {
        for (const frame of list.getEntries() as unknown as { scripts?: { sourceURL: string; duration: number }[] }[]) {
          for (const s of frame.scripts ?? []) long.push(`${s.sourceURL} ${Math.round(s.duration)} ms`);
        }
      }).observe({ type: 'long-animation-frame', buffered: true });
    });
    await page.goto(`${stack().host.origin}/`, { waitUntil: 'domcontentloaded' });
    const add = page.getByRole('button', { name: 'Add to cart' }).first();
    // Click through the window in which the loader runs and its idle callback fires.
    for (let i = 1; i <= 6; i++) {
      await add.click();
      await page.waitForFunction((n) => document.getElementById('cart-count')?.textContent === String(n), i, { timeout: 1000 });
      await page.waitForTimeout(250);
    }
    await waitForPrefetch(page);
    await page.waitForTimeout(500);
    assert.deepEqual(await widgetPresence(page), { defined: false, mounted: false }, 'a first-time visitor: nothing of the widget before open');
    const long = await page.evaluate(() => (window as unknown as { __longScripts: string[] }).__longScripts);
    // The loader itself takes a few ms; on a starved machine it may still land in a long frame,
    // so its timing is bench/longtask.ts's to report (against a baseline), not this test's.
    const loader = `${stack().server.origin}${ServePaths.loader} `;
    assert.deepEqual(long.filter((l) => l.startsWith(stack().server.origin) && !l.startsWith(loader)), [],
      'no companion or widget script ran in a long frame before open');
    const ok = await page.evaluate(() => typeof (window as KefuWindow).KefuChat?.open === 'function');
    assert.ok(ok);
    await context.close();
  });

  it('stays interactive while a returning visitor\'s widget loads in the background', async () => {
    const { context, page } = await openPage(stack().browser);
    await returningVisitor(page);
    await page.goto(`${stack().host.origin}/`, { waitUntil: 'domcontentloaded' });
    const add = page.getByRole('button', { name: 'Add to cart' }).first();
    // Click through the window in which the loader runs and mounts the widget on idle.
    for (let i = 1; i <= 6; i++) {
      await add.click();
      await page.waitForFunction((n) => document.getElementById('cart-count')?.textContent === String(n), i, { timeout: 1000 });
      await page.waitForTimeout(250);
    }
    await page.waitForFunction(() => document.querySelector('kefu-launcher')?.shadowRoot?.querySelector('kefu-chat'), undefined, { timeout: 10_000 });
    assert.equal((await readLauncher(page))?.panelVisible, false, 'the widget loaded in the background without opening');
    const ok = await page.evaluate(() => typeof (window as KefuWindow).KefuChat?.open === 'function');
    assert.ok(ok);
    await context.close();
  });
});
