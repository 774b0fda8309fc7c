/**
 * Work orders in the desk, the pure part: the inbox's filter as a wo/list body and as a test on a
 * summary, the list moved on by wo.created / wo.updated, pages merged without doubles, custom
 * field values shown by their option labels (cascading as a label path), and the type editor's
 * draft (back to admin/woTypes/set, rows moved, the options tree edited by path).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { DeskEvent, DeskWoField, DeskWoSummary, DeskWoType } from '../../protocol';
import {
  applyWoEvent, assigneeBody, assigneeChoice, EMPTY_FILTER, isImageFile, listBody, matchesFilter,
  mergeWoPages, parseChange, priorityKey, statusChoice, statusKey,
} from '../../desk/state/wo';
import { addChild, canAddChild, fromDraft, move, newOption, pathName, toDraft, updateNode } from '../../desk/ui/admin/wo-type-form';
import type { OptDraft } from '../../desk/ui/admin/wo-type-form';

const wo = (woId: string, updateTime: number, extra: Partial<DeskWoSummary> = {}): DeskWoSummary => ({
  woId, woTitle: `Order ${woId}`, preview: 'the screen is cracked', woStatus: 0, woPriority: 1, typeId: 't1', typeName: 'Repair', visitorNo: '1234',
  customerName: 'Ana', userId: 'u1', channelId: 'demo', assigneeAgentId: null, assigneeAgentNick: null, assigneeGroupId: null,
  createTime: updateTime, updateTime, awaitingStaff: true, ...extra,
});
const created = (s: DeskWoSummary): DeskEvent => ({ type: 'wo.created', woId: s.woId, summary: s });
const updated = (s: DeskWoSummary): DeskEvent => ({ type: 'wo.updated', woId: s.woId, summary: s });

const tree = [
  { value: 'phone', label: 'Phones', children: [{ value: 'p1', label: 'Model P1' }, { value: 'p2', label: 'Model P2', children: [{ value: 'red', label: 'Red' }] }] },
  { value: 'tv', label: 'TVs', children: [] },
];
const fields: DeskWoField[] = [
  { fieldId: 'f1', fieldName: 'Colour', fieldType: 6, required: true, options: [{ value: 'r', label: 'Red' }, { value: 'g', label: 'Green' }] },
  { fieldId: 'f2', fieldName: 'Extras', fieldType: 8, required: false, options: [{ value: 'box', label: 'Box' }, { value: 'cable', label: 'Cable' }] },
  { fieldId: 'f3', fieldName: 'Product', fieldType: 9, required: true, options: tree },
  { fieldId: 'f4', fieldName: 'Serial', fieldType: 1, required: false, options: [] },
];
const types: DeskWoType[] = [{ typeId: 't1', typeName: 'Repair', enabled: true, fields, updatedAt: 1 }];

describe('desk work orders: the inbox filter', () => {
  it('becomes the wo/list body: closed covers 5 and 99, empty parts left out, the search trimmed to 100, the cursor passed', () => {
    assert.deepEqual(listBody(EMPTY_FILTER, null), { limit: 30 });
    assert.deepEqual(listBody({ status: 99, priority: 3, typeId: 't1', assignee: 'me', q: '  cracked ' }, 'c1'),
      { limit: 30, status: [5, 99], priority: [3], typeId: 't1', assignee: 'me', q: 'cracked', cursor: 'c1' });
    assert.deepEqual(listBody({ ...EMPTY_FILTER, status: 0 }, null).status, [0]);
    assert.equal((listBody({ ...EMPTY_FILTER, q: 'x'.repeat(150) }, null).q as string).length, 100);
  });

  it('decides whether a summary belongs: status, priority, type, me / unassigned / an agent, and the words of title or preview', () => {
    const s = wo('a', 1, { assigneeAgentId: 'ag1' });
    assert.equal(matchesFilter(s, EMPTY_FILTER, null), true);
    assert.equal(matchesFilter(s, { ...EMPTY_FILTER, status: 1 }, null), false);
    assert.equal(matchesFilter(wo('b', 1, { woStatus: 5 }), { ...EMPTY_FILTER, status: 99 }, null), true, '5 is closed too');
    assert.equal(matchesFilter(s, { ...EMPTY_FILTER, priority: 1 }, null), true);
    assert.equal(matchesFilter(s, { ...EMPTY_FILTER, priority: 0 }, null), false, 'priority 0 is a filter, not "any"');
    assert.equal(matchesFilter(s, { ...EMPTY_FILTER, typeId: 't2' }, null), false);
    assert.equal(matchesFilter(s, { ...EMPTY_FILTER, assignee: 'me' }, 'ag1'), true);
    assert.equal(matchesFilter(s, { ...EMPTY_FILTER, assignee: 'me' }, 'ag2'), false);
    assert.equal(matchesFilter(s, { ...EMPTY_FILTER, assignee: 'none' }, null), false);
    assert.equal(matchesFilter(wo('c', 1, { assigneeGroupId: 'g1' }), { ...EMPTY_FILTER, assignee: 'none' }, null), false, 'a group is an assignee');
    assert.equal(matchesFilter(wo('c', 1), { ...EMPTY_FILTER, assignee: 'none' }, null), true);
    assert.equal(matchesFilter(s, { ...EMPTY_FILTER, assignee: 'ag1' }, null), true);
    assert.equal(matchesFilter(s, { ...EMPTY_FILTER, q: 'CRACKED' }, null), true);
    assert.equal(matchesFilter(s, { ...EMPTY_FILTER, q: 'order a' }, null), true);
    assert.equal(matchesFilter(s, { ...EMPTY_FILTER, q: 'battery' }, null), false);
  });
});

describe('desk work orders: the live list', () => {
  it('a created order that fits goes on top; one that does not fit is left out; other events change nothing', () => {
    let list: readonly DeskWoSummary[] = [wo('a', 10), wo('b', 5)];
    list = applyWoEvent(list, created(wo('c', 20)), EMPTY_FILTER, null);
    assert.deepEqual(list.map((s) => s.woId), ['c', 'a', 'b']);
    const same = applyWoEvent(list, created(wo('d', 30, { woStatus: 3 })), { ...EMPTY_FILTER, status: 0 }, null);
    assert.equal(same, list);
    assert.equal(applyWoEvent(list, { type: 'leaveMessage.new' } as unknown as DeskEvent, EMPTY_FILTER, null), list);
  });

  it('an update moves the row by its new time, replaces it once, and takes it out when it no longer fits', () => {
    let list: readonly DeskWoSummary[] = [wo('a', 10), wo('b', 5)];
    list = applyWoEvent(list, updated(wo('b', 30, { woStatus: 1, awaitingStaff: false })), EMPTY_FILTER, null);
    assert.deepEqual(list.map((s) => [s.woId, s.woStatus]), [['b', 1], ['a', 0]]);
    list = applyWoEvent(list, updated(wo('b', 40, { woStatus: 3 })), { ...EMPTY_FILTER, status: 1 }, null);
    assert.deepEqual(list.map((s) => s.woId), ['a'], 'resolved leaves the "accepted" list');
    const late = applyWoEvent([wo('a', 50)], updated(wo('a', 40, { woTitle: 'old' })), EMPTY_FILTER, null);
    assert.equal(late[0]!.woTitle, 'Order a', 'an event older than the row is ignored');
    const assigned = applyWoEvent([], updated(wo('e', 60, { assigneeAgentId: 'me1' })), { ...EMPTY_FILTER, assignee: 'me' }, 'me1');
    assert.deepEqual(assigned.map((s) => s.woId), ['e'], 'an order just given to me joins "assigned to me"');
  });

  it('an order older than the last row waits for "Show more" while pages are left; pages merge once per order', () => {
    const list = [wo('a', 50), wo('b', 40)];
    assert.equal(applyWoEvent(list, created(wo('x', 10)), EMPTY_FILTER, null, true), list);
    assert.deepEqual(applyWoEvent(list, created(wo('x', 10)), EMPTY_FILTER, null, false).map((s) => s.woId), ['a', 'b', 'x']);
    const merged = mergeWoPages([wo('a', 50), wo('b', 40)], [wo('b', 30), wo('c', 20)]);
    assert.deepEqual(merged.map((s) => [s.woId, s.updateTime]), [['a', 50], ['b', 40], ['c', 20]]);
  });
});

describe('desk work orders: what the agent reads', () => {
  it('reads the change lines of the timeline back (status, priority, assignee, group), anything else left as it is', () => {
    assert.deepEqual(parseChange('status: 0 → 2'), { kind: 'status', from: 0, to: 2 });
    assert.deepEqual(parseChange('priority: 1 → 3'), { kind: 'priority', from: 1, to: 3 });
    assert.deepEqual(parseChange('assignee: Mia (mia)'), { kind: 'assignee', name: 'Mia (mia)' });
    assert.deepEqual(parseChange('assignee: none'), { kind: 'assignee', name: null });
    assert.deepEqual(parseChange('group: g1'), { kind: 'group', id: 'g1' });
    assert.equal(parseChange('made from a leave message'), null);
  });

  it('labels statuses and priorities (5 and 99 closed), tells pictures from files, encodes the assignee', () => {
    assert.deepEqual([0, 1, 2, 3, 5, 99].map(statusKey), ['wo.status0', 'wo.status1', 'wo.status2', 'wo.status3', 'wo.statusClosed', 'wo.statusClosed']);
    assert.deepEqual([0, 1, 2, 3].map(priorityKey), ['wo.priority0', 'wo.priority1', 'wo.priority2', 'wo.priority3']);
    assert.equal(statusChoice(5), 99);
    assert.equal(isImageFile({ fileType: 'image/png', fileUrl: '/f/1', fileName: '' }), true);
    assert.equal(isImageFile({ fileType: '', fileUrl: '/f/1', fileName: 'a.JPG' }), true);
    assert.equal(isImageFile({ fileType: 'jpg', fileUrl: '/api/files/x', fileName: 'photo' }), true);
    assert.equal(isImageFile({ fileType: 'file', fileUrl: '/f/1', fileName: 'a.pdf' }), false);
    assert.equal(isImageFile({ fileType: 'pdf', fileUrl: '/f/1', fileName: 'a' }), false);
    assert.equal(assigneeChoice({ assigneeAgentId: 'a1', assigneeGroupId: 'g1' }), 'agent:a1');
    assert.equal(assigneeChoice({ assigneeAgentId: null, assigneeGroupId: 'g1' }), 'group:g1');
    assert.deepEqual(assigneeBody('group:g1'), { assigneeAgentId: null, assigneeGroupId: 'g1' });
    assert.deepEqual(assigneeBody(''), { assigneeAgentId: null, assigneeGroupId: null });
  });
});

describe('desk work orders: the type editor draft', () => {
  it('reads a type and writes it back: ids kept, values defaulting to labels, options only where the kind takes them', () => {
    const d = toDraft(types[0]!);
    d.fields[3]!.options = [newOption()];
    d.fields[0]!.options[1]!.value = '  ';
    const body = fromDraft(d, 't1') as { typeId: string; fields: { fieldId?: string; options: unknown[] }[] };
    assert.equal(body.typeId, 't1');
    assert.deepEqual(body.fields.map((f) => f.fieldId), ['f1', 'f2', 'f3', 'f4']);
    assert.deepEqual(body.fields[0]!.options, [{ value: 'r', label: 'Red' }, { value: 'Green', label: 'Green' }]);
    assert.deepEqual(body.fields[2]!.options, [
      { value: 'phone', label: 'Phones', children: [{ value: 'p1', label: 'Model P1', children: [] }, { value: 'p2', label: 'Model P2', children: [{ value: 'red', label: 'Red', children: [] }] }] },
      { value: 'tv', label: 'TVs', children: [] },
    ]);
    assert.deepEqual(body.fields[3]!.options, [], 'a text field has no options');
    assert.deepEqual(fromDraft(toDraft(null)), { typeName: '', enabled: true, fields: [] });
  });

  it('moves rows by buttons and edits the tree by path (add under, change, remove); depth is limited', () => {
    assert.deepEqual(move([1, 2, 3], 0, 1), [2, 1, 3]);
    assert.deepEqual(move([1, 2, 3], 2, -1), [1, 3, 2]);
    assert.deepEqual(move([1, 2, 3], 0, -1), [1, 2, 3]);
    const o = (label: string, children: OptDraft[] = []): OptDraft => ({ key: label, label, value: '', children });
    let t: OptDraft[] = [o('A'), o('B')];
    t = addChild(t, [0], o('A1'));
    t = addChild(t, [0, 0], o('A1x'));
    t = addChild(t, [], o('C'));
    assert.deepEqual(t.map((n) => n.label), ['A', 'B', 'C']);
    assert.equal(t[0]!.children[0]!.children[0]!.label, 'A1x');
    t = updateNode(t, [0, 0], (n) => ({ ...n, value: 'a1' }));
    assert.equal(t[0]!.children[0]!.value, 'a1');
    t = updateNode(t, [0, 0, 0], () => null);
    assert.deepEqual(t[0]!.children[0]!.children, []);
    t = updateNode(t, [1], () => null);
    assert.deepEqual(t.map((n) => n.label), ['A', 'C']);
    assert.equal(pathName([0, 1, 0]), '1.2.1');
    assert.equal(canAddChild([0, 0, 0, 0]), true);
    assert.equal(canAddChild([0, 0, 0, 0, 0]), false, 'five levels at most');
  });
});
