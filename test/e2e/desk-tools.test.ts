/**
 * The agent desk's tools end to end (issue 11, "the agent desk"), in Chromium against the real
 * server with the visitor driven through the visitor API: the sign-in kept across a reload and
 * ended by sign-out; the visitor's pre-chat form values and typing preview; a canned reply and an
 * emoji chosen with the keyboard only; a picture uploaded and received; a rating invitation; a
 * transfer to a colleague; the visitor's earlier chat read in a dialog; and the Arabic desk on a
 * phone-sized screen laid out right to left with 0 axe-core violations.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { Endpoints, MsgType } from '../../protocol';
import { openDeskSocket } from '../server/human/ws-client';
import type { DeskSocket } from '../server/human/ws-client';
import { openPage, stackPerFile } from './harness';
import type { KefuServer } from './harness';
import { deskCall, deskSignIn, expectNoAxe, goOnline, postJson, startApiVisitor, STEP, T, visitorCall, waitForEvent } from './desk-kit';
import type { ApiVisitor } from './desk-kit';

let server: KefuServer;
let browser: Browser;
let agent2Socket: DeskSocket | undefined;

// the file's one stack (started before its tests, stopped after them by the harness)
stackPerFile({}, (s) => { ({ server, browser } = s); });
after(async () => {
  await agent2Socket?.close().catch(() => undefined);
});

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');

/** The visitor starts (again, with its token) and asks for agent1. */
async function askForAgent1(v: ApiVisitor): Promise<void> {
  const r = await visitorCall<{ status: number; adminId?: string }>(v, Endpoints.transferAgent.path, { adminId: 'agent1' });
  assert.deepEqual([r.data.status, r.data.adminId], [2, 'agent1'], `connected to agent1: ${JSON.stringify(r.data)}`);
}

