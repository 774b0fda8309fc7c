/**
 * The desk's live state changes (desk/state/reduce.ts) event by event: the queue renumbers on
 * departures, chats gain unread counts only where the agent is not looking, messages are kept
 * once each in seq order, recalls and closes are marked, and the tab title and canned-reply
 * lookup behave as the agent sees them.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { DeskChat, DeskMessage, DeskQueueEntry } from '../../protocol';
import { applyChats, applyMessages, applyQueue, canRecall, cannedMatches, mergeMessages, titleFor, undoSecondsLeft, unreadTotal } from '../../desk/state/reduce';
import type { LiveChat } from '../../desk/state/reduce';

const entry = (userId: string, waitIndex: number, groupId = '', extra: Partial<DeskQueueEntry> = {}): DeskQueueEntry => ({
  userId, sessionId: `s-${userId}`, channelId: 'demo', visitorName: userId, displayName: userId, visitorNo: '1234', groupId, adminId: null, waitIndex, enqueuedAt: waitIndex * 1000, returned: false, ...extra,
});
const msg = (seq: number, extra: Partial<DeskMessage> = {}): DeskMessage => ({
  msgId: `m${seq}`, seq, sessionId: 's1', userId: 'u1', msgTime: seq * 1000, msgType: 1, senderType: 1, msgContent: `text ${seq}`, insideFlag: 0, recallFlag: 0, sensitiveFlag: 0, ...extra,
});
const chat = (sessionId: string, extra: Partial<DeskChat> = {}): LiveChat => ({
  sessionId, userId: `u-${sessionId}`, channelId: 'demo', visitorName: 'V', displayName: 'V', visitorNo: '1234', locale: '', device: '', previousUrl: '', groupId: null, startedAt: 1, assignedAt: 2, unread: 0,
  lastMessage: null, lastVisitorAt: null, lastAgentAt: null, agentOverdue: false, ...extra,
});
const away = { activeSessionId: null, visible: true };

describe('desk state: the queue', () => {
  it('adds once per visitor, serves handed-back chats first, and moves up those behind a leaver in its scope only', () => {
    let q = applyQueue([], { type: 'queue.added', entry: entry('a', 1) });
    q = applyQueue(q, { type: 'queue.added', entry: entry('b', 2) });
    q = applyQueue(q, { type: 'queue.added', entry: entry('x', 1, 'g1') });
    q = applyQueue(q, { type: 'queue.added', entry: entry('c', 3) });
    q = applyQueue(q, { type: 'queue.added', entry: entry('b', 2) });
    assert.deepEqual(q.map((e) => e.userId), ['a', 'x', 'b', 'c']);
    q = applyQueue(q, { type: 'queue.added', entry: entry('r', 1, '', { returned: true, enqueuedAt: 99_000 }) });
    assert.equal(q[0]!.userId, 'r', 'a chat handed back goes first');
    q = applyQueue(q, { type: 'queue.removed', userId: 'a', reason: 'taken' });
    assert.deepEqual(q.map((e) => [e.userId, e.waitIndex]), [['r', 1], ['x', 1], ['b', 1], ['c', 2]]);
    assert.equal(applyQueue(q, { type: 'queue.removed', userId: 'nobody', reason: 'closed' }), q, 'an unknown leaver changes nothing');
  });
});

describe('desk state: chats', () => {
  it('counts visitor messages as unread unless the agent is looking at that chat; agent messages and notes never', () => {
    let chats: readonly LiveChat[] = [chat('s1'), chat('s2')];
    chats = applyChats(chats, { type: 'chat.message', sessionId: 's1', userId: 'u-s1', message: msg(1) }, away);
    chats = applyChats(chats, { type: 'chat.message', sessionId: 's1', userId: 'u-s1', message: msg(1) }, away);
    chats = applyChats(chats, { type: 'chat.message', sessionId: 's2', userId: 'u-s2', message: msg(2, { sessionId: 's2' }) }, { activeSessionId: 's2', visible: true });
    chats = applyChats(chats, { type: 'chat.message', sessionId: 's2', userId: 'u-s2', message: msg(3, { sessionId: 's2' }) }, { activeSessionId: 's2', visible: false });
    chats = applyChats(chats, { type: 'chat.message', sessionId: 's1', userId: 'u-s1', message: msg(4, { senderType: 2, insideFlag: 1 }) }, away);
    assert.deepEqual(chats.map((c) => c.unread), [1, 1], 'a repeated event counts once; the open chat counts only while the tab is hidden');
    assert.equal(chats[0]!.lastMessage?.msgId, 'm4');
    assert.equal(unreadTotal(chats), 2);
  });

  it('an agent reply clears the overdue mark; a note does not', () => {
    let chats: readonly LiveChat[] = applyChats([chat('s1')], { type: 'chat.adminTimeout', sessionId: 's1', userId: 'u-s1', since: 5 }, away);
    assert.equal(chats[0]!.agentOverdue, true);
    chats = applyChats(chats, { type: 'chat.message', sessionId: 's1', userId: 'u-s1', message: msg(5, { senderType: 2, insideFlag: 1 }) }, away);
    assert.equal(chats[0]!.agentOverdue, true);
    chats = applyChats(chats, { type: 'chat.message', sessionId: 's1', userId: 'u-s1', message: msg(6, { senderType: 2 }) }, away);
    assert.equal(chats[0]!.agentOverdue, false);
  });

  it('assigned chats come first (one per visitor), moved-away chats go, closed chats stay marked and stop counting unread', () => {
    let chats: readonly LiveChat[] = [chat('s1', { unread: 3 })];
    chats = applyChats(chats, { type: 'chat.assigned', chat: chat('s2'), reason: 'routed' }, away);
    chats = applyChats(chats, { type: 'chat.assigned', chat: chat('s2'), reason: 'routed' }, away);
    assert.deepEqual(chats.map((c) => c.sessionId), ['s2', 's1']);
    chats = applyChats(chats, { type: 'chat.closed', sessionId: 's1', userId: 'u-s1', outType: 2 }, away);
    assert.equal(chats.find((c) => c.sessionId === 's1')!.ended, 2);
    assert.equal(unreadTotal(chats), 0);
    chats = applyChats(chats, { type: 'chat.unassigned', sessionId: 's2', userId: 'u-s2', reason: 'transferred' }, away);
    assert.deepEqual(chats.map((c) => c.sessionId), ['s1']);
  });
});

describe('desk state: messages', () => {
  it('keeps one copy per msgId in seq order, merges a later copy over an earlier one, marks recalls, ignores unloaded chats', () => {
    assert.deepEqual(mergeMessages([msg(3), msg(1)], [msg(2), msg(1, { msgContent: 'edited' })]).map((m) => [m.seq, m.msgContent]), [[1, 'edited'], [2, 'text 2'], [3, 'text 3']]);
    let map: Readonly<Record<string, DeskMessage[]>> = { s1: [msg(1)] };
    map = applyMessages(map, { type: 'chat.message', sessionId: 's1', userId: 'u1', message: msg(2) });
    map = applyMessages(map, { type: 'chat.recalled', sessionId: 's1', userId: 'u1', msgId: 'm1' });
    assert.deepEqual(map.s1!.map((m) => [m.msgId, m.recallFlag]), [['m1', 1], ['m2', 0]]);
    assert.equal(applyMessages(map, { type: 'chat.message', sessionId: 'other', userId: 'u9', message: msg(9) }), map);
  });

  it('the agent may recall only its own visible messages within the window', () => {
    const mine = msg(1, { senderType: 2, senderId: 'agent1', msgTime: 1000 });
    assert.equal(canRecall(mine, 'agent1', 1000 + 119_000, 120_000), true);
    assert.equal(canRecall(mine, 'agent1', 1000 + 121_000, 120_000), false, 'too late');
    assert.equal(canRecall(mine, 'agent2', 2000, 120_000), false, 'a colleague\'s');
    assert.equal(canRecall({ ...mine, recallFlag: 1 }, 'agent1', 2000, 120_000), false, 'already recalled');
    assert.equal(canRecall(msg(2), 'agent1', 2000, 120_000), false, 'a visitor\'s');
  });
});

describe('desk state: title and canned replies', () => {
  it('the tab title counts unread and waiting, capped at 99+', () => {
    assert.equal(titleFor('Kefu Desk', 0, 0), 'Kefu Desk');
    assert.equal(titleFor('Kefu Desk', 2, 1), '(3) Kefu Desk');
    assert.equal(titleFor('Kefu Desk', 150, 0), '(99+) Kefu Desk');
  });

  it('`/name` finds canned replies by prefix first, then by substring; anything else finds none', () => {
    const replies = [{ name: 'refund' }, { name: 'hi' }, { name: 'ship' }, { name: 'hello' }, { name: 'thanks-hi' }];
    assert.deepEqual(cannedMatches('/h', replies).map((r) => r.name), ['hi', 'hello', 'ship', 'thanks-hi']);
    assert.deepEqual(cannedMatches('/', replies).length, 5);
    assert.deepEqual(cannedMatches('/hi there', replies), []);
    assert.deepEqual(cannedMatches('hi', replies), []);
    assert.deepEqual(cannedMatches('/zzz', replies), []);
  });
});

describe('desk state: a transfer and its undo (docs/desk.md "Transfer with a note")', () => {
  const marker = (seq: number, undone = false) => msg(seq, {
    senderType: 4, insideFlag: 1, msgContent: 'call them back',
    marker: { kind: 'transfer', fromAgentId: 'agent1', fromNick: 'A', toAgentId: 'agent2', toNick: 'B', toGroupId: null, note: 'call them back', ...(undone ? { undone } : {}) },
  });

  it('the sender loses the chat on transfer and gets it back first in the list on undo; the receiver loses it', () => {
    // the sender: two chats, s1 transferred then undone
    let sender: readonly LiveChat[] = [chat('s1'), chat('s2')];
    sender = applyChats(sender, { type: 'chat.unassigned', sessionId: 's1', userId: 'u-s1', reason: 'transferred' }, away);
    assert.deepEqual(sender.map((c) => c.sessionId), ['s2']);
    sender = applyChats(sender, { type: 'chat.assigned', chat: chat('s1', { lastMessage: marker(5, true) }), reason: 'transferUndone' }, away);
    assert.deepEqual(sender.map((c) => c.sessionId), ['s1', 's2']);
    assert.equal(sender[0]!.lastMessage?.marker?.undone, true);
    // the receiver: it came and went
    let receiver: readonly LiveChat[] = applyChats([], { type: 'chat.assigned', chat: chat('s1'), reason: 'transferred' }, away);
    receiver = applyChats(receiver, { type: 'chat.unassigned', sessionId: 's1', userId: 'u-s1', reason: 'transferUndone' }, away);
    assert.deepEqual(receiver, []);
  });

  it('a chat that moves away forgets its loaded messages, so when it comes back it is loaded whole, markers included', () => {
    let map: Readonly<Record<string, DeskMessage[]>> = { s1: [msg(1), msg(2)], s2: [msg(1, { sessionId: 's2' })] };
    map = applyMessages(map, { type: 'chat.unassigned', sessionId: 's1', userId: 'u-s1', reason: 'transferred' });
    assert.deepEqual(Object.keys(map), ['s2']);
    assert.equal(applyMessages(map, { type: 'chat.unassigned', sessionId: 's9', userId: 'u', reason: 'transferUndone' }), map, 'an unknown chat changes nothing');
    // a marker arriving live for a loaded chat is kept in seq order like any message, once
    map = applyMessages({ s1: [msg(1), msg(2)] }, { type: 'chat.message', sessionId: 's1', userId: 'u-s1', message: marker(3) });
    map = applyMessages(map, { type: 'chat.message', sessionId: 's1', userId: 'u-s1', message: marker(3) });
    assert.deepEqual(map.s1!.map((m) => [m.seq, m.marker?.kind ?? null]), [[1, null], [2, null], [3, 'transfer']]);
  });

  it('a marker is no visitor message: it neither counts as unread nor clears the overdue mark', () => {
    let chats: readonly LiveChat[] = [chat('s1', { agentOverdue: true })];
    chats = applyChats(chats, { type: 'chat.message', sessionId: 's1', userId: 'u-s1', message: marker(4) }, away);
    assert.deepEqual([chats[0]!.unread, chats[0]!.agentOverdue, chats[0]!.lastMessage?.msgId], [0, true, 'm4']);
  });

  it('the seconds left to undo count down in whole seconds and stop at 0', () => {
    assert.equal(undoSecondsLeft(10_000, 0), 10);
    assert.equal(undoSecondsLeft(10_000, 1), 10);
    assert.equal(undoSecondsLeft(10_000, 9_001), 1);
    assert.equal(undoSecondsLeft(10_000, 10_000), 0);
    assert.equal(undoSecondsLeft(10_000, 60_000), 0);
  });
});
