/**
 * Working hours (issue 11 item 1, spec §4 result 5): open ranges per weekday in the tenant's time
 * zone, whole closed dates, daylight-saving changes, and the validation of what an admin writes.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isWorking, localTime, validateWorkingHours } from '../../../server/agents';
import { decideScope } from '../../../server/routing';
import type { WorkingHours } from '../../../protocol';

const weekdays = (start: string, end: string): WorkingHours['days'] => Object.fromEntries(['1', '2', '3', '4', '5'].map((d) => [d, [{ start, end }]]));
const at = (iso: string): number => Date.parse(iso);

test('Shanghai office hours: open Monday 09:00 to 18:00 local time, closed at 18:00, on Sunday and on a closed date', () => {
  const h: WorkingHours = { enabled: true, timeZone: 'Asia/Shanghai', days: weekdays('09:00', '18:00'), closedDates: ['2026-10-01'] };
  assert.equal(isWorking(h, at('2026-03-02T01:00:00Z')), true, 'Monday 09:00 in Shanghai');
  assert.equal(isWorking(h, at('2026-03-02T00:59:59Z')), false, 'Monday 08:59');
  assert.equal(isWorking(h, at('2026-03-02T09:59:00Z')), true, 'Monday 17:59');
  assert.equal(isWorking(h, at('2026-03-02T10:00:00Z')), false, 'Monday 18:00: the end is exclusive');
  assert.equal(isWorking(h, at('2026-03-01T03:00:00Z')), false, 'Sunday');
  assert.equal(isWorking(h, at('2026-10-01T03:00:00Z')), false, 'a closed date (a Thursday)');
  assert.equal(isWorking({ ...h, enabled: false }, at('2026-03-01T03:00:00Z')), true, 'disabled: always at work');
});

test('the same wall-clock hours across a daylight-saving change (Europe/Berlin)', () => {
  const h: WorkingHours = { enabled: true, timeZone: 'Europe/Berlin', days: weekdays('09:00', '17:00'), closedDates: [] };
  // winter: UTC+1, so 09:00 is 08:00Z; summer: UTC+2, so 09:00 is 07:00Z
  assert.equal(isWorking(h, at('2026-03-27T08:00:00Z')), true, 'Friday before the change, 09:00 local');
  assert.equal(isWorking(h, at('2026-03-30T07:00:00Z')), true, 'Monday after the change, 09:00 local');
  assert.equal(isWorking(h, at('2026-03-30T06:59:00Z')), false, 'Monday after the change, 08:59 local');
  assert.deepEqual(localTime(at('2026-03-30T07:00:00Z'), 'Europe/Berlin'), { date: '2026-03-30', day: '1', minute: 9 * 60 });
});

test('a day may have several ranges and run to 24:00', () => {
  const h: WorkingHours = { enabled: true, timeZone: 'UTC', days: { 6: [{ start: '08:00', end: '12:00' }, { start: '20:00', end: '24:00' }] }, closedDates: [] };
  assert.equal(isWorking(h, at('2026-03-07T23:59:00Z')), true);
  assert.equal(isWorking(h, at('2026-03-07T13:00:00Z')), false, 'the lunch gap');
});

test('what an admin writes is validated: time zone, HH:mm, order, overlaps, dates', () => {
  const ok = validateWorkingHours({ enabled: true, timeZone: 'America/New_York', days: { 1: [{ start: '13:00', end: '17:00' }, { start: '09:00', end: '12:00' }] }, closedDates: ['2026-12-25', '2026-12-25'] });
  assert.deepEqual(ok.days['1'], [{ start: '09:00', end: '12:00' }, { start: '13:00', end: '17:00' }], 'sorted');
  assert.deepEqual(ok.closedDates, ['2026-12-25'], 'duplicates dropped');
  const bad: [unknown, RegExp][] = [
    [{ enabled: 'yes', timeZone: 'UTC', days: {} }, /^enabled/],
    [{ enabled: true, timeZone: 'Nowhere/Land', days: {} }, /^timeZone/],
    [{ enabled: true, timeZone: 'UTC', days: { 7: [] } }, /^days\.7/],
    [{ enabled: true, timeZone: 'UTC', days: { 1: [{ start: '9:00', end: '10:00' }] } }, /^days\.1\[0\]/],
    [{ enabled: true, timeZone: 'UTC', days: { 1: [{ start: '10:00', end: '10:00' }] } }, /start must be before end/],
    [{ enabled: true, timeZone: 'UTC', days: { 1: [{ start: '09:00', end: '12:00' }, { start: '11:00', end: '13:00' }] } }, /overlap/],
    [{ enabled: true, timeZone: 'UTC', days: {}, closedDates: ['2026-13-01'] }, /^closedDates/],
  ];
  for (const [input, message] of bad) assert.throws(() => validateWorkingHours(input), (e: Error) => message.test(e.message), JSON.stringify(input));
});

test('spec §4 groups: a query groupId, groupMode 1 with none, one or several offered groups', () => {
  const tenant = new Set(['g1', 'g2', 'g3']);
  const offered = (ids: string[]) => ({ groupMode: 1, groupConfig: JSON.stringify(ids.map((groupId) => ({ groupId }))) });
  assert.deepEqual(decideScope(offered([]), undefined, tenant), { ok: true, scope: { groups: [], key: '' } }, 'none listed: direct transfer');
  assert.deepEqual(decideScope(offered(['g2']), undefined, tenant), { ok: true, scope: { groups: ['g2'], key: 'g2' } }, 'one: that group');
  assert.deepEqual(decideScope(offered(['g2', 'g1']), undefined, tenant), { ok: true, scope: { groups: ['g1', 'g2'], key: 'g1,g2' } }, 'several, none chosen: any of them');
  assert.deepEqual(decideScope(offered(['g2', 'g1']), 'g1', tenant), { ok: true, scope: { groups: ['g1'], key: 'g1' } }, 'the chosen one');
  assert.equal(decideScope(offered(['g2']), 'g3', tenant).ok, false, 'a group the channel does not offer');
  assert.equal(decideScope({ groupMode: 0, groupConfig: '[]' }, 'g3', tenant).ok, true, 'groupMode 0: a query groupId still transfers directly');
  assert.equal(decideScope({ groupMode: 0, groupConfig: '[]' }, 'other-tenant-group', tenant).ok, false);
});
