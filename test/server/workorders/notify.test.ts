/**
 * The mails of a work order, through the booted app and a real SMTP server on loopback: the
 * visitor gets the link on creation (and the link opens the order), a mail per public reply and
 * per status change; an internal note and a priority change tell nobody; the assigned agent gets
 * the customer's reply; a retried write queues no second mail. The staff-write limit applies to
 * addWo and customer replies.
 */
import { describe, it, after } from 'node:test';
import assert from 'node:assert/strict';
import type { WorkOrder } from '../../../protocol';
import { ROOMY_STAFF_WRITES, post, useTestApp } from '../helpers';
import { desk, signIn, startVisitor } from '../human/kit';
import { startSmtp } from '../mail/smtp-kit';
import { P, addOrder, goodOrder, linkPost } from './kit';

const sink = await startSmtp();
after(async () => { await sink.close(); });

describe('work-order mails', () => {
  const t = useTestApp({
    seed: true,
    env: { ...ROOMY_STAFF_WRITES, SMTP_URL: sink.url, MAIL_FROM: 'Shop <help@shop.test>', PUBLIC_URL: 'https://help.shop.test' },
  });
  const drain = () => t.services.mail.drain();
  const since = (n: number) => sink.received.slice(n);

  it('the link on creation, a reply and a status change; nothing for a note or a priority; the agent hears the customer', async () => {
    const v = await startVisitor(t.app, {}, undefined, 'demo-wo');
    const agent = await signIn(t.app, 'agent1');
    await desk(t.app, agent.token, 'profile/update', { email: 'agent1@shop.test' });
    const o = await addOrder(t.app, v.token, { customerEmail: 'li@example.com', localId: 'wo1' });
    await addOrder(t.app, v.token, { customerEmail: 'li@example.com', localId: 'wo1' });
    await drain();
    const [created, ...extra] = since(0);
    assert.equal(extra.length, 0, 'a retried addWo queues no second mail');
    assert.deepEqual(created!.envelopeTo, ['li@example.com']);
    const link = /https:\/\/help\.shop\.test\/chat_online\/workorder\?woId=([^&\s]+)&token=([A-Za-z0-9_-]+)/.exec(created!.text);
    assert.ok(link, created!.text);
    assert.equal(decodeURIComponent(link[1]!), String(o.woId));
    const opened = await linkPost(t.app, P.woinfo, { id: o.woId }, link[2]);
    assert.equal(opened.status, 200, 'the mailed link opens the order');

    let seen = sink.received.length;
    await desk(t.app, agent.token, 'wo/reply', { woId: o.woId, content: 'checking the stock', internal: true });
    await desk(t.app, agent.token, 'wo/update', { woId: o.woId, priority: 3, assigneeAgentId: agent.agent.agentId });
    await drain();
    assert.equal(since(seen).length, 0, 'an internal note and a priority change send nothing');

    const reply = { woId: o.woId, content: 'A courier picks it up tomorrow', internal: false, status: 2, localId: 'r1' };
    await desk(t.app, agent.token, 'wo/reply', reply);
    await desk(t.app, agent.token, 'wo/reply', reply);
    await drain();
    const toVisitor = since(seen);
    assert.equal(toVisitor.length, 2, 'one mail for the reply, one for the status; the retry adds none');
    assert.ok(toVisitor.some((m) => m.text.includes('A courier picks it up tomorrow')));
    assert.ok(toVisitor.every((m) => m.envelopeTo[0] === 'li@example.com'));

    seen = sink.received.length;
    const r = await post<WorkOrder>(t.app, P.addWoHandleInfo, { woId: o.woId, handleContent: 'Thanks, I will be home', localId: 'c1' }, v.token);
    assert.equal(r.status, 200);
    await drain();
    const [toAgent, ...more] = since(seen);
    assert.equal(more.length, 0);
    assert.deepEqual(toAgent!.envelopeTo, ['agent1@shop.test']);
    assert.ok(toAgent!.text.includes('Thanks, I will be home'));
    assert.ok(!toAgent!.text.includes('token='), 'the agent mail carries no customer link token');
  });

  it('no address, no mail: an order without an e-mail queues nothing', async () => {
    const v = await startVisitor(t.app, {}, undefined, 'demo-wo');
    const seen = sink.received.length;
    await addOrder(t.app, v.token, { customerEmail: '' });
    await drain();
    assert.equal(sink.received.length, seen);
  });
});

describe('work-order write limits', () => {
  const t = useTestApp({ seed: true, env: { KEFU_RATE_STAFF_WRITE: '4/1m', KEFU_RATE_STAFF_WRITE_ADDRESS: '1000/1m' } });

  it('addWo and customer replies count against the staff-write limit (429)', async () => {
    const v = await startVisitor(t.app, {}, undefined, 'demo-wo');
    const o = await addOrder(t.app, v.token);
    for (let i = 0; i < 3; i++) assert.equal((await post(t.app, P.addWoHandleInfo, { woId: o.woId, handleContent: `r${i}` }, v.token)).status, 200);
    const over = await post(t.app, P.addWo, goodOrder(), v.token);
    assert.equal(over.status, 429);
    assert.equal((await post(t.app, P.addReplay, { woId: o.woId, handleContent: 'x', token: o.token }, v.token)).status, 429);
  });
});
