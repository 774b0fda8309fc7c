/**
 * Work orders in the desk, in Chromium against the real server: an admin makes a type with a
 * drop-down and a cascading field in the type editor (the keyboard lands in each new row, the
 * server's refusal shows in the dialog, options move by buttons); a visitor's order (visitor API)
 * appears live in an agent's inbox without a reload; the agent adds an internal note and a public
 * reply with a status change and sees both in the timeline, labelled; the visitor's own answer
 * has the public reply only; the status filter and the search find it; the customer's answer
 * shows live in the open order; the admin sees the custom
 * fields by their option labels; a leave message turned into a work order keeps its text; the
 * type is deleted after a confirmation. axe-core on the type dialog and the order.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { Endpoints } from '../../protocol';
import type { DeskWoType, DeskWorkOrder, WorkOrder } from '../../protocol';
import { openPage, stackPerFile } from './harness';
import { deskCall, deskSignIn, expectNoAxe, signInDesk, startApiVisitor, STEP, T, visitorCall } from './desk-kit';

const stack = stackPerFile();

/** What the console may show that is not a fault of the page: the saves the server refused. */
const expected = (e: string) => !/status of (400|409)/.test(e);

/** "Add …" moves the keyboard to the new row's first (empty) box: wait for it before typing (a render may lag on a loaded machine). */
async function inNewRow(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const at = document.activeElement;
    return at instanceof HTMLInputElement && at.type === 'text' && at.value === '';
  }, undefined, { timeout: STEP });
}

