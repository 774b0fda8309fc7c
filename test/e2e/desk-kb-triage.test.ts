/**
 * The robot workbench in the desk, in Chromium against the real server, by keyboard (docs/desk.md
 * "Try the robot and unanswered questions"): the try box shows the robot's decision for a question
 * and the entries it weighed; adding the question to one makes the robot answer it — asked again
 * in the box and by a visitor in the chat window. Three questions a visitor asked in the chat
 * window that the robot could not answer are triaged — one added to an entry found by the search
 * combobox, one made into a new entry, one dismissed — after which the robot answers the first two
 * for the visitor and nothing waits. axe at 1280 px, at 375 px (no sideways scrolling) and in ar.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { openPage, stackPerFile } from './harness';
import { articles, openChat, openDevice, seeMessage, send } from './chat-kit';
import { deskCall, deskSignIn, expectNoAxe, signInDesk, STEP, T } from './desk-kit';

// the admin signs in six times within a minute here (desks at 1280, 375 px and in ar, and the API)
const stack = stackPerFile({ KEFU_RATE_DESK_LOGIN: '100/1m' });
const ROBOT = /^Robot/;

/** Focus by the keyboard's own means (the element is tabbable) and press a key. */
async function press(l: Locator, key = 'Enter'): Promise<void> {
  await l.focus();
  await l.press(key);
}

/** Type into a field the way a keyboard does. */
async function typeInto(l: Locator, text: string): Promise<void> {
  await l.focus();
  await l.pressSequentially(text, { delay: 5 });
}

async function noSidewaysScroll(page: Page, what: string): Promise<void> {
  const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  assert.ok(scroll <= client + 1, `${what}: ${scroll} px wide in a ${client} px window`);
}

/** A visitor of the demo channel in the chat window (English), asking the robot: waits for its reply (with `expect` in it). */
async function visitorAsks(page: Page, question: string, expect?: string | RegExp): Promise<void> {
  const replies = articles(page, ROBOT);
  const before = await replies.count();
  await send(page, question, 'Send');
  await replies.nth(before).waitFor({ timeout: STEP });
  if (expect !== undefined) await seeMessage(page, ROBOT, expect, STEP);
}

/** The chat window is open and the robot has spoken (its welcome). */
async function chatReady(page: Page, origin: string): Promise<void> {
  await openChat(page, origin, { locale: 'en' });
  await articles(page, ROBOT).first().waitFor({ timeout: STEP });
}

