/**
 * The desk's Conversations area end to end (real server, Chromium): conversations made over the
 * visitor API — one long closed chat with a Chinese and an English sentence deep inside it, one
 * open chat — are found by searching a 2-character Chinese word and an English phrase in another
 * case; the hit is marked in the list and the conversation opens at that message; the views and
 * the status filter list exactly what they should; everything by keyboard; no axe violations at
 * 1280 px, at 375 px and in ar. And browser notifications: asked for only from the Alerts control,
 * shown while the tab is hidden (a new chat, a visitor's message), not while it is visible.
 * CONV_SHOTS=<dir> saves screenshots.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { Endpoints, MsgType } from '../../protocol';
import { openPage, stackPerFile } from './harness';
import type { KefuServer } from './harness';
import { deskCall, deskSignIn, expectNoAxe, goOnline, signInDesk, startApiVisitor, STEP, T, visitorCall } from './desk-kit';
import type { ApiVisitor } from './desk-kit';
import { agentOnline } from './human-kit';
import type { Agent } from './human-kit';

let server: KefuServer;
let browser: Browser;
// sixty messages in a row from one visitor: room beyond the default send rate
stackPerFile({ KEFU_RATE_SEND: '1000/1m' }, (s) => { ({ server, browser } = s); });

const SHOTS = process.env.CONV_SHOTS;
const shot = async (page: Page, name: string) => { if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false }); };

const ZH = '我上周买的耳机坏了，想申请退款可以吗';
const EN = 'The parcel arrived damaged and the box was open';

async function withAgent(v: ApiVisitor): Promise<void> {
  const r = await visitorCall<{ status: number }>(v, Endpoints.transferAgent.path, { adminId: 'agent1' });
  assert.equal(r.data.status, 2, `connected to agent1: ${JSON.stringify(r.data)}`);
}
async function say(v: ApiVisitor, text: string): Promise<void> {
  const r = await visitorCall(v, Endpoints.sendMsg.path, { msgContent: text, msgType: MsgType.text });
  assert.equal(r.status, 200, r.msg);
}

/** Two conversations of agent1: a long closed one (the sentences at messages 25 and 40) and an open one. */
async function seed(): Promise<{ closed: string; open: string; online: Agent }> {
  // agent1's socket keeps it present while the conversations are made (closed by the test)
  const online = await agentOnline(server.origin, 'agent1');
  const long = await startApiVisitor(server.origin, { channelId: 'demo', userName: 'Lin Wei', locale: 'zh-CN' });
  await withAgent(long);
  for (let i = 1; i <= 60; i += 1) await say(long, i === 25 ? ZH : i === 40 ? EN : `消息 ${i}: 还有别的问题 message ${i}`);
  const agent = await deskSignIn(server.origin, 'agent1');
  const chats = (await deskCall<{ chats: { sessionId: string; userId: string }[] }>(server.origin, agent, 'chats/list')).data.chats;
  const closed = chats.find((c) => c.userId === long.userId)!.sessionId;
  assert.equal((await deskCall(server.origin, agent, 'chat/close', { sessionId: closed })).status, 200);

  const other = await startApiVisitor(server.origin, { channelId: 'demo', userName: 'Sam Carter', locale: 'en' });
  await withAgent(other);
  await say(other, 'Is the shop open on Sunday?');
  const now = (await deskCall<{ chats: { sessionId: string; userId: string }[] }>(server.origin, agent, 'chats/list')).data.chats;
  return { closed, open: now.find((c) => c.userId === other.userId)!.sessionId, online };
}

const list = (page: Page) => page.getByRole('list', { name: /^(Conversations|Search results), newest first$/ });

async function search(page: Page, text: string): Promise<void> {
  const box = page.getByRole('searchbox', { name: 'Search messages and visitors' });
  await box.focus();
  await box.fill(text);
  await page.keyboard.press('Enter');
  await page.getByRole('list', { name: 'Search results, newest first' }).waitFor({ timeout: STEP });
}

