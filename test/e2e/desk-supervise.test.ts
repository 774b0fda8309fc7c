/**
 * Supervision end to end (real server, two desks in Chromium, a visitor over the visitor API):
 * the admin's Team panel shows agent1 with its load and live chat; the chat opened there follows
 * new messages without a reload; the admin's note appears in agent1's conversation as an internal
 * note; Take over moves the chat to the admin's Chats and agent1's desk drops it; keyboard only;
 * no axe violations at 1280 px, at 375 px and in ar.
 * SUPERVISE_SHOTS=<dir> saves screenshots.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { Endpoints, MsgType } from '../../protocol';
import { openPage, stackPerFile } from './harness';
import type { KefuServer } from './harness';
import { expectNoAxe, goOnline, signInDesk, startApiVisitor, STEP, T, visitorCall } from './desk-kit';

let server: KefuServer;
let browser: Browser;
stackPerFile({}, (s) => { ({ server, browser } = s); });

const SHOTS = process.env.SUPERVISE_SHOTS;
const shot = async (page: Page, name: string) => { if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`) }); };

describe('desk: team and supervision', () => {
  it('the admin sees agent1\'s live chat update, notes into it and takes it over; agent1\'s desk follows; keyboard only; 1280/375 px and ar', T, async () => {
    const agentSide = await openPage(browser);
    const adminSide = await openPage(browser);
    try {
      const agent = agentSide.page;
      await signInDesk(agent, server.origin, 'agent1');
      await goOnline(agent);
      const v = await startApiVisitor(server.origin, { channelId: 'demo', userName: 'Olga Petrova', locale: 'en' });
      const r = await visitorCall<{ status: number }>(v, Endpoints.transferAgent.path, { adminId: 'agent1' });
      assert.equal(r.data.status, 2);
      await visitorCall(v, Endpoints.sendMsg.path, { msgContent: 'My order is late', msgType: MsgType.text });
      await agent.getByRole('link', { name: /Olga Petrova/ }).click();
      const agentLog = agent.getByRole('log', { name: 'Messages' });
      await agentLog.getByText('My order is late').waitFor({ timeout: STEP });

      const admin = adminSide.page;
      await signInDesk(admin, server.origin, 'admin');
      await goOnline(admin);
      // by keyboard: Team in the navigation, then the chat in agent1's list
      await admin.getByRole('link', { name: 'Team' }).focus();
      await admin.keyboard.press('Enter');
      const chats = admin.getByRole('list', { name: 'Chats of 小王' });
      await chats.waitFor({ timeout: STEP });
      await admin.getByText(/^1 of \d+ chats$/).first().waitFor({ timeout: STEP });
      await chats.getByRole('link', { name: /Olga Petrova/ }).focus();
      await admin.keyboard.press('Enter');
      await admin.getByRole('heading', { name: 'Olga Petrova with 小王' }).waitFor({ timeout: STEP });
      const watched = admin.getByRole('log', { name: 'Messages' });
      await watched.getByText('My order is late').waitFor({ timeout: STEP });
      await expectNoAxe(admin, 'team, watching, 1280');
      await shot(admin, 'watch-1280');

      // live, without a reload: the visitor and the agent write
      await visitorCall(v, Endpoints.sendMsg.path, { msgContent: 'It was due on Monday', msgType: MsgType.text });
      await watched.getByText('It was due on Monday').waitFor({ timeout: STEP });
      const reply = agent.getByRole('textbox', { name: 'Reply to the visitor' });
      await reply.fill('Let me check that for you');
      await reply.press('Enter');
      await watched.getByText('Let me check that for you').waitFor({ timeout: STEP });

      // a note to the agent, by keyboard: the agent sees it as an internal note
      const note = admin.getByLabel('Note to the agent (never shown to the visitor)');
      await note.focus();
      await admin.keyboard.type('Offer free shipping on the next order');
      await admin.keyboard.press('Tab');
      await admin.keyboard.press('Enter');
      await admin.getByRole('status').filter({ hasText: 'Note sent to the agent.' }).waitFor({ timeout: STEP });
      const noteInAgent = agentLog.locator('li[data-note="true"]', { hasText: 'Offer free shipping on the next order' });
      await noteInAgent.waitFor({ timeout: STEP });
      assert.match((await noteInAgent.textContent()) ?? '', /店长/, 'signed by the admin');

      // take over: the chat opens in the admin's Chats; agent1's list drops it
      await admin.getByRole('button', { name: 'Take over' }).focus();
      await admin.keyboard.press('Enter');
      await admin.getByRole('heading', { name: 'Chat with Olga Petrova' }).waitFor({ timeout: STEP });
      await admin.getByRole('log', { name: 'Messages' }).getByText('店长 took the chat over from 小王').waitFor({ timeout: STEP });
      await agent.getByRole('region', { name: 'My chats' }).getByText('No open chats. New visitors will appear here.').waitFor({ timeout: STEP });
      assert.equal(await agent.getByRole('link', { name: /Olga Petrova/ }).count(), 0, 'gone from agent1\'s chats');

      // phone and ar: the team panel
      await admin.setViewportSize({ width: 375, height: 740 });
      await admin.goto(`${server.origin}/desk/?locale=en#/team`);
      await admin.getByRole('heading', { name: 'Team', level: 2 }).waitFor({ timeout: STEP });
      await expectNoAxe(admin, 'team, 375');
      await shot(admin, 'team-375');
      await admin.setViewportSize({ width: 1280, height: 800 });
      await admin.goto(`${server.origin}/desk/?locale=ar#/team`);
      await admin.waitForFunction(() => document.documentElement.dir === 'rtl', undefined, { timeout: STEP });
      await admin.getByRole('list', { name: 'Chats of 店长' }).waitFor({ timeout: STEP });
      await expectNoAxe(admin, 'team, ar');
      await shot(admin, 'team-ar-1280');
      assert.deepEqual(agentSide.errors, []);
      assert.deepEqual(adminSide.errors, []);
    } finally {
      await agentSide.context.close();
      await adminSide.context.close();
    }
  });
});
