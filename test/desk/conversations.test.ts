/**
 * The Conversations area, the pure part: the filter as a conversations/list body (only what is
 * set; a date range covering whole days in the agent's zone), pages merged without doubles, a
 * hit's snippet cut into marked parts even from ranges that overlap or run past the text, and the
 * route id that opens a conversation at its matching message.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { DeskConversationSummary } from '../../protocol';
import { conversationRouteId, EMPTY_FILTER, isFiltered, listBody, mergePages, parseConversationRouteId, snippetParts } from '../../desk/state/conversations';

const row = (sessionId: string): DeskConversationSummary => ({
  sessionId, userId: `u-${sessionId}`, channelId: 'demo', displayName: '', visitorNo: '1234', locale: 'en', device: '', status: 'ended',
  adminId: null, adminNick: null, groupId: null, startedAt: 1, endedAt: 2, lastMsgAt: 2, messageCount: 3, star: null, solve: null, tags: [], preview: '',
});

describe('conversations: the list body', () => {
  it('sends the view and the page size only, when nothing else is set', () => {
    assert.deepEqual(listBody(EMPTY_FILTER, null), { view: 'all', limit: 30 });
    assert.equal(isFiltered(EMPTY_FILTER), false);
  });

  it('sends each filter that is set, the search trimmed and cut to 100 characters, and the cursor', () => {
    const f = { ...EMPTY_FILTER, view: 'closed' as const, q: `  ${'退'.repeat(120)} `, channelId: 'c1', agentId: 'a1', groupId: 'g1', tagId: 't1', star: 0, status: 'ended' as const };
    const body = listBody(f, 'next-1', 10);
    assert.equal(body.q, '退'.repeat(100));
    assert.deepEqual({ ...body, q: undefined }, { view: 'closed', limit: 10, q: undefined, channelId: 'c1', agentId: 'a1', groupId: 'g1', tagId: 't1', star: 0, status: 'ended', cursor: 'next-1' });
    assert.equal(isFiltered(f), true);
    assert.equal(isFiltered({ ...EMPTY_FILTER, star: 0 }), true, 'not rated is a filter');
  });

  it('a date range covers whole days in this zone, and a malformed date is left out', () => {
    const body = listBody({ ...EMPTY_FILTER, from: '2026-03-01', to: '2026-03-02' }, null);
    assert.equal(body.from, new Date(2026, 2, 1).getTime());
    assert.equal(body.to, new Date(2026, 2, 3).getTime() - 1);
    assert.deepEqual(listBody({ ...EMPTY_FILTER, from: '2026-3-1', to: 'yesterday' }, null), { view: 'all', limit: 30 });
  });
});

describe('conversations: pages and snippets', () => {
  it('a next page adds only conversations not already listed', () => {
    assert.deepEqual(mergePages([row('a'), row('b')], [row('b'), row('c')]).map((c) => c.sessionId), ['a', 'b', 'c']);
  });

  it('marks each range of the snippet', () => {
    assert.deepEqual(snippetParts({ snippet: '我想退款，退款多久到账', ranges: [[2, 4], [5, 7]] }), [
      { text: '我想', mark: false }, { text: '退款', mark: true }, { text: '，', mark: false }, { text: '退款', mark: true }, { text: '多久到账', mark: false },
    ]);
  });

  it('clips ranges past the text, merges overlaps and ignores empty or reversed ones', () => {
    assert.deepEqual(snippetParts({ snippet: 'Refund please', ranges: [[7, 99], [0, 3], [2, 6], [5, 5], [9, 8]] }), [
      { text: 'Refund', mark: true }, { text: ' ', mark: false }, { text: 'please', mark: true },
    ]);
    assert.deepEqual(snippetParts({ snippet: 'no match', ranges: [] }), [{ text: 'no match', mark: false }]);
  });
});

describe('conversations: the route id', () => {
  it('opens at the hit\'s message, and reads back what it wrote', () => {
    assert.equal(conversationRouteId('s1', { seq: 42 }), 's1@42');
    assert.equal(conversationRouteId('s1', { seq: null }), 's1');
    assert.equal(conversationRouteId('s1'), 's1');
    assert.deepEqual(parseConversationRouteId('s1@42'), { sessionId: 's1', seq: 42 });
    assert.deepEqual(parseConversationRouteId('s1'), { sessionId: 's1', seq: null });
    assert.equal(parseConversationRouteId(null), null);
  });
});
