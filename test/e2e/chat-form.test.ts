/**
 * An in-chat form (spec §3 type 11, §5, §7 fromRequest) from outside: an admin sets where the
 * form goes, the agent sends it into the chat through the desk API, the visitor fills it in the
 * widget (required marks shown) and submits; the target receives exactly the form's fields, the
 * visitor is told, and the form is disabled. The target is a local HTTP server, allowed by the
 * operator's KEFU_ALLOW_INTERNAL_FORM_TARGETS (a real deployment posts to public addresses only).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { stackPerFile } from './harness';
import { deskCall, deskSignIn, T } from './desk-kit';
import { expectNoAxeViolations } from './chat-kit';
import { agentOnline, chatOf, openVisitor, seeNotice, setChannel, STEP } from './human-kit';

const stack = stackPerFile({ KEFU_ALLOW_INTERNAL_FORM_TARGETS: '1' });
const received: unknown[] = [];
let target: http.Server;
let targetUrl = '';

before(async () => {
  target = http.createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => { body += d.toString(); });
    req.on('end', () => { received.push(JSON.parse(body || '{}')); res.statusCode = 201; res.end('{}'); });
  });
  await new Promise<void>((r) => target.listen(0, '127.0.0.1', r));
  targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}/parcels`;
});
after(() => new Promise<void>((r) => { target.closeAllConnections(); target.close(() => r()); }));

describe('chat window: an in-chat form', () => {
  it('the agent sends a form, the visitor fills and submits it, the target gets its fields, the form is done', T, async () => {
    const { server, browser } = stack();
    const admin = await deskSignIn(server.origin, 'admin');
    const set = await deskCall(server.origin, admin, 'admin/formTargets/set', { formId: 'parcel', url: targetUrl, fieldNames: ['Name', 'City', 'Topics'] });
    assert.equal(set.status, 200, set.msg);
    await setChannel(server.origin, 'forms', { receiveMode: 1 });
    const agent = await agentOnline(server.origin);
    const { context, page, errors } = await openVisitor(browser, server.origin, 'forms', 'Lei');
    try {
      await seeNotice(page, /is now serving you/);
      const chat = await chatOf(server.origin, agent, 'Lei');
      const sent = await deskCall(server.origin, agent.token, 'chat/sendForm', {
        sessionId: chat.sessionId, formId: 'parcel', referGuide: 'Tell us about the parcel',
        fields: [{ fieldName: 'Name', fieldType: 1, required: true }, { fieldName: 'City', fieldType: 6, options: ['Beijing', 'Shanghai'] }, { fieldName: 'Topics', fieldType: 8, options: ['Phones', 'Audio'] }],
      });
      assert.equal(sent.status, 200, sent.msg);

      const form = page.getByRole('form', { name: 'Tell us about the parcel' });
      await form.waitFor({ timeout: STEP });
      await form.getByTitle('required').waitFor({ timeout: STEP });
      await form.getByRole('textbox', { name: /^Name/ }).fill('Li Lei');
      await form.getByRole('combobox', { name: /^City/ }).selectOption('Shanghai');
      await form.getByRole('checkbox', { name: 'Audio' }).check();
      await expectNoAxeViolations(page, 'an in-chat form');
      await form.getByRole('button', { name: 'Submit' }).click();
      await seeNotice(page, 'Submitted');
      await form.getByRole('button', { name: 'Submitted' }).waitFor({ timeout: STEP });
      assert.equal(await form.getByRole('textbox', { name: /^Name/ }).isDisabled(), true, 'the form is done');
      assert.deepEqual(received, [{ Name: 'Li Lei', City: 'Shanghai', Topics: 'Audio' }]);
      assert.deepEqual(errors, []);
    } finally {
      await agent.socket.close();
      await context.close();
    }
  });
});
