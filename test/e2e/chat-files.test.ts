/**
 * The chat window with an agent (spec §2 footer menu, §5 uploads, §7 upload / uploadBase64 /
 * typing): a picture, a playable video and a PDF chosen with the footer's buttons reach the desk; a file of
 * 10 MB + 1 byte and a wrong type are refused before a byte is sent; a pasted picture is sent only
 * once confirmed; a dropped file is sent; an emoji goes in at the caret by keyboard; the desk gets
 * the visitor's draft while they type; a text with a forbidden word is marked with its reason.
 * Real server, real Chromium, the agent present through the desk API and socket.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { MsgType } from '../../protocol';
import { stackPerFile } from './harness';
import { deskCall, deskSignIn, T } from './desk-kit';
import { expectNoAxeViolations, input } from './chat-kit';
import { agentOnline, chatOf, deskSees, FILES, openVisitor, seeNotice, seeToast, setChannel, STEP, valueBecomes } from './human-kit';
import type { Agent } from './human-kit';

const stack = stackPerFile();

const CONFIG = { receiveMode: 1, tenantVersion: 1, imageButtonFlag: 1, videoButtonFlag: 1, fileButtonFlag: 1, adminWelcomeMode: 0 };

describe('chat window with an agent: files, emoji, typing, flagged words', () => {
  it('sends a picture, a video and a PDF; refuses 10 MB + 1 and a wrong type before sending; paste and drop; emoji by keyboard; the typing preview; a flagged word', T, async () => {
    const { server, browser } = stack();
    await setChannel(server.origin, 'files', CONFIG);
    const admin = await deskSignIn(server.origin, 'admin');
    assert.equal((await deskCall(server.origin, admin, 'admin/sensitiveWords/set', { words: ['scamword'] })).status, 200);
    const agent: Agent = await agentOnline(server.origin);
    const { context, page, errors } = await openVisitor(browser, server.origin, 'files', 'Pia');
    try {
      await seeNotice(page, /is now serving you/);
      const chat = await chatOf(server.origin, agent, 'Pia');
      const failed: string[] = [];
      page.on('response', (r) => { if (r.status() >= 400) failed.push(`${r.status()} ${r.request().method()} ${r.url()}`); });
      const uploads: string[] = [];
      // the upload calls (POST), not the lazy chunk that happens to be named upload-….js
      page.on('request', (r) => { if (r.method() === 'POST' && new URL(r.url()).pathname.startsWith('/api/') && r.url().includes('/upload')) uploads.push(r.url()); });

      // the footer menu of manual service: every control named
      const tools = page.getByRole('toolbar', { name: 'More menu items' });
      for (const name of ['Emoji', 'Send a picture', 'Send a video', 'Send a file', 'Screenshot']) await tools.getByRole('button', { name }).waitFor({ timeout: STEP });

      // the visitor's draft reaches the desk while they type (typing, debounced)
      await input(page).pressSequentially('Where is my', { delay: 20 });
      await agent.socket.next('visitor.typing', (e) => e.sessionId === chat.sessionId && e.preview === 'Where is my');

      // a picture, a video and a PDF through the buttons' file choosers
      const choose = async (button: string, file: { name: string; mimeType: string; buffer: Buffer }) => {
        const [chooser] = await Promise.all([page.waitForEvent('filechooser', { timeout: STEP }), tools.getByRole('button', { name: button }).click()]);
        await chooser.setFiles(file);
      };
      await choose('Send a picture', { name: 'receipt.png', mimeType: 'image/png', buffer: FILES.png });
      await page.getByRole('button', { name: 'Open picture: receipt.png' }).waitFor({ timeout: STEP });
      await deskSees(server.origin, agent, chat.sessionId, (m) => m.msgType === MsgType.image && m.fileName === 'receipt.png', 'the picture');
      await choose('Send a video', { name: 'unboxing.mp4', mimeType: 'video/mp4', buffer: FILES.mp4 });
      const video = page.locator('video[aria-label="unboxing.mp4"]');
      await video.waitFor({ timeout: STEP });
      // the player reads the stored video back from the server: one second long
      const seconds = await video.evaluate((v: HTMLVideoElement) => new Promise<number>((resolve) => {
        if (v.readyState >= 1) resolve(v.duration);
        v.addEventListener('loadedmetadata', () => resolve(v.duration));
        v.addEventListener('error', () => resolve(-1));
      }));
      assert.ok(Math.abs(seconds - 1) < 0.3, `the video plays back as one second, not ${seconds}`);
      await deskSees(server.origin, agent, chat.sessionId, (m) => m.msgType === MsgType.video && m.fileName === 'unboxing.mp4', 'the video');
      await choose('Send a file', { name: 'invoice.pdf', mimeType: 'application/pdf', buffer: FILES.pdf });
      await page.getByRole('button', { name: 'Download invoice.pdf' }).waitFor({ timeout: STEP });
      const pdf = await deskSees(server.origin, agent, chat.sessionId, (m) => m.msgType === MsgType.file && m.fileName === 'invoice.pdf', 'the PDF');
      const stored = await fetch(new URL(pdf.msgContent ?? '', server.origin));
      assert.equal(Buffer.from(await stored.arrayBuffer()).subarray(0, 8).toString(), '%PDF-1.4', 'the stored file is the PDF sent');
      assert.equal(uploads.length, 3, 'one upload per file');

      // refused before any byte is sent: 10 MB + 1, and a text file through the picture button
      await choose('Send a file', { name: 'big.zip', mimeType: 'application/zip', buffer: Buffer.alloc(10_485_761) });
      await seeToast(page, 'The file is too large: at most 10M can be sent');
      await choose('Send a picture', { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
      await seeToast(page, 'Only pictures or movies can be sent');
      assert.equal(uploads.length, 3, 'nothing was uploaded for the refused files');

      // a pasted picture: previewed, cancelled (nothing sent), pasted again and confirmed
      const paste = () => input(page).evaluate((box, bytes) => {
        const dt = new DataTransfer();
        dt.items.add(new File([new Uint8Array(bytes)], 'pasted.png', { type: 'image/png' }));
        box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
      }, [...FILES.png]);
      await paste();
      const preview = page.getByRole('dialog', { name: 'Send this picture?' });
      await preview.getByRole('img', { name: 'The pasted picture' }).waitFor({ timeout: STEP });
      await preview.getByRole('button', { name: 'Cancel' }).click();
      await preview.waitFor({ state: 'detached', timeout: STEP });
      assert.equal(uploads.length, 3, 'a cancelled paste sends nothing');
      await paste();
      await preview.getByRole('button', { name: 'Send', exact: true }).click();
      await page.getByRole('button', { name: 'Open picture: pasted.png' }).waitFor({ timeout: STEP });
      assert.equal(uploads.length, 4, 'the confirmed paste is uploaded (uploadBase64)');

      // a file dropped onto the chat
      await page.getByRole('main').evaluate((main, bytes) => {
        const dt = new DataTransfer();
        dt.items.add(new File([new Uint8Array(bytes)], 'dropped.png', { type: 'image/png' }));
        for (const type of ['dragenter', 'dragover', 'drop']) main.dispatchEvent(new DragEvent(type, { dataTransfer: dt, bubbles: true, cancelable: true }));
      }, [...FILES.png]);
      await page.getByRole('button', { name: 'Open picture: dropped.png' }).waitFor({ timeout: STEP });
      await deskSees(server.origin, agent, chat.sessionId, (m) => m.fileName === 'dropped.png', 'the dropped picture');

      // an emoji by keyboard, at the caret: "Where is my" → "Where 🎁is my"
      await input(page).evaluate((box: HTMLTextAreaElement) => { box.focus(); box.setSelectionRange(6, 6); });
      await tools.getByRole('button', { name: 'Emoji' }).focus();
      await page.keyboard.press('Enter');
      const grid = page.getByRole('grid', { name: 'Emoji' });
      await grid.waitFor({ timeout: STEP });
      assert.equal(await grid.getByRole('gridcell').count(), 49);
      // from the first emoji: down five rows, right once (row 6, column 2: 🎁)
      for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await valueBecomes(input(page), 'Where 🎁is my');
      await page.keyboard.press('Escape');
      await grid.waitFor({ state: 'detached', timeout: STEP });
      assert.equal(await tools.getByRole('button', { name: 'Emoji' }).evaluate((b) => (b.getRootNode() as Document).activeElement === b), true, 'Escape gives the focus back to the emoji button');
      await expectNoAxeViolations(page, 'manual chat with files and the emoji button');

      // a forbidden word: stored, flagged for the agent, marked on the visitor's side with the reason
      await input(page).fill('this is a scamword offer');
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      await page.getByRole('log').getByRole('article', { name: 'You' }).filter({ hasText: 'this is a scamword offer' }).getByText(/not allowed \(scamword\)/).waitFor({ timeout: STEP });
      const flagged = await deskSees(server.origin, agent, chat.sessionId, (m) => m.msgContent === 'this is a scamword offer', 'the flagged message');
      assert.equal(flagged.sensitiveFlag, 1);
      assert.deepEqual(failed, [], 'every request answered');
      assert.deepEqual(errors, []);
    } finally {
      await agent.socket.close();
      await context.close();
    }
  });
});
