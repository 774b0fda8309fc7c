/**
 * In-chat forms from the desk (spec §3 type 11): an admin configures where a form goes and which
 * fields it takes; an agent sends one into their own chat, built by the server from that target
 * (a field the target does not take, a bad type or missing options is a 400 naming it); the
 * visitor gets the form as message type 11 and submits it with fromRequest to that target only.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Endpoints, EventCode, MsgType } from '../../../protocol';
import type { DeskMessage } from '../../../protocol';
import { post, useTestApp } from '../helpers';
import { agentOnline, desk, drain, sessionOf, signIn, startVisitor, transfer } from '../human/kit';
import { loopbackServer } from './harness';
import type { LoopbackServer } from './harness';

describe('in-chat forms from the desk', () => {
  const t = useTestApp({ seed: true, env: { KEFU_ALLOW_INTERNAL_FORM_TARGETS: '1' } });
  let target: LoopbackServer;
  before(async () => { target = await loopbackServer(); });
  after(async () => { await target.close(); });

  it('an admin sets a target, an agent sends its form, the visitor submits it there', async () => {
    const admin = await signIn(t.app, 'admin');
    const set = await desk(t.app, admin.token, 'admin/formTargets/set', { formId: 'parcel', url: `${target.url}/hook`, fieldNames: ['Name', 'City', 'Topics'] });
    assert.equal(set.status, 200, set.msg);
    const listed = await desk<{ targets: { formId: string }[] }>(t.app, admin.token, 'admin/formTargets/list');
    assert.deepEqual(listed.data.targets.map((x) => x.formId), ['demo-contact', 'parcel'], 'the seed\'s target and the new one');

    const agent = await agentOnline(t.app, 'agent1');
    const v = await startVisitor(t.app, { channelId: 'demo', userName: 'Li' });
    assert.equal((await transfer(t.app, v, { adminId: 'agent1' })).data.status, 2);
    const sessionId = await sessionOf(t, v);
    const fields = [
      { fieldName: 'Name', fieldType: 1, required: true },
      { fieldName: 'City', fieldType: 6, options: ['Beijing', 'Shanghai'] },
      { fieldName: 'Topics', fieldType: 8, options: ['Phones', 'Audio'] },
    ];

    // refused, each naming what is wrong, and nothing is sent
    const refused = async (body: Record<string, unknown>, status: number, msg: RegExp) => {
      const r = await desk(t.app, agent.token, 'chat/sendForm', { sessionId, formId: 'parcel', fields, ...body });
      assert.equal(r.status, status, `${JSON.stringify(body)}: ${r.msg}`);
      assert.match(r.msg, msg);
    };
    await refused({ fields: [{ fieldName: 'Password', fieldType: 1 }] }, 400, /fields\[0\]\.fieldName/);
    await refused({ fields: [{ fieldName: 'City', fieldType: 6 }] }, 400, /fields\[0\]\.options/);
    await refused({ fields: [{ fieldName: 'Name', fieldType: 9 }] }, 400, /fields\[0\]\.fieldType/);
    await refused({ fields: [{ fieldName: 'Name', fieldType: 1 }, { fieldName: 'Name', fieldType: 2 }] }, 400, /twice/);
    await refused({ formId: 'nope' }, 404, /nope/);
    const other = await agentOnline(t.app, 'agent2');
    const notYours = await desk(t.app, other.token, 'chat/sendForm', { sessionId, formId: 'parcel', fields });
    assert.equal(notYours.status, 403, notYours.msg);

    const sent = await desk<DeskMessage>(t.app, agent.token, 'chat/sendForm', { sessionId, formId: 'parcel', referGuide: 'Tell us about the parcel', fields, id: 'form-1' });
    assert.equal(sent.status, 200, sent.msg);
    assert.equal(sent.data.msgType, MsgType.inChatForm);
    const { events } = await drain(t.app, v);
    const got = events.find((e) => Number(e.eventCode) === EventCode.agentMessage && e.msgType === MsgType.inChatForm);
    assert.ok(got, 'the visitor gets the form');
    const content = JSON.parse(got.msgContent ?? '{}') as { formId: string; referGuide: string; fromFields: { fieldName: string; fieldType: number; requiredStatus: number; text?: { name: string }[] }[] };
    assert.equal(content.formId, 'parcel');
    assert.equal(content.referGuide, 'Tell us about the parcel');
    assert.deepEqual(content.fromFields.map((f) => [f.fieldName, f.fieldType, f.requiredStatus, f.text?.map((o) => o.name)]),
      [['Name', 1, 1, undefined], ['City', 6, 0, ['Beijing', 'Shanghai']], ['Topics', 8, 0, ['Phones', 'Audio']]]);

    const submitted = await post<{ status: number }>(t.app, Endpoints.fromRequest.path, { formId: 'parcel', requestBody: { Name: 'Li Lei', City: 'Shanghai', Topics: ['Audio'], Extra: 'dropped' } }, v.token);
    assert.equal(submitted.status, 200, submitted.msg);
    assert.equal(submitted.data.status, 200);
    assert.deepEqual(target.hits.map((r) => [r.method, r.url, JSON.parse(r.body)]), [['POST', '/hook', { Name: 'Li Lei', City: 'Shanghai', Topics: 'Audio' }]]);

    // an agent cannot configure targets; a removed target takes no more posts
    assert.equal((await desk(t.app, agent.token, 'admin/formTargets/set', { formId: 'x', url: `${target.url}/x`, fieldNames: ['a'] })).status, 403);
    assert.equal((await desk(t.app, admin.token, 'admin/formTargets/delete', { formId: 'parcel' })).status, 200);
    const after = await post(t.app, Endpoints.fromRequest.path, { formId: 'parcel', requestBody: { Name: 'again' } }, v.token);
    assert.equal(after.status, 403, after.msg);
    assert.equal(target.hits.length, 1);
  });
});
