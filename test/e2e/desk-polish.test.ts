/**
 * The desk's polish (issue 26 item 8), end to end on the real server and Chromium: what a
 * visitor typed is shown verbatim (markup characters included, nothing runs) in the log, the
 * list's preview, the recall button's excerpt and an earlier chat's dialog; the focus after
 * sign-in; the empty chat list's text offline and online; a closed conversation and an earlier
 * one scrolled to their newest message; the visitor card's values under their labels; and in
 * `ar`, English fallback texts keep their own direction (the period at the end of the sentence);
 * and the agent's contact card in the visitor's chat window names each value.
 * POLISH_SHOTS=<dir> saves screenshots of the screens checked.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { Endpoints, MsgType } from '../../protocol';
import { openPage, stackPerFile } from './harness';
import type { KefuServer } from './harness';
import { deskCall, deskSignIn, expectNoAxe, goOnline, postJson, startApiVisitor, STEP, T, visitorCall } from './desk-kit';
import type { ApiVisitor } from './desk-kit';
import { agentOnline, openVisitor, seeNotice, setChannel } from './human-kit';

let server: KefuServer;
let browser: Browser;
stackPerFile({}, (s) => { ({ server, browser } = s); });

const SHOTS = process.env.POLISH_SHOTS;
const shot = async (page: Page, name: string) => { if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true }); };

async function askForAgent1(v: ApiVisitor): Promise<void> {
  const r = await visitorCall<{ status: number; adminId?: string }>(v, Endpoints.transferAgent.path, { adminId: 'agent1' });
  assert.deepEqual([r.data.status, r.data.adminId], [2, 'agent1'], `connected to agent1: ${JSON.stringify(r.data)}`);
}

/** The log is scrolled to its end (within a pixel), waited for: scrolling follows a render. */
async function scrolledToEnd(log: Locator, what: string): Promise<void> {
  const until = Date.now() + STEP;
  let gap = Infinity;
  while (Date.now() < until) {
    gap = await log.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight);
    if (gap <= 1) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const tall = await log.evaluate((el) => el.scrollHeight > el.clientHeight + 100);
  assert.ok(tall, `${what}: the log is longer than its box (else this proves nothing)`);
  assert.ok(gap <= 1, `${what}: scrolled to the newest message (${gap} px short)`);
}

const HTMLISH = 'I use <div> tags';
const SCRIPT = '<script>window.hacked=1</script>';

