/**
 * spec §2 routes under /chat_online/ (history mode), served by the real server: every route
 * renders its screen when given the ids it needs, a reload of a deep link works, a route
 * without its ids does not start, and without channelId no chat is started.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { Routes, ServePaths } from '../../protocol/embed';
import type { RouteName } from '../../protocol/embed';
import { ROOT, launchBrowser, openPage, startKefu } from './harness';
import type { KefuServer } from './harness';

let server: KefuServer;
let browser: Browser;

before(async () => {
  server = await startKefu();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

/** The ids each route of spec §2 reads, and the heading (English texts) its screen shows. */
const ROUTE_CASES: { [N in RouteName]: { query: Record<string, string>; heading: string } } = {
  index: { query: { channelId: 'demo' }, heading: 'chat' },
  leaveMsg: { query: { channelId: 'demo', tenantId: 'demo', userId: 'u1' }, heading: 'leaveMessage' },
  leaveMessage: { query: { channelId: 'demo', tenantId: 'demo', userId: 'u1', from: 'iframe' }, heading: 'leaveMessage' },
  question: { query: { docId: '1', userId: 'u1' }, heading: 'question' },
  workorder: { query: { woId: '1', token: 't' }, heading: 'workOrder' },
  formData: { query: { tenantId: 'demo', templateId: '1' }, heading: 'formData' },
  mobileWorkorder: { query: { woId: '1', userId: 'u1', token: 't' }, heading: 'workOrder' },
  // the gallery is in dev and test builds only: the production build serves the chat there
  gallery: { query: { channelId: 'demo' }, heading: 'chat' },
};
const EN = JSON.parse(fs.readFileSync(path.join(ROOT, 'locales/en.json'), 'utf8')) as { screen: Record<string, string> };

const routeUrl = (name: RouteName, query: Record<string, string>) =>
  `${server.origin}${ServePaths.widgetBase.slice(0, -1)}${Routes[name]}?${new URLSearchParams({ ...query, locale: 'en' })}`;

/**
 * The screen's heading (an h2) inside the page's `<kefu-chat mode="page">`. The header's h1
 * may carry the same words (the default title) until the channel's own title arrives.
 */
async function heading(page: Page, text: string): Promise<void> {
  await page.getByRole('heading', { level: 2, name: text, exact: true }).waitFor({ timeout: 15_000 });
}

describe('spec §2 routes', () => {
  for (const name of Object.keys(Routes) as RouteName[]) {
    const c = ROUTE_CASES[name];
    it(`${Routes[name]} renders its screen, and a reload of the deep link serves the same shell`, async () => {
      const url = routeUrl(name, c.query);
      const res = await fetch(url);
      assert.equal(res.status, 200);
      assert.match(res.headers.get('content-type') ?? '', /text\/html/);
      const shell = await res.text();
      assert.match(shell, /<kefu-chat mode="page">/);

      const { context, page } = await openPage(browser);
      const first = await page.goto(url);
      assert.equal(first?.status(), 200);
      const text = EN.screen[c.heading]!;
      await heading(page, text);
      assert.equal(await page.getByRole('alert').filter({ hasText: 'missing' }).count(), 0, 'no missing-parameter notice');

      const again = await page.reload();
      assert.equal(again?.status(), 200, 'a reload of the deep link is served (history-mode fallback)');
      assert.equal(await again?.text(), shell, 'the same shell');
      await heading(page, text);
      await context.close();
    });
  }

  it('a route without its ids does not start: it names what is missing', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${server.origin}/chat_online/question?locale=en`);
    await page.getByRole('alert').filter({ hasText: 'docId' }).waitFor({ timeout: 15_000 });
    await context.close();
  });
});

describe('chat start', () => {
  /** Open the chat route and list the chatStart requests it makes within a short while. */
  async function chatStarts(query: string): Promise<{ count: number; page: Page; close: () => Promise<void> }> {
    const { context, page } = await openPage(browser);
    let count = 0;
    page.on('request', (r) => { if (new URL(r.url()).pathname === '/api/chat/visitor/chatStart') count += 1; });
    await page.goto(`${server.origin}/chat_online/index?${query}`);
    await page.waitForFunction(() => document.querySelector('kefu-chat')?.shadowRoot?.querySelector('[data-kefu-root][aria-busy="false"]'), undefined, { timeout: 15_000 });
    await page.waitForTimeout(1500);
    return { count, page, close: () => context.close() };
  }

  it('without channelId no chat starts (no chatStart request)', async () => {
    const r = await chatStarts('locale=en');
    assert.equal(r.count, 0);
    await r.page.getByRole('alert').filter({ hasText: 'channelId' }).waitFor();
    await r.close();
  });

  it('with channelId the chat starts (one chatStart request) — the control for the test above', async () => {
    const r = await chatStarts('channelId=demo&locale=en');
    assert.equal(r.count, 1);
    await r.close();
  });
});
