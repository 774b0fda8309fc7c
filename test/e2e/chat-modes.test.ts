/**
 * The main flow of the chat window where it really runs (issue 9): embedded by the loader on a
 * host page of another origin, in element mode and iframe mode, on a 375 px phone and a 1280 px
 * desktop, and in Arabic (right to left); the unread count reaching the host (kld_num /
 * KefuChat.on('unread')); the pre-chat form of channel `form` with its phone check.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Frame, Page } from 'playwright-core';
import { STUB, hostPage, loaderTag, stackPerFile } from './harness';
import type { HostServer, KefuServer } from './harness';
import { LOG_SCRIPT, readLog, waitForElementWidget, waitForLoader, widgetFrame } from './launcher';
import { AXE_SOURCE, STEP, articles, expectNoAxeViolations, input, openChat, openDevice, seeMessage, send } from './chat-kit';
import type { Target } from './chat-kit';

let server: KefuServer;
let host: HostServer;
let browser: Browser;

// the file's one stack (started before its tests, stopped after them by the harness)
stackPerFile({}, (s) => { ({ server, host, browser } = s); });

const T = { timeout: 90_000 };

/** A host page as a mobile site writes it: with a viewport meta (else phones lay it out 980 px wide). */
const phoneReady = (html: string) => html.replace('<meta charset="utf-8">', '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">');

const TEXTS = {
  zh: { bubble: '在线客服', robot: /^机器人/, me: /^我/, hello: '您好', ask: '怎么查看物流信息？', answer: '查看物流', send: '发送', useful: '有帮助', thanks: '感谢您的反馈', faq: '常见问题' },
  ar: { bubble: /.+/, robot: /^الروبوت/, me: /^أنت/, hello: 'مرحبًا', ask: 'How do I track my order?', answer: 'My orders', send: 'إرسال', useful: 'مفيد', thanks: 'شكرًا على ملاحظاتك', faq: 'الأسئلة الشائعة' },
} as const;

/** Open the widget from the bubble and return where it renders (the page, or the iframe). */
async function openWidget(page: Page, mode: 'element' | 'iframe'): Promise<Target> {
  await waitForLoader(page);
  await page.evaluate(() => (window as unknown as { KefuChat: { open(): void } }).KefuChat.open());
  if (mode === 'element') {
    await waitForElementWidget(page);
    return page;
  }
  return widgetFrame(page, server.origin);
}

async function mainFlow(t: Target, lang: keyof typeof TEXTS): Promise<void> {
  const x = TEXTS[lang];
  // the ar channel texts are not translated: the robot speaks the channel's zh, the widget's own texts are Arabic
  await seeMessage(t, x.robot, lang === 'zh' ? x.hello : /./);
  await articles(t, x.robot).filter({ hasText: x.faq }).waitFor({ timeout: STEP });
  await send(t, x.ask, x.send);
  await seeMessage(t, x.me, x.ask);
  const answer = await seeMessage(t, x.robot, lang === 'zh' ? x.answer : /track|My orders|订单/);
  await answer.getByRole('button', { name: x.useful, exact: true }).click();
  await answer.getByText(x.thanks).waitFor({ timeout: STEP });
}

for (const mode of ['element', 'iframe'] as const) {
  for (const device of ['phone', 'desktop'] as const) {
    for (const lang of ['zh', 'ar'] as const) {
      it(`${mode} mode, ${device}, ${lang}: welcome, FAQ, a question, its answer, a vote; 0 axe violations`, T, async () => {
        const pagePath = `/${mode}-${device}-${lang}.html`;
        host.page(pagePath, phoneReady(hostPage('<main><h1>Shop</h1></main>', STUB, loaderTag(server.origin, { mode, locale: lang }))));
        const { context, page, errors } = await openDevice(browser, device);
        try {
          await page.goto(`${host.origin}${pagePath}`);
          const t = await openWidget(page, mode);
          await mainFlow(t, lang);
          const dir = await input(t).evaluate((el) => getComputedStyle(el).direction);
          assert.equal(dir, lang === 'ar' ? 'rtl' : 'ltr');
          // the panel fills a phone; on desktop it is the loader's 380 px panel
          const box = await input(t).boundingBox();
          assert.ok(box && box.width > 100 && box.x >= 0 && box.x + box.width <= (device === 'phone' ? 375 : 1280), `input on screen: ${JSON.stringify(box)}`);
          if (mode === 'iframe') await expectNoAxeViolations(t as Frame, `${mode} ${device} ${lang}`);
          else await axeOnElement(page, `${mode} ${device} ${lang}`);
          assert.deepEqual(errors, []);
        } finally {
          await context.close();
        }
      });
    }
  }
}