describe('agent desk: polish', () => {
  it('verbatim visitor text, focus after sign-in, empty list by presence, closed chats at their end, labelled card', T, async () => {
    const { context, page, errors } = await openPage(browser);
    try {
      // sign in with the keyboard: the focus lands on the desk, not the page body
      await page.goto(`${server.origin}/desk/?locale=en`);
      await page.getByLabel('User name').fill('agent1');
      await page.getByLabel('Password').fill('kefu-demo');
      await page.getByLabel('Password').press('Enter');
      await page.getByRole('button', { name: 'Sign out' }).waitFor({ timeout: STEP });
      await page.waitForFunction(() => document.activeElement !== document.body && document.activeElement !== null, undefined, { timeout: STEP });
      const focused = await page.evaluate(() => `${document.activeElement!.tagName} ${document.activeElement!.textContent}`);
      assert.equal(focused, 'H1 Kefu Desk', 'the desk\'s heading has the focus');
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim().startsWith('Chats')), true, 'Tab goes on to the navigation');

      // the empty list says what is true: offline, go online; online, visitors will come
      const mine = page.getByRole('region', { name: 'My chats' });
      const offlineText = 'No open chats. Set yourself online to receive visitors.';
      const onlineText = 'No open chats. New visitors will appear here.';
      await page.getByLabel('Status').selectOption('offline');
      await mine.getByText(offlineText).waitFor({ timeout: STEP });
      await goOnline(page);
      await mine.getByText(onlineText).waitFor({ timeout: STEP });
      assert.equal(await mine.getByText(offlineText).count(), 0, 'not told to go online while online');
      await shot(page, 'empty-online-1280');

      // a visitor with contacts writes markup-looking text
      const v = await startApiVisitor(server.origin, { channelId: 'demo', userName: 'Noor', locale: 'en' });
      const form = await visitorCall(v, Endpoints.submitUserForm.path, { userName: 'Noor', phone: '13800138000', email: 'noor@example.com' });
      assert.equal(form.status, 200, form.msg);
      await askForAgent1(v);
      for (let i = 1; i <= 24; i += 1) assert.equal((await visitorCall(v, Endpoints.sendMsg.path, { msgContent: `line ${i}`, msgType: MsgType.text })).status, 200);
      for (const text of [HTMLISH, SCRIPT]) assert.equal((await visitorCall(v, Endpoints.sendMsg.path, { msgContent: text, msgType: MsgType.text })).status, 200);

      // the list's preview shows the last message as typed
      await mine.getByText(SCRIPT, { exact: true }).waitFor({ timeout: STEP });
      await page.getByRole('link', { name: /Noor/ }).click();
      await page.getByRole('heading', { name: 'Chat with Noor' }).waitFor({ timeout: STEP });
      const log = page.getByRole('log', { name: 'Messages' });
      await log.getByText(HTMLISH, { exact: true }).waitFor({ timeout: STEP });
      await log.getByText(SCRIPT, { exact: true }).waitFor({ timeout: STEP });
      await scrolledToEnd(log, 'an open chat');

      // the agent's own markup-looking text, and the recall button quoting it
      const reply = page.getByRole('textbox', { name: 'Reply to the visitor' });
      await reply.fill('Try <b>this</b> & see');
      await reply.press('Enter');
      await log.getByText('Try <b>this</b> & see', { exact: true }).waitFor({ timeout: STEP });
      await page.getByRole('button', { name: 'Recall message “Try <b>this</b> & see”' }).waitFor({ timeout: STEP });

      // the visitor card: each value under its label
      const card = page.getByRole('complementary', { name: 'Visitor' });
      await card.getByText('13800138000').waitFor({ timeout: STEP });
      const labelled = await card.locator('dd').evaluateAll((dds) => Object.fromEntries(dds.map((dd) => {
        let dt = dd.previousElementSibling;
        while (dt && dt.tagName !== 'DT') dt = dt.previousElementSibling;
        return [dd.textContent ?? '', dt?.textContent ?? ''];
      })));
      assert.equal(labelled['13800138000'], 'Phone');
      assert.equal(labelled['noor@example.com'], 'E-mail');
      assert.equal(labelled['Noor'], 'Name');
      await expectNoAxe(page, 'chat with markup-looking text');
      await shot(page, 'chat-1280');

      // closed by the agent: the "ended" line takes room, the log stays at its newest message
      const agent1 = await deskSignIn(server.origin, 'agent1');
      const open = (await deskCall<{ chats: { sessionId: string }[] }>(server.origin, agent1, 'chats/list')).data.chats;
      assert.equal(open.length, 1);
      assert.equal((await deskCall(server.origin, agent1, 'chat/close', { sessionId: open[0]!.sessionId })).status, 200);
      await page.getByRole('button', { name: 'Remove from list' }).waitFor({ timeout: STEP });
      await scrolledToEnd(log, 'a chat just closed');
      await shot(page, 'closed-1280');

      // the visitor comes back: the earlier chat opens in a dialog at its newest message, verbatim
      const again = await postJson<{ sessionId: string }>(server.origin, Endpoints.chatStart.path, { channelId: 'demo', userId: v.userId }, v.token);
      assert.equal(again.status, 200, again.msg);
      await askForAgent1(v);
      await page.goto(`${server.origin}/desk/?locale=en#/chats/${encodeURIComponent(again.data.sessionId)}`);
      await page.getByRole('heading', { name: 'Chat with Noor' }).waitFor({ timeout: STEP });
      await card.getByRole('button', { name: /with an agent/ }).click();
      const history = page.getByRole('dialog', { name: /^Chat of / });
      const earlierLog = history.getByRole('log', { name: 'Messages' });
      await earlierLog.getByText(SCRIPT, { exact: true }).waitFor({ timeout: STEP });
      await earlierLog.getByText(HTMLISH, { exact: true }).waitFor({ timeout: STEP });
      await scrolledToEnd(earlierLog, 'an earlier chat');
      await shot(page, 'earlier-1280');
      await page.keyboard.press('Escape');

      assert.equal(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked), undefined, 'nothing the visitor sent ran');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  it('in ar, English fallback texts keep their own direction: the period ends the sentence', T, async () => {
    const { context, page, errors } = await openPage(browser, { width: 375, height: 740 });
    try {
      await page.goto(`${server.origin}/desk/?locale=ar`);
      await page.waitForFunction(() => document.documentElement.dir === 'rtl', undefined, { timeout: STEP });
      await page.getByLabel('User name').fill('agent2');
      await page.getByLabel('Password').fill('kefu-demo');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('button', { name: 'Sign out' }).waitFor({ timeout: STEP });
      const sentence = 'Nobody is waiting.';
      await page.getByText(sentence).waitFor({ timeout: STEP });
      // where the first letter and the period are drawn: left to right, the period last
      const where = await page.evaluate((s) => {
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const text = n.textContent ?? '';
          const at = text.indexOf(s);
          if (at < 0) continue;
          // (no named function here: the test runner's transform would wrap it in a helper the page lacks)
          const [first, period] = [at, at + s.length - 1].map((from) => {
            const r = document.createRange();
            r.setStart(n, from);
            r.setEnd(n, from + 1);
            return r.getBoundingClientRect().left;
          });
          return { first: first!, period: period!, pageDir: getComputedStyle(n.parentElement!).direction, isolated: /^\u2066.*\u2069$/su.test(text) };
        }
        return null;
      }, sentence);
      assert.ok(where, 'the sentence is on the page');
      assert.equal(where.pageDir, 'rtl', 'the page itself stays right to left');
      assert.ok(where.period > where.first, `the period is drawn after the sentence (first letter at ${where.first}, period at ${where.period})`);
      assert.equal(where.isolated, true, 'the fallback text carries its own direction (LRI … PDI)');
      await expectNoAxe(page, 'chats, ar, 375 px');
      await shot(page, 'ar-375');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  it('the visitor\'s side panel: the agent\'s contact card names each value', T, async () => {
    await setChannel(server.origin, 'card', { receiveMode: 1, sideBarStatus: 1, sideBarConfig: JSON.stringify({ questionFlag: 1, questionList: [{ question: 'Where is my order?', answer: 'On its way.' }] }) });
    const agent = await agentOnline(server.origin);
    const { context, page, errors } = await openVisitor(browser, server.origin, 'card', 'Rui');
    try {
      await seeNotice(page, /is now serving you/);
      // a chat window narrower than 640 px: the panel opens from the header
      await page.getByRole('button', { name: 'Open the service center' }).click();
      await page.getByRole('tab', { name: 'Contact' }).click();
      const panel = page.getByRole('tabpanel', { name: 'Contact' });
      await panel.getByText('13800000001').waitFor({ timeout: STEP });
      const labelled = await panel.locator('dd').evaluateAll((dds) => dds.map((dd) => [dd.previousElementSibling?.textContent ?? '', dd.textContent ?? '']));
      assert.deepEqual(labelled, [
        ['Phone', '010-12345678'], ['Mobile', '13800000001'], ['E-mail', 'agent1@example.com'], ['QQ', '10001'], ['WeChat', 'kefu_agent1'],
      ]);
      assert.equal(await panel.getByRole('link', { name: '13800000001' }).getAttribute('href'), 'tel:13800000001');
      assert.equal(await panel.getByRole('link', { name: 'agent1@example.com' }).getAttribute('href'), 'mailto:agent1@example.com');
      await expectNoAxe(page, 'the agent\'s contact card');
      await shot(page, 'widget-contact-card');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
      await agent.socket.close();
    }
  });
});