describe('agent desk: the tools of a conversation', () => {
  it('session kept, profile and typing preview, keyboard canned reply and emoji, upload, rating, transfer, earlier chats, RTL phone with axe, sign-out', T, async () => {
    const agent2 = await deskSignIn(server.origin, 'agent2');
    agent2Socket = await openDeskSocket(server.origin, agent2);
    assert.equal((await deskCall(server.origin, agent2, 'presence/set', { presence: 'online' })).status, 200);

    const { context, page, errors } = await openPage(browser);
    try {
      // sign in with the keyboard only
      await page.goto(`${server.origin}/desk/?locale=en`);
      await page.getByLabel('User name').focus();
      await page.keyboard.type('agent1');
      await page.keyboard.press('Tab');
      await page.keyboard.type('kefu-demo');
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Sign out' }).waitFor({ timeout: STEP });
      await page.reload();
      await page.getByRole('button', { name: 'Sign out' }).waitFor({ timeout: STEP });
      await goOnline(page);
      await page.getByRole('heading', { name: 'My chats' }).waitFor({ timeout: STEP });
      const colleagues = page.getByRole('region', { name: 'Colleagues' });
      await colleagues.getByRole('listitem').filter({ hasText: '小李' }).filter({ hasText: 'Online' }).waitFor({ timeout: STEP });

      const v = await startApiVisitor(server.origin, { channelId: 'demo', userName: 'Kai', locale: 'en', previousUrl: 'https://shop.example.com/item/7' });
      const form = await visitorCall(v, Endpoints.submitUserForm.path, { userName: 'Kai', formParams: JSON.stringify({ 城市: 'shanghai', 问题描述: 'Order A-1001 is late' }) });
      assert.equal(form.status, 200, form.msg);
      await askForAgent1(v);
      await page.getByRole('link', { name: /Kai/ }).click();
      await page.getByRole('heading', { name: 'Chat with Kai' }).waitFor({ timeout: STEP });
      const profile = page.getByRole('complementary', { name: 'Visitor' });
      // the pre-chat form's fields as the channel's form names them
      await profile.getByText('shanghai').waitFor({ timeout: STEP });
      await profile.getByText('Order A-1001 is late').waitFor({ timeout: STEP });
      await profile.getByText('https://shop.example.com/item/7').waitFor({ timeout: STEP });

      // the visitor's draft, live
      assert.equal((await visitorCall(v, Endpoints.typing.path, { msgContent: 'I want to chan' })).status, 200);
      await page.getByText('I want to chan').waitFor({ timeout: STEP });

      // canned reply: "/h", arrow down to the second match (/ship), Enter inserts, Enter sends
      const reply = page.getByRole('textbox', { name: 'Reply to the visitor' });
      await page.waitForFunction(() => document.activeElement?.id === 'reply-text', undefined, { timeout: STEP });
      await page.keyboard.type('/h');
      const options = page.getByRole('listbox', { name: 'Canned replies' }).getByRole('option');
      await options.first().waitFor({ timeout: STEP });
      assert.deepEqual((await options.allTextContents()).map((o) => o.split('/')[1]?.slice(0, 4)), ['hi您好', 'ship']);
      await page.keyboard.press('ArrowDown');
      await page.getByRole('listbox', { name: 'Canned replies' }).getByRole('option', { selected: true }).filter({ hasText: '/ship' }).waitFor({ timeout: STEP });
      await page.keyboard.press('Enter');
      const canned = '您的订单已发货，可在“我的订单”中查看物流。';
      assert.equal(await reply.inputValue(), canned);
      await page.keyboard.press('Enter');
      await waitForEvent(v, (e) => e.eventCode === 1201 && e.msgContent === canned, 'the canned reply');

      // emoji from the palette with the keyboard
      await page.getByRole('button', { name: 'Emoji' }).focus();
      await page.keyboard.press('Enter');
      const palette = page.getByRole('group', { name: 'Emoji' });
      await page.waitForFunction(() => document.activeElement?.closest('[role=group]') !== null, undefined, { timeout: STEP });
      assert.equal(await palette.getByRole('button').first().evaluate((el) => el === document.activeElement), true, 'the palette takes the focus');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.activeElement?.id === 'reply-text', undefined, { timeout: STEP });
      await page.keyboard.type(' thanks');
      await page.keyboard.press('Enter');
      await waitForEvent(v, (e) => e.eventCode === 1201 && e.msgContent === '😄 thanks', 'the emoji message');

      // a picture: uploaded, shown in the desk, received by the visitor
      await page.locator('input[type=file]').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG });
      const picture = await waitForEvent(v, (e) => e.eventCode === 1201 && e.msgType === MsgType.image, 'the picture');
      await page.getByRole('log', { name: 'Messages' }).getByRole('img', { name: 'dot.png' }).waitFor({ timeout: STEP });
      const file = await fetch(`${server.origin}${String(picture.msgContent)}`);
      assert.equal(file.status, 200);
      assert.equal(Buffer.compare(Buffer.from(await file.arrayBuffer()), PNG), 0, 'the visitor fetches the same bytes');

      await page.getByRole('button', { name: 'Invite rating' }).click();
      await waitForEvent(v, (e) => e.eventCode === 1203, '1203');
      await page.getByRole('status').filter({ hasText: 'Rating invitation sent.' }).waitFor({ timeout: STEP });

      // transfer to a colleague: gone from agent1's list, agent2 has it, the visitor is told
      await page.getByRole('button', { name: 'Transfer' }).click();
      const dialog = page.getByRole('dialog', { name: 'Transfer the chat' });
      await dialog.getByRole('radio', { name: /小李 — Online/ }).check();
      await dialog.getByRole('button', { name: 'Transfer' }).click();
      await agent2Socket.next('chat.assigned', (e) => e.chat.userId === v.userId && e.reason === 'transferred');
      await waitForEvent(v, (e) => e.eventCode === 1200 && e.adminId === 'agent2', '1200 from agent2');
      await page.getByRole('link', { name: /Kai/ }).waitFor({ state: 'detached', timeout: STEP });
      await page.getByText('Choose a chat from the list, or accept a waiting visitor.').waitFor({ timeout: STEP });

      // agent1's card, edited in the account dialog, is what the visitor gets next time
      await page.getByRole('button', { name: '小王 My account' }).click();
      const account = page.getByRole('dialog', { name: 'My account' });
      await account.getByLabel('Signature').fill('Happy to help');
      await account.getByRole('button', { name: 'Save' }).click();
      await account.getByRole('status').filter({ hasText: 'Saved.' }).waitFor({ timeout: STEP });
      await expectNoAxe(page, 'account dialog');
      await page.keyboard.press('Escape');
      await account.waitFor({ state: 'detached', timeout: STEP });

      // agent2 closes; the visitor comes back; agent1 reads the earlier chat in a dialog
      const first = (await deskCall<{ chats: { sessionId: string }[] }>(server.origin, agent2, 'chats/list')).data.chats[0]!;
      assert.equal((await deskCall(server.origin, agent2, 'chat/close', { sessionId: first.sessionId })).status, 200);
      const again = await postJson<{ sessionId: string }>(server.origin, Endpoints.chatStart.path, { channelId: 'demo', userId: v.userId }, v.token);
      assert.equal(again.status, 200, again.msg);
      assert.notEqual(again.data.sessionId, first.sessionId);
      await askForAgent1(v);
      const card = await visitorCall<{ adminCardSign?: string } | null>(v, Endpoints.getAdminCard.path, {});
      assert.equal(card.data?.adminCardSign, 'Happy to help');
      // a colleague's status changes live
      assert.equal((await deskCall(server.origin, agent2, 'presence/set', { presence: 'busy' })).status, 200);
      await colleagues.getByRole('listitem').filter({ hasText: '小李' }).filter({ hasText: 'Busy' }).waitFor({ timeout: STEP });
      await page.getByRole('link', { name: /Kai/ }).click();
      const earlier = profile.getByRole('button', { name: /with an agent/ });
      await earlier.click();
      const history = page.getByRole('dialog', { name: /^Chat of / });
      await history.getByText(canned).waitFor({ timeout: STEP });
      await history.getByText('😄 thanks').waitFor({ timeout: STEP });
      await page.keyboard.press('Escape');
      await history.waitFor({ state: 'detached', timeout: STEP });
      // the focus moves back once the dialog's cleanup has run: wait for it rather than read it once
      const until = Date.now() + STEP;
      while (!(await earlier.evaluate((el) => el === document.activeElement)) && Date.now() < until) await page.waitForTimeout(50);
      assert.equal(await earlier.evaluate((el) => el === document.activeElement), true, 'the focus returns to the opener');

      // Arabic on a phone: right to left, one column, no axe violations
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(`${server.origin}/desk/?locale=ar#/chats/${encodeURIComponent(again.data.sessionId)}`);
      await page.getByRole('heading', { name: 'Chat with Kai' }).waitFor({ timeout: STEP });
      assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
      assert.equal(await page.getByRole('link', { name: 'Back to the list' }).isVisible(), true, 'one column with a way back');
      await expectNoAxe(page, 'chat view, ar, 375 px');
      const widest = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(widest <= 375, `no sideways scrolling (${widest} px)`);

      // transfer to a group whose only member is busy: the visitor waits there, and the queue shows it live
      const admin = await deskSignIn(server.origin, 'admin');
      const night = await deskCall<{ groupId: string }>(server.origin, admin, 'admin/groups/create', { groupName: 'Night shift', members: ['agent2'] });
      assert.equal(night.status, 200, night.msg);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${server.origin}/desk/?locale=en#/chats/${encodeURIComponent(again.data.sessionId)}`);
      await page.getByRole('button', { name: 'Transfer' }).click();
      const toGroup = page.getByRole('dialog', { name: 'Transfer the chat' });
      await toGroup.getByRole('radio', { name: 'Night shift' }).check();
      await toGroup.getByRole('button', { name: 'Transfer' }).click();
      await page.getByRole('button', { name: 'Accept Kai' }).waitFor({ timeout: STEP });
      await page.getByRole('link', { name: /Kai/ }).waitFor({ state: 'detached', timeout: STEP });
      const queued = await deskCall<{ queue: { userId: string; groupId: string }[] }>(server.origin, admin, 'queue/list');
      assert.deepEqual(queued.data.queue.map((q) => [q.userId, q.groupId]), [[v.userId, night.data.groupId]]);

      // sign out: the form again, and a reload stays signed out
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByRole('button', { name: 'Sign in' }).waitFor({ timeout: STEP });
      await page.reload();
      await page.getByRole('button', { name: 'Sign in' }).waitFor({ timeout: STEP });
      assert.deepEqual(errors, [], 'no script errors');
    } catch (err) {
      await page.screenshot({ path: '/tmp/desk-tools-failure.png' }).catch(() => undefined);
      throw err;
    } finally {
      await context.close();
    }
  });
});
