/**
 * The chat window when nobody can answer at once (spec §4 transfer results 1 and 3, §2 the
 * leave-message page, §5, §7 leaveMsg / getLeaveMsgList): with nobody online the visitor lands
 * on the leave-message page, is told what is missing or wrong, sends, and later sees the agent's
 * handling and remark; a waiting visitor sees the place move 2 → 1 and then the agent; the
 * agent's and the visitor's timeout notices come with a controlled clock. Real server, Chromium.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Endpoints, SenderType } from '../../protocol';
import { stackPerFile } from './harness';
import { deskCall, deskSignIn, startApiVisitor, T, visitorCall } from './desk-kit';
import { expectNoAxeViolations, input } from './chat-kit';
import { agentOnline, chatOf, deskSees, openVisitor, seeNotice, seeToast, setChannel, STEP } from './human-kit';
import type { Agent } from './human-kit';

const stack = stackPerFile();

describe('chat window: nobody free', () => {
  it('nobody online: the leave-message page, its checks, the message sent, handled in the desk, shown handled', T, async () => {
    const { server, browser } = stack();
    await setChannel(server.origin, 'leave', { receiveMode: 1, leaveMsgMode: 1, leaveMsgTitle: 'Write to us' });
    const { context, page, errors } = await openVisitor(browser, server.origin, 'leave', 'Omar', { device: 'phone' });
    try {
      await seeNotice(page, 'No customer service agent is online').catch(() => undefined);
      await page.getByRole('heading', { name: 'Write to us' }).waitFor({ timeout: STEP });
      assert.match(page.url(), /\/chat_online\/leaveMsg\?/);
      const form = page.getByRole('form', { name: 'Leave a message' });
      const name = form.getByRole('textbox', { name: 'Name' });
      // the pre-filled name from the chat start is kept; empty it to see the check
      await name.fill('');
      await form.getByRole('button', { name: 'Send message' }).click();
      await seeToast(page, 'Please fill in Name');
      assert.equal(await name.evaluate((el) => (el.getRootNode() as Document).activeElement === el), true, 'the first wrong field takes the focus');
      assert.equal(await name.getAttribute('aria-invalid'), 'true');
      await name.fill('Omar');
      await form.getByRole('textbox', { name: 'Phone' }).fill('12345');
      await form.getByRole('textbox', { name: 'Message' }).fill('Please call me about invoice 77');
      await form.getByRole('button', { name: 'Send message' }).click();
      await seeToast(page, 'Please enter a valid phone number');
      await form.getByRole('textbox', { name: 'Phone' }).fill('13800138000');
      await expectNoAxeViolations(page, 'the leave-message page, phone');
      await form.getByRole('button', { name: 'Send message' }).click();
      await seeToast(page, 'Submitted successfully');
      const mine = page.getByRole('list', { name: 'My messages' });
      await mine.getByText('Please call me about invoice 77').waitFor({ timeout: STEP });
      await mine.getByText('Untreated').waitFor({ timeout: STEP });

      // the desk's inbox handles it with a remark
      const agent2 = await deskSignIn(server.origin, 'agent2');
      const list = await deskCall<{ list: { leaveMsgId: string; msgContent: string }[] }>(server.origin, agent2, 'leaveMessages/list', { msgState: 0 });
      const left = list.data.list.find((m) => m.msgContent === 'Please call me about invoice 77');
      assert.ok(left, 'the message is in the desk inbox');
      assert.equal((await deskCall(server.origin, agent2, 'leaveMessages/handle', { leaveMsgId: left.leaveMsgId, msgState: 1, msgDesc: 'Called back, invoice resent' })).status, 200);

      // the page opened on its own later: the visitor's list shows it handled, with the remark
      await page.reload();
      await page.getByRole('tab', { name: 'My messages' }).click();
      const item = page.getByRole('list', { name: 'My messages' }).getByRole('listitem').filter({ hasText: 'invoice 77' });
      await item.getByText('Handled').waitFor({ timeout: STEP });
      await item.getByText('Reply from 小李').waitFor({ timeout: STEP });
      await item.getByText('Called back, invoice resent').waitFor({ timeout: STEP });
      // the tabs move with the arrow keys
      await page.getByRole('tab', { name: 'My messages' }).focus();
      await page.keyboard.press('ArrowLeft');
      assert.equal(await page.getByRole('tab', { name: 'Write a message' }).getAttribute('aria-selected'), 'true');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  it('a waiting visitor sees the place move from 2 to 1, then the agent', T, async () => {
    const { server, browser } = stack();
    const admin = await deskSignIn(server.origin, 'admin');
    const group = await deskCall<{ groupId: string }>(server.origin, admin, 'admin/groups/create', { groupName: 'Returns' });
    const solo = await deskCall(server.origin, admin, 'admin/agents/create', { username: 'solo', password: 'kefu-demo', nick: 'Solo', maxLoad: 1, groups: [group.data.groupId] });
    assert.equal(solo.status, 200, solo.msg);
    // a channel that hands a visitor straight to people (spec §3 receiveMode 1)
    await setChannel(server.origin, 'queue', { receiveMode: 1 });
    const agent = await agentOnline(server.origin, 'solo');
    // two visitors ahead: one served (the agent's only place), one waiting
    const first = await startApiVisitor(server.origin, { channelId: 'queue', userName: 'First', locale: 'en' });
    assert.equal((await visitorCall<{ status: number }>(first, Endpoints.transferAgent.path, { groupId: group.data.groupId })).data.status, 2);
    const second = await startApiVisitor(server.origin, { channelId: 'queue', userName: 'Second', locale: 'en' });
    assert.equal((await visitorCall<{ status: number }>(second, Endpoints.transferAgent.path, { groupId: group.data.groupId })).data.status, 3);
    const { context, page, errors } = await openVisitor(browser, server.origin, 'queue', 'Mina', { query: { groupId: group.data.groupId } });
    try {
      await page.getByRole('status').filter({ hasText: 'You are number 2 in the queue' }).waitFor({ timeout: STEP });

      const closeChatOf = async (name: string) => {
        const c = await chatOf(server.origin, agent, name);
        assert.equal((await deskCall(server.origin, agent.token, 'chat/close', { sessionId: c.sessionId })).status, 200);
      };
      await closeChatOf('First');
      await page.getByRole('status').filter({ hasText: 'You are number 1 in the queue' }).waitFor({ timeout: STEP });
      await closeChatOf('Second');
      await seeNotice(page, 'Agent Solo is now serving you');
      assert.equal(await page.getByText(/in the queue/).count(), 0, 'the place is gone once served');
      assert.deepEqual(errors, []);
    } finally {
      await agent.socket.close();
      await context.close();
    }
  });

  it('the agent\'s and the visitor\'s timeout notices, with the page\'s clock moved on', T, async () => {
    const { server, browser } = stack();
    await setChannel(server.origin, 'timers', {
      receiveMode: 1, adminTimeoutMode: 1, adminTimeoutTime: 1, adminTimeoutMsg: 'Our agent will be right with you',
      userTimeoutMode: 1, userTimeoutTime: 3, userTimeoutMsg: 'Are you still there?',
    });
    const agent: Agent = await agentOnline(server.origin);
    const { context, page, errors } = await openVisitor(browser, server.origin, 'timers', 'Tara', { clock: true });
    try {
      await seeNotice(page, /is now serving you/);
      const chat = await chatOf(server.origin, agent, 'Tara');
      await input(page).fill('Is anyone there?');
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      await page.getByRole('log').getByText('Is anyone there?').waitFor({ timeout: STEP });
      // 59 s: not yet; 61 s: the agent-timeout notice (adminTimeoutTime 1 minute)
      await page.clock.fastForward(59_000);
      assert.equal(await page.getByText('Our agent will be right with you').count(), 0);
      await page.clock.fastForward(2_000);
      await seeNotice(page, 'Our agent will be right with you');
      await deskSees(server.origin, agent, chat.sessionId, (m) => m.senderType === SenderType.system && m.msgContent === 'Our agent will be right with you', 'the agent-timeout notice');

      // the agent answers; the visitor stays silent for three minutes
      assert.equal((await deskCall(server.origin, agent.token, 'chat/send', { sessionId: chat.sessionId, msgType: 1, msgContent: 'Sorry for the wait!' })).status, 200);
      await page.getByRole('log').getByText('Sorry for the wait!').waitFor({ timeout: STEP });
      await page.clock.fastForward(3 * 60_000 + 1_000);
      await seeNotice(page, 'Are you still there?');
      assert.deepEqual(errors, []);
    } finally {
      await agent.socket.close();
      await context.close();
    }
  });
});
