/**
 * The admins' Reports end to end (real server, Chromium): two conversations made over the visitor
 * and desk APIs today — one answered by the robot alone, one transferred to agent1, answered and
 * closed — then an admin opens Admin → Reports by keyboard only, sees the figures, opens the
 * by-day chart's table, drills into today and reaches the conversation's link, and downloads the
 * table's CSV, whose rows are the rows on screen; no axe violations at 1280 px, 375 px and in ar.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { Endpoints, MsgType } from '../../protocol';
import { openPage, stackPerFile } from './harness';
import type { KefuServer } from './harness';
import { deskCall, deskSignIn, expectNoAxe, signInDesk, startApiVisitor, STEP, T, visitorCall } from './desk-kit';

let server: KefuServer;
let browser: Browser;
stackPerFile({}, (s) => { ({ server, browser } = s); });

/** Today in the demo tenant's zone (its working hours: Asia/Shanghai). */
const today = (): string => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

async function seed(): Promise<{ transferred: string }> {
  const agent = await deskSignIn(server.origin, 'agent1');
  assert.equal((await deskCall(server.origin, agent, 'presence/set', { presence: 'online' })).status, 200);
  const robot = await startApiVisitor(server.origin, { channelId: 'demo', userName: 'Robin Robot', locale: 'en' });
  assert.equal((await visitorCall(robot, Endpoints.robotAsk.path, { docId: 'presale' })).status, 200);
  const human = await startApiVisitor(server.origin, { channelId: 'demo', userName: 'Ada Report', locale: 'en' });
  assert.equal((await visitorCall<{ status: number }>(human, Endpoints.transferAgent.path, { adminId: 'agent1' })).data.status, 2);
  assert.equal((await visitorCall(human, Endpoints.sendMsg.path, { msgContent: 'Hello, my order?', msgType: MsgType.text })).status, 200);
  const chats = (await deskCall<{ chats: { sessionId: string; userId: string }[] }>(server.origin, agent, 'chats/list')).data.chats;
  const sessionId = chats.find((c) => c.userId === human.userId)!.sessionId;
  assert.equal((await deskCall(server.origin, agent, 'chat/send', { sessionId, msgType: 1, msgContent: 'On its way!' })).status, 200);
  assert.equal((await deskCall(server.origin, agent, 'chat/close', { sessionId })).status, 200);
  return { transferred: sessionId };
}

/** Focus a control and press Enter: keyboard only. */
async function press(page: Page, role: 'link' | 'button', name: string | RegExp): Promise<void> {
  const el = page.getByRole(role, { name, exact: typeof name === 'string' });
  await el.waitFor({ timeout: STEP });
  await el.focus();
  await page.keyboard.press('Enter');
}

/** RFC 4180 rows of a CSV text (quoted fields). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { field += '"'; i += 1; } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { row.push(field); field = ''; } else if (c === '\n') { row.push(field); rows.push(row); row = []; field = ''; } else if (c !== '\r') field += c;
  }
  return rows;
}

describe('desk: reports', () => {
  it('an admin sees the figures, opens a chart table, drills into a day to a conversation link and downloads the CSV; keyboard only; 1280/375 px and ar', T, async () => {
    const { transferred } = await seed();
    const { context, page, errors } = await openPage(browser);
    try {
      await signInDesk(page, server.origin, 'admin');
      await press(page, 'link', 'Admin');
      await press(page, 'link', 'Reports');
      const figures = page.getByRole('list', { name: 'Figures' });
      await figures.getByRole('button', { name: /^Conversations\s*2$/ }).waitFor({ timeout: STEP });
      await figures.getByRole('button', { name: /^Robot resolved\s*50%/ }).waitFor({ timeout: STEP });
      await figures.getByRole('button', { name: /^Transferred to an agent\s*50%/ }).waitFor({ timeout: STEP });
      await figures.getByRole('button', { name: /^Robot answered\s*100%/ }).waitFor({ timeout: STEP });
      await page.getByRole('img', { name: /^Conversations by day\./ }).waitFor({ timeout: STEP });
      await expectNoAxe(page, 'reports, 1280 px');

      // the chart's table, by keyboard
      await press(page, 'button', 'Show table: Conversations by day');
      const table = page.getByRole('table', { name: 'Conversations by day' });
      await table.waitFor({ timeout: STEP });
      const day = today();
      const row = table.getByRole('row').filter({ has: page.getByRole('button', { name: `Conversations: ${day}` }) });
      await row.waitFor({ timeout: STEP });
      assert.deepEqual(await row.getByRole('cell').allInnerTexts(), ['2', '1', '1', '0', '0']);

      // its CSV: the rows on screen
      const onScreen = await table.evaluate((t) => [...t.querySelectorAll('tr')].map((tr) => [...tr.querySelectorAll('th, td')].map((c) => (c as HTMLElement).innerText.trim())));
      const downloadButton = page.getByRole('button', { name: 'Download CSV: Conversations by day' });
      await downloadButton.focus();
      const [download] = await Promise.all([page.waitForEvent('download', { timeout: STEP }), page.keyboard.press('Enter')]);
      const file = await download.path();
      const text = fs.readFileSync(file!, 'utf8');
      assert.ok(text.startsWith('\uFEFF'), 'a BOM for Excel');
      assert.deepEqual(parseCsv(text.slice(1)), onScreen);
      assert.match(download.suggestedFilename(), /^by-day-.*\.csv$/);

      // drill into today: the conversations behind the bar, each a link to the conversation
      await press(page, 'button', `Conversations: ${day}`);
      const drill = page.getByRole('region', { name: `Conversations behind: ${day}` });
      await drill.waitFor({ timeout: STEP });
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'report-drill-title', 'focus on the list heading');
      const link = drill.getByRole('link', { name: 'Ada Report' });
      await link.waitFor({ timeout: STEP });
      assert.equal(await link.getAttribute('href'), `#/conversations/${encodeURIComponent(transferred)}`);
      await drill.getByRole('link', { name: 'Robin Robot' }).waitFor({ timeout: STEP });
      await expectNoAxe(page, 'reports with a drill-down, 1280 px');
      await link.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(new RegExp(`#/conversations/${encodeURIComponent(transferred)}$`), { timeout: STEP });

      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(`${server.origin}/desk/?locale=en#/admin/reports`);
      await page.getByRole('list', { name: 'Figures' }).getByRole('button', { name: /^Conversations\s*2$/ }).waitFor({ timeout: STEP });
      await press(page, 'button', 'Show table: Outcomes');
      await page.getByRole('table', { name: 'Outcomes' }).waitFor({ timeout: STEP });
      await expectNoAxe(page, 'reports, 375 px');

      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${server.origin}/desk/?locale=ar#/admin/reports`);
      await page.getByRole('list', { name: 'Figures' }).waitFor({ timeout: STEP });
      await page.getByRole('img').first().waitFor({ timeout: STEP });
      assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
      await expectNoAxe(page, 'reports, ar');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});