async function makeType(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Work-order types' }).click();
  await page.getByRole('button', { name: 'Add type' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add type' });
  await dialog.getByLabel('Type name').fill('Warranty claim');

  // a drop-down field: each "Add" puts the keyboard in the new row
  await dialog.getByRole('button', { name: 'Add field' }).click();
  await inNewRow(page);
  await page.keyboard.type('Colour');
  const colour = dialog.getByRole('group', { name: /^Field 1: Colour/ });
  await colour.getByLabel('Kind of answer').selectOption({ label: 'Drop-down list (pick one)' });
  await colour.getByRole('checkbox', { name: 'Required' }).check();
  const options = colour.getByRole('group', { name: 'Options of Colour' });
  await options.getByRole('button', { name: 'Add option' }).click();
  await inNewRow(page);
  await page.keyboard.type('Midnight black');
  await page.keyboard.press('Tab');
  await page.keyboard.type('black');
  await options.getByRole('button', { name: 'Add option' }).click();
  await inNewRow(page);
  await page.keyboard.type('Snow white');
  // the same value twice: the server's reason shows in the dialog
  await options.getByLabel('Option 2 value').fill('black');

  // a cascading field: Phones → Kefu Phone X
  await dialog.getByRole('button', { name: 'Add field' }).click();
  await inNewRow(page);
  await page.keyboard.type('Model');
  const model = dialog.getByRole('group', { name: /^Field 2: Model/ });
  await model.getByLabel('Kind of answer').selectOption({ label: 'Step-by-step choice (cascading)' });
  const tree = model.getByRole('group', { name: 'Choices of Model' });
  await tree.getByRole('button', { name: 'Add a first-level choice' }).click();
  await inNewRow(page);
  await page.keyboard.type('Phones');
  await tree.getByLabel('Option 1 value').fill('phones');
  await tree.getByRole('button', { name: 'Add a choice under 1' }).click();
  await inNewRow(page);
  await page.keyboard.type('Kefu Phone X');
  await tree.getByLabel('Option 1.1 value').fill('px');
  await tree.getByRole('button', { name: 'Add a choice under 1', exact: true }).click();
  await inNewRow(page);
  await page.keyboard.type('Spare');
  await tree.getByRole('button', { name: 'Remove option 1.2' }).click();
  assert.equal(await tree.getByLabel('Option 1.2 label').count(), 0, 'the removed choice is gone');

  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.getByRole('alert').filter({ hasText: /duplicate/i }).waitFor({ timeout: STEP });
  await options.getByLabel('Option 2 value').fill('white');
  // white first: moved up by its button
  await options.getByRole('button', { name: 'Move option 2 up' }).click();
  assert.equal(await options.getByLabel('Option 1 label').inputValue(), 'Snow white');
  await expectNoAxe(page, 'work-order type dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached', timeout: STEP });
  await page.getByRole('cell', { name: 'Warranty claim', exact: true }).waitFor({ timeout: STEP });
}

describe('agent desk: work orders', () => {
  it('a type made in the editor; an order arrives live, gets a note and a reply, is found by filter and search; a leave message becomes an order', T, async () => {
    const { origin } = stack().server;
    const adminToken = await deskSignIn(origin, 'admin');
    const admin = await openPage(stack().browser);
    const agent = await openPage(stack().browser);
    try {
      // ---- the admin's type editor
      await signInDesk(admin.page, origin, 'admin');
      await admin.page.goto(`${origin}/desk/?locale=en#/admin/agents`);
      await makeType(admin.page);
      const types = (await deskCall<{ types: DeskWoType[] }>(origin, adminToken, 'admin/woTypes/list')).data.types;
      const type = types.find((ty) => ty.typeName === 'Warranty claim');
      assert.ok(type, 'the type is stored');
      assert.deepEqual(type.fields.map((f) => [f.fieldName, f.fieldType, f.required]), [['Colour', 6, true], ['Model', 9, false]]);
      assert.deepEqual(type.fields[0]!.options.map((o) => [o.label, o.value]), [['Snow white', 'white'], ['Midnight black', 'black']]);
      assert.deepEqual(type.fields[1]!.options.map((o) => [o.label, o.value, o.children?.map((c) => [c.label, c.value])]), [['Phones', 'phones', [['Kefu Phone X', 'px']]]]);

      // ---- the agent's inbox is open before the order exists
      await signInDesk(agent.page, origin, 'agent1');
      await agent.page.getByRole('navigation', { name: 'Desk' }).getByRole('link', { name: 'Work orders' }).click();
      const list = agent.page.getByRole('list', { name: 'Work orders, newest first' });
      await agent.page.getByRole('heading', { name: 'Work orders' }).waitFor({ timeout: STEP });
      await agent.page.evaluate(() => { (window as unknown as { stayed: boolean }).stayed = true; });

      const v = await startApiVisitor(origin, { channelId: 'demo', userName: 'Wanda', locale: 'en' });
      const [colour, model] = type.fields;
      const made = await visitorCall<WorkOrder>(v, Endpoints.addWo.path, {
        woTypeId: type.typeId, woTitle: 'Hinge squeaks on my Phone X', woContent: '<p>The hinge <b>squeaks</b> since Monday.</p><script>alert(1)</script>',
        customerName: 'Wanda', customerPhone: '13800138000', customerEmail: 'wanda@example.com', localId: `wo${Date.now()}`,
        cusFieldConfigInfoVoList: [
          { fieldId: colour!.fieldId, fieldName: 'Colour', fieldValue: 'white' },
          { fieldId: model!.fieldId, fieldName: 'Model', fieldValue: '["phones","px"]' },
        ],
      });
      assert.equal(made.status, 200, made.msg);
      const woId = String(made.data.woId);

      // live: the row appears without a reload, marked as the customer's turn
      const row = list.getByRole('link', { name: /Hinge squeaks on my Phone X/ });
      await row.waitFor({ timeout: STEP });
      assert.equal(await agent.page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed), true, 'no reload');
      assert.match(await row.innerText(), /Not yet handled[\s\S]*Customer wrote last/);
      await row.click();
      const detail = agent.page.getByRole('article', { name: 'Hinge squeaks on my Phone X' });
      await detail.getByText('The hinge squeaks since Monday.').waitFor({ timeout: STEP });
      assert.equal(await detail.locator('script').count(), 0);
      await detail.getByText('wanda@example.com').waitFor({ timeout: STEP });

      // an internal note, then a public reply that also sets "waiting for the customer"
      const reply = detail.getByRole('form', { name: 'Reply' });
      await reply.getByRole('radio', { name: 'Internal note' }).check();
      await reply.getByLabel('Your internal note').fill('Checked stock: hinge kit on shelf B.');
      await reply.getByRole('button', { name: 'Add note' }).click();
      const timeline = detail.getByRole('list', { name: 'History' });
      const note = timeline.getByRole('listitem').filter({ hasText: 'Checked stock: hinge kit on shelf B.' });
      await note.waitFor({ timeout: STEP });
      assert.match(await note.innerText(), /Internal — not visible to the customer/);

      await reply.getByRole('radio', { name: 'Public reply' }).check();
      await reply.getByLabel('Your reply to the customer').fill('We will send you a new hinge this week.');
      await reply.getByLabel('Status after sending').selectOption({ label: 'Waiting for the customer' });
      await expectNoAxe(agent.page, 'work order detail');
      await reply.getByRole('button', { name: 'Send reply' }).click();
      const pub = timeline.getByRole('listitem').filter({ hasText: 'We will send you a new hinge this week.' });
      await pub.waitFor({ timeout: STEP });
      assert.match(await pub.innerText(), /Public reply/);
      assert.doesNotMatch(await pub.innerText(), /not visible to the customer/);
      await timeline.getByRole('listitem').filter({ hasText: 'status Not yet handled → Waiting for the customer' }).waitFor({ timeout: STEP });
      await detail.locator('header').getByText('Waiting for the customer', { exact: true }).waitFor({ timeout: STEP });
      assert.equal(await detail.getByRole('form', { name: 'Handling' }).getByLabel('Status').inputValue(), '2', 'the controls follow the reply');
      const mine = await visitorCall<{ list: WorkOrder[] }>(v, Endpoints.queryWoByCustom.path, {});
      const theirs = mine.data.list.find((w) => String(w.woId) === woId);
      assert.equal(theirs?.woStatus, 2);
      const seen = JSON.stringify(theirs?.handleList ?? []);
      assert.match(seen, /new hinge this week/);
      assert.doesNotMatch(seen, /shelf B/, 'the internal note never reaches the visitor');

      // the status filter and the search find it (and only where they should)
      const pane = agent.page.getByRole('region', { name: 'Work orders', exact: true });
      await pane.getByLabel('Status').selectOption({ label: 'Waiting for the customer' });
      await row.waitFor({ timeout: STEP });
      await pane.getByLabel('Status').selectOption({ label: 'Resolved' });
      await pane.getByText('No work orders match these filters.').waitFor({ timeout: STEP });
      await pane.getByLabel('Status').selectOption({ label: 'Any' });
      await pane.getByRole('searchbox', { name: 'Search title and content' }).fill('squeaks');
      await pane.getByRole('button', { name: 'Search', exact: true }).click();
      await row.waitFor({ timeout: STEP });
      await pane.getByRole('searchbox', { name: 'Search title and content' }).fill('zebra umbrella');
      await pane.getByRole('searchbox', { name: 'Search title and content' }).press('Enter');
      await pane.getByText('No work orders match these filters.').waitFor({ timeout: STEP });
      await pane.getByRole('button', { name: 'Clear filters' }).click();
      await row.waitFor({ timeout: STEP });

      // the customer answers: the open order shows it live, back to "accepted", marked as the customer's turn
      await row.click();
      const answered = await visitorCall(v, Endpoints.addWoHandleInfo.path, { woId, handleContent: 'Thanks, I will wait for it.' });
      assert.equal(answered.status, 200, answered.msg);
      const theirReply = timeline.getByRole('listitem').filter({ hasText: 'Thanks, I will wait for it.' });
      await theirReply.waitFor({ timeout: STEP });
      assert.match(await theirReply.innerText(), /Customer reply/);
      await detail.locator('header').getByText('Accepted', { exact: true }).waitFor({ timeout: STEP });
      await row.getByText('Customer wrote last').waitFor({ timeout: STEP });

      // the admin reads the custom fields by their labels (the cascading one as its path)
      await admin.page.goto(`${origin}/desk/?locale=en#/workorders/${encodeURIComponent(woId)}`);
      const adminDetail = admin.page.getByRole('article', { name: 'Hinge squeaks on my Phone X' });
      await adminDetail.getByText('Phones / Kefu Phone X').waitFor({ timeout: STEP });
      await adminDetail.getByText('Snow white', { exact: true }).waitFor({ timeout: STEP });

      // a leave message becomes a work order, keeping its text
      const left = await visitorCall(v, Endpoints.leaveMsg.path, { customerName: 'Wanda', customerPhone: '13800138000', msgContent: 'Please call me back about the invoice 4711' });
      assert.equal(left.status, 200, left.msg);
      await agent.page.getByRole('navigation', { name: 'Desk' }).getByRole('link', { name: 'Leave messages' }).click();
      await agent.page.getByRole('cell', { name: 'Please call me back about the invoice 4711' }).waitFor({ timeout: STEP });
      await agent.page.getByRole('button', { name: "Make a work order from Wanda's message" }).click();
      await agent.page.waitForURL(/#\/workorders\/.+/, { timeout: STEP });
      const fromLeave = agent.page.getByRole('article').getByRole('region', { name: 'Description' });
      await fromLeave.getByText('Please call me back about the invoice 4711').waitFor({ timeout: STEP });
      const newId = decodeURIComponent(agent.page.url().split('#/workorders/')[1]!);
      const stored = await deskCall<DeskWorkOrder>(origin, adminToken, 'wo/get', { woId: newId });
      assert.match(stored.data.woContent, /Please call me back about the invoice 4711/);
      assert.ok(stored.data.leaveMsgId, 'the order knows its leave message');

      // the type is deleted after a confirmation
      await admin.page.goto(`${origin}/desk/?locale=en#/admin/woTypes`);
      admin.page.once('dialog', (d) => void d.accept());
      await admin.page.getByRole('button', { name: 'Delete Warranty claim' }).click();
      await admin.page.getByRole('status').filter({ hasText: 'Deleted.' }).waitFor({ timeout: STEP });
      const after = (await deskCall<{ types: DeskWoType[] }>(origin, adminToken, 'admin/woTypes/list')).data.types.find((ty) => ty.typeId === type.typeId);
      assert.ok(!after || !after.enabled, 'deleted, or kept switched off for its orders');

      assert.deepEqual(admin.errors.filter(expected), []);
      assert.deepEqual(agent.errors.filter(expected), []);
    } finally {
      await admin.context.close();
      await agent.context.close();
    }
  });

  it('on a phone in a right-to-left locale: the list, an order opened with the keyboard (the focus follows), back to the list; axe', T, async () => {
    const { origin } = stack().server;
    const v = await startApiVisitor(origin, { channelId: 'demo', userName: 'Rami', locale: 'ar' });
    assert.equal((await visitorCall(v, Endpoints.leaveMsg.path, { customerName: 'Rami', customerPhone: '13900139000', msgContent: 'The charger stopped working' })).status, 200);
    const agentToken = await deskSignIn(origin, 'agent2');
    const leaves = await deskCall<{ list: { leaveMsgId: string; msgContent: string }[] }>(origin, agentToken, 'leaveMessages/list', { msgState: 0 });
    const lm = leaves.data.list.find((m) => m.msgContent === 'The charger stopped working');
    assert.ok(lm);
    const made = await deskCall<DeskWorkOrder>(origin, agentToken, 'wo/fromLeaveMessage', { leaveMsgId: lm.leaveMsgId });
    assert.equal(made.status, 200, made.msg);
    const again = await deskCall<DeskWorkOrder>(origin, agentToken, 'wo/fromLeaveMessage', { leaveMsgId: lm.leaveMsgId });
    assert.equal(again.data.woId, made.data.woId, 'the same leave message makes one order');

    const { context, page, errors } = await openPage(stack().browser, { width: 375, height: 740 });
    try {
      await signInDesk(page, origin, 'agent2');
      await page.goto(`${origin}/desk/?locale=ar#/workorders`);
      await page.waitForFunction(() => document.documentElement.dir === 'rtl', undefined, { timeout: STEP });
      const row = page.getByRole('link', { name: /The charger stopped working/ });
      await row.waitFor({ timeout: STEP });
      await expectNoAxe(page, 'work orders, phone, ar');
      await row.focus();
      await page.keyboard.press('Enter');
      const title = page.getByRole('heading', { name: made.data.woTitle });
      await title.waitFor({ timeout: STEP });
      await page.waitForFunction(() => document.activeElement?.id === 'wo-detail-title', undefined, { timeout: STEP });
      assert.equal(await row.isVisible(), false, 'one column: the list gives way to the order');
      const box = await page.getByRole('article').boundingBox();
      assert.ok(box && box.width <= 375, 'no sideways scrolling');
      await expectNoAxe(page, 'work order, phone, ar');
      await page.getByRole('link', { name: 'Back to the work orders' }).click();
      await row.waitFor({ timeout: STEP });
      assert.deepEqual(errors.filter(expected), []);
    } finally {
      await context.close();
    }
  });
});
