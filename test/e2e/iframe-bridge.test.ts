/**
 * Iframe mode (data-mode="iframe") and the postMessage bridge of spec §4 / DESIGN §4:
 * the iframe URL, updateUser and showIframe into the widget, kld_num out of it, and messages
 * from a foreign origin ignored on both sides (security-cases: Embedding).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Frame, Page } from 'playwright-core';
import { BRIDGE_NS, BRIDGE_VERSION } from '../../protocol/embed';
import { STUB, hostPage, loaderTag, openPage, stackPerFile } from './harness';
import type { HostServer, KefuServer } from './harness';
import { LOG_SCRIPT, kefu, readLauncher, readLog, returningVisitor, widgetFrame, widgetRoot } from './launcher';
import type { KefuWindow } from './launcher';

let server: KefuServer;
let host: HostServer;
let browser: Browser;

const LISTEN = `<script>
  KefuChat('on', 'ready', function () { log('ready'); });
  KefuChat('on', 'unread', function (n) { log('unread:' + n); });
</script>`;

// the file's one stack (started before its tests, stopped after them by the harness)
stackPerFile({}, (s) => {
  ({ server, host, browser } = s);
  host.page('/bridge.html', hostPage(LOG_SCRIPT, STUB, LISTEN, loaderTag(server.origin, { mode: 'iframe', locale: 'en', userName: 'Grace' })));
});

/**
 * The iframe's URL once the loader created it (on idle, before any open: the tests below are
 * returning visitors — the mount policy mounts nothing before a first-time visitor opens).
 */
async function iframeUrl(page: Page): Promise<URL> {
  await page.waitForFunction(() => document.querySelector('kefu-launcher')?.shadowRoot?.querySelector('iframe'), undefined, { timeout: 10_000 });
  return new URL(await page.evaluate(() => document.querySelector('kefu-launcher')!.shadowRoot!.querySelector('iframe')!.src));
}

/** Record, inside the widget frame, every bridge message it receives (and from which origin). */
async function recordInFrame(frame: Frame): Promise<void> {
  await frame.evaluate(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__seen', { value: seen });
    addEventListener('message', (e) => seen.push(JSON.stringify({ origin: e.origin, data: e.data })));
  });
}
async function seenInFrame(frame: Frame): Promise<{ origin: string; data: { type: string; data?: unknown } }[]> {
  return (await frame.evaluate(() => (window as unknown as { __seen: string[] }).__seen)).map((s) => JSON.parse(s));
}

