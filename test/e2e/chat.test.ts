/**
 * The chat window against the real server (issue 9), in page mode at 1280 px, zh: welcome and
 * FAQ (paging), tips while typing, a question and its answer, a vote that survives a reload, a
 * guide button, menu types 0, 1, 3, 6 and 7, history, a network failure and its retry (stored
 * once), and axe-core on every state shown.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { attributeBecomes, stackPerFile } from './harness';
import type { KefuServer } from './harness';
import { STEP, articles, expectNoAxeViolations, input, log, openChat, openDevice, seeMessage, send } from './chat-kit';

let server: KefuServer;
let browser: Browser;

// the file's one stack (started before its tests, stopped after them by the harness)
stackPerFile({}, (s) => { ({ server, browser } = s); });

const ROBOT = /^机器人/;
const ME = /^我/;
const SYSTEM = /^系统消息/;
const T = { timeout: 90_000 };

describe('chat window: the robot conversation (page mode, desktop, zh)', () => {
  it('shows the welcome and the FAQ, pages the FAQ, and passes axe', T, async () => {
    const { context, page, errors } = await openDevice(browser, 'desktop');
    const failed: string[] = [];
    page.on('response', (r) => { if (r.status() >= 400 && !r.url().endsWith('/favicon.ico')) failed.push(`${r.status()} ${r.url()}`); });
    try {
      await openChat(page, server.origin);
      await seeMessage(page, ROBOT, '您好，我是智能客服小客');
      const faq = articles(page, ROBOT).filter({ hasText: '常见问题' });
      await faq.waitFor({ timeout: STEP });
      assert.equal(await page.getByRole('log').getAttribute('aria-label'), '在线客服', 'the log is named by the chat title');
      const tabs = faq.getByRole('tab');
      assert.deepEqual(await tabs.allTextContents(), ['订单物流', '售后服务']);
      const firstPage = await faq.getByRole('listitem').allTextContents();
      assert.equal(firstPage.length, 5, 'five per page');
      await faq.getByRole('button', { name: '换一批' }).click();
      const secondPage = await faq.getByRole('listitem').allTextContents();
      assert.notDeepEqual(secondPage, firstPage);
      await faq.getByRole('button', { name: '换一批' }).click();
      assert.deepEqual(await faq.getByRole('listitem').allTextContents(), firstPage, 'refresh wraps');
      await faq.getByRole('tab', { name: '售后服务' }).click();
      await attributeBecomes(faq.getByRole('tab', { name: '售后服务' }), 'aria-selected', 'true');
      await expectNoAxeViolations(page, 'welcome and FAQ');
      await faq.getByRole('button', { name: '如何退货？' }).click();
      await seeMessage(page, ME, '如何退货？');
      await seeMessage(page, ROBOT, /退货/);
      assert.deepEqual(errors.filter((e) => !e.startsWith('Failed to load resource')), [], 'no script errors');
      assert.deepEqual(failed, [], 'every request answered (the browser\'s own /favicon.ico aside)');
    } finally {
      await context.close();
    }
  });

  it('offers tips while typing; arrow keys and Enter pick one', T, async () => {
    const { context, page } = await openDevice(browser, 'desktop');
    try {
      await openChat(page, server.origin);
      await seeMessage(page, ROBOT, '您好');
      await input(page).pressSequentially('退款', { delay: 30 });
      const options = page.getByRole('listbox', { name: '猜您想问' }).getByRole('option');
      await options.first().waitFor({ timeout: STEP });
      assert.ok((await options.count()) >= 1);
      const first = (await options.first().textContent()) ?? '';
      assert.match(first, /退款/);
      assert.equal(await options.first().locator('mark').textContent(), '退款', 'the typed part is highlighted');
      await expectNoAxeViolations(page, 'tips open');
      await input(page).press('ArrowDown');
      await attributeBecomes(options.first(), 'aria-selected', 'true');
      await input(page).press('Enter');
      await seeMessage(page, ME, first);
      await seeMessage(page, ROBOT, /退款/);
      // blank input asks nothing
      let tipCalls = 0;
      page.on('request', (r) => { if (r.url().endsWith('/robotTips')) tipCalls += 1; });
      await input(page).fill('   ');
      await page.waitForTimeout(900);
      assert.equal(tipCalls, 0, 'no robotTips for whitespace');
    } finally {
      await context.close();
    }
  });

  it('sends a question, shows the answer, votes once, and the vote survives a reload', T, async () => {
    const { context, page } = await openDevice(browser, 'desktop');
    try {
      await openChat(page, server.origin);
      await seeMessage(page, ROBOT, '您好');
      await send(page, '  怎么查看物流信息？  ');
      await seeMessage(page, ME, '怎么查看物流信息？');
      const answer = await seeMessage(page, ROBOT, '查看物流');
      const useful = answer.getByRole('button', { name: '有帮助' });
      await useful.click();
      await answer.getByText('感谢您的反馈').waitFor({ timeout: STEP });
      assert.equal(await answer.getByRole('button', { name: '有帮助' }).count(), 0, 'the vote buttons are gone');
      await page.reload();
      const restored = await seeMessage(page, ROBOT, '查看物流');
      await restored.getByText('感谢您的反馈').waitFor({ timeout: STEP });
      assert.equal(await restored.getByRole('button', { name: '有帮助' }).count(), 0, 'after a reload too');
      assert.equal(await articles(page, ME).filter({ hasText: '怎么查看物流信息？' }).count(), 1);
    } finally {
      await context.close();
    }
  });

  it('walks a guide: a guide button answers with the next step', T, async () => {
    const { context, page } = await openDevice(browser, 'desktop');
    try {
      await openChat(page, server.origin);
      await seeMessage(page, ROBOT, '您好');
      const faq = articles(page, ROBOT).filter({ hasText: '常见问题' });
      await faq.getByRole('tab', { name: '售后服务' }).click({ timeout: STEP });
      await faq.getByRole('button', { name: '换一批' }).click();
      await faq.getByRole('button', { name: '退货流程' }).click();
      const guide = await seeMessage(page, ROBOT, '请选择售后类型');
      await guide.getByRole('button', { name: '退货退款' }).click();
      await seeMessage(page, ME, '退货退款');
      await seeMessage(page, ROBOT, '寄回商品并填写快递单号');
      await attributeBecomes(guide.getByRole('button', { name: '退货退款' }), 'aria-pressed', 'true');
    } finally {
      await context.close();
    }
  });

  it('menu types 0 (preset text), 7 (local answer), 6 (link), 1 (transfer: the server\'s own answer) and 3 (end)', T, async () => {
    const { context, page } = await openDevice(browser, 'desktop');
    try {
      await openChat(page, server.origin);
      await seeMessage(page, ROBOT, '您好');
      const menu = page.getByRole('navigation', { name: '快捷菜单' });
      await menu.getByRole('button', { name: '发货时间' }).click();
      await seeMessage(page, ME, '下单后多久发货？');
      await seeMessage(page, ROBOT, /发货/);

      await menu.getByRole('button', { name: '营业时间' }).click();
      await seeMessage(page, ME, '营业时间');
      await seeMessage(page, ROBOT, '周一至周六 9:00–18:00');

      // the link's site is outside this machine's network: the test answers for it
      await context.route('https://example.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>help</title>' }));
      const popup = context.waitForEvent('page', { timeout: STEP });
      await menu.getByRole('button', { name: '帮助中心' }).click();
      const opened = await popup;
      assert.equal(opened.url(), 'https://example.com/help');
      assert.equal(await opened.evaluate(() => window.opener), null, 'opened without an opener');
      await opened.close();

      await menu.getByRole('button', { name: '结束会话' }).click();
      const confirm = page.getByRole('alertdialog', { name: '结束会话' });
      await confirm.waitFor({ timeout: STEP });
      await expectNoAxeViolations(page, 'end confirmation');
      await confirm.getByRole('button', { name: '结束' }).click();
      await seeMessage(page, SYSTEM, '会话已结束');
      const again = page.getByRole('button', { name: '重新咨询' });
      await again.waitFor({ timeout: STEP });
      assert.equal(await input(page).count(), 0, 'no input once ended');
      await expectNoAxeViolations(page, 'chat ended');

      // type 1, in a fresh chat: the demo channel has two groups, so the chooser opens; then the
      // server's own answer is shown. No agent is signed in here, so it is "no agent online" (1).
      await again.click();
      await seeMessage(page, ROBOT, '您好');
      const transfer = page.waitForResponse((r) => r.url().endsWith('/transferAgent'), { timeout: STEP });
      await menu.getByRole('button', { name: '转人工' }).click();
      const chooser = page.getByRole('dialog', { name: '请选择咨询的业务' });
      await chooser.waitFor({ timeout: STEP });
      await expectNoAxeViolations(page, 'group chooser');
      await chooser.getByRole('button', { name: '售前咨询' }).click();
      const res = await transfer;
      const body = (await res.json()) as { code?: number; msg?: string; data?: { status?: number } };
      assert.equal(body.code, 200, 'the reference server answers transferAgent');
      assert.equal(body.data?.status, 1, 'no agent is online in this test');
      // the demo channel has leave messages on (leaveMsgMode 1): the widget goes there
      await page.getByRole('heading', { name: '留言' }).waitFor({ timeout: STEP });
    } finally {
      await context.close();
    }
  });

  it('loads history from an earlier chat, keeps the list in place, and says when there is no more', T, async () => {
    const { context, page } = await openDevice(browser, 'desktop');
    try {
      await openChat(page, server.origin);
      await seeMessage(page, ROBOT, '您好');
      await send(page, '怎么开发票？');
      await seeMessage(page, ROBOT, /发票/);
      await page.getByRole('button', { name: '结束会话' }).first().click();
      await page.getByRole('alertdialog').getByRole('button', { name: '结束' }).click();
      await page.getByRole('button', { name: '重新咨询' }).click();
      await seeMessage(page, ROBOT, '您好');
      assert.equal(await articles(page, ME).filter({ hasText: '怎么开发票？' }).count(), 0, 'a new chat starts empty');
      await log(page).getByRole('button', { name: '查看更多历史消息' }).click();
      await seeMessage(page, ME, '怎么开发票？');
      await log(page).getByText('没有更多历史消息了').waitFor({ timeout: STEP });
    } finally {
      await context.close();
    }
  });

  it('a send that fails on the network shows a retry; the retry is stored once', T, async () => {
    const { context, page } = await openDevice(browser, 'desktop');
    try {
      await openChat(page, server.origin);
      await seeMessage(page, ROBOT, '您好');
      await page.route('**/api/chat/visitor/robotAsk', (route) => route.abort('internetdisconnected'));
      await send(page, '优惠券怎么使用？');
      const mine = await seeMessage(page, ME, '优惠券怎么使用？');
      await mine.getByRole('img', { name: '发送失败' }).waitFor({ timeout: STEP });
      await page.getByRole('alert').filter({ hasText: '网络连接异常' }).waitFor({ timeout: STEP });
      await page.unroute('**/api/chat/visitor/robotAsk');
      await mine.getByRole('button', { name: '重试' }).click();
      await seeMessage(page, ROBOT, /优惠券/);
      assert.equal(await mine.getByRole('img', { name: '发送失败' }).count(), 0);
      await page.reload();
      await seeMessage(page, ROBOT, /优惠券/);
      assert.equal(await articles(page, ME).filter({ hasText: '优惠券怎么使用？' }).count(), 1, 'stored once');
    } finally {
      await context.close();
    }
  });

  it('offline before the sending code has loaded: the visitor is told, the text stays, and a later send goes', T, async () => {
    const { context, page } = await openDevice(browser, 'desktop');
    try {
      // the actions chunk loads after the first screen; here the network is gone before it came
      await page.route('**/assets/actions-*.js', (route) => route.abort('internetdisconnected'));
      await openChat(page, server.origin);
      await seeMessage(page, ROBOT, '您好');
      await send(page, '怎么查看物流信息？');
      await page.getByRole('alert').filter({ hasText: '网络连接异常' }).waitFor({ timeout: STEP });
      assert.equal(await input(page).inputValue(), '怎么查看物流信息？', 'the text stays in the input');
      assert.equal(await articles(page, ME).count(), 0, 'nothing was sent');
      await page.unroute('**/assets/actions-*.js');
      await page.getByRole('button', { name: '发送', exact: true }).click();
      await seeMessage(page, ME, '怎么查看物流信息？');
      await seeMessage(page, ROBOT, '查看物流');
    } finally {
      await context.close();
    }
  });

  it('a text with a forbidden word is not sent and the visitor is told which word', T, async () => {
    const { context, page } = await openDevice(browser, 'desktop');
    try {
      await openChat(page, server.origin);
      await seeMessage(page, ROBOT, '您好');
      await send(page, '你们是不是 scam');
      await page.getByRole('alert').filter({ hasText: 'scam' }).waitFor({ timeout: STEP });
      assert.equal(await input(page).inputValue(), '你们是不是 scam', 'the text stays in the input');
      assert.equal(await articles(page, ME).count(), 0, 'nothing sent');
    } finally {
      await context.close();
    }
  });
});

