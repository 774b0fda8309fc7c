/**
 * The channel editor as forms (docs/desk.md "Channel settings"), in Chromium against the real
 * server: an admin creates a channel and builds its settings with the forms only — the robot's
 * name and welcome, an FAQ question picked from the knowledge base, a quick menu item of every
 * type (reordered with the keyboard alone, and by dragging), a pre-chat form with a field of every
 * type, and the texts in zh and en in the texts table —, sees the unsaved menu in the live
 * preview on desktop and on a phone, and saves; a visitor opening that channel's chat in zh, and
 * one on a host page with the Install panel's embed code (en), get exactly those menus, that form
 * and those texts. A bad
 * address in a menu item is refused by the server on that very field (outlined, described,
 * focused) and nothing is saved. axe finds nothing at 1280 px, 375 px and in Arabic.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Frame, Locator, Page } from 'playwright-core';
import { hostPage, openPage, stackPerFile } from './harness';
import { expectNoAxe, signInDesk, STEP } from './desk-kit';
import { FILES, openVisitor } from './human-kit';

const stack = stackPerFile();
const LONG = { timeout: 300_000 };
const CHANNEL = 'shop-forms';
const LINK_ID = '#ch-chatMenuConfigPlan-chatMenuConfigList-2-labelLink';

/** [type as the admin reads it, zh name, en name, its own field and value (zh, en)] */
const MENU: [string, string, string, ([string, string, string] | null)][] = [
  ['Sends a message (the robot answers it)', '问订单', 'My order', ['Message sent', '我的订单在哪', 'Where is my order']],
  ['Shows a fixed answer', '营业时间', 'Opening hours', ['Answer shown', '每天 9 点到 18 点', 'Every day 9am to 6pm']],
  ['Opens a web page', '帮助', 'Help', ['Web address', 'https://help.example.com/', '']],
  ['Connects to a person', '人工', 'An agent', null],
  ['Opens the leave-a-message form', '留言', 'Leave a message', null],
  ['Opens the rating', '评价', 'Rate us', null],
  ['Ends the chat', '结束', 'End the chat', null],
];

/** [label zh, label en, kind, required, options zh/en] — every pre-chat field type of spec §3 */
const FIELDS: [string, string, string, boolean, [string, string][]][] = [
  ['姓名', 'Name', 'Short text', true, []],
  ['电话', 'Phone', 'Short text', false, []],
  ['邮箱', 'E-mail', 'Short text', false, []],
  ['备注', 'Notes', 'Long text', false, []],
  ['日期', 'Date', 'Date', false, []],
  ['预约时间', 'Appointment', 'Date and time', false, []],
  ['数量', 'Quantity', 'Number', false, []],
  ['城市', 'City', 'Drop-down list', false, [['北京', 'Beijing'], ['上海', 'Shanghai']]],
  ['会员', 'Member', 'One choice (buttons)', false, [['是', 'Yes'], ['否', 'No']]],
  ['兴趣', 'Interests', 'Several choices (checkboxes)', false, [['手机', 'Phones'], ['耳机', 'Headphones']]],
];

const form = (page: Page) => page.getByRole('form', { name: `Settings of channel ${CHANNEL}` });
const group = (scope: Locator | Page, name: string) => scope.getByRole('group', { name, exact: true });
const enCell = (page: Page, row: string) => page.getByRole('textbox', { name: `${row} English (en)`, exact: true });
const buttonTexts = async (page: Page) => Promise.all(MENU.map((_, i) => group(form(page), `Quick menu item ${i + 1}`).getByLabel('Button text', { exact: true }).inputValue()));

/** Drag with the mouse, in steps, as a person does (both ends on screen). */
async function drag(page: Page, handle: Locator, onto: Locator): Promise<void> {
  await onto.scrollIntoViewIfNeeded();
  const a = (await handle.boundingBox())!;
  const b = (await onto.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 4, a.y + a.height / 2 + 4, { steps: 2 });
  await page.mouse.move(b.x + b.width / 2, b.y + 24, { steps: 8 });
  await page.mouse.up();
}