describe('desk: conversations', () => {
  it('search finds a 2-character Chinese word and an English phrase deep in a closed chat, marks them and opens the chat at that message; views; keyboard only; 1280/375 px and ar', T, async () => {
    const { closed, open, online } = await seed();
    const { context, page, errors } = await openPage(browser);
    try {
      await signInDesk(page, server.origin, 'agent1');
      // by keyboard: the navigation's link
      await page.getByRole('link', { name: 'Conversations' }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Conversations', level: 2 }).waitFor({ timeout: STEP });
      await list(page).getByRole('link', { name: /Lin Wei/ }).waitFor({ timeout: STEP });
      await list(page).getByRole('link', { name: /Sam Carter/ }).waitFor({ timeout: STEP });

      // the views: closed lists only the closed chat, mine only the open one
      // (each view's answer replaces the list: wait for the row that must go, then for the one that stays)
      await page.getByRole('button', { name: 'Closed', exact: true }).click();
      await list(page).getByRole('link', { name: /Sam Carter/ }).waitFor({ state: 'detached', timeout: STEP });
      await list(page).getByRole('link', { name: /Lin Wei/ }).waitFor({ timeout: STEP });
      assert.equal(await page.getByRole('button', { name: 'Closed', exact: true }).getAttribute('aria-pressed'), 'true');
      await page.getByRole('button', { name: 'Mine', exact: true }).click();
      await list(page).getByRole('link', { name: /Lin Wei/ }).waitFor({ state: 'detached', timeout: STEP });
      await list(page).getByRole('link', { name: /Sam Carter/ }).waitFor({ timeout: STEP });
      await page.getByRole('button', { name: 'All', exact: true }).click();

      // a 2-character Chinese word inside message 25 of 60
      await search(page, '退款');
      const results = page.getByRole('list', { name: 'Search results, newest first' });
      assert.equal(await results.getByRole('listitem').count(), 1, 'one conversation says 退款');
      assert.equal(await results.locator('mark').first().textContent(), '退款', 'the match is marked');
      await page.getByRole('status').filter({ hasText: '1 conversation matches.' }).waitFor({ timeout: STEP });
      await shot(page, 'search-zh-1280');
      // open it by keyboard: the row's link
      await results.getByRole('link', { name: /Lin Wei/ }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Conversation with Lin Wei' }).waitFor({ timeout: STEP });
      const focused = page.locator('[role="log"] li[data-focus="true"]');
      await focused.waitFor({ timeout: STEP });
      assert.match((await focused.textContent()) ?? '', /申请退款/, 'opened at the message that matched');
      const inView = await focused.evaluate((li) => {
        const log = li.closest('[role="log"]')!.getBoundingClientRect();
        const r = li.getBoundingClientRect();
        return r.top >= log.top - 1 && r.bottom <= log.bottom + 1;
      });
      assert.equal(inView, true, 'the matching message is scrolled into view');
      assert.match(page.url(), new RegExp(`#/conversations/${encodeURIComponent(closed)}(%40|@)\\d+$`));
      await expectNoAxe(page, 'conversations, search result open, 1280');

      // an English phrase in another case
      await search(page, 'ARRIVED DAMAGED');
      const marks = await page.getByRole('list', { name: 'Search results, newest first' }).locator('mark').allTextContents();
      assert.deepEqual(marks.map((m) => m.toLowerCase()), ['arrived damaged']);

      // nothing matches: said so, with the words searched
      await search(page, 'zzqx-nothing').catch(() => undefined);
      await page.getByText('Nothing matches “zzqx-nothing”.').waitFor({ timeout: STEP });

      // the status filter, in the Filters disclosure
      await page.getByRole('button', { name: 'Clear search and filters' }).click();
      await page.locator('summary', { hasText: 'Filters' }).click();
      await page.getByLabel('Conversation status').selectOption('manual');
      await list(page).getByRole('link', { name: /Lin Wei/ }).waitFor({ state: 'detached', timeout: STEP });
      await list(page).getByRole('link', { name: /Sam Carter/ }).waitFor({ timeout: STEP });
      assert.ok(open);
      await page.getByRole('button', { name: 'Clear search and filters' }).click();

      // phone: the list, then the conversation alone with a way back
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(`${server.origin}/desk/?locale=en#/conversations`);
      await list(page).waitFor({ timeout: STEP });
      await expectNoAxe(page, 'conversations, 375');
      await shot(page, 'list-375');
      await list(page).getByRole('link', { name: /Lin Wei/ }).click();
      await page.getByRole('heading', { name: 'Conversation with Lin Wei' }).waitFor({ timeout: STEP });
      await page.getByRole('link', { name: 'Back to conversations' }).waitFor({ timeout: STEP });
      assert.equal(await list(page).isVisible(), false, 'one column: the list is hidden while a conversation is open');
      await shot(page, 'detail-375');

      // ar: right to left, still no violations
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${server.origin}/desk/?locale=ar#/conversations/${encodeURIComponent(closed)}`);
      await page.waitForFunction(() => document.documentElement.dir === 'rtl', undefined, { timeout: STEP });
      await page.locator('[role="log"] li').first().waitFor({ timeout: STEP });
      await expectNoAxe(page, 'conversations, ar');
      await shot(page, 'detail-ar-1280');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
      await online.socket.close();
    }
  });

  it('browser notifications: asked for from the Alerts control only; shown while the tab is hidden, not while it is visible', T, async () => {
    const { context, page, errors } = await openPage(browser);
    try {
      await context.grantPermissions(['notifications'], { origin: server.origin });
      // what the page's Notification constructor is given, and a tab we can hide: headless
      // Chromium's page is always visible, so its visibility is driven from the test
      // (a string: the test runner's transform would give a function here helpers the page lacks)
      await page.addInitScript(`
        window.__notes = []; window.__hidden = false; window.__asked = 0;
        const Real = window.Notification;
        function Seen(title, opts) {
          const n = new Real(title, opts);
          window.__notes.push({ title, body: (opts && opts.body) || '', tag: (opts && opts.tag) || '' });
          return n;
        }
        Object.defineProperty(Seen, 'permission', { get: () => Real.permission });
        Seen.requestPermission = (...args) => { window.__asked += 1; return Real.requestPermission(...args); };
        Object.defineProperty(window, 'Notification', { value: Seen, configurable: true, writable: true });
        Object.defineProperty(document, 'visibilityState', { get: () => (window.__hidden ? 'hidden' : 'visible'), configurable: true });
        Object.defineProperty(document, 'hidden', { get: () => window.__hidden, configurable: true });
      `);
      await signInDesk(page, server.origin, 'agent2');
      await goOnline(page);
      const alerts = page.getByRole('button', { name: 'Alerts' });
      assert.equal(await alerts.getAttribute('aria-pressed'), 'false', 'off until the agent turns it on');
      assert.equal(await page.evaluate(() => (window as unknown as { __asked: number }).__asked), 0, 'permission is never asked for on load');
      await alerts.click();
      await page.waitForFunction(() => [...document.querySelectorAll('button[aria-pressed="true"]')].some((b) => b.textContent === 'Alerts'), undefined, { timeout: STEP });

      // visible: a new chat chimes but shows no notification
      const seen = await startApiVisitor(server.origin, { channelId: 'demo', userName: 'Visible Vera', locale: 'en' });
      const r1 = await visitorCall<{ status: number }>(seen, Endpoints.transferAgent.path, { adminId: 'agent2' });
      assert.equal(r1.data.status, 2);
      await page.getByRole('link', { name: /Visible Vera/ }).waitFor({ timeout: STEP });
      assert.equal(await page.evaluate(() => (window as unknown as { __notes: unknown[] }).__notes.length), 0, 'nothing while the tab is visible');

      // hidden: a new chat and a message each show one
      await page.evaluate(() => { (window as unknown as { __hidden: boolean }).__hidden = true; document.dispatchEvent(new Event('visibilitychange')); });
      const hid = await startApiVisitor(server.origin, { channelId: 'demo', userName: 'Hidden Hana', locale: 'en' });
      const r2 = await visitorCall<{ status: number }>(hid, Endpoints.transferAgent.path, { adminId: 'agent2' });
      assert.equal(r2.data.status, 2);
      await say(hid, 'Are you there?');
      await page.waitForFunction(() => (window as unknown as { __notes: unknown[] }).__notes.length >= 2, undefined, { timeout: STEP });
      const notes = await page.evaluate(() => (window as unknown as { __notes: { title: string; body: string }[] }).__notes);
      assert.deepEqual(notes.map((n) => n.title), ['New chat with Hidden Hana', 'Hidden Hana wrote']);
      assert.equal(notes[1]!.body, 'Are you there?');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});
