/**
 * The desk survives a server restart, in Chromium against the real server: the server process is
 * stopped and started again on the same port and data dir (what a deploy or a crash looks like
 * to the desk). Meanwhile the desk says it is disconnected; it reconnects by itself, without a
 * reload, and nothing is lost: a visitor message sent before the desk was back shows up in the
 * open conversation, the agent's reply reaches the visitor, and a new leave message is counted
 * live.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Endpoints, MsgType } from '../../protocol';
import { openPage, stackPerFile } from './harness';
import { goOnline, signInDesk, startApiVisitor, STEP, T, visitorCall, waitForEvent } from './desk-kit';

const stack = stackPerFile();
/** back-off 1, 2, 4, 8 s after the server is back: well inside this */
const RECONNECT = 45_000;

describe('agent desk: reconnect after a server restart', () => {
  it('shows the drop, reconnects without a reload, and loses nothing', T, async () => {
    const { context, page, errors } = await openPage(stack().browser);
    try {
      await signInDesk(page, stack().server.origin, 'agent1');
      await goOnline(page);
      const v = await startApiVisitor(stack().server.origin, { channelId: 'plain', userName: 'Rosa', locale: 'en' });
      const asked = await visitorCall<{ status: number }>(v, Endpoints.transferAgent.path, {});
      assert.equal(asked.data.status, 2, `agent1 takes the chat: ${JSON.stringify(asked.data)}`);
      const mia = await startApiVisitor(stack().server.origin, { channelId: 'plain', userName: 'Mia', locale: 'en' });
      assert.equal((await visitorCall<{ status: number }>(mia, Endpoints.transferAgent.path, {})).data.status, 2, 'agent1 takes Mia too');
      assert.equal((await visitorCall(mia, Endpoints.sendMsg.path, { msgContent: 'Mia here', msgType: MsgType.text })).status, 200);
      await page.getByRole('link', { name: /Rosa/ }).click({ timeout: STEP });
      await page.getByRole('heading', { name: 'Chat with Rosa' }).waitFor({ timeout: STEP });
      const log = page.getByRole('log', { name: 'Messages' });
      await log.waitFor({ timeout: STEP });
      await page.evaluate(() => { (window as unknown as { deskMarker: number }).deskMarker = 42; });

      const dropped = page.getByRole('status').filter({ hasText: 'Disconnected — reconnecting' });
      const startedAt = Date.now();
      await stack().server.restart(async () => {
        await dropped.waitFor({ timeout: STEP });
        // a conversation opened while the server is down cannot load; it must load once the desk is back
        await page.getByRole('link', { name: /Mia/ }).click({ timeout: STEP });
        await page.getByRole('heading', { name: 'Chat with Mia' }).waitFor({ timeout: STEP });
        await page.getByRole('region', { name: 'Chat with Mia' }).getByRole('button', { name: 'Try again' }).waitFor({ timeout: STEP });
      });
      // the server is back; the desk may still be waiting out its back-off: this must not get lost
      const sent = await visitorCall(v, Endpoints.sendMsg.path, { msgContent: 'Are you still there?', msgType: MsgType.text });
      assert.equal(sent.status, 200, sent.msg);

      await page.waitForFunction(() => ![...document.querySelectorAll('[role=status]')].some((e) => /Disconnected|Connecting/.test(e.textContent ?? '')), undefined, { timeout: RECONNECT });
      console.log(`desk: server stopped → desk connected again in ${Date.now() - startedAt} ms (restart included)`);
      await log.getByText('Mia here').waitFor({ timeout: STEP });
      await page.screenshot({ path: '/tmp/after-reconnect.png' });
      assert.equal(await page.getByRole('button', { name: 'Try again' }).count(), 0, 'every part of the screen loads again by itself');
      await page.getByRole('link', { name: /Rosa/ }).click({ timeout: STEP });
      await page.getByRole('heading', { name: 'Chat with Rosa' }).waitFor({ timeout: STEP });
      await log.getByText('Are you still there?').waitFor({ timeout: STEP });

      const reply = page.getByRole('textbox', { name: 'Reply to the visitor' });
      await reply.fill('Yes, still here.');
      await reply.press('Enter');
      await waitForEvent(v, (e) => e.eventCode === 1201 && e.msgContent === 'Yes, still here.', 'the reply after the reconnect');

      const other = await startApiVisitor(stack().server.origin, { channelId: 'demo', userName: 'Ivo', locale: 'en' });
      assert.equal((await visitorCall(other, Endpoints.leaveMsg.path, { customerName: 'Ivo', customerEmail: 'ivo@example.com', msgContent: 'Call me back' })).status, 200);
      await page.getByRole('link', { name: /^Leave messages.*1 new$/ }).waitFor({ timeout: STEP });

      assert.equal(await page.evaluate(() => (window as unknown as { deskMarker?: number }).deskMarker), 42, 'no reload');
      // while the server was down the browser logs failed connections; nothing else
      assert.deepEqual(errors.filter((e) => !/WebSocket connection|Failed to load resource|ERR_CONNECTION_REFUSED/.test(e)), []);
    } finally {
      await context.close();
    }
  });
});