describe('agent desk: try the robot and triage its unanswered questions', () => {
  it('the try box shows the decision; adding the question to an entry makes the robot answer it, in the box and in the chat window', T, async () => {
    const origin = stack().server.origin;
    const question = 'Do you offer gift wrapping?';
    const { context, page, errors } = await openPage(stack().browser);
    const chat = await openDevice(stack().browser, 'desktop');
    try {
      await signInDesk(page, origin, 'admin');
      await page.goto(`${origin}/desk/?locale=en#/admin/triage`);
      const box = page.getByRole('region', { name: 'Try the robot' });
      await typeInto(box.getByLabel('Question'), question);
      assert.equal(await box.getByLabel("Visitor's language").inputValue(), 'en', 'the desk\'s language, one of the knowledge base\'s');
      await box.getByLabel('Question').press('Enter');
      const decision = box.locator('.decision');
      await decision.filter({ hasText: question }).waitFor({ timeout: STEP });
      const first = (await decision.textContent()) ?? '';
      assert.doesNotMatch(first, /answers with/, `not answered yet: ${first}`);
      const rows = box.getByRole('table').getByRole('row');
      assert.ok((await rows.count()) >= 2 && (await rows.count()) <= 6, 'up to five entries with a header');
      await box.getByRole('table').getByRole('cell', { name: /^\d+%$/ }).first().waitFor({ timeout: STEP });
      await expectNoAxe(page, 'try box with a result');

      // add it to the first entry listed; the box asks again and the robot answers with it
      const add = box.getByRole('button', { name: /^Add as similar question to “/ }).first();
      const entry = /^Add as similar question to “(.*)”$/.exec((await add.getAttribute('aria-label')) ?? '')?.[1] ?? '';
      assert.ok(entry, 'the button names its entry');
      await press(add);
      await box.getByRole('status').filter({ hasText: `Added to “${entry}”` }).waitFor({ timeout: STEP });
      await decision.filter({ hasText: `the robot answers with “${entry}”` }).waitFor({ timeout: STEP });

      // a visitor gets the entry's answer in the chat window
      const admin = await deskSignIn(origin, 'admin');
      const docs = (await deskCall<{ docs: { docId: string; question: string; similarQuestions: string[]; answer: string }[] }>(origin, admin, 'admin/kb/list')).data.docs;
      const doc = docs.find((d) => d.question === entry)!;
      assert.ok(doc.similarQuestions.includes(question), 'stored as a similar question');
      // the answer's first words, before its first tag inside (the window draws the HTML)
      const answerStart = (doc.answer.replace(/^(\s*<[^>]+>)+/, '').split('<')[0] ?? '').trim().slice(0, 20);
      assert.ok(answerStart, doc.answer);
      await chatReady(chat.page, origin);
      await visitorAsks(chat.page, question, answerStart);
      assert.deepEqual(errors.filter((e) => !e.includes('status of 4')), []);
    } finally {
      await chat.context.close();
      await context.close();
    }
  });

  it('three unanswered questions: one added to an entry found by search, one a new entry, one dismissed; the robot answers the first two; axe at 1280, 375 and ar', T, async () => {
    const origin = stack().server.origin;
    const qs = ['Who designs your logo?', 'Do you have a shop in Lisbon?', 'Does the moon have a parking lot?'];
    const chat = await openDevice(stack().browser, 'desktop');
    const { context, page, errors } = await openPage(stack().browser);
    try {
      await chatReady(chat.page, origin);
      for (const q of qs) await visitorAsks(chat.page, q);
      // each reached the unknown-question log
      const admin = await deskSignIn(origin, 'admin');
      const waiting = async () => (await deskCall<{ waiting: number }>(origin, admin, 'admin/kb/triage/count')).data.waiting;
      for (const until = Date.now() + STEP; (await waiting()) < 3 && Date.now() < until;) await new Promise((r) => setTimeout(r, 200));
      assert.equal(await waiting(), 3, 'three questions wait');

      await signInDesk(page, origin, 'admin');
      await page.goto(`${origin}/desk/?locale=en#/admin/triage`);
      const tab = page.getByRole('navigation').getByRole('link', { name: 'Unanswered questions 3 waiting' });
      await tab.waitFor({ timeout: STEP });
      const list = page.getByRole('list', { name: 'Questions the robot could not answer' });
      const item = (q: string) => list.getByRole('listitem', { name: q });
      for (const q of qs) await item(q).waitFor({ timeout: STEP });
      await item(qs[0]!).getByRole('radio').first().waitFor({ timeout: STEP });
      await expectNoAxe(page, 'unanswered questions at 1280 px');

      // the same screen on a phone and in Arabic
      for (const [what, url, device] of [['375 px', `${origin}/desk/?locale=en#/admin/triage`, 'phone'], ['ar', `${origin}/desk/?locale=ar#/admin/triage`, 'desktop']] as const) {
        const other = await openDevice(stack().browser, device);
        try {
          await signInDesk(other.page, origin, 'admin');
          await other.page.goto(url);
          await other.page.getByRole('listitem').filter({ hasText: qs[0]! }).waitFor({ timeout: STEP });
          await expectNoAxe(other.page, `unanswered questions, ${what}`);
          if (device === 'phone') await noSidewaysScroll(other.page, what);
        } finally {
          await other.context.close();
        }
      }

      // the same questions from the visitor's conversation (Conversations area)
      const conv = (await deskCall<{ conversations: { sessionId: string }[] }>(origin, admin, 'conversations/list', { q: qs[0]! })).data.conversations[0]!;
      await page.goto(`${origin}/desk/?locale=en#/conversations/${conv.sessionId}`);
      const opener = page.getByRole('button', { name: 'Unanswered here: 3 (3 waiting)' });
      await press(opener);
      const here = page.getByRole('dialog', { name: 'Questions the robot could not answer here' });
      for (const q of qs) await here.getByRole('listitem', { name: q }).waitFor({ timeout: STEP });
      await expectNoAxe(page, 'a conversation\'s unanswered questions');
      await page.keyboard.press('Escape');
      await here.waitFor({ state: 'detached', timeout: STEP });
      assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Unanswered here: 3 (3 waiting)', 'focus back on the button');
      await page.goto(`${origin}/desk/?locale=en#/admin/triage`);
      for (const q of qs) await item(q).waitFor({ timeout: STEP });

      // 1: added to an entry found by typing in the search combobox
      const one = item(qs[0]!);
      const find = one.getByRole('combobox', { name: 'Find another entry' });
      await typeInto(find, 'support hours');
      await one.getByRole('listbox').getByRole('option').first().waitFor({ timeout: STEP });
      await expectNoAxe(page, 'search combobox open');
      await find.press('ArrowDown');
      await find.press('Enter');
      const chosen = one.getByRole('radio', { checked: true });
      const entry = ((await chosen.locator('xpath=..').textContent()) ?? '').trim();
      assert.match(entry, /What are your support hours\?/, 'the picked entry is the chosen one');
      await press(one.getByRole('button', { name: 'Add as similar question' }));
      await page.getByRole('status').filter({ hasText: '2 questions waiting.' }).waitFor({ timeout: STEP });
      await item(qs[0]!).waitFor({ state: 'detached', timeout: STEP });
      await page.getByRole('link', { name: 'Unanswered questions 2 waiting' }).waitFor({ timeout: STEP });
      // the keyboard went on to the next question
      assert.equal(await page.evaluate(() => document.activeElement?.tagName), 'H4');

      // 2: made into a new entry
      await press(item(qs[1]!).getByRole('button', { name: 'Make a new entry' }));
      const dialog = page.getByRole('dialog', { name: 'New entry' });
      assert.equal(await dialog.getByLabel('Question').inputValue(), qs[1]);
      await typeInto(dialog.getByLabel('Answer'), 'We sell online only.');
      await expectNoAxe(page, 'new entry dialog');
      await press(dialog.getByRole('button', { name: 'Save' }));
      await dialog.waitFor({ state: 'detached', timeout: STEP });
      await page.getByRole('status').filter({ hasText: 'New entry made. 1 question waiting.' }).waitFor({ timeout: STEP });

      // 3: dismissed
      await press(item(qs[2]!).getByRole('button', { name: 'Dismiss' }));
      await page.getByRole('status').filter({ hasText: 'Dismissed. 0 questions waiting.' }).waitFor({ timeout: STEP });
      await page.getByText('Nothing is waiting').waitFor({ timeout: STEP });
      await page.getByRole('navigation').getByRole('link', { name: 'Unanswered questions', exact: true }).waitFor({ timeout: STEP });
      await page.reload();
      await page.getByText('Nothing is waiting').waitFor({ timeout: STEP });

      // the visitor asks again: the robot answers the first two
      const contact = (await deskCall<{ answer: string }>(origin, admin, 'admin/kb/get', { docId: 'en-contact' })).data.answer;
      await visitorAsks(chat.page, qs[0]!, (contact.replace(/^(\s*<[^>]+>)+/, '').split('<')[0] ?? '').trim().slice(0, 20));
      await visitorAsks(chat.page, qs[1]!, 'We sell online only.');
      assert.equal(await waiting(), 0);
      assert.deepEqual(errors.filter((e) => !e.includes('status of 4')), []);
    } finally {
      await chat.context.close();
      await context.close();
    }
  });
});