/** axe-core on the widget inside the launcher's shadow root only (the host page is not ours). */
async function axeOnElement(page: Page, what: string): Promise<void> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: unknown, o: unknown): Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> } }).axe;
    const r = await axe.run({ include: [['kefu-launcher', 'kefu-chat']] }, { resultTypes: ['violations'] });
    return r.violations.map((v) => `${v.id}: ${JSON.stringify(v.nodes.slice(0, 3).map((n) => n.target))}`);
  });
  assert.deepEqual(violations, [], `axe violations (${what})`);
}

for (const mode of ['element', 'iframe'] as const) {
  it(`${mode} mode: an answer that arrives while the widget is closed counts as unread on the host`, T, async () => {
    const pagePath = `/unread-${mode}.html`;
    const listen = `<script>KefuChat('on', 'unread', function (n) { log('unread ' + n); });</script>`;
    host.page(pagePath, hostPage(LOG_SCRIPT, STUB, listen, loaderTag(server.origin, { mode, locale: 'zh' })));
    const { context, page } = await openDevice(browser, 'desktop');
    try {
      // the answer takes a moment, so the visitor has closed the widget by the time it comes
      await page.route('**/api/chat/visitor/robotAsk', async (route) => {
        await new Promise((r) => setTimeout(r, 1500));
        await route.continue();
      });
      await page.goto(`${host.origin}${pagePath}`);
      const t = await openWidget(page, mode);
      await seeMessage(t, /^机器人/, '您好');
      await send(t, '怎么取消订单？');
      await page.evaluate(() => (window as unknown as { KefuChat: { close(): void } }).KefuChat.close());
      await page.waitForFunction(() => Array.from(document.querySelectorAll('#log li')).some((li) => li.textContent === 'unread 1'), undefined, { timeout: STEP });
      await page.evaluate(() => (window as unknown as { KefuChat: { open(): void } }).KefuChat.open());
      await page.waitForFunction(() => document.querySelector('#log li:last-child')?.textContent === 'unread 0', undefined, { timeout: STEP });
      assert.ok((await readLog(page)).includes('unread 1'));
    } finally {
      await context.close();
    }
  });
}

describe('channel `form`: the pre-chat form first', () => {
  it('checks required fields and the phone (toasts), then starts the robot', T, async () => {
    const { context, page } = await openDevice(browser, 'phone');
    try {
      await openChat(page, server.origin, { channelId: 'form' });
      const dialog = page.getByRole('dialog', { name: '请填写您的信息' });
      await dialog.waitFor({ timeout: STEP });
      await expectNoAxeViolations(page, 'pre-chat form');
      for (const label of ['姓名', '手机号', '邮箱', '问题描述', '下单日期', '预约回电', '购买数量', '城市']) {
        await dialog.getByLabel(label).waitFor({ timeout: STEP });
      }
      await dialog.getByRole('radio', { name: '是' }).waitFor();
      await dialog.getByRole('checkbox', { name: '手机' }).waitFor();
      await dialog.getByRole('button', { name: '提交' }).click();
      await page.getByRole('alert').filter({ hasText: '请输入姓名内容' }).waitFor({ timeout: STEP });
      await dialog.getByLabel('姓名').fill('张三');
      await dialog.getByLabel('手机号').fill('12345');
      await dialog.getByRole('button', { name: '提交' }).click();
      await page.getByRole('alert').filter({ hasText: '请输入正确的手机号' }).waitFor({ timeout: STEP });
      assert.equal(await dialog.count(), 1, 'the form stays');
      await dialog.getByLabel('手机号').fill('13800000000');
      await dialog.getByLabel('城市').selectOption('shanghai');
      await dialog.getByRole('checkbox', { name: '手机' }).check();
      await dialog.getByRole('button', { name: '提交' }).click();
      await dialog.waitFor({ state: 'detached', timeout: STEP });
      await seeMessage(page, /^机器人/, '您好');
      // submitted once: a reload goes straight to the robot
      await page.reload();
      await seeMessage(page, /^机器人/, '您好');
      assert.equal(await page.getByRole('dialog').count(), 0);
    } finally {
      await context.close();
    }
  });
});

describe('channel `plain`: the defaults', () => {
  it('greets in the visitor\'s language with no FAQ, menu, notice or side panel', T, async () => {
    const { context, page } = await openDevice(browser, 'desktop');
    try {
      await openChat(page, server.origin, { channelId: 'plain', locale: 'en' });
      await seeMessage(page, /^Robot/, 'How can I help you?');
      await page.waitForTimeout(1500);
      assert.equal(await page.getByRole('navigation', { name: 'Quick menu' }).count(), 0);
      assert.equal(await page.getByRole('region', { name: 'Announcement' }).count(), 0);
      assert.equal(await articles(page, /^Robot/).filter({ hasText: 'Frequently asked questions' }).count(), 0);
      await expectNoAxeViolations(page, 'plain channel');
    } finally {
      await context.close();
    }
  });
});
