/**
 * Work orders end to end (real server with a real SMTP server on loopback, real Chromium): a
 * visitor files a type-2 order on the leave-message page with every field type and two images
 * (the attachment rules refuse an archive, an 11 MB image and a 4th file); the mail with the link
 * arrives; an agent adds an internal note and a public reply with a status change in the desk;
 * the visitor opens the mailed link, sees only the public reply and answers; the agent's open
 * order shows the answer live. Also: the card form asks for its required fields, /question opens a
 * document's link in a new window, and the link page refuses every wrong token alike.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { DeskWoSummary, DeskWorkOrder } from '../../protocol';
import { openPage, stackPerFile } from './harness';
import { deskCall, deskSignIn, expectNoAxe, signInDesk, STEP, T } from './desk-kit';
import { openDevice } from './chat-kit';
import { startSmtp } from '../server/mail/smtp-kit';
import { GIF, PDF, PNG } from '../server/uploads/extras-kit';

const sink = await startSmtp();
after(() => sink.close());
const stack = stackPerFile({ SMTP_URL: sink.url, MAIL_FROM: 'Kefu Demo <help@kefu.test>', KEFU_MAIL_POLL_MS: '200' });

const LINK = /http:\/\/[^\s"<>]+\/chat_online\/workorder\?woId=[^\s&"<>]+&token=[A-Za-z0-9_-]+(&locale=[A-Za-z-]+)?/;

async function seeToast(page: Page, text: string | RegExp): Promise<void> {
  await page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text }).first().waitFor({ timeout: STEP });
}

/** Fills one of every spec §3 field type of the demo's "Return or repair" type. */
async function fillEveryField(page: Page): Promise<void> {
  await page.getByLabel('Order number / 订单号').fill('SO-20261128-77');
  await page.getByLabel('Problem details / 问题描述').fill('The left earbud is silent.');
  await page.getByLabel('Purchase date / 购买日期').fill('2026-11-02');
  await page.getByLabel('Preferred pickup time / 期望取件时间').fill('2026-12-01T10:30');
  await page.getByLabel('Quantity / 数量').fill('1');
  await page.getByLabel('Request / 诉求').selectOption({ label: 'Repair / 维修' });
  await page.getByRole('radiogroup', { name: /Packaging/ }).getByRole('radio', { name: 'Opened / 已拆封' }).check();
  const extras = page.getByRole('group', { name: /Accessories included/ });
  await extras.getByRole('checkbox', { name: 'Charger / 充电器' }).check();
  await extras.getByRole('checkbox', { name: 'Box / 包装盒' }).check();
  await page.getByLabel('Product / 产品: level 1').selectOption({ label: 'Electronics / 数码' });
  await page.getByLabel('Product / 产品: level 2').selectOption({ label: 'Earbuds / 耳机' });
  await page.getByLabel('Product / 产品: level 3').selectOption({ label: 'Kefu Buds 2' });
}

