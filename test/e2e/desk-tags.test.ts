/**
 * Tags on conversations end to end (docs/desk.md "Tags"), in Chromium against the real server:
 * an admin creates two tags with their colours in Admin → Tags (a duplicate name refused on the
 * field); an agent in a live chat adds one with the keyboard only (Alt+T, type, Enter) and it
 * shows as a chip in the conversation's header; a second agent's desk hears it live; removing
 * works; a renamed tag changes on the open chat live. axe-core at 1280 px, on a phone and in
 * Arabic.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { Endpoints } from '../../protocol';
import type { DeskTag } from '../../protocol';
import { openDeskSocket } from '../server/human/ws-client';
import type { DeskSocket } from '../server/human/ws-client';
import { openPage, stackPerFile } from './harness';
import { deskCall, deskSignIn, expectNoAxe, goOnline, signInDesk, startApiVisitor, STEP, T, visitorCall } from './desk-kit';

const stack = stackPerFile();
let agent2Socket: DeskSocket | undefined;
after(async () => { await agent2Socket?.close().catch(() => undefined); });

/** The admin adds a tag through the dialog: a name and a colour by its name. */
async function addTag(page: Page, name: string, colour: string): Promise<void> {
  await page.getByRole('button', { name: 'Add tag' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add tag' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('radiogroup', { name: 'Colour' }).getByRole('radio', { name: colour }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached', timeout: STEP });
  await page.getByRole('row').filter({ hasText: name }).filter({ hasText: colour }).waitFor({ timeout: STEP });
}

