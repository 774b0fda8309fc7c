/**
 * Transfer with a note, end to end (docs/desk.md "Transfer with a note"): two agents' desks in
 * Chromium and a visitor through the visitor API. agent1 transfers with a note; agent2's list
 * shows the chat with the note; agent1 sees "Transferred to 小李" and undoes before agent2 opens
 * it — the chat is back in agent1's list, open, with both markers, and gone from agent2's. Then a
 * transfer by keyboard only, which agent2 opens (the marker with the note in the log), so the
 * undo is refused; axe at 1280 px, at phone width and in Arabic. The note never reaches the visitor.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { Endpoints } from '../../protocol';
import { openPage, stackPerFile } from './harness';
import { expectNoAxe, goOnline, signInDesk, startApiVisitor, STEP, T, visitorCall, waitForEvent } from './desk-kit';

const stack = stackPerFile();

const NOTE1 = 'Refund approved, confirm the address';
const NOTE2 = 'Wants the invoice in English';

/** Tab (or Shift+Tab) until the focused element matches, at most `max` presses. */
async function tabTo(page: Page, what: string, match: string, back = false, max = 40): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    const hit = await page.evaluate((m) => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return false;
      const label = el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement ? (el.labels?.[0]?.textContent ?? '') : '';
      return `${el.tagName}|${el.getAttribute('type') ?? ''}|${el.textContent ?? ''}|${label}`.includes(m);
    }, match);
    if (hit) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`the keyboard never reached ${what}`);
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

