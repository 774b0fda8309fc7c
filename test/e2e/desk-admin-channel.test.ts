/**
 * Channel settings in the desk's admin area, in Chromium against the real server: the form
 * (one control per setting, grouped in sections) passes axe-core; a bad main colour is refused
 * naming the field — shown under it, announced, focused — and nothing is stored, not even the
 * other field saved with it; the admin then changes the main colour and the queue message and
 * the visitor API's channelInfo answers with the saved values; only the changed fields are sent;
 * a reload shows what was saved; switching channel with unsaved edits asks first. The same form in Arabic (right to left) passes axe too.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Endpoints } from '../../protocol';
import { openPage, stackPerFile, attributeBecomes } from './harness';
import { expectNoAxe, postJson, signInDesk, STEP, T } from './desk-kit';

const stack = stackPerFile();

interface Info { mainColor: string; userQueueMode: number; userQueueMsg: string }
const channelInfo = async () => (await postJson<Info>(stack().server.origin, Endpoints.channelInfo.path, { channelId: 'plain' })).data;

describe('agent desk: channel settings form', () => {
  it('a bad colour is refused by name and changes nothing; the main colour and queue message are saved and reach channelInfo; axe on the form', T, async () => {
    const { context, page, errors } = await openPage(stack().browser);
    try {
      await signInDesk(page, stack().server.origin, 'admin');
      await page.goto(`${stack().server.origin}/desk/?locale=en#/admin/channels`);
      await page.getByLabel('Channel', { exact: true }).selectOption('plain');
      const form = page.getByRole('form', { name: 'Settings of channel plain' });
      await form.waitFor({ timeout: STEP });
      for (const section of ['Appearance', 'Robot and welcome', 'Human service', 'Leave message and rating', 'Uploads', 'Advanced']) {
        await form.getByRole('heading', { name: section, level: 3 }).waitFor({ timeout: STEP });
      }
      const mainColor = form.getByLabel('Main colour', { exact: true });
      assert.equal(await mainColor.inputValue(), '#1677ff');
      assert.equal(await form.getByRole('spinbutton', { name: 'Window width (px)' }).inputValue(), '380');
      assert.equal(await form.getByRole('combobox', { name: 'Who answers first' }).inputValue(), '0');
      await expectNoAxe(page, 'channel settings form');

      // a bad colour together with a good queue message: refused as a whole, naming the colour
      const queueMode = form.getByRole('checkbox', { name: 'Send the queue message' });
      const queueMsg = form.getByRole('textbox', { name: 'Queue message', exact: true });
      await mainColor.fill('not a colour');
      await queueMsg.fill('Not stored ##');
      await form.getByText('Unsaved changes').waitFor({ timeout: STEP });
      await form.getByRole('button', { name: 'Save', exact: true }).click();
      const alert = form.getByRole('alert');
      await alert.filter({ hasText: 'Main colour' }).filter({ hasText: 'mainColor: must be a colour' }).waitFor({ timeout: STEP });
      await attributeBecomes(mainColor, 'aria-invalid', 'true');
      assert.match(await mainColor.evaluate((e) => (e.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' | ')), /must be a colour/);
      assert.equal(await mainColor.evaluate((e) => e === document.activeElement), true, 'the refused field has the focus');
      const unchanged = await channelInfo();
      assert.deepEqual([unchanged.mainColor, unchanged.userQueueMode, unchanged.userQueueMsg], ['#1677ff', 0, ''], 'nothing stored');
      await expectNoAxe(page, 'channel settings form with a refused field');

      // the colour corrected (picked, as a mouse user would), the queue message switched on
      await form.getByLabel('Main colour: colour picker').fill('#0f766e');
      assert.equal(await mainColor.inputValue(), '#0f766e', 'the picker fills the text field');
      assert.equal(await mainColor.getAttribute('aria-invalid'), null, 'editing the field clears its error');
      await queueMode.check();
      await queueMsg.fill('You are number ## in the queue.');
      const sent = page.waitForRequest((r) => r.url().endsWith('/admin/channels/update'), { timeout: STEP });
      await form.getByRole('button', { name: 'Save', exact: true }).click();
      await form.getByRole('status').filter({ hasText: 'Saved.' }).waitFor({ timeout: STEP });
      const body = (await sent).postDataJSON() as { config: Record<string, unknown>; i18n?: unknown };
      assert.deepEqual(body.config, { mainColor: '#0f766e', userQueueMode: 1, userQueueMsg: 'You are number ## in the queue.' }, 'only the changed fields are sent');
      assert.equal(body.i18n, undefined, 'untouched texts are not sent');
      assert.equal(await form.getByText('Unsaved changes').count(), 0);
      const info = await channelInfo();
      assert.deepEqual([info.mainColor, info.userQueueMode, info.userQueueMsg], ['#0f766e', 1, 'You are number ## in the queue.'], 'visitors get the saved settings');

      // saving again with nothing changed says so
      await form.getByRole('button', { name: 'Save', exact: true }).click();
      await form.getByRole('status').filter({ hasText: 'Nothing to save' }).waitFor({ timeout: STEP });

      // a reload shows the stored values
      await page.reload();
      await page.getByLabel('Channel', { exact: true }).selectOption('plain');
      await page.getByRole('form', { name: 'Settings of channel plain' }).waitFor({ timeout: STEP });
      assert.equal(await page.getByLabel('Main colour', { exact: true }).inputValue(), '#0f766e');
      assert.equal(await page.getByRole('checkbox', { name: 'Send the queue message' }).isChecked(), true);

      // switching channel with unsaved edits asks first; "cancel" keeps them
      await page.getByRole('textbox', { name: 'Window title', exact: true }).fill('Draft title');
      // the edit must have registered before the switch, or nothing asks (seen once under load)
      await page.getByText('Unsaved changes').waitFor({ timeout: STEP });
      const asked = new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('switching channel with unsaved edits did not ask')), STEP);
        page.once('dialog', (d) => { clearTimeout(timer); resolve(d.message()); void d.dismiss(); });
      });
      await page.getByLabel('Channel', { exact: true }).selectOption('demo');
      assert.match(await asked, /unsaved changes/);
      assert.equal(await page.getByLabel('Channel', { exact: true }).inputValue(), 'plain');
      assert.equal(await page.getByRole('textbox', { name: 'Window title', exact: true }).inputValue(), 'Draft title');

      // a broken structured setting: refused in the browser, naming the editor, nothing sent
      const advanced = page.getByLabel('Structured settings (JSON)');
      await advanced.fill('{ "faq": ');
      let posted = 0;
      page.on('request', (r) => { if (r.url().endsWith('/admin/channels/update')) posted += 1; });
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByRole('alert').filter({ hasText: 'Structured settings (JSON)' }).filter({ hasText: 'Not valid JSON' }).waitFor({ timeout: STEP });
      assert.equal(posted, 0);
      // the one refused request is the bad colour (the browser logs its 400)
      assert.deepEqual(errors.filter((e) => !e.includes('status of 400')), []);
    } finally {
      await context.close();
    }
  });

  it('the form right to left (ar) and on a phone passes axe and is usable with Tab alone', T, async () => {
    const { context, page, errors } = await openPage(stack().browser, { width: 375, height: 740 });
    try {
      await signInDesk(page, stack().server.origin, 'admin');
      await page.goto(`${stack().server.origin}/desk/?locale=ar#/admin/channels`);
      await page.locator('form[aria-label] h3').first().waitFor({ timeout: STEP });
      assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
      // codes, colours and URLs stay left to right inside the right-to-left page
      assert.equal(await page.locator('#ch-mainColor').getAttribute('dir'), 'ltr');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(overflow <= 0, `no sideways scrolling on a phone (${overflow} px too wide)`);
      await expectNoAxe(page, 'channel settings, ar, 375 px');
      // keyboard only: Tab from the first setting to the Save button; every control it reaches is
      // in view, neither under the sticky top bar nor under the Save bar
      await page.locator('#ch-mainColor').focus();
      const hidden: string[] = [];
      // every setting, the editors' Add buttons and the texts table: a few hundred stops
      for (let i = 0; i < 600; i += 1) {
        const where = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement;
          const r = el.getBoundingClientRect();
          const bar = document.querySelector('form[aria-label] button[type=submit]')!.parentElement!.getBoundingClientRect();
          const top = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
          const label = el.id || el.getAttribute('aria-label') || el.textContent || el.tagName;
          const isSave = el.matches('button[type=submit]');
          return { label, isSave, covered: !isSave && (r.bottom > bar.top + 1 || r.top < top - 1) };
        });
        if (where.covered) hidden.push(where.label);
        if (where.isSave) break;
        await page.keyboard.press('Tab');
      }
      assert.equal(await page.evaluate(() => document.activeElement?.matches('button[type=submit]')), true, 'Tab reaches Save');
      assert.deepEqual(hidden, [], 'controls hidden under a sticky bar when reached with Tab');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});