describe('agent desk: tags on conversations', () => {
  it('admin creates tags; an agent tags a live chat by keyboard; a colleague hears it live; remove; axe at 1280, phone and Arabic', T, async () => {
    const { origin } = stack().server;
    const admin = await deskSignIn(origin, 'admin');
    agent2Socket = await openDeskSocket(origin, await deskSignIn(origin, 'agent2'));
    await agent2Socket.next('hello');

    // ---- the admin: two tags with colours, a duplicate refused on the name field
    const adminPage = await openPage(stack().browser);
    try {
      await signInDesk(adminPage.page, origin, 'admin');
      await adminPage.page.goto(`${origin}/desk/?locale=en#/admin/tags`);
      await adminPage.page.getByText('No tags yet.').waitFor({ timeout: STEP });
      await addTag(adminPage.page, 'VIP', 'Purple');
      await addTag(adminPage.page, 'Refund', 'Red');
      await adminPage.page.getByRole('button', { name: 'Add tag' }).click();
      const dialog = adminPage.page.getByRole('dialog', { name: 'Add tag' });
      await dialog.getByLabel('Name').fill(' vip ');
      await dialog.getByRole('button', { name: 'Save' }).click();
      const nameField = dialog.getByRole('textbox', { name: 'Name' });
      await dialog.getByRole('alert').filter({ hasText: 'A tag named “VIP” exists.' }).waitFor({ timeout: STEP });
      assert.equal(await nameField.getAttribute('aria-invalid'), 'true');
      assert.equal(await nameField.evaluate((e) => document.getElementById(e.getAttribute('aria-describedby') ?? '')?.textContent), 'A tag named “VIP” exists.');
      await expectNoAxe(adminPage.page, 'tag dialog with a refused name');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expectNoAxe(adminPage.page, 'tags table');
      // the refused save is the only failed request
      assert.deepEqual(adminPage.errors.filter((e) => !/status of 409 .*admin\/tags\/set/.test(e)), []);
    } finally {
      await adminPage.context.close();
    }
    const tags = (await deskCall<{ tags: DeskTag[] }>(origin, admin, 'tags/list')).data.tags;
    assert.deepEqual(tags.map((g) => [g.name, g.color, g.count]), [['Refund', 'red', 0], ['VIP', 'purple', 0]]);
    const [refund, vip] = tags as [DeskTag, DeskTag];

    // ---- agent1 in a live chat: Alt+T, type, Enter — keyboard only
    const { context, page, errors } = await openPage(stack().browser);
    try {
      await signInDesk(page, origin, 'agent1');
      await goOnline(page);
      const v = await startApiVisitor(origin, { channelId: 'demo', userName: 'Noor', locale: 'en' });
      const r = await visitorCall<{ status: number }>(v, Endpoints.transferAgent.path, { adminId: 'agent1' });
      assert.equal(r.data.status, 2, JSON.stringify(r.data));
      await page.getByRole('link', { name: /Noor/ }).click();
      await page.getByRole('heading', { name: 'Chat with Noor' }).waitFor({ timeout: STEP });
      const tagsButton = page.getByRole('button', { name: 'Tags', exact: true });
      await tagsButton.waitFor({ timeout: STEP });
      assert.equal(await tagsButton.getAttribute('aria-expanded'), 'false');
      await page.waitForFunction(() => document.activeElement?.id === 'reply-text', undefined, { timeout: STEP });

      await page.keyboard.press('Alt+t');
      const find = page.getByRole('combobox', { name: 'Find a tag' });
      await find.waitFor({ timeout: STEP });
      assert.ok(await find.evaluate((e) => e === document.activeElement), 'Alt+T puts the cursor in the picker');
      const listbox = page.getByRole('listbox', { name: 'Tags' });
      assert.deepEqual(await listbox.getByRole('option').allTextContents(), ['Refund', 'VIP']);
      await page.keyboard.type('ref');
      await page.waitForFunction(() => document.querySelectorAll('[role=listbox] [role=option]').length === 1, undefined, { timeout: STEP });
      assert.equal(await listbox.getByRole('option', { selected: false }).textContent(), 'Refund');
      await page.keyboard.press('Enter');
      const header = page.locator('section[aria-labelledby="conv-title"] > div').first();
      const chips = header.getByRole('list', { name: 'Tags' });
      await chips.getByRole('listitem').filter({ hasText: 'Refund' }).waitFor({ timeout: STEP });
      await listbox.getByRole('option', { name: 'Refund', selected: true }).waitFor({ timeout: STEP });
      await page.getByRole('status').filter({ hasText: 'Tag Refund added.' }).waitFor({ timeout: STEP });
      // the chip's colours: the palette's red with white text
      const colours = await chips.getByRole('listitem').first().evaluate((e) => [getComputedStyle(e).backgroundColor, getComputedStyle(e).color]);
      assert.deepEqual(colours, ['rgb(200, 30, 30)', 'rgb(255, 255, 255)']);
      // a colleague's desk hears it live
      const heard = await agent2Socket.next('conversation.tagged', (e) => e.tags.length === 1);
      assert.deepEqual(heard.tags, [refund.tagId]);
      const sessionId = heard.sessionId;
      await expectNoAxe(page, 'tag picker open over the live chat');
      await page.keyboard.press('Escape');
      await find.waitFor({ state: 'detached', timeout: STEP });
      assert.ok(await tagsButton.evaluate((e) => e === document.activeElement), 'Escape returns to the Tags button');
      assert.equal(await tagsButton.getAttribute('aria-expanded'), 'false');
      await expectNoAxe(page, 'live chat with a tag chip');

      // a rename by the admin shows on the open chat without a reload
      assert.equal((await deskCall(origin, admin, 'admin/tags/set', { tagId: refund.tagId, name: 'Refunds', color: 'red' })).status, 200);
      await chips.getByRole('listitem').filter({ hasText: 'Refunds' }).waitFor({ timeout: STEP });

      // remove with the keyboard: the chip's own button, named after the tag
      const remove = page.getByRole('button', { name: 'Remove tag Refunds' });
      await remove.focus();
      await page.keyboard.press('Enter');
      await chips.waitFor({ state: 'detached', timeout: STEP });
      assert.ok(await tagsButton.evaluate((e) => e === document.activeElement), 'the focus goes to the Tags button, not lost');
      assert.deepEqual((await agent2Socket.next('conversation.tagged', (e) => e.sessionId === sessionId && e.tags.length === 0)).tags, []);
      const after = (await deskCall<{ tags: string[] }>(origin, admin, 'conversation/tags', { sessionId })).data.tags;
      assert.deepEqual(after, []);

      // a tag added by a colleague shows here live
      assert.equal((await deskCall(origin, admin, 'conversation/tags', { sessionId, add: [vip.tagId] })).status, 200);
      await chips.getByRole('listitem').filter({ hasText: 'VIP' }).waitFor({ timeout: STEP });
      assert.deepEqual(errors, []);

      // ---- the same chat on a phone, in Arabic: the picker open passes axe
      const phone = await openPage(stack().browser, { width: 375, height: 740 });
      try {
        await signInDesk(phone.page, origin, 'agent1');
        await phone.page.goto(`${origin}/desk/?locale=ar#/chats/${encodeURIComponent(sessionId)}`);
        await phone.page.locator('#conv-title').waitFor({ timeout: STEP });
        assert.equal(await phone.page.evaluate(() => document.documentElement.dir), 'rtl');
        const wide = () => phone.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        const before = await wide();
        await phone.page.locator('button[aria-keyshortcuts="Alt+T"]').click();
        await phone.page.locator('input[role=combobox]').waitFor({ timeout: STEP });
        await phone.page.getByRole('option', { selected: true }).filter({ hasText: 'VIP' }).waitFor({ timeout: STEP });
        // the open picker makes the page no wider than it was (it fits the phone's width)
        const overflow = await wide();
        assert.ok(overflow <= Math.max(0, before), `the picker adds no sideways scrolling (${overflow} px too wide, ${before} px before)`);
        const box = await phone.page.locator('input[role=combobox]').evaluate((e) => e.parentElement!.getBoundingClientRect().toJSON() as DOMRect);
        assert.ok(box.left >= 0 && box.right <= 375, `the picker is on screen: ${box.left}–${box.right}`);
        await expectNoAxe(phone.page, 'tag picker, ar, 375 px');
        assert.deepEqual(phone.errors, []);
      } finally {
        await phone.context.close();
      }
    } finally {
      await context.close();
    }
  });
});
