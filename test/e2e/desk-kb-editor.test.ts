/**
 * The knowledge-base editor in Chromium against the real server (docs/desk.md "Knowledge base"):
 * an admin writes an answer in the rich-text editor — a bulleted list, a link, an uploaded
 * picture — saves it, and a visitor asking that question in the widget gets an answer showing
 * the same list, link and picture as the editor's "What visitors see"; the list is searched,
 * filtered, sorted and paged by keyboard; an import with a broken line shows its line and
 * column; axe finds nothing at 1280 px, at 375 px (no horizontal scrolling) and in Arabic.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { attributeBecomes, openPage, stackPerFile } from './harness';
import { articles, input, openChat, openDevice, seeMessage } from './chat-kit';
import { deskCall, deskSignIn, expectNoAxe, signInDesk, STEP, T } from './desk-kit';
import { PNG } from '../server/uploads/extras-kit';

const stack = stackPerFile();

/** What an answer shows: its list items, links and pictures (the picture by its /api/files path). */
async function shown(l: Locator) {
  return l.evaluate((el) => ({
    items: [...el.querySelectorAll('ul > li')].map((li) => li.textContent?.trim()),
    links: [...el.querySelectorAll('a')].map((a) => ({ text: a.textContent?.trim(), href: a.getAttribute('href') })),
    images: [...el.querySelectorAll('img')].map((i) => ({ alt: i.getAttribute('alt'), path: new URL(i.getAttribute('src')!, location.href).pathname, loaded: i.complete && i.naturalWidth > 0 })),
  }));
}

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe('agent desk: the knowledge-base editor', () => {
  it('an answer written with a list, a link and an uploaded picture shows the same in the widget', T, async () => {
    const { server, browser } = stack();
    const { context, page, errors } = await openPage(browser);
    try {
      await signInDesk(page, server.origin, 'admin');
      await page.goto(`${server.origin}/desk/?locale=en#/admin/kb`);
      await page.getByRole('button', { name: 'Add document' }).click();
      await page.getByRole('dialog', { name: 'Add document' }).waitFor({ timeout: STEP });
      // one dialog, whose name becomes "Edit document" once saved
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Document id').fill('gift-wrap');
      // the first Question field is the document's (the Try the robot box beside it has one too)
      await dialog.getByLabel('Question', { exact: true }).first().fill('Do you offer gift wrapping?');
      const language = dialog.getByLabel('Language', { exact: true }).first();
      assert.equal(await language.locator('option').count(), 24);
      assert.equal(await language.locator('option[value=ar]').textContent(), 'العربية (ar)', 'each language named in itself');
      await language.selectOption('en');

      const editor = dialog.getByRole('textbox', { name: 'Answer', exact: true });
      await editor.click();
      await page.keyboard.type('We wrap any order:');
      await page.keyboard.press('Enter');
      await dialog.getByRole('button', { name: 'Bulleted list' }).click();
      await attributeBecomes(dialog.getByRole('button', { name: 'Bulleted list' }), 'aria-pressed', 'true');
      await page.keyboard.type('Red paper');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Blue paper');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Read our guide');
      for (let i = 0; i < 'our guide'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
      await dialog.getByRole('button', { name: 'Link', exact: true }).click();
      const url = dialog.getByLabel('Link address (http:// or https://)');
      await url.fill('javascript:alert(1)');
      await dialog.getByRole('button', { name: 'Add link' }).click();
      await dialog.getByRole('alert').filter({ hasText: 'A link must start with http:// or https://.' }).waitFor({ timeout: STEP });
      await url.fill('https://example.com/gift-guide');
      await url.press('Enter');
      await editor.locator('a[href="https://example.com/gift-guide"]').waitFor({ timeout: STEP });
      await editor.click();
      await page.keyboard.press('Control+End');
      await page.keyboard.press('Enter');
      await dialog.getByRole('button', { name: 'Picture' }).click();
      await dialog.getByLabel('Picture file').setInputFiles({ name: 'box.png', mimeType: 'image/png', buffer: PNG });
      await dialog.getByLabel('What the picture shows (for people who cannot see it)').fill('A wrapped box');
      await dialog.getByRole('button', { name: 'Upload and insert' }).click();
      await editor.locator('img[alt="A wrapped box"]').waitFor({ timeout: STEP });

      const preview = dialog.getByRole('region', { name: 'What visitors see' });
      await preview.locator('img').waitFor({ timeout: STEP });
      await expectNoAxe(page, 'knowledge-base editor with an answer');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.getByRole('status').filter({ hasText: 'Saved. The editor now shows the answer as it was stored.' }).waitFor({ timeout: STEP });
      await page.getByRole('dialog', { name: 'Edit document' }).waitFor({ timeout: STEP });
      const inDesk = await shown(preview);
      assert.deepEqual(inDesk.items, ['Red paper', 'Blue paper']);
      assert.deepEqual(inDesk.links, [{ text: 'our guide', href: 'https://example.com/gift-guide' }]);
      assert.equal(inDesk.images.length, 1);
      assert.match(inDesk.images[0]!.path, /^\/api\/files\/[0-9a-f]{32}$/);
      assert.ok(inDesk.images[0]!.loaded, 'the picture loads in the desk');
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      // the visitor asks in the widget and sees the same list, link and picture
      const visitor = await openDevice(browser, 'desktop');
      try {
        await openChat(visitor.page, server.origin, { locale: 'en' });
        await seeMessage(visitor.page, /Robot/, /Kefu Bot|Ask me anything/);
        await input(visitor.page).fill('Do you offer gift wrapping?');
        await visitor.page.getByRole('button', { name: 'Send', exact: true }).click();
        const answer = await seeMessage(visitor.page, /Robot/, 'We wrap any order');
        const picture = answer.locator('img');
        await picture.waitFor({ timeout: STEP });
        // the widget is in a shadow root: poll the picture itself until it has loaded
        for (const until = Date.now() + STEP; !(await picture.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)) && Date.now() < until;) {
          await new Promise((r) => setTimeout(r, 100));
        }
        const inWidget = await shown(answer);
        assert.deepEqual(inWidget, inDesk, 'the same list, link and picture (loaded) as "What visitors see"');
        assert.deepEqual(inWidget.images.map((i) => i.alt), ['A wrapped box']);
        assert.equal(await articles(visitor.page, /Robot/).filter({ hasText: 'We wrap any order' }).locator('script').count(), 0);
      } finally {
        await visitor.context.close();
      }
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  it('the list: search, filter, sort and pages by keyboard', T, async () => {
    const { server, browser } = stack();
    const token = await deskSignIn(server.origin, 'admin');
    const docs = Array.from({ length: 60 }, (_x, i) => ({
      docId: `kiwi-${String(i).padStart(2, '0')}`, question: `Kiwi question ${String(i).padStart(2, '0')}`, answer: `<p>Kiwi answer ${i}${i === 7 ? ' with marmalade' : ''}</p>`,
      locale: i % 2 ? 'de' : 'en', category: i < 30 ? 'fruit' : 'birds', enabled: i !== 3,
    }));
    assert.equal((await deskCall(server.origin, token, 'admin/kb/save', { docs })).status, 200);
    const { context, page, errors } = await openPage(browser);
    try {
      await signInDesk(page, server.origin, 'admin');
      await page.goto(`${server.origin}/desk/?locale=en#/admin/kb`);
      const status = page.getByRole('status').filter({ hasText: /^Documents found: \d+$/ });
      await status.waitFor({ timeout: STEP });
      const search = page.getByLabel('Search questions and answers');
      await search.focus();
      await page.keyboard.type('kiwi');
      await page.getByText('Documents found: 60', { exact: true }).waitFor({ timeout: STEP });
      assert.equal(await page.getByRole('table').getByRole('row').count(), 51, 'a page of 50 and the header');
      await page.getByRole('button', { name: 'Next page' }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('navigation', { name: 'Pages' }).getByText('Page 2 of 2', { exact: true }).waitFor({ timeout: STEP });
      await page.getByRole('cell', { name: /^Kiwi question 55/ }).waitFor({ timeout: STEP });
      assert.equal(await page.getByRole('table').getByRole('row').count(), 11);

      await search.focus();
      await page.keyboard.press('Control+A');
      await page.keyboard.type('marmalade');
      await page.getByText('Documents found: 1', { exact: true }).waitFor({ timeout: STEP });
      await page.getByRole('cell', { name: /^Kiwi question 07/ }).waitFor({ timeout: STEP });

      await search.focus();
      await page.keyboard.press('Control+A');
      await page.keyboard.type('kiwi');
      await page.getByText('Documents found: 60', { exact: true }).waitFor({ timeout: STEP });
      const controls = page.getByRole('search', { name: 'Find documents' });
      // a select changes by arrow keys while it is closed
      const byKeys = async (label: string, presses: number, value: string) => {
        const select = controls.getByLabel(label, { exact: true });
        await select.focus();
        for (let i = 0; i < presses; i++) await page.keyboard.press('ArrowDown');
        assert.equal(await select.inputValue(), value, label);
      };
      await byKeys('State', 2, 'false');
      await page.getByText('Documents found: 1', { exact: true }).waitFor({ timeout: STEP });
      await page.getByRole('cell', { name: /^Kiwi question 03/ }).waitFor({ timeout: STEP });
      await byKeys('State', 0, 'false');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      await page.getByText('Documents found: 60', { exact: true }).waitFor({ timeout: STEP });
      await byKeys('Language', 7, 'de');
      await page.getByText('Documents found: 30', { exact: true }).waitFor({ timeout: STEP });
      const category = controls.getByLabel('Category', { exact: true });
      await category.focus();
      await page.keyboard.type('birds');
      await page.getByText('Documents found: 15', { exact: true }).waitFor({ timeout: STEP });
      await byKeys('Sort by', 1, 'question');
      await page.waitForFunction(() => document.querySelector('tbody tr td')?.textContent?.startsWith('Kiwi question 31') ?? false, undefined, { timeout: STEP });
      const firstColumn = await page.locator('tbody tr td:first-child').allTextContents();
      assert.deepEqual(firstColumn.map((c) => c.slice(0, 16)), [...firstColumn].sort().map((c) => c.slice(0, 16)), 'A to Z');
      assert.ok(firstColumn.every((c) => /Kiwi question (3[13579]|[45][13579])/.test(c)), 'German birds only');
      await expectNoAxe(page, 'knowledge-base list filtered');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  it('an import with a broken line shows the line and column next to the file; axe at 375 px and in Arabic', T, async () => {
    const { server, browser } = stack();
    const phone = await openDevice(browser, 'phone');
    try {
      const page = phone.page;
      await page.context().setDefaultTimeout(60_000);
      await signInDesk(page, server.origin, 'admin');
      await page.goto(`${server.origin}/desk/?locale=en#/admin/kb`);
      const file = page.getByLabel('File to import (JSON or CSV)');
      await file.setInputFiles({ name: 'broken.csv', mimeType: 'text/csv', buffer: Buffer.from('docId,question,answer,locale\nok1,Fine question,<p>Fine</p>,en\nbad1,Broken question,<p>Broken</p>,klingon\n') });
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      const problem = page.locator('#kb-import-problem');
      await problem.waitFor({ timeout: STEP });
      assert.match((await problem.textContent()) ?? '', /broken\.csv was not imported\. Line 3, column 4 \(locale\): must be one of/);
      assert.equal(await problem.locator('code').textContent(), 'bad1,Broken question,<p>Broken</p>,klingon', 'the line itself');
      assert.equal(await file.getAttribute('aria-describedby'), 'kb-import-problem');
      assert.equal(await file.getAttribute('aria-invalid'), 'true');
      await file.setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{\n "docs": [\n  {"docId": "a", "question": "A", "answer": "<p>x</p>"},\n  {"docId": "b", "question": "", "answer": "<p>y</p>"}\n ]\n}\n') });
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      await problem.filter({ hasText: 'Line 4, column 18' }).waitFor({ timeout: STEP });
      assert.ok(await noSideScroll(page), 'no horizontal scrolling at 375 px');
      await expectNoAxe(page, 'knowledge base at 375 px with an import error');

      await page.getByRole('button', { name: 'Add document' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add document' });
      await dialog.getByRole('textbox', { name: 'Answer', exact: true }).waitFor({ timeout: STEP });
      await dialog.getByRole('button', { name: 'Add a similar question' }).click();
      await dialog.getByLabel('Similar question 1', { exact: true }).fill('gift box');
      await dialog.getByRole('button', { name: 'Add a step' }).click();
      await dialog.getByRole('button', { name: 'Add a button to Step 1' }).click();
      assert.ok(await noSideScroll(page), 'no horizontal scrolling at 375 px in the editor');
      await expectNoAxe(page, 'knowledge-base editor at 375 px');
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      await page.goto(`${server.origin}/desk/?locale=ar#/admin/kb`);
      await page.getByRole('table').waitFor({ timeout: STEP });
      assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
      await expectNoAxe(page, 'knowledge base in Arabic');
      await page.getByRole('button', { name: /Add document|添加文档/ }).first().click();
      await page.getByRole('dialog').getByRole('textbox').first().waitFor({ timeout: STEP });
      await expectNoAxe(page, 'knowledge-base editor in Arabic');
      assert.deepEqual(phone.errors.filter((e) => !e.includes('status of 400')), []);
    } finally {
      await phone.context.close();
    }
  });
});
