/**
 * Rating the service from the chat window (spec §4 "Evaluation", §5, §7 evaluate / sysMsg): the
 * agent's invitation (1203) opens the agent form; stars move by keyboard; the level's required
 * label and comment are asked for with the spec's toasts, nothing is sent until they are there;
 * changing the star clears them; the comment stops at 60 characters; success thanks the visitor
 * and tells the agent; a second try says it was rated already. The robot's form: solved or not,
 * the reasons when not. Real server and Chromium; the agent through the desk API.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { SenderType } from '../../protocol';
import { stackPerFile } from './harness';
import { deskCall, T } from './desk-kit';
import { expectNoAxeViolations } from './chat-kit';
import { agentOnline, chatOf, deskSees, openVisitor, seeNotice, seeToast, setChannel, STEP } from './human-kit';
import type { Agent } from './human-kit';

// the stars, labels and yes/no are inputs drawn by their labels: `force` checks them where the label takes the click
const stack = stackPerFile();
/** The rating as sent, without the visitor's id (spec §7 sends it with every call). */
const withoutUser = (body: string): Record<string, unknown> => {
  const { userId: _user, ...rest } = JSON.parse(body) as Record<string, unknown>;
  return rest;
};
const RATE_MENU = { chatMenuConfigList: [{ menuType: 4, menuName: 'Rate us' }] };

describe('chat window: rating the service', () => {
  it('the agent invites a rating: stars by keyboard, each required part asked for, thanks, and once only', T, async () => {
    const { server, browser } = stack();
    await setChannel(server.origin, 'rate', { receiveMode: 1, evaluateMode: 1, chatMenuConfigPlan: RATE_MENU });
    const agent: Agent = await agentOnline(server.origin);
    const { context, page, errors } = await openVisitor(browser, server.origin, 'rate', 'Rui');
    try {
      await seeNotice(page, /is now serving you/);
      const chat = await chatOf(server.origin, agent, 'Rui');
      assert.equal((await deskCall(server.origin, agent.token, 'chat/inviteEvaluation', { sessionId: chat.sessionId })).status, 200);

      const dialog = page.getByRole('dialog', { name: 'Rate our service' });
      const stars = dialog.getByRole('radiogroup', { name: 'Your rating' });
      await stars.waitFor({ timeout: STEP });
      assert.equal(await stars.getByRole('radio', { name: '5 of 5 stars' }).isChecked(), true, 'five stars by default');
      assert.equal(await dialog.getByRole('textbox', { name: /Comment/ }).count(), 0, 'no comment box at five stars');
      await expectNoAxeViolations(page, 'the agent rating form');

      // arrow keys move the star like any radio group: 5 → 1
      await stars.getByRole('radio', { name: '5 of 5 stars' }).focus();
      for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowLeft');
      assert.equal(await stars.getByRole('radio', { name: '1 of 5 stars' }).isChecked(), true);
      await dialog.getByText('Very dissatisfied').waitFor({ timeout: STEP });

      // one star needs a label and a comment: each asked for, nothing sent
      const sent: string[] = [];
      page.on('request', (r) => { if (r.url().endsWith('/evaluate')) sent.push(r.postData() ?? ''); });
      const submit = dialog.getByRole('button', { name: 'Submit rating' });
      await submit.click();
      await seeToast(page, 'Please choose a label for this rating');
      await dialog.getByRole('checkbox', { name: 'Slow reply' }).check({ force: true });
      await submit.click();
      await seeToast(page, 'Please enter a comment for this rating');
      assert.deepEqual(sent, [], 'nothing sent while a required part is missing');
      const comment = dialog.getByRole('textbox', { name: /Comment/ });
      await comment.fill('x'.repeat(70));
      assert.equal((await comment.inputValue()).length, 60, 'the comment stops at 60 characters');
      await dialog.getByText('60/60').waitFor({ timeout: STEP });

      // another star clears the label and the comment
      await stars.getByRole('radio', { name: '2 of 5 stars' }).check({ force: true });
      assert.equal(await dialog.getByRole('checkbox', { name: 'Slow reply' }).isChecked(), false);
      assert.equal(await comment.inputValue(), '');
      await dialog.getByRole('checkbox', { name: 'Cannot solve' }).check({ force: true });
      await comment.fill('Took a while');
      await dialog.getByRole('radio', { name: 'No' }).check({ force: true });
      await submit.click();
      await dialog.waitFor({ state: 'detached', timeout: STEP });
      await seeNotice(page, 'Thank you for your review');
      assert.equal(sent.length, 1);
      assert.deepEqual(withoutUser(sent[0]!), { evaluateAdminMode: 1, evaluateAdminStar: 2, evaluateAdminSolve: 0, evaluateAdminTag: 'Cannot solve', evaluateAdminContent: 'Took a while' });
      // the agent is told (sysMsg): a system line in the desk's view of the chat
      await deskSees(server.origin, agent, chat.sessionId, (m) => m.senderType === SenderType.system && /rated the service|已评价/.test(m.msgContent ?? ''), 'the rating notice');

      // a second rating: the menu says it was given already
      await page.getByRole('navigation', { name: 'Quick menu' }).getByRole('button', { name: 'Rate us' }).click();
      await seeNotice(page, 'You have already rated this service');
      assert.equal(await page.getByRole('dialog', { name: 'Rate our service' }).count(), 0);
      assert.deepEqual(errors, []);
    } finally {
      await agent.socket.close();
      await context.close();
    }
  });

  it('rates the robot: solved or not, the reasons when not, on a phone in Arabic', T, async () => {
    const { server, browser } = stack();
    await setChannel(server.origin, 'rate-robot', { receiveMode: 0, evaluateMode: 1, chatMenuConfigPlan: RATE_MENU });
    const { context, page, errors } = await openVisitor(browser, server.origin, 'rate-robot', 'Nour', { device: 'phone', locale: 'ar' });
    try {
      await page.getByRole('log').getByRole('article').first().waitFor({ timeout: STEP });
      await page.getByRole('navigation').getByRole('button', { name: 'Rate us' }).click();
      const dialog = page.getByRole('dialog', { name: 'قيّم خدمتنا' });
      await dialog.waitFor({ timeout: STEP });
      assert.equal(await page.locator('[dir="rtl"]').count() > 0, true, 'right to left');
      const yes = dialog.getByRole('radio').first();
      assert.equal(await yes.isChecked(), true, 'solved by default');
      assert.equal(await dialog.getByRole('checkbox').count(), 0, 'no reasons while solved');
      await dialog.getByRole('radio').nth(1).check({ force: true });
      await dialog.getByRole('checkbox', { name: 'Irrelevant answer' }).check({ force: true });
      await expectNoAxeViolations(page, 'the robot rating form, ar, phone');
      const sent = page.waitForRequest((r) => r.url().endsWith('/evaluate'), { timeout: STEP });
      await dialog.getByRole('button', { name: 'إرسال التقييم' }).click();
      assert.deepEqual(withoutUser((await sent).postData() ?? '{}'), { evaluateRobotMode: 1, evaluateRobotSolve: 0, evaluateRobotTag: 'Irrelevant answer' });
      await dialog.waitFor({ state: 'detached', timeout: STEP });
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});
