/**
 * The channel screen's preview and install panels (docs/desk.md "Preview", "Install") in
 * Chromium against the real server: an unsaved title and title-bar colour show in the real
 * widget framed beside the form, and nothing is saved; the robot answers a knowledge-base
 * question inside the frame; the phone size turns the same frame (not reloaded) into the phone
 * layout, and the language select reloads it in English. The Install panel copies
 * docs/embedding.md's snippet for the channel to the clipboard, saves the allowed origins (the
 * widget page's frame-ancestors follow, and a bad origin is refused by name), and "Check my
 * site" explains why a page on this machine cannot be checked. axe at 1280 px, 375 px and in ar.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Frame, Page } from 'playwright-core';
import { Endpoints } from '../../protocol';
import { ROOT, openPage, stackPerFile } from './harness';
import { expectNoAxe, postJson, signInDesk, STEP, T } from './desk-kit';
import { expectNoAxeViolations, seeMessage, send } from './chat-kit';

const stack = stackPerFile();
const ROBOT = /^机器人/;
const ME = /^我/;

/** The Channels tab with the demo channel open, at the given desk locale. */
async function openChannel(page: Page, locale = 'en'): Promise<void> {
  await signInDesk(page, stack().server.origin, 'admin');
  await page.goto(`${stack().server.origin}/desk/?locale=${locale}#/admin/channels`);
  // in ar the English fallback texts carry directional isolates (desk/i18n/direction.ts)
  const pick = page.getByRole('combobox', { name: /^\W*Channel\W*$/ });
  await pick.waitFor({ timeout: STEP });
  await pick.selectOption('demo');
  await page.getByRole('region', { name: 'Preview' }).waitFor({ timeout: STEP });
}

/** The preview frame's page (the same Frame across the reloads inside it). */
async function previewFrame(page: Page): Promise<Frame> {
  const el = page.getByTitle('Preview of channel demo');
  await el.waitFor({ timeout: STEP });
  const frame = await (await el.elementHandle())!.contentFrame();
  assert.ok(frame, 'the preview frame has a page');
  return frame;
}

/** Until the preview says it is no longer updating. */
async function previewSettled(page: Page): Promise<void> {
  const region = page.getByRole('region', { name: 'Preview' });
  await region.locator('[aria-busy="false"]').waitFor({ timeout: STEP });
}

/** docs/embedding.md's snippet, with this server and the channel. */
function documentedSnippet(origin: string, channelId: string): string {
  const doc = fs.readFileSync(path.join(ROOT, 'docs/embedding.md'), 'utf8');
  const block = /## The snippet[\s\S]*?```html\n([\s\S]*?)```/.exec(doc)?.[1]?.trim();
  assert.ok(block, 'docs/embedding.md shows the snippet');
  return block.replace('https://KEFU-HOST', origin).replace('data-channel-id="demo"', `data-channel-id="${channelId}"`);
}

