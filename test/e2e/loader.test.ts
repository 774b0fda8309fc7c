/**
 * The script-tag loader (loader/README.md) on host pages of another origin, in element mode:
 * the bubble, the queued calls of the stub, open/close/toggle and their events, the unread
 * badge, destroy() and the global scope, and fallbacks. The mount policy and the host page's
 * responsiveness: loader-mount.test.ts.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { STUB, hostPage, loaderTag, openPage, stackPerFile } from './harness';
import { LOG_SCRIPT, kefu, readLauncher, readLog, returningVisitor, waitForElementWidget, waitForLoader, widgetRoot } from './launcher';

const stack = stackPerFile();

describe('launcher bubble', () => {
  it('appears bottom-right as a labelled, collapsed button, before any widget is opened', async () => {
    stack().host.page('/bubble.html', hostPage('<p>shop</p>', STUB, loaderTag(stack().server.origin, { locale: 'en' })));
    const { context, page } = await openPage(stack().browser);
    await page.goto(`${stack().host.origin}/bubble.html`);
    const bubble = page.getByRole('button', { name: 'Chat with us' });
    await bubble.waitFor();
    const view = await readLauncher(page);
    assert.ok(view);
    assert.equal(view.expanded, 'false');
    assert.equal(view.badge, null, 'no badge at 0 unread');
    assert.equal(view.panelVisible, false);
    assert.ok(view.bubble.width >= 40 && view.bubble.height >= 40, `bubble is big enough to tap: ${JSON.stringify(view.bubble)}`);
    assert.ok(view.bubble.x + view.bubble.width > 1280 - 60 && view.bubble.y + view.bubble.height > 800 - 60, `bottom-right: ${JSON.stringify(view.bubble)}`);
    await context.close();
  });

  it('sits bottom-left with data-position="left", and is labelled in Chinese by default', async () => {
    stack().host.page('/left.html', hostPage('<p>shop</p>', STUB, loaderTag(stack().server.origin, { position: 'left' })));
    const { context, page } = await openPage(stack().browser);
    await page.goto(`${stack().host.origin}/left.html`);
    await page.getByRole('button', { name: '在线客服' }).waitFor();
    const view = await readLauncher(page);
    assert.ok(view && view.bubble.x < 60, `bottom-left: ${JSON.stringify(view?.bubble)}`);
    await context.close();
  });

  it('is reachable with the keyboard: Tab focuses it, Enter opens the panel', async () => {
    stack().host.page('/keys.html', hostPage('<p>no other focusable element</p>', STUB, loaderTag(stack().server.origin, { locale: 'en' })));
    const { context, page } = await openPage(stack().browser);
    await page.goto(`${stack().host.origin}/keys.html`);
    await waitForLoader(page);
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.shadowRoot?.activeElement?.getAttribute('aria-label'));
    assert.equal(focused, 'Chat with us');
    await page.keyboard.press('Enter');
    const view = await readLauncher(page);
    assert.equal(view?.expanded, 'true');
    assert.equal(view?.panelVisible, true);
    await context.close();
  });

  it('a second copy of the script leaves one bubble', async () => {
    stack().host.page('/twice.html', hostPage('<p>shop</p>', STUB, loaderTag(stack().server.origin), loaderTag(stack().server.origin)));
    const { context, page } = await openPage(stack().browser);
    await page.goto(`${stack().host.origin}/twice.html`);
    await waitForLoader(page);
    await page.waitForLoadState('load');
    assert.equal(await page.locator('kefu-launcher').count(), 1);
    await context.close();
  });
});

describe('queued calls', () => {
  it('applies KefuChat(...) calls made before the loader ran, in order', async () => {
    const queued = `<script>
      KefuChat('on', 'ready', function () { log('ready'); });
      KefuChat('on', 'open', function () { log('open'); });
      KefuChat('updateUser', { userName: 'Ada Lovelace', email: 'ada@example.com' });
      KefuChat('setLocale', 'ar');
      KefuChat('open');
      log('queued');
    </script>`;
    stack().host.page('/queue.html', hostPage(LOG_SCRIPT, STUB, queued, loaderTag(stack().server.origin, { locale: 'en' })));
    const { context, page } = await openPage(stack().browser);
    await page.goto(`${stack().host.origin}/queue.html`);
    await waitForLoader(page);
    const view = await readLauncher(page);
    assert.equal(view?.expanded, 'true', 'the queued open() opened the panel');
    assert.equal(view?.panelVisible, true);
    await waitForElementWidget(page);
    await page.waitForFunction(() => document.querySelectorAll('#log li').length >= 3);
    const log = await readLog(page);
    assert.equal(log[0], 'queued');
    assert.deepEqual([...log.slice(1)].sort(), ['open', 'ready'], `handlers registered in the queue fired: ${log.join(',')}`);
    // updateUser and setLocale reached the widget: it starts with the visitor's fields, in Arabic (right-to-left).
    const attrs = await page.evaluate(() => {
      const el = document.querySelector('kefu-launcher')?.shadowRoot?.querySelector('kefu-chat');
      return { params: el?.getAttribute('params'), locale: el?.getAttribute('locale') };
    });
    assert.deepEqual(JSON.parse(attrs.params ?? '{}'), { userName: 'Ada Lovelace', email: 'ada@example.com' });
    assert.equal(attrs.locale, 'ar');
    await page.waitForFunction(() => {
      const root = document.querySelector('kefu-launcher')?.shadowRoot?.querySelector('kefu-chat')?.shadowRoot?.querySelector('[data-kefu-root]');
      return root?.getAttribute('dir') === 'rtl';
    }, undefined, { timeout: 5000 }).catch(() => undefined);
    assert.deepEqual(await widgetRoot(page, true), { lang: 'ar', dir: 'rtl' });
    await context.close();
  });

  it('applies KefuChat.open() called through the longer stub before the loader arrived (demo open-button page)', async () => {
    const { context, page } = await openPage(stack().browser);
    // Hold the loader back so the visitor clicks first.
    let release!: () => void;
    const held = new Promise<void>((r) => { release = r; });
    await page.route('**/kefu.js', async (route) => { await held; await route.continue(); });
    await page.goto(`${stack().host.origin}/open-button.html`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Contact support' }).click();
    assert.equal(await readLauncher(page), null, 'no launcher yet: the click was queued');
    release();
    await waitForLoader(page);
    const view = await readLauncher(page);
    assert.equal(view?.expanded, 'true');
    assert.equal(view?.panelVisible, true);
    await waitForElementWidget(page);
    const params = await page.evaluate(() =>
      document.querySelector('kefu-launcher')?.shadowRoot?.querySelector('kefu-chat')?.getAttribute('params'));
    assert.equal(JSON.parse(params ?? '{}').userName, 'Demo visitor');
    await context.close();
  });
});