describe('iframe mode', () => {
  it('loads /chat_online/index?channelId=…&from=iframe with a random marker, the parent origin and the visitor fields', async () => {
    const { context, page } = await openPage(browser);
    await returningVisitor(page);
    await page.goto(`${host.origin}/bridge.html`);
    const first = await iframeUrl(page);
    assert.equal(first.origin, server.origin);
    assert.equal(first.pathname, '/chat_online/index');
    assert.equal(first.searchParams.get('channelId'), 'demo');
    assert.equal(first.searchParams.get('from'), 'iframe');
    assert.equal(first.searchParams.get('parentOrigin'), host.origin);
    assert.equal(first.searchParams.get('locale'), 'en');
    assert.equal(first.searchParams.get('userName'), 'Grace');
    assert.match(first.searchParams.get('_') ?? '', /^[a-z0-9]{6,}$/, 'a random marker');
    await page.reload();
    const second = await iframeUrl(page);
    assert.notEqual(second.searchParams.get('_'), first.searchParams.get('_'), 'the marker changes on every load');
    await context.close();
  });

  it('delivers updateUser (a locale switch shows inside the frame) once the widget is ready', async () => {
    const { context, page } = await openPage(browser);
    await returningVisitor(page);
    await page.goto(`${host.origin}/bridge.html`);
    const frame = await widgetFrame(page, server.origin);
    await page.waitForFunction(() => Array.from(document.querySelectorAll('#log li')).some((li) => li.textContent === 'ready'));
    assert.deepEqual(await widgetRoot(frame, false), { lang: 'en', dir: 'ltr' });
    await recordInFrame(frame);

    await page.evaluate(() => (window as KefuWindow).KefuChat!.setLocale('ar'));
    await frame.waitForFunction(() => document.querySelector('kefu-chat')?.shadowRoot?.querySelector('[data-kefu-root]')?.getAttribute('dir') === 'rtl', undefined, { timeout: 5000, polling: 100 })
      .catch(() => undefined);
    const seen = await seenInFrame(frame);
    assert.deepEqual(seen.map((m) => [m.origin, m.data.type, m.data.data]), [[host.origin, 'updateUser', { locale: 'ar' }]],
      'the frame got one updateUser from the host origin');
    assert.deepEqual(await widgetRoot(frame, false), { lang: 'ar', dir: 'rtl' }, 'the widget switched to Arabic, right-to-left');
    await context.close();
  });

  it('kld_num from the widget shows on the badge and fires on("unread"); opening sends showIframe and clears it', async () => {
    const { context, page } = await openPage(browser);
    await returningVisitor(page);
    await page.goto(`${host.origin}/bridge.html`);
    const frame = await widgetFrame(page, server.origin);
    await page.waitForFunction(() => Array.from(document.querySelectorAll('#log li')).some((li) => li.textContent === 'ready'));
    await recordInFrame(frame);

    // The widget reports unread messages to its parent (spec §4 kld_num), as its bridge does.
    await frame.evaluate(([origin, ns, v]) => parent.postMessage({ ns, v, type: 'kld_num', data: { count: 4 } }, origin as string),
      [host.origin, BRIDGE_NS, BRIDGE_VERSION] as const);
    await page.waitForFunction(() => Array.from(document.querySelectorAll('#log li')).some((li) => li.textContent === 'unread:4'));
    assert.equal((await readLauncher(page))?.badge, '4');

    await page.getByRole('button', { name: 'Chat with us' }).click();
    assert.equal((await readLauncher(page))?.panelVisible, true);
    assert.equal((await readLauncher(page))?.badge, null, 'badge hidden once read');
    await frame.waitForFunction(() => (window as unknown as { __seen: string[] }).__seen.length > 0, undefined, { polling: 50 });
    const seen = await seenInFrame(frame);
    assert.deepEqual(seen.map((m) => [m.origin, m.data.type, m.data.data]), [[host.origin, 'showIframe', { show: true }]]);
    await page.waitForFunction(() => Array.from(document.querySelectorAll('#log li')).some((li) => li.textContent === 'unread:0'));
    await context.close();
  });

  it('ignores bridge messages from any other window or origin on the host side', async () => {
    const { context, page } = await openPage(browser);
    // A foreign origin's frame on the host page (an ad, say) posts a forged kld_num with '*'.
    host.page('/foreign-ad.html', `<!doctype html><script>
      parent.postMessage({ ns: '${BRIDGE_NS}', v: ${BRIDGE_VERSION}, type: 'kld_num', data: { count: 9 } }, '*');
      parent.postMessage({ ns: '${BRIDGE_NS}', v: ${BRIDGE_VERSION}, type: 'hide' }, '*');
    </script>`);
    await returningVisitor(page);
    await page.goto(`${host.origin}/bridge.html`);
    const frame = await widgetFrame(page, server.origin);
    await page.waitForFunction(() => Array.from(document.querySelectorAll('#log li')).some((li) => li.textContent === 'ready'));
    await kefu(page, 'open');
    await page.evaluate((src) => {
      const ad = document.createElement('iframe');
      ad.src = src;
      document.body.append(ad);
      return new Promise((r) => ad.addEventListener('load', r));
    }, `${host.foreignOrigin}/foreign-ad.html`);
    assert.equal((await readLauncher(page))?.panelVisible, true, 'a forged "hide" did not close the panel');
    // The host page itself (same window, host origin) posting to itself is not the widget either.
    await page.evaluate(([ns, v]) => postMessage({ ns, v, type: 'kld_num', data: { count: 7 } }, '*'), [BRIDGE_NS, BRIDGE_VERSION] as const);
    await kefu(page, 'close');
    // Then the real widget reports 2: only that one counts.
    await frame.evaluate(([origin, ns, v]) => parent.postMessage({ ns, v, type: 'kld_num', data: { count: 2 } }, origin as string),
      [host.origin, BRIDGE_NS, BRIDGE_VERSION] as const);
    await page.waitForFunction(() => Array.from(document.querySelectorAll('#log li')).some((li) => li.textContent === 'unread:2'));
    const unread = (await readLog(page)).filter((l) => l.startsWith('unread:'));
    assert.deepEqual(unread.filter((l) => l !== 'unread:0'), ['unread:2'], `forged counts were ignored: ${unread.join(',')}`);
    assert.equal((await readLauncher(page))?.badge, '2');
    await context.close();
  });

  it('the widget ignores updateUser and showIframe from a page that is not its parent origin, and posts nothing to it', async () => {
    // A foreign page frames the widget, claiming the real host's origin as parentOrigin.
    const widgetUrl = `${server.origin}/chat_online/index?channelId=demo&from=iframe&_=x1&locale=en&parentOrigin=${encodeURIComponent(host.origin)}`;
    host.page('/foreign-embed.html', `<!doctype html>${LOG_SCRIPT}<script>
      addEventListener('message', function (e) { if (e.data && e.data.ns === '${BRIDGE_NS}') log(e.data.type); });
    </script><iframe src="${widgetUrl}" style="width:400px;height:600px"></iframe>`);
    const { context, page } = await openPage(browser);
    await page.goto(`${host.foreignOrigin}/foreign-embed.html`);
    const frame = await widgetFrame(page, server.origin);
    await recordInFrame(frame);
    await page.evaluate(([kefuOrigin, ns, v]) => {
      const w = document.querySelector('iframe')!.contentWindow!;
      w.postMessage({ ns, v, type: 'updateUser', data: { locale: 'ar' } }, kefuOrigin as string);
      w.postMessage({ ns, v, type: 'showIframe', data: { show: true } }, kefuOrigin as string);
    }, [server.origin, BRIDGE_NS, BRIDGE_VERSION] as const);
    await frame.waitForFunction(() => (window as unknown as { __seen: string[] }).__seen.length >= 2, undefined, { polling: 50 });
    // The messages arrived (recorded above) — and changed nothing.
    await page.waitForTimeout(500);
    assert.deepEqual(await widgetRoot(frame, false), { lang: 'en', dir: 'ltr' }, 'the forged locale was not applied');
    assert.deepEqual(await readLog(page), [], 'the widget posted nothing to a parent that is not the named origin (never "*")');
    await context.close();
  });
});
