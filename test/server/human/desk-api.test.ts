/**
 * The desk API call by call (docs/api.md "Desk API"): what an agent does in a chat (read, unread,
 * upload and send a file, transfer to a colleague or a group, take from the queue), the visitor's
 * profile and earlier chats, canned replies, the leave-message inbox, and the admin area —
 * agents, groups, working hours, channel settings (validated), sensitive words, knowledge base.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Endpoints, MsgType, TransferResult, UserStatus } from '../../../protocol';
import type { DeskAgent, DeskChat, DeskMessage, DeskVisitor } from '../../../protocol';
import { makeTestApp, post } from '../helpers';
import type { TestApp } from '../helpers';
import { send } from '../chat/fixtures';
import { agentOnline, desk, drain, sessionOf, signIn, startVisitor, transfer } from './kit';
import type { Desk } from './kit';
import { LIMITS_ENV, resetStaff } from './suite-routing';
import { defaultChannelConfig } from '../../../server/channels/defaults';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');

function multipart(name: string, content: Buffer, type: string): { payload: Buffer; headers: Record<string, string> } {
  const b = 'xxBOUNDARYxx';
  const head = `--${b}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`;
  return { payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${b}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${b}` } };
}

describe('the desk API', () => {
  let t: TestApp;
  let admin: Desk;
  before(async () => {
    t = await makeTestApp({ seed: true, env: LIMITS_ENV });
    admin = await signIn(t.app, 'admin');
  });
  after(async () => { await t.close(); });

  it('in a chat: unread counts, read mark, a file uploaded and sent, a colleague takes it over, the visitor\'s profile and earlier chats', async () => {
    await resetStaff(t, 5);
    const a1 = await agentOnline(t.app, 'agent1');
    const v = await startVisitor(t.app, { userName: 'Mei', previousUrl: 'https://shop.example.com/p/42', locale: 'en' });
    await t.app.inject({ method: 'POST', url: Endpoints.chatStart.path, headers: { 'content-type': 'application/json', authorization: `Bearer ${v.token}`, 'user-agent': 'Mozilla/5.0 (iPhone)' }, payload: JSON.stringify({ channelId: 'demo', userId: v.userId }) });
    await post(t.app, Endpoints.submitUserForm.path, { userName: 'Mei', formParams: JSON.stringify({ 城市: 'shanghai' }) }, v.token);
    await transfer(t.app, v, { groupId: 'g-presales' });
    const sessionId = await sessionOf(t, v);
    await send(t.app, v, { msgContent: 'one', msgType: MsgType.text });
    await send(t.app, v, { msgContent: 'two', msgType: MsgType.text });
    let list = await desk<{ chats: DeskChat[] }>(t.app, a1.token, 'chats/list');
    const chat = list.data.chats.find((c) => c.sessionId === sessionId)!;
    assert.deepEqual([chat.unread, chat.visitorName, chat.lastMessage?.msgContent], [2, 'Mei', 'two']);
    await desk(t.app, a1.token, 'chat/read', { sessionId, seq: chat.lastMessage!.seq });
    list = await desk<{ chats: DeskChat[] }>(t.app, a1.token, 'chats/list');
    assert.equal(list.data.chats.find((c) => c.sessionId === sessionId)!.unread, 0);

    const mp = multipart('photo.png', PNG, 'image/png');
    const up = await t.app.inject({ method: 'POST', url: `/api/desk/chat/upload?sessionId=${sessionId}`, headers: { ...mp.headers, authorization: `Bearer ${a1.token}` }, payload: mp.payload });
    assert.equal(up.statusCode, 200, up.body);
    const file = (JSON.parse(up.body) as { data: { url: string; suffix: string } }).data;
    assert.equal(file.suffix, 'png');
    const sent = await desk<DeskMessage>(t.app, a1.token, 'chat/send', { sessionId, msgType: MsgType.image, msgContent: file.url });
    assert.equal(sent.status, 200, sent.msg);
    const got = (await drain(t.app, v)).events.filter((e) => e.msgType === MsgType.image);
    assert.equal(got[0]?.msgContent, file.url);
    assert.equal((await desk(t.app, a1.token, 'chat/send', { sessionId, msgType: MsgType.image, msgContent: 'https://evil.example/x.png' })).status, 400, 'only files uploaded through the desk');
    assert.equal((await desk(t.app, a1.token, 'chat/send', { sessionId, msgType: MsgType.robotRich, msgContent: 'x' })).status, 400, 'never robot types');

    const profile = await desk<DeskVisitor>(t.app, a1.token, 'visitor/profile', { userId: v.userId });
    assert.deepEqual([profile.data.userName, profile.data.locale, profile.data.previousUrl, profile.data.device], ['Mei', 'en', 'https://shop.example.com/p/42', 'Mozilla/5.0 (iPhone)']);
    assert.deepEqual(profile.data.formParams, { 城市: 'shanghai' });

    await agentOnline(t.app, 'agent2');
    assert.equal((await desk(t.app, a1.token, 'chat/transfer', { sessionId, toAgentId: 'agent2' })).status, 200);
    assert.equal((await desk(t.app, a1.token, 'chat/send', { sessionId, msgType: MsgType.text, msgContent: 'still mine?' })).status, 403, 'no longer agent1\'s chat');
    const card = await post<{ adminId: string }>(t.app, Endpoints.getAdminCard.path, {}, v.token);
    assert.equal(card.data.adminId, 'agent2');
    const history = await desk<{ sessions: { sessionId: string }[] }>(t.app, a1.token, 'visitor/sessions', { userId: v.userId });
    assert.equal(history.data.sessions[0]?.sessionId, sessionId);
    const messages = await desk<{ messages: DeskMessage[] }>(t.app, a1.token, 'chat/messages', { sessionId });
    assert.ok(messages.data.messages.length >= 4, 'any agent of the tenant reads the whole conversation');
  });

  it('transfer to a group with nobody free queues the chat for that group; an agent takes it from the queue', async () => {
    await resetStaff(t, 5);
    const a2 = await agentOnline(t.app, 'agent2');
    const v = await startVisitor(t.app);
    await transfer(t.app, v, { groupId: 'g-aftersales' });
    const sessionId = await sessionOf(t, v);
    const r = await desk<{ result: string; waitIndex: number }>(t.app, a2.token, 'chat/transfer', { sessionId, toGroupId: 'g-presales' });
    assert.deepEqual([r.data.result, r.data.waitIndex], ['queued', 1], 'and the undo receipt (transfer-note.test.ts)');
    assert.equal((await drain(t.app, v)).last.status, UserStatus.queued);
    const a1 = await agentOnline(t.app, 'agent1', 'busy');
    assert.equal((await desk(t.app, a1.token, 'queue/take', {})).status, 409, 'busy: set yourself online to take chats');
    await desk(t.app, a1.token, 'presence/set', { presence: 'online' });
    // going online already dispatched the queue to agent1 (the only pre-sales agent)
    assert.equal((await post<{ adminId: string }>(t.app, Endpoints.getAdminCard.path, {}, v.token)).data.adminId, 'agent1');
    // a visitor waiting for pre-sales (agent1, busy): agent2 is online but not in that group, and takes them by hand
    await desk(t.app, a1.token, 'presence/set', { presence: 'busy' });
    const w = await startVisitor(t.app);
    assert.equal((await transfer(t.app, w, { groupId: 'g-presales' })).data.status, TransferResult.queued);
    const taken = await desk<{ sessionId: string }>(t.app, a2.token, 'queue/take', { userId: w.userId });
    assert.equal(taken.status, 200, taken.msg);
    assert.equal(taken.data.sessionId, await sessionOf(t, w));
    assert.equal((await drain(t.app, w)).last.status, UserStatus.manual);
    assert.equal((await desk(t.app, a2.token, 'queue/take', { userId: w.userId })).status, 404, 'nobody is waiting any more');
  });

  it('canned replies and the leave-message inbox (mark handled with a remark)', async () => {
    const a = await signIn(t.app, 'agent1');
    const canned = await desk<{ replies: { name: string }[] }>(t.app, a.token, 'cannedReplies/list');
    assert.deepEqual(canned.data.replies.map((c) => c.name), ['bye', 'hi', 'ship']);
    assert.equal((await desk(t.app, admin.token, 'admin/cannedReplies/create', { name: 'hi', content: 'dup' })).status, 409);
    assert.equal((await desk(t.app, admin.token, 'admin/cannedReplies/create', { name: 'has space', content: 'x' })).status, 400);
    const v = await startVisitor(t.app);
    assert.equal((await post(t.app, Endpoints.leaveMsg.path, { customerName: 'Zhang', msgContent: 'call me back' }, v.token)).status, 200);
    const inbox = await desk<{ list: { leaveMsgId: string; msgContent: string; msgState: number; userId: string }[] }>(t.app, a.token, 'leaveMessages/list', { msgState: 0 });
    const entry = inbox.data.list.find((e) => e.userId === v.userId)!;
    assert.equal(entry.msgContent, 'call me back');
    const handled = await desk<{ msgState: number; msgDesc: string; updateUserName: string }>(t.app, a.token, 'leaveMessages/handle', { leaveMsgId: entry.leaveMsgId, msgState: 1, msgDesc: 'called, solved' });
    assert.deepEqual([handled.data.msgState, handled.data.msgDesc, handled.data.updateUserName], [1, 'called, solved', '小王']);
    const mine = await post<{ msgState: number; msgDesc: string }[]>(t.app, Endpoints.getLeaveMsgList.path, {}, v.token);
    assert.deepEqual([mine.data[0]!.msgState, mine.data[0]!.msgDesc], [1, 'called, solved'], 'the visitor sees it handled');
  });

  it('admin: agents and groups, working hours, channel settings validated field by field, sensitive words, profile', async () => {
    const created = await desk<DeskAgent>(t.app, admin.token, 'admin/agents/create', { username: 'agent3', password: 'password-3', nick: '小张', maxLoad: 2, groups: ['g-presales'], qq: '123456', email: 'a3@example.com' });
    assert.equal(created.status, 200, created.msg);
    assert.deepEqual([created.data.role, created.data.maxLoad, created.data.groups], ['agent', 2, ['g-presales']]);
    assert.equal((await desk(t.app, admin.token, 'admin/agents/create', { username: 'agent3', password: 'password-3', nick: 'x' })).status, 409);
    for (const [field, value] of [['email', 'not-mail'], ['qq', 'abc'], ['avatar', 'javascript:alert(1)'], ['maxLoad', 0], ['username', 'a b']] as const) {
      const r = await desk(t.app, admin.token, 'admin/agents/create', { username: 'agent4', password: 'password-4', nick: 'x', [field]: value });
      assert.equal(r.status, 400, `${field}=${value}`);
      assert.match(r.msg, new RegExp(field));
    }
    const g = await desk<{ groupId: string }>(t.app, admin.token, 'admin/groups/create', { groupName: 'VIP', members: [created.data.agentId] });
    const groups = await desk<{ groups: { groupId: string; members: string[] }[] }>(t.app, admin.token, 'admin/groups/list');
    assert.deepEqual(groups.data.groups.find((x) => x.groupId === g.data.groupId)?.members, [created.data.agentId]);

    const a3 = await signIn(t.app, 'agent3', 'password-3');
    const prof = await desk<DeskAgent>(t.app, a3.token, 'profile/update', { signature: 'Happy to help', wechat: 'zhang_w' });
    assert.deepEqual([prof.data.signature, prof.data.wechat], ['Happy to help', 'zhang_w']);
    assert.equal((await desk(t.app, a3.token, 'profile/update', { role: 'admin' })).status, 400, 'strict bodies: no role from one\'s own profile');

    const hours = await desk(t.app, admin.token, 'admin/workingHours/set', { enabled: true, timeZone: 'Europe/Berlin', days: { 1: [{ start: '09:00', end: '12:00' }, { start: '13:00', end: '18:00' }] }, closedDates: ['2026-12-25'] });
    assert.equal(hours.status, 200, hours.msg);
    assert.equal((await desk(t.app, admin.token, 'admin/workingHours/set', { enabled: true, timeZone: 'Mars/Olympus', days: {} })).status, 400);
    assert.equal((await desk(t.app, admin.token, 'admin/workingHours/set', { enabled: true, timeZone: 'UTC', days: { 1: [{ start: '10:00', end: '09:00' }] } })).status, 400);
    await desk(t.app, admin.token, 'admin/workingHours/set', { enabled: false, timeZone: 'UTC', days: {} });

    const bad = await desk(t.app, admin.token, 'admin/channels/update', { channelId: 'demo', config: { mainColor: 'red;}</style><script>' } });
    assert.deepEqual([bad.status, bad.msg.startsWith('mainColor')], [400, true]);
    assert.equal((await desk(t.app, admin.token, 'admin/channels/update', { channelId: 'demo', config: { noSuchField: 1 } })).status, 400);
    const ok = await desk<{ config: { userQueueMsg: string; receiveMode: number } }>(t.app, admin.token, 'admin/channels/update', { channelId: 'demo', config: { userQueueMsg: 'Position ##', receiveMode: 0 } });
    assert.equal(ok.data.config.userQueueMsg, 'Position ##');
    const info = await post<{ userQueueMsg: string }>(t.app, Endpoints.channelInfo.path, { channelId: 'demo' });
    assert.equal(info.data.userQueueMsg, 'Position ##', 'the widget sees the change at once');
    const all = await desk<{ channels: { channelId: string }[] }>(t.app, admin.token, 'admin/channels/list');
    assert.deepEqual(all.data.channels.map((c) => c.channelId), ['demo', 'demo-wo', 'form', 'plain']);

    // what the admin view gives is accepted back unchanged (the desk saves the whole form)
    const view = await desk<{ config: Record<string, unknown>; i18n: Record<string, Record<string, unknown>> }>(t.app, admin.token, 'admin/channels/get', { channelId: 'demo' });
    assert.ok(Object.values(view.data.i18n).some((texts) => 'userForm' in texts), 'the seeded texts carry a translated pre-chat form');
    const back = await desk(t.app, admin.token, 'admin/channels/update', { channelId: 'demo', config: view.data.config, i18n: view.data.i18n });
    assert.equal(back.status, 200, back.msg);
    const again = await desk(t.app, admin.token, 'admin/channels/get', { channelId: 'demo' });
    assert.deepEqual(again.data, view.data, 'a round trip changes nothing');
    const move = await desk(t.app, admin.token, 'admin/channels/update', { channelId: 'demo', config: { ...view.data.config, tenantId: 'other' } });
    assert.deepEqual([move.status, move.msg], [400, 'tenantId: cannot be changed']);
    // null sets a field back to its default (a field deleted in the desk's Advanced editor);
    // only settings can be reset, and a refused reset changes nothing
    const defaults = defaultChannelConfig('demo', 'demo') as unknown as Record<string, unknown>;
    assert.notDeepEqual(view.data.config.faq, defaults.faq, 'the demo has its own FAQ');
    const reset = await desk<{ config: Record<string, unknown> }>(t.app, admin.token, 'admin/channels/update', { channelId: 'demo', config: { faq: null, userQueueMsg: null } });
    assert.equal(reset.status, 200, reset.msg);
    assert.deepEqual([reset.data.config.faq, reset.data.config.userQueueMsg], [defaults.faq, defaults.userQueueMsg]);
    const notASetting = await desk(t.app, admin.token, 'admin/channels/update', { channelId: 'demo', config: { noSuchField: null, mainColor: '#123456' } });
    assert.deepEqual([notASetting.status, notASetting.msg], [400, 'noSuchField: is not a channel setting']);
    assert.notEqual((await desk<{ config: { mainColor: string } }>(t.app, admin.token, 'admin/channels/get', { channelId: 'demo' })).data.config.mainColor, '#123456');
    assert.equal((await desk(t.app, admin.token, 'admin/channels/update', { channelId: 'demo', config: view.data.config })).status, 200, 'and back');

    const words = await desk<{ words: string[] }>(t.app, admin.token, 'admin/sensitiveWords/set', { words: ['scam', ' spam ', 'SCAM'] });
    assert.deepEqual(words.data.words, ['scam', 'spam']);
  });

  it('admin: the knowledge base — list, save, export and import back, the unknown-question log', async () => {
    const list = await desk<{ docs: { docId: string }[] }>(t.app, admin.token, 'admin/kb/list');
    assert.ok(list.data.docs.length > 10);
    const saved = await desk<{ created: number }>(t.app, admin.token, 'admin/kb/save', { docs: [{ docId: 'gift-wrap', question: 'Do you gift-wrap?', answer: '<p>Yes, <b>free</b> <img src=x onerror=alert(1)></p>', locale: 'en' }] });
    assert.equal(saved.data.created, 1);
    const doc = await desk<{ answer: string }>(t.app, admin.token, 'admin/kb/get', { docId: 'gift-wrap' });
    assert.ok(!doc.data.answer.includes('onerror'), 'sanitised on write');
    const exported = await desk<{ text: string }>(t.app, admin.token, 'admin/kb/export', { format: 'csv' });
    assert.ok(exported.data.text.includes('gift-wrap'));
    const imported = await desk<{ updated: number }>(t.app, admin.token, 'admin/kb/import', { format: 'csv', text: exported.data.text });
    assert.equal(imported.status, 200, imported.msg);
    assert.ok(imported.data.updated >= list.data.docs.length);
    const badImport = await desk(t.app, admin.token, 'admin/kb/import', { format: 'csv', text: 'docId,question,locale\nx,y,xx-XX\n' });
    assert.equal(badImport.status, 400);
    assert.match(badImport.msg, /line 2/);
    const v = await startVisitor(t.app);
    await post(t.app, Endpoints.robotAsk.path, { question: 'Do you sell submarines on Mars?' }, v.token);
    const unknown = await desk<{ questions: { question: string }[] }>(t.app, admin.token, 'admin/kb/unknown');
    assert.ok(unknown.data.questions.some((q) => q.question.includes('submarines')));
  });
});