describe('agent desk: transfer with a note', () => {
  it('note to the colleague, confirmation with Undo, undo before they open it; by keyboard; opened → no undo; axe at 1280, phone width and in Arabic', T, async () => {
    const { server, browser } = stack();
    const one = await openPage(browser);
    const two = await openPage(browser);
    try {
      const [p1, p2] = [one.page, two.page];
      await signInDesk(p1, server.origin, 'agent1');
      await goOnline(p1);
      await signInDesk(p2, server.origin, 'agent2');
      await goOnline(p2);

      const v = await startApiVisitor(server.origin, { channelId: 'plain', userName: 'Noor', locale: 'en' });
      const asked = await visitorCall<{ status: number; adminId?: string }>(v, Endpoints.transferAgent.path, { adminId: 'agent1' });
      assert.deepEqual([asked.data.status, asked.data.adminId], [2, 'agent1'], JSON.stringify(asked.data));

      const mine1 = p1.getByRole('region', { name: 'My chats' });
      const mine2 = p2.getByRole('region', { name: 'My chats' });
      await mine1.getByRole('link', { name: /Noor/ }).click({ timeout: STEP });
      await p1.getByRole('heading', { name: 'Chat with Noor' }).waitFor({ timeout: STEP });

      // 1. with the mouse: a colleague and a note
      await p1.getByRole('button', { name: 'Transfer', exact: true }).click();
      const dialog = p1.getByRole('dialog', { name: 'Transfer the chat' });
      await dialog.getByRole('radio', { name: /小李/ }).check({ timeout: STEP });
      const note = dialog.getByRole('textbox', { name: 'Note for your colleague (optional)' });
      await note.fill(NOTE1);
      await dialog.getByText(`${NOTE1.length} of 500 characters`).waitFor({ timeout: STEP });
      await expectNoAxe(p1, 'transfer dialog with a note');
      const sentAt = Date.now();
      await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();

      const status = p1.getByRole('status').filter({ hasText: 'Transferred to 小李' });
      await status.waitFor({ timeout: STEP });
      const undo = p1.getByRole('button', { name: 'Undo', exact: true });
      await p1.waitForFunction(() => document.activeElement?.textContent === 'Undo', undefined, { timeout: STEP });
      await mine1.getByRole('link', { name: /Noor/ }).waitFor({ state: 'detached', timeout: STEP });
      // agent2's list has the chat, the note as its newest line; agent2 does not open it
      const at2 = mine2.getByRole('link', { name: /Noor/ });
      await at2.filter({ hasText: NOTE1 }).waitFor({ timeout: STEP });
      console.log(`desk: transfer clicked → in the colleague's list with the note in ${Date.now() - sentAt} ms`);
      await expectNoAxe(p1, 'transfer confirmation with Undo');
      await undo.click();

      // back with agent1, opened, both markers in the log; gone from agent2's list
      await p1.getByRole('heading', { name: 'Chat with Noor' }).waitFor({ timeout: STEP });
      await mine1.getByRole('link', { name: /Noor/ }).waitFor({ timeout: STEP });
      await at2.waitFor({ state: 'detached', timeout: STEP });
      const log1 = p1.getByRole('log', { name: 'Messages' });
      await log1.getByRole('listitem').filter({ hasText: `Transferred from 小王 to 小李 — note: ${NOTE1}` }).waitFor({ timeout: STEP });
      await log1.getByRole('listitem').filter({ hasText: '小王 took the chat back from 小李 (transfer undone)' }).waitFor({ timeout: STEP });
      await waitForEvent(v, (e) => e.eventCode === 1200 && e.adminId === 'agent2', '1200 for agent2');
      await waitForEvent(v, (e) => e.eventCode === 1200 && e.adminId === 'agent1' && v.events.some((x) => x.adminId === 'agent2'), '1200 for agent1 again');
      await p1.waitForFunction(() => document.activeElement?.id === 'reply-text', undefined, { timeout: STEP });

      // 2. by keyboard only: from the reply box back to Transfer, a colleague, a note, submit
      await tabTo(p1, 'the Transfer button', 'BUTTON|button|Transfer|', true);
      assert.equal(await focusedText(p1), 'Transfer');
      await p1.keyboard.press('Enter');
      await dialog.waitFor({ timeout: STEP });
      await tabTo(p1, 'the radio of 小李', 'INPUT|radio||小李');
      await p1.keyboard.press('Space');
      assert.equal(await dialog.getByRole('radio', { name: /小李/ }).isChecked(), true);
      await tabTo(p1, 'the note', 'TEXTAREA');
      await p1.keyboard.type(NOTE2);
      await tabTo(p1, 'the submit button', 'BUTTON|submit|Transfer|');
      await p1.keyboard.press('Enter');
      await status.waitFor({ timeout: STEP });
      await p1.waitForFunction(() => document.activeElement?.textContent === 'Undo', undefined, { timeout: STEP });

      // agent2 opens it (the desk marks it read): the marker with the note, drawn as a line in the log
      const read = p2.waitForResponse((r) => r.url().endsWith('/api/desk/chat/read'), { timeout: STEP });
      await at2.click({ timeout: STEP });
      await p2.getByRole('heading', { name: 'Chat with Noor' }).waitFor({ timeout: STEP });
      const log2 = p2.getByRole('log', { name: 'Messages' });
      const marker2 = log2.getByRole('listitem').filter({ hasText: `Transferred from 小王 to 小李 — note: ${NOTE2}` });
      await marker2.waitFor({ timeout: STEP });
      await read;
      // opened on the other side: the undo (still focused) is refused, said in the desk's words
      await p1.keyboard.press('Enter');
      await p1.getByRole('alert').filter({ hasText: 'your colleague has already opened the chat' }).waitFor({ timeout: STEP });
      assert.equal(await log2.locator('li[data-marker="transfer"]').count(), 3, 'all three markers, each a line of its own');
      await p2.getByRole('heading', { name: 'Chat with Noor' }).waitFor({ timeout: STEP });
      await expectNoAxe(p2, 'the receiver\'s chat with the marker, 1280 px');
      await p2.setViewportSize({ width: 375, height: 740 });
      await marker2.waitFor({ timeout: STEP });
      await expectNoAxe(p2, 'the receiver\'s chat with the marker, phone width');
      await p2.setViewportSize({ width: 1280, height: 800 });
      const sessionId = decodeURIComponent(new URL(p2.url()).hash.split('/').pop() ?? '');
      await p2.goto(`${server.origin}/desk/?locale=ar#/chats/${encodeURIComponent(sessionId)}`);
      await log2.locator('li[data-marker="transfer"]').nth(2).waitFor({ timeout: STEP });
      await expectNoAxe(p2, 'the receiver\'s chat with the marker, ar');

      // the notes never reached the visitor
      await waitForEvent(v, () => false, 'nothing more', 1500).catch(() => undefined);
      const history = await visitorCall(v, Endpoints.getHistoryMsg.path, {});
      for (const body of [...v.raw, JSON.stringify(history.data)]) {
        for (const n of [NOTE1, NOTE2]) assert.ok(!body.includes(n), `the note "${n}" is in no visitor answer`);
      }
      // the one refusal above is the browser's "Failed to load resource" for the 409 it was meant to get
      assert.deepEqual(one.errors.filter((e) => !/409 \(Conflict\).*chat\/transferUndo/.test(e)), [], 'no script errors in agent1\'s desk');
      assert.deepEqual(two.errors, [], 'no script errors in agent2\'s desk');
    } finally {
      await one.context.close();
      await two.context.close();
    }
  });
});
