/**
 * The agent desk end to end (issue 11): the real server, real Chromium, a visitor driven through
 * the visitor API. An agent signs in and goes online; a visitor asks for a human and waits; the
 * agent sees them appear live and accepts; messages go both ways (the visitor's appears in the
 * desk without a reload, the agent's reaches getEventMsg); an internal note never reaches the
 * visitor; the agent recalls a message (1205) and closes (1202 outType 2). Then the leave-message
 * inbox (handled with a remark the visitor sees) and the admin area, each screen checked with
 * axe-core; and an agent who is not an admin gets no admin area, from the desk or the server.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { Endpoints, MsgType } from '../../protocol';
import { openDeskSocket } from '../server/human/ws-client';
import type { DeskSocket } from '../server/human/ws-client';
import { openPage, attributeBecomes, stackPerFile } from './harness';
import type { KefuServer } from './harness';
import { deskCall, deskSignIn, expectNoAxe, goOnline, signInDesk, startApiVisitor, STEP, T, visitorCall, waitForEvent } from './desk-kit';

let server: KefuServer;
let browser: Browser;
const sockets: DeskSocket[] = [];

// the file's one stack (started before its tests, stopped after them by the harness)
stackPerFile({}, (s) => { ({ server, browser } = s); });
after(async () => {
  for (const s of sockets) await s.close().catch(() => undefined);
});


describe('agent desk: a chat from the queue to the close', () => {
  it('accepts a waiting visitor live, talks both ways, keeps a note internal, recalls, closes; axe on the sign-in and chat screens', T, async () => {
    // A group only agent2 serves, agent2 present but busy: a visitor asking for that group waits.
    const adminToken = await deskSignIn(server.origin, 'admin');
    const group = await deskCall<{ groupId: string }>(server.origin, adminToken, 'admin/groups/create', { groupName: 'Night shift', members: ['agent2'] });
    assert.equal(group.status, 200, group.msg);
    const agent2 = await deskSignIn(server.origin, 'agent2');
    sockets.push(await openDeskSocket(server.origin, agent2));
    assert.equal((await deskCall(server.origin, agent2, 'presence/set', { presence: 'busy' })).status, 200);

    const { context, page, errors } = await openPage(browser);
    const failed: string[] = [];
    page.on('response', (r) => { if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`); });
    try {
      // what the speakers would play: every tone the desk starts is counted
      await page.addInitScript(() => {
        const w = window as unknown as { deskTones: number };
        w.deskTones = 0;
        const start = OscillatorNode.prototype.start;
        OscillatorNode.prototype.start = function (...args: Parameters<typeof start>) { w.deskTones += 1; return start.apply(this, args); };
      });
      const openedAt = Date.now();
      await page.goto(`${server.origin}/desk/?locale=en`);
      await page.getByLabel('User name').waitFor({ timeout: STEP });
      console.log(`desk: /desk/ opened → sign-in form shown in ${Date.now() - openedAt} ms (cold)`);
      await expectNoAxe(page, 'sign-in');
      await signInDesk(page, server.origin, 'agent1');
      await goOnline(page);
      await page.getByRole('heading', { name: 'My chats' }).waitFor({ timeout: STEP });
      // a marker a reload would wipe: everything below must happen without one
      await page.evaluate(() => { (window as unknown as { deskMarker: number }).deskMarker = 42; });

      const v = await startApiVisitor(server.origin, { channelId: 'plain', userName: 'Lina', locale: 'en', previousUrl: 'https://shop.example.com/cart' });
      const asked = await visitorCall<{ status: number; waitIndex?: number }>(v, Endpoints.transferAgent.path, { groupId: group.data.groupId });
      assert.equal(asked.data.status, 3, `the visitor waits: ${JSON.stringify(asked.data)}`);

      const accept = page.getByRole('button', { name: 'Accept Lina' });
      await accept.waitFor({ timeout: STEP });
      await page.waitForFunction(() => document.title.startsWith('(1) '), undefined, { timeout: STEP });
      await page.waitForFunction(() => (window as unknown as { deskTones: number }).deskTones > 0, undefined, { timeout: STEP });
      await accept.click();
      await page.getByRole('heading', { name: 'Chat with Lina' }).waitFor({ timeout: STEP });
      // the keyboard is in the reply box at once
      await page.waitForFunction(() => document.activeElement?.id === 'reply-text', undefined, { timeout: STEP });
      await waitForEvent(v, (e) => e.eventCode === 1200 && e.adminId === 'agent1', '1200 from agent1');
      const profile = page.getByRole('complementary', { name: 'Visitor' });
      await profile.getByText('https://shop.example.com/cart').waitFor({ timeout: STEP });
      await profile.getByText('plain', { exact: true }).waitFor({ timeout: STEP });

      // visitor → desk, live
      const sentAt = Date.now();
      const sent = await visitorCall(v, Endpoints.sendMsg.path, { msgContent: 'Where is my order 42?', msgType: MsgType.text });
      assert.equal(sent.status, 200, sent.msg);
      const log = page.getByRole('log', { name: 'Messages' });
      await log.getByText('Where is my order 42?').waitFor({ timeout: STEP });
      // a figure for the docs, not an assertion (the machine may be loaded)
      console.log(`desk: visitor sendMsg → shown in the desk in ${Date.now() - sentAt} ms`);

      // desk → visitor
      const reply = page.getByRole('textbox', { name: 'Reply to the visitor' });
      await reply.fill('It ships today.');
      await reply.press('Enter');
      const got = await waitForEvent(v, (e) => e.eventCode === 1201 && e.msgContent === 'It ships today.', 'the agent\'s reply');
      assert.equal(got.senderType, 2);

      // an internal note: shown to staff, marked, never polled by the visitor
      await page.getByRole('button', { name: 'Internal note' }).click();
      const noteBox = page.getByRole('textbox', { name: 'Internal note (visitors never see it)' });
      await noteBox.fill('VIP: refund if late');
      await page.getByRole('button', { name: 'Add note' }).click();
      const note = log.getByRole('listitem').filter({ hasText: 'VIP: refund if late' });
      await note.getByText('Internal note — visitors never see it').waitFor({ timeout: STEP });
      await page.getByRole('button', { name: 'Internal note' }).click();
      await attributeBecomes(page.getByRole('button', { name: 'Internal note' }), 'aria-pressed', 'false');

      // recall: the visitor gets 1205 for that message
      await reply.fill('Sorry, wrong customer');
      await reply.press('Enter');
      const wrong = await waitForEvent(v, (e) => e.eventCode === 1201 && e.msgContent === 'Sorry, wrong customer', 'the message to recall');
      await page.getByRole('button', { name: 'Recall message “Sorry, wrong customer”' }).click();
      await waitForEvent(v, (e) => e.eventCode === 1205 && String(e.msgId) === String(wrong.msgId), '1205 for the recalled message');
      await log.getByRole('listitem').filter({ hasText: 'Sorry, wrong customer' }).getByText('Recalled').waitFor({ timeout: STEP });

      await expectNoAxe(page, 'chat view with a note and a recalled message');

      // close: confirm in the dialog; the visitor gets 1202 outType 2
      await page.getByRole('button', { name: 'Close chat' }).click();
      await page.getByRole('dialog', { name: 'Close this chat?' }).getByRole('button', { name: 'Close chat' }).click();
      const closed = await waitForEvent(v, (e) => e.eventCode === 1202, '1202');
      assert.equal(closed.outType, 2);
      await page.getByRole('heading', { name: 'Chat with Lina' }).locator('..').getByText('Ended').waitFor({ timeout: STEP });

      // after the close the reply box leaves a message for the visitor's return (getOfflineMsg)
      await page.getByRole('textbox', { name: 'Message for when the visitor returns' }).fill('Your parcel left the warehouse.');
      await page.getByRole('button', { name: 'Leave message' }).click();
      await page.getByRole('status').filter({ hasText: 'Message left for the visitor.' }).waitFor({ timeout: STEP });
      const offline = await visitorCall<{ msgList: { msgContent: string; adminNick: string }[] }>(v, Endpoints.getOfflineMsg.path, {});
      assert.deepEqual(offline.data.msgList.map((m) => [m.msgContent, m.adminNick]), [['Your parcel left the warehouse.', '小王']]);

      // the note never reached the visitor, in any poll answer
      await waitForEvent(v, () => false, 'nothing more', 1500).catch(() => undefined);
      assert.ok(v.raw.length > 0);
      for (const body of v.raw) assert.ok(!body.includes('VIP: refund if late'), 'the internal note is in no visitor answer');
      const history = await visitorCall<{ msgList?: { msgContent?: string }[] }>(v, Endpoints.getHistoryMsg.path, {});
      assert.ok(!JSON.stringify(history.data).includes('VIP: refund if late'), 'nor in the visitor\'s history');

      assert.equal(await page.evaluate(() => (window as unknown as { deskMarker?: number }).deskMarker), 42, 'the desk never reloaded');
      assert.deepEqual(failed, [], 'every request of the desk answered');
      assert.deepEqual(errors, [], 'no script errors in the desk');
    } finally {
      await context.close();
    }
  });

  it('the leave-message inbox: a visitor\'s message is handled with a remark the visitor then sees; new ones arrive live; axe on the inbox', T, async () => {
    const v = await startApiVisitor(server.origin, { channelId: 'demo', userName: 'Omar', locale: 'en' });
    const left = await visitorCall(v, Endpoints.leaveMsg.path, { customerName: 'Omar', customerEmail: 'omar@example.com', msgContent: 'Please call me about the invoice' });
    assert.equal(left.status, 200, left.msg);
    const { context, page, errors } = await openPage(browser);
    try {
      await signInDesk(page, server.origin, 'agent2');
      await page.getByRole('link', { name: 'Leave messages' }).click();
      const row = page.getByRole('row').filter({ hasText: 'Please call me about the invoice' });
      await row.waitFor({ timeout: STEP });
      await expectNoAxe(page, 'leave-message inbox');
      await row.getByRole('button', { name: 'Handle the message of Omar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Handle the message' });
      await dialog.getByLabel('Remark').fill('Called back, invoice resent');
      await expectNoAxe(page, 'handle dialog');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached', timeout: STEP });
      await page.getByText('No messages waiting. Well done!').waitFor({ timeout: STEP });
      await page.getByLabel('Show').selectOption('1');
      await page.getByRole('row').filter({ hasText: 'Called back, invoice resent' }).waitFor({ timeout: STEP });

      // live: a message left while the inbox is open shows up without Refresh …
      await page.getByLabel('Show').selectOption('0');
      await page.getByText('No messages waiting. Well done!').waitFor({ timeout: STEP });
      const v2 = await startApiVisitor(server.origin, { channelId: 'demo', userName: 'Lena', locale: 'en' });
      assert.equal((await visitorCall(v2, Endpoints.leaveMsg.path, { customerName: 'Lena', customerEmail: 'lena@example.com', msgContent: 'My voucher code does not work' })).status, 200);
      await page.getByRole('row').filter({ hasText: 'My voucher code does not work' }).waitFor({ timeout: STEP });
      // … and one left while the agent is elsewhere badges the inbox link until it is opened
      await page.getByRole('link', { name: /^Chats/ }).click();
      assert.equal((await visitorCall(v2, Endpoints.leaveMsg.path, { customerName: 'Lena', customerEmail: 'lena@example.com', msgContent: 'Also, where is my parcel?' })).status, 200);
      await page.getByRole('link', { name: /^Leave messages.*1 new$/ }).click({ timeout: STEP });
      await page.getByRole('row').filter({ hasText: 'Also, where is my parcel?' }).waitFor({ timeout: STEP });
      assert.equal(await page.getByRole('link', { name: /new$/ }).count(), 0, 'the badge is gone once the inbox is open');

      const mine = await visitorCall<{ msgState: number; msgDesc: string; updateUserName: string }[]>(v, Endpoints.getLeaveMsgList.path, {});
      assert.equal(mine.status, 200, mine.msg);
      assert.deepEqual(mine.data.map((m) => [m.msgState, m.msgDesc, m.updateUserName]), [[1, 'Called back, invoice resent', '小李']]);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});

describe('agent desk: the admin area', () => {
  it('an admin opens every admin section; axe on agents, working hours, channels and the knowledge base', T, async () => {
    const { context, page, errors } = await openPage(browser);
    try {
      await signInDesk(page, server.origin, 'admin');
      await page.getByRole('link', { name: 'Admin' }).click();
      const sections = page.getByRole('navigation', { name: 'Admin sections' });
      await page.getByRole('cell', { name: 'agent1', exact: true }).waitFor({ timeout: STEP });
      await expectNoAxe(page, 'admin: agents');
      await page.getByRole('button', { name: 'Add agent' }).click();
      await expectNoAxe(page, 'admin: add agent dialog');
      await page.keyboard.press('Escape');
      for (const [name, ready] of [
        ['Groups', 'Night shift'], ['Working hours', 'Time zone'], ['Channels', 'Main colour'],
        ['Sensitive words', 'Sensitive words (one per line)'], ['Canned replies', '/hi'], ['Knowledge base', 'Unanswered questions'],
      ] as const) {
        await sections.getByRole('link', { name }).click();
        await page.getByText(ready, { exact: false }).first().waitFor({ timeout: STEP });
        if (name !== 'Groups' && name !== 'Canned replies') await expectNoAxe(page, `admin: ${name}`);
      }
      // real edits through the admin area (channel settings: desk-admin-channel.test.ts): working hours, a canned reply
      await sections.getByRole('link', { name: 'Working hours' }).click();
      await page.getByLabel('Saturday').fill('10:00-14:00');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor({ timeout: STEP });
      const adminToken = await deskSignIn(server.origin, 'admin');
      const hours = await deskCall<{ days: Record<string, { start: string; end: string }[]> }>(server.origin, adminToken, 'admin/workingHours/get');
      assert.deepEqual(hours.data.days['6'], [{ start: '10:00', end: '14:00' }]);


      await sections.getByRole('link', { name: 'Canned replies' }).click();
      await page.getByRole('button', { name: 'Add canned reply' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add canned reply' });
      await dialog.getByLabel('Name').fill('late');
      await dialog.getByLabel('Text').fill('Sorry for the delay.');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('cell', { name: '/late' }).waitFor({ timeout: STEP });
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  it('an agent sees no admin area, and the server refuses its admin calls with its own desk token', T, async () => {
    const { context, page, errors } = await openPage(browser);
    try {
      await signInDesk(page, server.origin, 'agent1');
      await page.getByRole('link', { name: 'Leave messages' }).waitFor({ timeout: STEP });
      assert.equal(await page.getByRole('link', { name: 'Admin' }).count(), 0, 'no admin link for an agent');
      await page.goto(`${server.origin}/desk/?locale=en#/admin/agents`);
      await page.getByText('Only administrators can open the admin area.').waitFor({ timeout: STEP });
      assert.equal(await page.getByRole('cell', { name: 'agent1', exact: true }).count(), 0);
      // the page's own sign-in, used directly against the admin API
      // (no named functions inside: the page has none of tsx's helpers)
      const statuses = await page.evaluate(async (calls) => {
        const { token } = JSON.parse(localStorage.getItem('kefu-desk-session') ?? '{}') as { token?: string };
        return Promise.all(calls.map(([path, body]) => fetch(`/api/desk/${path}`, {
          method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body),
        }).then((r) => r.status)));
      }, [['admin/agents/list', {}], ['admin/sensitiveWords/set', { words: ['x'] }], ['queue/list', {}]] as [string, unknown][]);
      assert.deepEqual(statuses, [403, 403, 200], 'admin calls refused, an agent call answered');
      assert.deepEqual(errors.filter((e) => !e.startsWith('Failed to load resource')), []);
    } finally {
      await context.close();
    }
  });
});