describe('agent desk: channel preview and install', () => {
  it('the preview shows unsaved changes and the robot answers in it; phone and language switches; nothing is saved', T, async () => {
    const { context, page, errors } = await openPage(stack().browser);
    try {
      await openChannel(page);
      const frame = await previewFrame(page);
      const header = frame.locator('header').first();
      await header.getByText('在线客服').waitFor({ timeout: STEP });
      await previewSettled(page);

      // unsaved: a new window title and title-bar colour
      await page.getByRole('textbox', { name: 'Window title', exact: true }).fill('预览商店');
      await page.getByRole('textbox', { name: 'Title bar colour', exact: true }).fill('#0f766e');
      await header.getByText('预览商店').waitFor({ timeout: STEP });
      await frame.waitForFunction(() => {
        const root = document.querySelector('kefu-chat')?.shadowRoot ?? document;
        const h = root.querySelector('header');
        return !!h && getComputedStyle(h).backgroundColor === 'rgb(15, 118, 110)';
      }, undefined, { timeout: STEP });
      const saved = await postJson<{ titleDesc: string; navigationBarColor: string }>(stack().server.origin, Endpoints.channelInfo.path, { channelId: 'demo', locale: 'zh' });
      assert.equal(saved.data.titleDesc, '在线客服', 'visitors still get the saved title');

      // the robot answers from the tenant's knowledge base, inside the frame
      await previewSettled(page);
      await send(frame, '如何退货？');
      await seeMessage(frame, ME, '如何退货？');
      await seeMessage(frame, ROBOT, /退货/);

      // phone: the same page (not reloaded) in the phone layout
      await frame.evaluate(() => { (window as unknown as { kept: number }).kept = 1; });
      const device = page.getByRole('group', { name: 'Device' });
      await device.getByRole('button', { name: 'Phone' }).click();
      assert.equal(await device.getByRole('button', { name: 'Phone' }).getAttribute('aria-pressed'), 'true');
      await frame.locator('[data-kefu-root][data-layout="mobile"]').waitFor({ timeout: STEP });
      assert.equal(await frame.evaluate(() => (window as unknown as { kept?: number }).kept), 1, 'the frame was resized, not reloaded');
      const box = await page.getByTitle('Preview of channel demo').boundingBox();
      assert.ok(box && box.width <= 376 && box.height <= 741, `a phone-sized frame (${JSON.stringify(box)})`);
      await device.getByRole('button', { name: 'Desktop' }).click();
      await frame.locator('[data-kefu-root][data-layout="desktop"]').waitFor({ timeout: STEP });

      // the language: English texts of the widget and of the channel
      await page.getByRole('region', { name: 'Preview' }).getByLabel('Language').selectOption('en');
      await frame.getByRole('button', { name: 'Send', exact: true }).waitFor({ timeout: STEP });
      await header.getByText('Online support').waitFor({ timeout: STEP });
      await previewSettled(page);
      await expectNoAxe(page, 'channel screen with the preview');
      await expectNoAxeViolations(frame, 'the widget in the preview frame');
      assert.deepEqual(errors.filter((e) => !/favicon/.test(e)), []);
    } finally {
      await context.close();
    }
  });

  it('Install: Copy puts the documented snippet on the clipboard; allowed origins are saved and framing follows; Check my site explains a local page', T, async () => {
    const { context, page } = await openPage(stack().browser);
    const origin = stack().server.origin;
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
      await openChannel(page);
      const install = page.getByRole('region', { name: 'Install on your site' });
      await install.waitFor({ timeout: STEP });
      const code = install.getByRole('textbox', { name: 'Embed code' });
      const snippet = documentedSnippet(origin, 'demo');
      assert.equal(await code.inputValue(), snippet);
      await install.getByRole('button', { name: 'Copy' }).click();
      await install.getByRole('status').filter({ hasText: 'Copied.' }).waitFor({ timeout: STEP });
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), snippet);

      // allowed origins: a bad one is refused naming it, a good one decides who may frame the page
      const origins = install.getByRole('textbox', { name: 'Allowed origins' });
      await origins.fill('https://shop.example.com/cart');
      await install.getByRole('button', { name: 'Save allowed sites' }).click();
      await install.getByRole('alert').filter({ hasText: 'allowedOrigins[0]: must be an origin' }).waitFor({ timeout: STEP });
      assert.equal(await origins.getAttribute('aria-invalid'), 'true');
      await origins.fill('https://shop.example.com');
      await install.getByRole('button', { name: 'Save allowed sites' }).click();
      await install.getByRole('status').filter({ hasText: 'Saved.' }).waitFor({ timeout: STEP });
      const res = await fetch(`${origin}/chat_online/index?channelId=demo`, { signal: AbortSignal.timeout(STEP) });
      assert.match(res.headers.get('content-security-policy') ?? '', /frame-ancestors 'self' https:\/\/shop\.example\.com(;|$)/);
      // the desk is 'self': the preview still shows
      const frame = await previewFrame(page);
      await frame.locator('header').first().getByText('在线客服').waitFor({ timeout: STEP });

      // check my site: a page on this machine is refused by the address rules, in plain words
      stack().host.page('/shop-with-chat.html', `<!doctype html><title>Shop</title>${snippet}`);
      await install.getByLabel('Address of a page of your site').fill(`${stack().host.origin}/shop-with-chat.html`);
      await install.getByRole('button', { name: 'Check', exact: true }).click();
      await install.getByText('Could not check the page: the address is on a private or local network').waitFor({ timeout: STEP });
      await expectNoAxe(page, 'install panel with a check result');

      await origins.fill('');
      await install.getByRole('button', { name: 'Save allowed sites' }).click();
      await install.getByRole('status').filter({ hasText: 'Saved.' }).waitFor({ timeout: STEP });
    } finally {
      await context.close();
    }
  });

  for (const [name, viewport, locale] of [['375 px', { width: 375, height: 740 }, 'en'], ['ar', { width: 1280, height: 800 }, 'ar']] as const) {
    it(`axe and no sideways scrolling: ${name}`, T, async () => {
      const { context, page } = await openPage(stack().browser, viewport);
      try {
        await openChannel(page, locale);
        await previewFrame(page);
        await previewSettled(page);
        await page.getByRole('region', { name: 'Install on your site' }).scrollIntoViewIfNeeded();
        await expectNoAxe(page, `channel preview and install, ${name}`);
        const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        assert.ok(wide <= 0, `no horizontal scrolling (${wide} px too wide)`);
      } finally {
        await context.close();
      }
    });
  }
});