async function openChannel(page: Page, locale = 'en'): Promise<void> {
  await page.goto(`${stack().server.origin}/desk/?locale=${locale}#/admin/channels`);
  await page.locator('#channel-pick').selectOption(CHANNEL);
  await page.locator('form[aria-label] h3').first().waitFor({ timeout: STEP });
}

describe('agent desk: the channel editor as forms', () => {
  it('an admin builds a channel with the forms only, sees it in the preview; visitors in zh and on the snippet\'s page in en get exactly that', LONG, async () => {
    let snippet: string | undefined;
    const { context, page, errors } = await openPage(stack().browser, { width: 1280, height: 900 });
    try {
      await signInDesk(page, stack().server.origin, 'admin');
      await page.goto(`${stack().server.origin}/desk/?locale=en#/admin/channels`);
      await page.getByLabel('New channel id').fill(CHANNEL);
      await page.getByRole('button', { name: 'Create', exact: true }).click();
      await page.getByRole('status').filter({ hasText: `Channel ${CHANNEL} created.` }).waitFor({ timeout: STEP });
      const f = form(page);
      await f.waitFor({ timeout: STEP });
      assert.equal(await page.getByLabel('Channel', { exact: true }).inputValue(), CHANNEL);

      // the robot: title, name, welcome, and an FAQ question found in the knowledge base
      await f.getByRole('textbox', { name: 'Window title', exact: true }).fill('Kefu 商店');
      await f.getByRole('textbox', { name: 'Robot name', exact: true }).fill('小助手');
      await f.getByRole('textbox', { name: 'Robot welcome message', exact: true }).fill('欢迎光临！');
      await f.getByRole('button', { name: 'Add a group' }).click();
      const faqGroup = group(f, 'FAQ group 1');
      await faqGroup.getByLabel('Group name').fill('售后');
      await faqGroup.getByRole('searchbox', { name: 'Find a question for group 1 in the knowledge base' }).fill('如何退货');
      await faqGroup.getByRole('button', { name: 'Add to the group: 如何退货？' }).click();
      assert.equal(await group(faqGroup, 'Question 1').getByLabel('Knowledge-base entry').inputValue(), 'return-goods');

      // the quick menu: one item of each type, each showing only its own fields
      for (const [i, [type, zh, , own]] of MENU.entries()) {
        await f.getByRole('button', { name: 'Add a menu item' }).click();
        const item = group(f, `Quick menu item ${i + 1}`);
        await item.getByLabel('What it does').selectOption({ label: type });
        await item.getByLabel('Button text', { exact: true }).fill(zh);
        for (const other of ['Message sent', 'Answer shown', 'Web address']) {
          assert.equal(await item.getByLabel(other, { exact: true }).count(), own?.[0] === other ? 1 : 0, `${type}: ${other}`);
        }
        if (own) await item.getByLabel(own[0], { exact: true }).fill(own[1]);
      }

      // the pre-chat form: every field type, the first one required, options for the choice types
      await f.getByLabel('When the pre-chat form shows').selectOption({ label: 'Once, before the first chat, until it is filled in' });
      await f.getByLabel('Form title').fill('请填写资料');
      for (const [i, [zh, , kind, required, options]] of FIELDS.entries()) {
        await f.getByRole('button', { name: 'Add a field', exact: true }).click();
        const field = group(f, `Field ${i + 1}`);
        await field.getByLabel('Label', { exact: true }).fill(zh);
        await field.getByLabel('Kind of answer').selectOption({ label: kind });
        if (required) await field.getByRole('checkbox', { name: 'Required' }).check();
        for (const [k, [label]] of options.entries()) {
          await field.getByRole('button', { name: 'Add an option' }).click();
          await group(field, `Field ${i + 1}, option ${k + 1}`).getByLabel('Option text').fill(label);
        }
      }

      // the side bar: an ad whose picture is uploaded (sniffed by the server, at most 2 MB)
      await f.getByRole('checkbox', { name: 'Show the side bar' }).check();
      await f.getByRole('checkbox', { name: 'Show the ads' }).check();
      await f.getByRole('button', { name: 'Add an ad' }).click();
      const ad = group(f, 'Ad 1');
      await ad.getByLabel('Upload a picture for: Picture').setInputFiles({ name: 'sale.png', mimeType: 'image/png', buffer: FILES.png });
      await page.waitForFunction(() => /^\/api\/files\/[0-9a-f]{32}$/.test((document.getElementById('ch-sideBarConfig-adList-0-imgUrl') as HTMLInputElement | null)?.value ?? ''), undefined, { timeout: STEP });
      await ad.getByLabel('Web address').fill('https://shop.example.com/sale');

      // the texts in English, in the table (the channel's own language is zh)
      const missing = page.locator('#ch-tx-c-en-name').locator('..').locator('.missing');
      assert.match(await missing.innerText(), /^\d+ missing$/);
      await enCell(page, 'Window title').fill('Kefu Shop');
      await enCell(page, 'Robot name').fill('Helper');
      await enCell(page, 'Robot welcome message').fill('Welcome!');
      await enCell(page, 'FAQ group 1: name').fill('After-sales');
      await enCell(page, 'FAQ group 1, question 1').fill('How do I return an item?');
      for (const [i, [, , en, own]] of MENU.entries()) {
        await enCell(page, `Quick menu item ${i + 1}: button text`).fill(en);
        if (own && own[2]) await enCell(page, `Quick menu item ${i + 1}: message or answer`).fill(own[2]);
      }
      await enCell(page, 'Pre-chat form: title').fill('Your details');
      for (const [i, [, en, , , options]] of FIELDS.entries()) {
        await enCell(page, `Pre-chat form, field ${i + 1}: label`).fill(en);
        for (const [k, [, label]] of options.entries()) await enCell(page, `Pre-chat form, field ${i + 1}, option ${k + 1}`).fill(label);
      }
      assert.equal(await missing.count(), 0, 'nothing missing in English');

      // keyboard only: the first menu item one down, announced, the focus staying on it
      await page.getByRole('button', { name: 'Move down: Quick menu item 1' }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('status').filter({ hasText: '问订单 is now 2 of 7.' }).waitFor({ timeout: STEP });
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'ch-chatMenuConfigPlan-chatMenuConfigList-1-down');
      assert.deepEqual((await buttonTexts(page)).slice(0, 2), ['营业时间', '问订单']);
      assert.equal(await enCell(page, 'Quick menu item 2: button text').inputValue(), 'My order', 'the English text moved with its item');
      // and back up with the keyboard again
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Space');
      await page.getByRole('status').filter({ hasText: '问订单 is now 1 of 7.' }).waitFor({ timeout: STEP });
      // by dragging a handle: the second item onto the first, and back
      const items = page.locator('#ch-chatMenuConfigPlan-chatMenuConfigList > ol > li');
      await drag(page, items.nth(1).locator('.handle'), items.nth(0));
      assert.deepEqual((await buttonTexts(page)).slice(0, 2), ['营业时间', '问订单']);
      await drag(page, items.nth(1).locator('.handle'), items.nth(0));
      assert.deepEqual(await buttonTexts(page), MENU.map((m) => m[1]));

      await expectNoAxe(page, 'channel forms, filled, 1280 px');

      // the live preview beside the form: the unsaved menu, on desktop and on a phone
      // (the widget is in a shadow root: Playwright's locators reach into it, the page's querySelector does not)
      const menuInPreview = async (frame: Frame) => {
        const nav = frame.getByRole('navigation', { name: '快捷菜单' });
        const want = JSON.stringify(MENU.map((m) => m[1]));
        const until = Date.now() + STEP;
        let texts: string[] = [];
        while (Date.now() < until) {
          texts = (await nav.count()) ? (await nav.getByRole('button').allInnerTexts()).map((x) => x.trim()) : [];
          if (JSON.stringify(texts) === want) break;
          await page.waitForTimeout(200);
        }
        return texts;
      };
      const region = page.getByRole('region', { name: 'Preview' });
      const frameEl = region.locator('iframe');
      await frameEl.waitFor({ timeout: STEP });
      const frame = (await (await frameEl.elementHandle())!.contentFrame())!;
      assert.deepEqual(await menuInPreview(frame), MENU.map((m) => m[1]), 'desktop preview: the unsaved menu in its order');
      await region.getByRole('button', { name: 'Phone' }).click();
      await frame.locator('[data-kefu-root][data-layout="mobile"]').waitFor({ timeout: STEP });
      assert.deepEqual(await menuInPreview(frame), MENU.map((m) => m[1]), 'phone preview: the same');
      await region.getByRole('button', { name: 'Desktop' }).click();
      snippet = await page.getByLabel('Embed code').inputValue();

      const sent = page.waitForRequest((r) => r.url().endsWith('/admin/channels/update'), { timeout: STEP });
      await f.getByRole('button', { name: 'Save' }).click();
      await f.getByRole('status').filter({ hasText: 'Saved.' }).waitFor({ timeout: STEP });
      const body = (await sent).postDataJSON() as { config: Record<string, unknown>; i18n: Record<string, Record<string, unknown>> };
      assert.deepEqual(Object.keys(body.i18n), ['en']);
      // the preview is refused while a draft is half made (a link item before its address): the browser logs those 400s
      assert.deepEqual(errors.filter((e) => !e.includes('status of 400')), []);
    } finally {
      await context.close();
    }

    // the visitors: zh (the channel's own texts) on the chat page, and en (the table's English
    // column) on a shop's page carrying the embed code the Install panel gave, opened from its bubble
    assert.ok(snippet?.includes(`data-channel-id="${CHANNEL}"`), `the embed code names the channel: ${snippet}`);
    stack().host.page('/forms-shop.html', hostPage('<main><h1>Shop</h1></main>', snippet!.replace('<script async', '<script async data-locale="en"')));
    for (const locale of ['zh', 'en'] as const) {
      const zh = locale === 'zh';
      const v = zh ? await openVisitor(stack().browser, stack().server.origin, CHANNEL, `Forms ${locale}`, { locale }) : await openPage(stack().browser);
      try {
        if (!zh) {
          await v.page.goto(`${stack().host.origin}/forms-shop.html`);
          await v.page.getByRole('button', { name: 'Chat with us' }).click();
        }
        const dialog = v.page.getByRole('dialog', { name: zh ? '请填写资料' : 'Your details' });
        await dialog.waitFor({ timeout: STEP });
        for (const [zhLabel, enLabel, kind, , options] of FIELDS) {
          const label = zh ? zhLabel : enLabel;
          if (kind.startsWith('One choice') || kind.startsWith('Several')) {
            const set = dialog.getByRole(kind.startsWith('One') ? 'radiogroup' : 'group', { name: label });
            for (const o of options) await set.getByLabel(zh ? o[0] : o[1], { exact: true }).waitFor({ timeout: STEP });
          } else {
            await dialog.getByLabel(label).first().waitFor({ timeout: STEP });
          }
        }
        if (zh) await dialog.getByRole('combobox', { name: '城市' }).selectOption({ label: '上海' });
        await dialog.getByLabel(zh ? '姓名' : 'Name').first().fill(zh ? '王小明' : 'Ming');
        await dialog.getByRole('button', { name: zh ? '提交' : 'Submit' }).click();
        await dialog.waitFor({ state: 'detached', timeout: STEP });
        const log = v.page.getByRole('log');
        await log.getByText(zh ? '欢迎光临！' : 'Welcome!').waitFor({ timeout: STEP });
        await v.page.getByText(zh ? 'Kefu 商店' : 'Kefu Shop').first().waitFor({ timeout: STEP });
        await log.getByRole('button', { name: zh ? '如何退货？' : 'How do I return an item?' }).waitFor({ timeout: STEP });
        const menu = v.page.getByRole('navigation', { name: zh ? '快捷菜单' : 'Quick menu' });
        await menu.waitFor({ timeout: STEP });
        assert.deepEqual(await menu.getByRole('button').allInnerTexts(), MENU.map((m) => (zh ? m[1] : m[2])));
        // the fixed answer in the visitor's language
        await menu.getByRole('button', { name: zh ? '营业时间' : 'Opening hours' }).click();
        await log.getByText(zh ? '每天 9 点到 18 点' : 'Every day 9am to 6pm').waitFor({ timeout: STEP });
        assert.deepEqual(v.errors, []);
      } finally {
        await v.context.close();
      }
    }
  });

  it('a bad address in a menu item is refused by the server on that field; nothing is saved', LONG, async () => {
    const { context, page } = await openPage(stack().browser, { width: 1280, height: 900 });
    try {
      await signInDesk(page, stack().server.origin, 'admin');
      await openChannel(page);
      const link = page.locator(LINK_ID);
      assert.equal(await link.inputValue(), 'https://help.example.com/');
      await link.fill('javascript:alert(1)');
      // the desk's own check, as the admin leaves the field: the server's words
      await page.keyboard.press('Tab');
      const rule = 'chatMenuConfigPlan.chatMenuConfigList[2].labelLink: must be an http, https or mailto URL';
      const described = () => link.evaluate((e) => (e.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' | '));
      await page.waitForFunction((sel) => document.querySelector(sel)?.getAttribute('aria-invalid') === 'true', LINK_ID, { timeout: STEP });
      assert.match(await described(), /must be an http, https or mailto URL/);
      // Save asks the server anyway: its refusal lands on the same field, which gets the focus
      const answer = page.waitForResponse((r) => r.url().endsWith('/admin/channels/update'), { timeout: STEP });
      await form(page).getByRole('button', { name: 'Save' }).click();
      const refused = await answer;
      assert.equal(refused.status(), 400);
      assert.equal(((await refused.json()) as { msg: string }).msg, rule);
      await page.getByRole('alert').filter({ hasText: `Not saved. Web address: ${rule}` }).waitFor({ timeout: STEP });
      await page.waitForFunction((sel) => document.activeElement === document.querySelector(sel), LINK_ID, { timeout: STEP });
      assert.equal(await link.getAttribute('aria-invalid'), 'true');
      assert.match(await described(), new RegExp(rule.replace(/[.[\]()]/g, '\\$&')));
      await expectNoAxe(page, 'channel forms, a refused field');
      // nothing saved: a reload shows the old address
      await page.reload();
      await openChannel(page);
      assert.equal(await page.locator(LINK_ID).inputValue(), 'https://help.example.com/');
    } finally {
      await context.close();
    }
  });

  it('the built forms pass axe on a phone (375 px, no sideways scrolling) and in Arabic', LONG, async () => {
    for (const [locale, width] of [['en', 375], ['ar', 1280], ['ar', 375]] as const) {
      const { context, page, errors } = await openPage(stack().browser, { width, height: 800 });
      try {
        await signInDesk(page, stack().server.origin, 'admin');
        await openChannel(page, locale);
        await page.locator('#ch-chatMenuConfigPlan-chatMenuConfigList-6-down').waitFor({ timeout: STEP });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        assert.ok(overflow <= 0, `no sideways scrolling at ${width} px (${overflow} px too wide)`);
        await expectNoAxe(page, `channel forms, ${locale}, ${width} px`);
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    }
  });
});