describe('open, close, toggle', () => {
  it('show and hide the panel and fire open and close events', async () => {
    const listen = `<script>
      KefuChat('on', 'open', function () { log('open'); });
      KefuChat('on', 'close', function () { log('close'); });
    </script>`;
    stack().host.page('/toggle.html', hostPage(LOG_SCRIPT, STUB, listen, loaderTag(stack().server.origin, { locale: 'en' })));
    const { context, page } = await openPage(stack().browser);
    await page.goto(`${stack().host.origin}/toggle.html`);
    await waitForLoader(page);

    await kefu(page, 'open');
    let view = await readLauncher(page);
    assert.equal(view?.panelVisible, true);
    assert.equal(view?.expanded, 'true');
    // Desktop: a panel about 380×600 above the bubble.
    assert.ok(view?.panel && view.panel.width >= 340 && view.panel.width <= 420, `panel width: ${JSON.stringify(view?.panel)}`);
    assert.ok(view?.panel && view.panel.height >= 500 && view.panel.y + view.panel.height <= view.bubble.y, `panel above the bubble: ${JSON.stringify(view)}`);
    await waitForElementWidget(page);

    await kefu(page, 'close');
    view = await readLauncher(page);
    assert.equal(view?.panelVisible, false);
    assert.equal(view?.expanded, 'false');

    await kefu(page, 'toggle');
    assert.equal((await readLauncher(page))?.panelVisible, true);
    await page.getByRole('button', { name: 'Chat with us' }).click();
    assert.equal((await readLauncher(page))?.panelVisible, false, 'clicking the bubble closes it again');

    await page.waitForFunction(() => document.querySelectorAll('#log li').length >= 4);
    assert.deepEqual(await readLog(page), ['open', 'close', 'open', 'close']);
    // The widget follows: `open` tells it whether the visitor can see it.
    const open = await page.evaluate(() => document.querySelector('kefu-launcher')?.shadowRoot?.querySelector('kefu-chat')?.getAttribute('open'));
    assert.equal(open, 'false');
    await context.close();
  });

  it('fills the screen on a phone-sized window (≤ 800 px, spec §2)', async () => {
    stack().host.page('/mobile.html', hostPage('<p>shop</p>', STUB, loaderTag(stack().server.origin, { locale: 'en' })));
    const { context, page } = await openPage(stack().browser, { width: 390, height: 760 });
    await page.goto(`${stack().host.origin}/mobile.html`);
    await waitForLoader(page);
    await kefu(page, 'open');
    const view = await readLauncher(page);
    assert.deepEqual(view?.panel, { x: 0, y: 0, width: 390, height: 760 });
    assert.equal(view?.bubble.width, 0, 'the bubble does not cover the widget');
    // The widget's own hide control brings the bubble back.
    await waitForElementWidget(page);
    await page.evaluate(() => {
      const el = document.querySelector('kefu-launcher')!.shadowRoot!.querySelector('kefu-chat')!;
      el.dispatchEvent(new CustomEvent('kefu:hide', { bubbles: true, composed: true }));
    });
    const closed = await readLauncher(page);
    assert.equal(closed?.panelVisible, false);
    assert.ok(closed && closed.bubble.width > 0);
    await context.close();
  });
});

