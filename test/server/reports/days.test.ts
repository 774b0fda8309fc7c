/**
 * Local days as UTC bounds (server/reports/days.ts): fixed-offset zones, the 23- and 25-hour days
 * of a DST change, a day whose midnight a DST change skips, and the 400s of a bad range.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DomainError } from '../../../server/errors';
import { localDays } from '../../../server/reports';

const H = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

describe('report days', () => {
  it('gives each local day its UTC bounds, DST days 23 and 25 hours long', () => {
    const sh = localDays('2025-03-01', '2025-03-02', 'Asia/Shanghai', 366);
    assert.deepEqual(sh.map((d) => [d.day, iso(d.lo), (d.hi - d.lo) / H]), [['2025-03-01', '2025-02-28T16:00:00.000Z', 24], ['2025-03-02', '2025-03-01T16:00:00.000Z', 24]]);
    const spring = localDays('2025-03-09', '2025-03-09', 'America/New_York', 366)[0]!;
    assert.deepEqual([iso(spring.lo), (spring.hi - spring.lo) / H], ['2025-03-09T05:00:00.000Z', 23]);
    const fall = localDays('2025-11-02', '2025-11-02', 'America/New_York', 366)[0]!;
    assert.deepEqual([iso(fall.lo), (fall.hi - fall.lo) / H], ['2025-11-02T04:00:00.000Z', 25]);
    // Santiago skips midnight on 7 September 2025 (00:00 −04 → 01:00 −03): the day starts at the change
    const gap = localDays('2025-09-07', '2025-09-07', 'America/Santiago', 366)[0]!;
    assert.deepEqual([iso(gap.lo), (gap.hi - gap.lo) / H], ['2025-09-07T04:00:00.000Z', 23]);
    const days = localDays('2024-01-01', '2024-12-31', 'Europe/Berlin', 366);
    assert.equal(days.length, 366);
    days.forEach((d, i) => { if (i) assert.equal(d.lo, days[i - 1]!.hi, 'days meet'); });
  });

  it('refuses bad dates and ranges with a 400 naming the field', () => {
    const bad: [string, string, RegExp][] = [
      ['2025-02-29', '2025-03-01', /^from/], ['2025-13-01', '2025-12-01', /^from/], ['2025-03-01', 'tomorrow', /^to/],
      ['2025-03-02', '2025-03-01', /before from/], ['2024-01-01', '2025-01-01', /at most 366 days/],
    ];
    for (const [from, to, msg] of bad) {
      assert.throws(() => localDays(from, to, 'UTC', 366), (e: unknown) => e instanceof DomainError && e.kind === 'badRequest' && msg.test(e.message), `${from}..${to}`);
    }
  });
});
