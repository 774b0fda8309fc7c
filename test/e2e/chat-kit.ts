/**
 * Driving the chat window the way a visitor does (issue 9 tests): by role and name, in page
 * mode (/chat_online/index), element mode (the loader's <kefu-chat>) or iframe mode. Playwright's
 * role locators pierce open shadow roots, so the same calls work in every mode.
 */
import fs from 'node:fs';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Frame, Locator, Page } from 'playwright-core';
import { openPage } from './harness';

const require = createRequire(import.meta.url);
/**
 * axe-core's source, evaluated through the DevTools protocol: a <script> tag would be refused by
 * the pages' own CSP (script-src 'self'), which the tests must keep enforced.
 */
export const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const PHONE = {
  viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true,
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
};

export interface Opened { context: BrowserContext; page: Page; errors: string[] }

/** A fresh context (a phone at 375 px, or a 1280 px desktop) and page. */
export async function openDevice(browser: Browser, device: 'phone' | 'desktop'): Promise<Opened> {
  if (device === 'desktop') return openPage(browser, { width: 1280, height: 800 });
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return { context, page, errors };
}

/** Open the chat page of `channelId` and wait for the robot's welcome. */
export async function openChat(page: Page, origin: string, query: Record<string, string> = {}): Promise<void> {
  const q = new URLSearchParams({ channelId: 'demo', locale: 'zh', ...query });
  await page.goto(`${origin}/chat_online/index?${q}`);
}

export type Target = Page | Frame;

export const log = (t: Target): Locator => t.getByRole('log');
export const articles = (t: Target, sender: RegExp): Locator => log(t).getByRole('article', { name: sender });
export const input = (t: Target): Locator => t.getByRole('textbox').first();

/** Type and send with the send button. */
export async function send(t: Target, text: string, button = '发送'): Promise<void> {
  await input(t).fill(text);
  await t.getByRole('button', { name: button, exact: true }).click();
}

/** Wait until an article from `sender` contains `text`. */
export async function seeMessage(t: Target, sender: RegExp, text: string | RegExp, timeout = 15_000): Promise<Locator> {
  const item = articles(t, sender).filter({ hasText: text }).last();
  await item.waitFor({ timeout });
  return item;
}

/** axe-core over the document (page mode) or over one frame: 0 violations. */
export async function expectNoAxeViolations(t: Target, what: string): Promise<void> {
  await t.evaluate(AXE_SOURCE);
  const result = await t.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> } }).axe;
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => `${v.id}: ${JSON.stringify(v.nodes.slice(0, 3).map((n) => n.target))}`);
  });
  assert.deepEqual(result, [], `axe violations (${what})`);
  // AXE_SHOTS=<dir>: a picture of every screen checked, named after the check (to look at them)
  const dir = process.env.AXE_SHOTS;
  if (dir && 'screenshot' in t) await t.screenshot({ path: `${dir}/${what.replace(/[^\w.-]+/g, '_').slice(0, 80)}.png`, fullPage: true });
}

/** Bound every step of a test (the node:test timeout is the outer bound). */
export const STEP = 15_000;
