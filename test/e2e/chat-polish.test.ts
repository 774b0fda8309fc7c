/**
 * What a new visitor noticed first, checked from outside (Chromium, the real server, the demo
 * channel): robot answers keep their numbered lists and inline bold/italic on one line; a first
 * visit offers no "earlier messages"; an Arabic visitor reads the channel's English texts (and group
 * names) rather than its Chinese ones, in right-to-left; a plain request for a human asks for one; the quick
 * menu shows that it scrolls; and the launcher opened by keyboard puts the focus in the text box.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { hostPage, loaderTag, openPage, stackPerFile, STUB } from './harness';
import { openDevice, openChat, input, seeMessage, STEP } from './chat-kit';
import { T } from './desk-kit';

const stack = stackPerFile();

describe('chat window: first impressions', () => {
  it('a robot answer keeps its numbered steps and inline emphasis; a first visit offers no earlier messages', T, async () => {
    const { server, browser } = stack();
    const { context, page, errors } = await openDevice(browser, 'desktop');
    try {
      await openChat(page, server.origin, { locale: 'en' });
      await seeMessage(page, /Robot/, /Kefu Bot|Ask me anything/);
      assert.equal(await page.getByRole('button', { name: 'Show earlier messages' }).count(), 0, 'nothing earlier on a first visit');
      await input(page).fill('How do I request a refund?');
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      const answer = await seeMessage(page, /Robot/, 'To request a refund');
      const steps = answer.locator('ol > li');
      assert.equal(await steps.count(), 3);
      const look = await steps.first().evaluate((li) => {
        const strong = li.querySelector('strong')!;
        return { display: getComputedStyle(li).display, listStyle: getComputedStyle(li.parentElement!).listStyleType, sameLine: Math.abs(strong.getBoundingClientRect().top - li.getBoundingClientRect().top) < 4 };
      });
      assert.deepEqual(look, { display: 'list-item', listStyle: 'decimal', sameLine: true }, 'numbered, and "My orders" stays on the step\'s line');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  it('an Arabic visitor of the demo channel reads its English texts, right to left; asking for a human asks for one', T, async () => {
    const { server, browser } = stack();
    const { context, page, errors } = await openDevice(browser, 'phone');
    try {
      await openChat(page, server.origin, { locale: 'ar' });
      await page.getByRole('log').getByText('Hi, I am Kefu Bot. Ask me anything, or talk to an agent.').waitFor({ timeout: STEP });
      assert.equal(await page.getByText('您好，我是智能客服小客').count(), 0, 'not the channel\'s Chinese');
      assert.equal(await page.locator('[dir="rtl"]').count() > 0, true);
      // the quick menu on a phone is wider than the screen: its far edge says there is more
      await page.locator('nav[data-more-end]').waitFor({ timeout: STEP });
      // a plain request for a person: the channel's groups are offered (named in English)
      await input(page).fill('agent please');
      await page.getByRole('button', { name: 'إرسال', exact: true }).click();
      const chooser = page.getByRole('dialog');
      await chooser.getByRole('button', { name: 'Pre-sales' }).waitFor({ timeout: STEP });
      await chooser.getByRole('button', { name: 'After-sales' }).waitFor({ timeout: STEP });
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  it('the launcher opened by keyboard puts the focus in the text box', T, async () => {
    const { server, host, browser } = stack();
    host.page('/focus.html', hostPage('<p>shop</p><a href="#x">a link after the widget</a>', STUB, loaderTag(server.origin, { locale: 'en' })));
    const { context, page, errors } = await openPage(browser);
    try {
      await page.goto(`${host.origin}/focus.html`);
      const bubble = page.getByRole('button', { name: 'Chat with us' });
      await bubble.focus();
      await page.keyboard.press('Enter');
      const box = page.getByRole('textbox', { name: 'Type your question' });
      await box.waitFor({ timeout: STEP });
      const deadline = Date.now() + STEP;
      let focused = false;
      while (!focused && Date.now() < deadline) {
        focused = await box.evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el);
        if (!focused) await page.waitForTimeout(100);
      }
      assert.equal(focused, true, 'the keyboard is in the text box');
      // typing lands there: the document's focus is inside the widget, not on the host page
      await page.keyboard.type('hello');
      assert.equal(await box.inputValue(), 'hello');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});