describe('unread', () => {
  it('shows the widget\'s unread count on the badge, fires on("unread"), and clears on open', async () => {
    const { context, page } = await openPage(stack().browser);
    // A returning visitor: only then does the widget mount before the first open (mount policy).
    await returningVisitor(page);
    await page.goto(`${stack().host.origin}/open-button.html`);
    await waitForLoader(page);
    // The widget mounts hidden once the page is idle; then it reports counts (spec §4 kld_num).
    await page.waitForFunction(() => document.querySelector('kefu-launcher')?.shadowRoot?.querySelector('kefu-chat'), undefined, { timeout: 10_000 });
    await page.evaluate(() => {
      const el = document.querySelector('kefu-launcher')!.shadowRoot!.querySelector('kefu-chat')!;
      el.dispatchEvent(new CustomEvent('kefu:unread', { detail: { count: 3 }, bubbles: true, composed: true }));
    });
    assert.equal((await readLauncher(page))?.badge, '3');
    // the demo page's own on('unread') handler shows it too
    await page.getByText('(3 new replies)').waitFor();

    await page.getByRole('button', { name: 'Contact support' }).click();
    assert.equal((await readLauncher(page))?.badge, null, 'opening marks read: badge hidden');
    await page.waitForFunction(() => (document.getElementById('unread-note') as HTMLElement).hidden);
    await context.close();
  });
});