/** What the browser reports when the tab goes to the background / comes back (a script string: tsx would wrap a function). */
const visibility = (state: 'hidden' | 'visible') =>
  `Object.defineProperty(document, 'visibilityState', { configurable: true, get() { return '${state}'; } }); document.dispatchEvent(new Event('visibilitychange'));`;

describe('chat window: the title and the host', () => {
  it('blinks the title while the tab is hidden and resets it when visible', T, async () => {
    const { context, page } = await openDevice(browser, 'desktop');
    try {
      await openChat(page, server.origin);
      await seeMessage(page, ROBOT, '您好');
      const title = await page.title();
      // the tab goes to the background (the visibility a browser reports for a hidden tab)
      await page.evaluate(visibility('hidden'));
      await send(page, '怎么注销账号？');
      await page.waitForFunction(() => document.title.includes('【新消息】'), undefined, { timeout: STEP });
      await page.waitForFunction((t) => document.title === t, title, { timeout: STEP });
      await page.waitForFunction(() => document.title.includes('【新消息】'), undefined, { timeout: STEP });
      await page.evaluate(visibility('visible'));
      assert.equal(await page.title(), title);
      await page.waitForTimeout(1500);
      assert.equal(await page.title(), title, 'no more blinking');
    } finally {
      await context.close();
    }
  });
});

