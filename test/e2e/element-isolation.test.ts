/**
 * Element mode on the hostile-CSS demo page (demo-host/hostile.html, DESIGN §4): the widget
 * lives in an open shadow root, adds nothing to the host's <head>, and the host's aggressive
 * global CSS (Comic Sans, red, hot-pink dashed buttons) does not reach Kefu's controls.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { openPage, stackPerFile } from './harness';
import type { HostServer } from './harness';
import { waitForElementWidget, waitForLoader } from './launcher';

let host: HostServer;
let browser: Browser;

// the file's one stack (started before its tests, stopped after them by the harness)
stackPerFile({}, (s) => { ({ host, browser } = s); });

const HOTPINK = 'rgb(255, 105, 180)';
const HOST_RED = 'rgb(204, 0, 0)';

interface Look { fontFamily: string; color: string; background: string; borderStyle: string; letterSpacing: string }

/** What the host stylesheet would change, for an element picked by `pick` (run in the page). */
async function look(page: Page, where: 'host-button' | 'bubble' | 'widget-button' | 'widget-heading'): Promise<Look | null> {
  return page.evaluate((w) => {
    const launcher = document.querySelector('kefu-launcher')?.shadowRoot;
    const widget = launcher?.querySelector('kefu-chat')?.shadowRoot;
    const el =
      w === 'host-button' ? document.querySelector('main button')
        : w === 'bubble' ? Array.from(launcher?.children ?? []).find((e) => e.tagName === 'BUTTON')
          : w === 'widget-button' ? widget?.querySelector('button')
            : widget?.querySelector('h1, h2');
    if (!el) return null;
    const cs = getComputedStyle(el);
    return { fontFamily: cs.fontFamily, color: cs.color, background: cs.backgroundColor, borderStyle: cs.borderTopStyle, letterSpacing: cs.letterSpacing };
  }, where);
}

describe('element mode on the hostile-CSS demo page', () => {
  it('keeps the widget in an open shadow root, adds nothing to <head>, and host CSS does not leak in', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(`${host.origin}/hostile.html`);
    await waitForLoader(page);
    const headBefore = await page.evaluate(() => document.head.innerHTML);
    const sheetsBefore = await page.evaluate(() => document.styleSheets.length);

    // Control: the hostile stylesheet is active on the host's own buttons, so the checks below can fail.
    const hostButton = await look(page, 'host-button');
    assert.equal(hostButton?.background, HOTPINK);
    assert.match(hostButton?.fontFamily ?? '', /Comic Sans/);

    await page.getByRole('button', { name: 'Chat with us' }).click();
    await waitForElementWidget(page);

    const shadow = await page.evaluate(() => {
      const el = document.querySelector('kefu-launcher')?.shadowRoot?.querySelector('kefu-chat');
      return { inLauncher: !!el, mode: el?.shadowRoot?.mode ?? null, inDocument: document.querySelectorAll('kefu-chat').length };
    });
    assert.deepEqual(shadow, { inLauncher: true, mode: 'open', inDocument: 0 }, 'the element sits in the launcher\'s shadow root and has an open shadow root of its own');

    assert.equal(await page.evaluate(() => document.head.innerHTML), headBefore, 'the host <head> gained nothing');
    assert.equal(await page.evaluate(() => document.styleSheets.length), sheetsBefore, 'no stylesheet added to the document');
    assert.equal(await page.evaluate(() => document.adoptedStyleSheets.length), 0, 'no stylesheet adopted by the document');

    for (const where of ['bubble', 'widget-button', 'widget-heading'] as const) {
      const l = await look(page, where);
      assert.ok(l, `${where} found`);
      assert.doesNotMatch(l.fontFamily, /Comic Sans|cursive/, `${where}: font is Kefu's (${l.fontFamily})`);
      assert.notEqual(l.color, HOST_RED, `${where}: colour is Kefu's`);
      assert.notEqual(l.background, HOTPINK, `${where}: background is Kefu's`);
      assert.notEqual(l.borderStyle, 'dashed', `${where}: border is Kefu's`);
      assert.equal(l.letterSpacing, 'normal', `${where}: letter spacing is Kefu's`);
    }
    assert.equal((await look(page, 'bubble'))?.background, 'rgb(31, 111, 235)', 'the bubble keeps its own blue');
    assert.deepEqual(errors.filter((e) => /Uncaught|TypeError|ReferenceError/.test(e)), [], 'no script errors');
    await context.close();
  });
});
