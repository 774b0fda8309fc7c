/**
 * Visitor names on the desk (issue 26 item 2; docs/api.md "Visitor names"): displayName is the
 * name the visitor gave — the pre-chat form, the host's init userName or updateUser (resetUser) —
 * else '' with visitorNo, four digits derived from the visitor id (stable, spread); on chats/list
 * with the locale, device and page, on queue/list and visitor/profile.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Endpoints } from '../../../protocol';
import type { DeskChat, DeskQueueEntry, DeskVisitor } from '../../../protocol';
import { visitorNaming, visitorNo } from '../../../server/chat/visitor-name';
import { makeTestApp, post } from '../helpers';
import type { TestApp } from '../helpers';
import { agentOnline, desk, startVisitor, transfer } from '../human/kit';
import { LIMITS_ENV, resetStaff } from '../human/suite-routing';

describe('visitorNo', () => {
  it('is four digits, the same for the same id (across processes: a fixed value), and spreads over distinct ids', () => {
    assert.match(visitorNo('u-1'), /^[1-9]\d{3}$/);
    assert.equal(visitorNo('u-1'), visitorNo('u-1'));
    // SHA-256 based, no process state: a fixed value (a restart names visitors alike)
    assert.equal(visitorNo('v_8d7f3a90c2'), '1148');
    const numbers = new Set(Array.from({ length: 500 }, (_, i) => visitorNo(`visitor-${i}`)));
    assert.ok(numbers.size >= 480, `500 ids gave only ${numbers.size} numbers`);
    const firstDigits = new Set([...numbers].map((n) => n[0]));
    assert.equal(firstDigits.size, 9, 'the whole range 1000–9999 is used');
  });

  it('displayName is the given name trimmed, else empty', () => {
    assert.deepEqual(visitorNaming('u-1', '  Mei '), { displayName: 'Mei', visitorNo: visitorNo('u-1') });
    assert.deepEqual(visitorNaming('u-1', null), { displayName: '', visitorNo: visitorNo('u-1') });
  });
});

describe('visitor names in the desk API', () => {
  let t: TestApp;
  before(async () => { t = await makeTestApp({ seed: true, env: LIMITS_ENV }); });
  after(async () => { await t.close(); });

  it('chats/list, queue/list and visitor/profile: the form\'s name, the host\'s name (init, then updateUser), else the number', async () => {
    await resetStaff(t, 2);
    const a1 = await agentOnline(t.app, 'agent1');
    const UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
    // no name: started with a page, a locale and a browser
    const plain = await startVisitor(t.app, { previousUrl: 'https://shop.example.com/cart?x=1', locale: 'en' });
    await t.app.inject({ method: 'POST', url: Endpoints.chatStart.path, headers: { 'content-type': 'application/json', authorization: `Bearer ${plain.token}`, 'user-agent': UA }, payload: JSON.stringify({ channelId: 'demo', userId: plain.userId }) });
    // the pre-chat form
    const formed = await startVisitor(t.app);
    assert.equal((await post(t.app, Endpoints.submitUserForm.path, { userName: 'Mei Lin' }, formed.token)).status, 200);
    // the host's init userName, then updateUser (resetUser) renames; queued (agent1 is at 2)
    const hosted = await startVisitor(t.app, { userName: 'Host Name' });
    for (const v of [plain, formed, hosted]) await transfer(t.app, v);

    const chats = (await desk<{ chats: DeskChat[] }>(t.app, a1.token, 'chats/list')).data.chats;
    const byUser = new Map(chats.map((c) => [c.userId, c]));
    const p = byUser.get(plain.userId)!;
    assert.deepEqual([p.displayName, p.visitorNo, p.visitorName], ['', visitorNo(plain.userId), '']);
    assert.deepEqual([p.locale, p.device, p.previousUrl, p.channelId], ['en', UA, 'https://shop.example.com/cart?x=1', 'demo']);
    const f = byUser.get(formed.userId)!;
    assert.deepEqual([f.displayName, f.visitorNo], ['Mei Lin', visitorNo(formed.userId)]);

    let queue = (await desk<{ queue: DeskQueueEntry[] }>(t.app, a1.token, 'queue/list')).data.queue;
    assert.deepEqual(queue.map((q) => [q.userId, q.displayName, q.visitorNo]), [[hosted.userId, 'Host Name', visitorNo(hosted.userId)]]);
    assert.equal((await post(t.app, Endpoints.resetUser.path, { userName: 'Renamed By Host' }, hosted.token)).status, 200);
    queue = (await desk<{ queue: DeskQueueEntry[] }>(t.app, a1.token, 'queue/list')).data.queue;
    assert.equal(queue[0]!.displayName, 'Renamed By Host');

    // a later form answer replaces the name the list shows
    assert.equal((await post(t.app, Endpoints.submitUserForm.path, { userName: 'Pat' }, plain.token)).status, 200);
    const again = (await desk<{ chats: DeskChat[] }>(t.app, a1.token, 'chats/list')).data.chats.find((c) => c.userId === plain.userId)!;
    assert.deepEqual([again.displayName, again.visitorNo], ['Pat', p.visitorNo], 'the number stays the same');

    const profile = (await desk<DeskVisitor>(t.app, a1.token, 'visitor/profile', { userId: hosted.userId })).data;
    assert.deepEqual([profile.displayName, profile.visitorNo], ['Renamed By Host', visitorNo(hosted.userId)]);
    const unnamed = await startVisitor(t.app);
    const np = (await desk<DeskVisitor>(t.app, a1.token, 'visitor/profile', { userId: unnamed.userId })).data;
    assert.deepEqual([np.displayName, np.visitorNo], ['', visitorNo(unnamed.userId)]);
  });
});