describe('destroy and the global scope', () => {
  /** Keys of window before any page script ran, kept where Object.keys(window) does not look. */
  const snapshotKeys = () => {
    if (window === window.top) Object.defineProperty(window, '__keysBefore', { value: Object.keys(window), enumerable: false });
  };
  const addedKeys = () => {
    const before = new Set((window as unknown as { __keysBefore: string[] }).__keysBefore);
    return Object.keys(window).filter((k) => !before.has(k));
  };

  it('the loader adds only window.KefuChat, and destroy() removes the bubble, the panel and the global', async () => {
    // Iframe mode: the widget runs in its own frame, so whatever appears here is the loader's.
    stack().host.page('/globals.html', hostPage('<p>shop</p>', STUB, loaderTag(stack().server.origin, { locale: 'en', mode: 'iframe' })));
    const { context, page } = await openPage(stack().browser);
    await page.addInitScript(snapshotKeys);
    await page.goto(`${stack().host.origin}/globals.html`);
    await waitForLoader(page);
    await kefu(page, 'open');
    await page.waitForFunction(() => document.querySelector('kefu-launcher')?.shadowRoot?.querySelector('iframe'));
    assert.deepEqual(await page.evaluate(addedKeys), ['KefuChat']);

    await kefu(page, 'destroy');
    assert.deepEqual(await page.evaluate(addedKeys), [], 'destroy() removed the global');
    assert.equal(await page.locator('kefu-launcher').count(), 0, 'bubble and panel are gone');
    assert.equal(page.frames().length, 1, 'the widget iframe is gone');
    await context.close();
  });

  it('element mode: the widget bundle adds no globals to the host page either, and destroy() removes the element', async () => {
    stack().host.page('/globals-element.html', hostPage('<p>shop</p>', STUB, loaderTag(stack().server.origin, { locale: 'en' })));
    const { context, page } = await openPage(stack().browser);
    await page.addInitScript(snapshotKeys);
    await page.goto(`${stack().host.origin}/globals-element.html`);
    await waitForLoader(page);
    await kefu(page, 'open');
    await waitForElementWidget(page);
    const added = await page.evaluate(addedKeys);
    await kefu(page, 'destroy');
    assert.equal(await page.locator('kefu-chat').count(), 0, 'the widget is gone');
    assert.deepEqual(added, ['KefuChat'], 'globals added by the loader plus the widget bundle');
    assert.deepEqual(await page.evaluate(addedKeys), added.filter((k) => k !== 'KefuChat'), 'destroy() removed KefuChat');
    await context.close();
  });
});

describe('fallbacks and host policies', () => {
  it('uses iframe mode when custom elements are unavailable', async () => {
    stack().host.page('/no-ce.html', hostPage('<p>shop</p>', STUB, loaderTag(stack().server.origin, { locale: 'en' })));
    const { context, page } = await openPage(stack().browser);
    await page.addInitScript(() => {
      if (window === window.top) Object.defineProperty(window, 'customElements', { value: undefined });
    });
    await page.goto(`${stack().host.origin}/no-ce.html`);
    await waitForLoader(page);
    await kefu(page, 'open');
    await page.waitForFunction(() => document.querySelector('kefu-launcher')?.shadowRoot?.querySelector('iframe'));
    const src = await page.evaluate(() => document.querySelector('kefu-launcher')!.shadowRoot!.querySelector('iframe')!.src);
    const url = new URL(src);
    assert.equal(url.origin + url.pathname, `${stack().server.origin}/chat_online/index`);
    assert.equal(url.searchParams.get('from'), 'iframe');
    await context.close();
  });

  it('works under a strict host CSP: no inline styles, scripts only from the page and Kefu', async () => {
    const inline = 'window.KefuChat=window.KefuChat||function(){(KefuChat.q=KefuChat.q||[]).push(arguments)};';
    const hash = createHash('sha256').update(inline).digest('base64');
    const csp = [
      "default-src 'none'", `script-src 'sha256-${hash}' ${stack().server.origin}`, "style-src 'self'",
      `connect-src ${stack().server.origin}`, `frame-src ${stack().server.origin}`, `img-src ${stack().server.origin} data:`,
    ].join('; ');
    stack().host.page('/csp.html', hostPage('<p>shop</p>', `<script>${inline}</script>`, loaderTag(stack().server.origin, { locale: 'en' })), { 'content-security-policy': csp });
    const { context, page } = await openPage(stack().browser);
    const violations: string[] = [];
    page.on('console', (m) => { if (/Content Security Policy/i.test(m.text())) violations.push(m.text()); });
    await page.goto(`${stack().host.origin}/csp.html`);
    await waitForLoader(page);
    await kefu(page, 'open');
    const style = await page.evaluate(() => {
      const b = Array.from(document.querySelector('kefu-launcher')!.shadowRoot!.children).find((e) => e.tagName === 'BUTTON')!;
      const cs = getComputedStyle(b);
      return { position: cs.position, width: cs.width, radius: cs.borderRadius };
    });
    assert.deepEqual(style, { position: 'fixed', width: '56px', radius: '50%' }, 'the launcher is styled without inline styles');
    await waitForElementWidget(page);
    assert.deepEqual(violations.filter((v) => !/connect-src/.test(v)), [], 'no CSP violation');
    await context.close();
  });
});