describe('work orders end to end', () => {
  it('filed with every field and two images, mailed, answered in the desk, followed by the link, answered back live', T, async () => {
    const { origin } = stack().server;
    const visitor = await openDevice(stack().browser, 'desktop');
    const agent = await openPage(stack().browser);
    const phone = await openDevice(stack().browser, 'phone');
    try {
      // ---- the visitor's leave-message page of a channel with leaveMsgType 2
      const page = visitor.page;
      await page.goto(`${origin}/chat_online/leaveMsg?channelId=demo-wo&locale=en`);
      const form = page.getByRole('form', { name: 'Submit a work order' });
      await page.getByLabel('Order number / 订单号').waitFor({ timeout: STEP });

      // spec §5: required content and fields are checked before anything is sent
      await form.getByRole('button', { name: 'Submit work order' }).click();
      await seeToast(page, /Problem description/);
      await form.getByLabel('Problem description').fill('My earbuds stopped charging after a week.');
      await fillEveryField(page);
      await form.getByLabel('Name').fill('Mei Chen');
      await form.getByLabel('E-mail').fill('mei@example.com');

      // attachments: an archive and an 11 MB image are refused before upload; a 4th is refused; two images are kept
      const picker = form.locator('input[type=file]');
      await picker.setInputFiles({ name: 'receipts.zip', mimeType: 'application/zip', buffer: Buffer.from('PK\u0003\u0004 not an image') });
      await seeToast(page, 'Only images can be uploaded');
      const big = Buffer.concat([PNG, Buffer.alloc(11 * 1024 * 1024)]);
      await picker.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: big });
      await seeToast(page, 'Images must be 10M or smaller');
      // four picked at once: the first three are taken, the fourth is refused
      await picker.setInputFiles([
        { name: 'box.png', mimeType: 'image/png', buffer: PNG },
        { name: 'label.gif', mimeType: 'image/gif', buffer: GIF },
        { name: 'side.png', mimeType: 'image/png', buffer: PNG },
        { name: 'fourth.png', mimeType: 'image/png', buffer: PNG },
      ]);
      await seeToast(page, 'You can upload at most 3 attachments');
      const attached = form.getByRole('button', { name: /^Remove attachment / });
      await form.getByRole('button', { name: 'Remove attachment side.png' }).waitFor({ timeout: STEP });
      assert.equal(await attached.count(), 3);
      // removing asks first
      await form.getByRole('button', { name: 'Remove attachment side.png' }).click();
      const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: 'Remove attachment' }));
      await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
      await form.getByRole('button', { name: 'Remove attachment side.png' }).waitFor({ state: 'detached', timeout: STEP });
      assert.equal(await attached.count(), 2);
      // each upload's progress bar goes once its file is stored
      await form.getByRole('progressbar').first().waitFor({ state: 'detached', timeout: STEP });
      await expectNoAxe(page, 'work-order form');
      await form.getByRole('button', { name: 'Submit work order' }).click();
      await seeToast(page, 'Submitted successfully');

      // ---- the mail with the link
      const [created] = await sink.waitFor(1, STEP);
      assert.deepEqual(created!.envelopeTo, ['mei@example.com']);
      const link = LINK.exec(created!.text)?.[0];
      assert.ok(link, created!.text);
      assert.ok(link.endsWith('&locale=en'), 'the link opens in the language the visitor wrote in');

      // ---- the agent: an internal note, then a public reply that asks the customer to wait
      const adminToken = await deskSignIn(origin, 'admin');
      const listed = await deskCall<{ list: DeskWoSummary[] }>(origin, adminToken, 'wo/list', {});
      const summary = listed.data.list.find((w) => w.customerName === 'Mei Chen');
      assert.ok(summary, 'the order is in the desk');
      const full = await deskCall<DeskWorkOrder>(origin, adminToken, 'wo/get', { woId: summary.woId });
      assert.deepEqual(full.data.files.map((f) => f.fileName).sort(), ['box.png', 'label.gif'], 'the two images are on the order');
      await signInDesk(agent.page, origin, 'agent1');
      await agent.page.goto(`${origin}/desk/?locale=en#/workorders/${encodeURIComponent(summary.woId)}`);
      const detail = agent.page.getByRole('article', { name: summary.woTitle });
      await detail.getByText('My earbuds stopped charging after a week.').waitFor({ timeout: STEP });
      await detail.getByText('Electronics / 数码 / Earbuds / 耳机 / Kefu Buds 2').waitFor({ timeout: STEP });
      const reply = detail.getByRole('form', { name: 'Reply' });
      await reply.getByRole('radio', { name: 'Internal note' }).check();
      await reply.getByLabel('Your internal note').fill('Suspect the charging case, ask for a photo.');
      await reply.getByRole('button', { name: 'Add note' }).click();
      const timeline = detail.getByRole('list', { name: 'History' });
      await timeline.getByRole('listitem').filter({ hasText: 'Suspect the charging case' }).waitFor({ timeout: STEP });
      await reply.getByRole('radio', { name: 'Public reply' }).check();
      await reply.getByLabel('Your reply to the customer').fill('Please send a photo of the charging case.');
      // a staff attachment goes with the public reply
      await reply.locator('input[type=file]').setInputFiles({ name: 'care-guide.pdf', mimeType: 'application/pdf', buffer: PDF });
      await reply.getByRole('list', { name: 'Attachments' }).getByText('care-guide.pdf').waitFor({ timeout: STEP });
      await reply.getByLabel('Status after sending').selectOption({ label: 'Waiting for the customer' });
      await reply.getByRole('button', { name: 'Send reply' }).click();
      await timeline.getByRole('listitem').filter({ hasText: 'Please send a photo of the charging case.' }).waitFor({ timeout: STEP });

      // the reply and the status change are mailed; the note is not
      const mails = await sink.waitFor(3, STEP);
      assert.ok(mails.slice(1).some((m) => m.text.includes('Please send a photo of the charging case.')));
      assert.ok(mails.every((m) => !m.text.includes('Suspect the charging case')), 'an internal note is never mailed');

      // ---- the visitor follows the mailed link on a phone: the public reply only
      await phone.page.goto(link.replace(/^http:\/\/localhost:/, 'http://127.0.0.1:'));
      const order = phone.page.getByRole('article', { name: summary.woTitle });
      await order.getByText('Please send a photo of the charging case.').waitFor({ timeout: STEP });
      assert.equal(await order.getByText('Suspect the charging case').count(), 0, 'the internal note is not on the page');
      await order.getByText('SO-20261128-77').waitFor({ timeout: STEP });
      await order.getByText('Electronics / 数码 / Earbuds / 耳机 / Kefu Buds 2').waitFor({ timeout: STEP });
      await order.getByText('Charger / 充电器, Box / 包装盒').waitFor({ timeout: STEP });
      assert.equal(await order.getByRole('region', { name: 'Attachments' }).getByRole('link', { name: /^Preview / }).count(), 2, 'both images are offered');
      await order.getByRole('link', { name: 'Preview care-guide.pdf' }).waitFor({ timeout: STEP });
      await expectNoAxe(phone.page, 'work-order link page');
      await phone.page.getByRole('button', { name: 'Reply', exact: true }).click();
      const dialog = phone.page.getByRole('dialog', { name: 'Reply work order' });
      const send = dialog.getByRole('button', { name: 'Send reply' });
      assert.equal(await send.isDisabled(), true, 'submit is disabled while empty');
      await dialog.getByLabel('Reply content').fill('Photo is on its way, the case does not light up.');
      await send.click();
      await seeToast(phone.page, 'Operation successful');
      await order.getByText('Photo is on its way, the case does not light up.').waitFor({ timeout: STEP });

      // ---- the agent's open order shows it live, back to accepted
      const answer = timeline.getByRole('listitem').filter({ hasText: 'Photo is on its way' });
      await answer.waitFor({ timeout: STEP });
      assert.match(await answer.innerText(), /Customer reply/);
      await detail.locator('header').getByText('Accepted', { exact: true }).waitFor({ timeout: STEP });
    } finally {
      await visitor.context.close();
      await agent.context.close();
      await phone.context.close();
    }
  });

  it('the card form asks for each required field by name, then files the order', T, async () => {
    const { origin } = stack().server;
    const { page, context } = await openDevice(stack().browser, 'desktop');
    try {
      await page.goto(`${origin}/chat_online/formData?tenantId=demo&templateId=return-repair&channelId=demo-wo&locale=en`);
      const submit = page.getByRole('button', { name: 'Submit message' });
      await submit.waitFor({ timeout: STEP });
      await expectNoAxe(page, 'card form');
      await submit.click();
      await seeToast(page, 'Please fill in Order number / 订单号');
      await fillEveryField(page);
      await page.getByLabel('Order number / 订单号').fill('CARD-4711');
      await submit.click();
      await page.getByText('Submitted. We will handle it as soon as possible.').waitFor({ timeout: STEP });
      const adminToken = await deskSignIn(origin, 'admin');
      const found = await deskCall<{ list: DeskWoSummary[] }>(origin, adminToken, 'wo/list', { q: 'CARD-4711' });
      assert.equal(found.data.list.length, 1, 'the card form made one order');
    } finally {
      await context.close();
    }
  });

  it('/question shows a document and opens its link in a new window', T, async () => {
    const { origin } = stack().server;
    const adminToken = await deskSignIn(origin, 'admin');
    const saved = await deskCall(origin, adminToken, 'admin/kb/save', {
      docs: [{ docId: 'care-guide', question: 'How do I care for my earbuds?', locale: 'en', answer: '<p>Keep them dry. <span data-link="https://example.com/care">Read the care guide</span></p><script>alert(1)</script>' }],
    });
    assert.equal(saved.status, 200, saved.msg);
    const { page, context } = await openDevice(stack().browser, 'desktop');
    // the closed network has no example.com: the new window gets a page of ours
    await context.route('https://example.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>care</title>' }));
    try {
      await page.goto(`${origin}/chat_online/question?docId=care-guide&channelId=demo&locale=en`);
      await page.getByRole('heading', { name: 'How do I care for my earbuds?' }).waitFor({ timeout: STEP });
      await page.getByText('Keep them dry.').waitFor({ timeout: STEP });
      await expectNoAxe(page, 'help document');
      assert.equal(await page.locator('script:not([src])').filter({ hasText: 'alert' }).count(), 0);
      const [popup] = await Promise.all([
        context.waitForEvent('page', { timeout: STEP }),
        page.getByText('Read the care guide').click(),
      ]);
      await popup.waitForURL(/^https:\/\/example\.com\/care/, { timeout: STEP });
      assert.equal(await popup.evaluate(() => window.opener), null, 'opened without a way back to the widget');
    } finally {
      await context.close();
    }
  });
  it('the link page refuses a missing, "null", "0", forged or another order\'s token alike, and shows nothing', T, async () => {
    const { origin } = stack().server;
    const adminToken = await deskSignIn(origin, 'admin');
    const card = (await deskCall<{ list: DeskWoSummary[] }>(origin, adminToken, 'wo/list', { q: 'CARD-4711' })).data.list[0];
    assert.ok(card, 'the card form left an order');
    // the first order's mailed token, tried on the card form's order
    const otherToken = /token=([A-Za-z0-9_-]+)/.exec(sink.received[0]?.text ?? '')?.[1];
    assert.ok(otherToken, 'the first order was mailed');
    const woId = encodeURIComponent(card.woId);
    const { page, context } = await openDevice(stack().browser, 'phone');
    try {
      for (const token of ['null', '0', 'A'.repeat(43), otherToken, '']) {
        await page.goto(`${origin}/chat_online/workorder?woId=${woId}&token=${token}&locale=en`);
        await page.getByText(token === '' ? 'The link is missing required parameters: token' : 'This work order does not exist or the link is no longer valid').waitFor({ timeout: STEP });
        assert.equal(await page.getByRole('article').count(), 0, `nothing of the order with token "${token}"`);
        if (token === 'null') await expectNoAxe(page, 'work-order link error');
        assert.equal(await page.getByText('CARD-4711').count(), 0);
      }
    } finally {
      await context.close();
    }
  });
});
