/** The shared per-key token bucket (server/rate-limit.ts): rates, refill, coalescing, bounds. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ManualClock } from '../../server/clock';
import { RateLimiter, oncePer, perMinute } from '../../server/rate-limit';

const takes = (limiter: RateLimiter, key: string, n: number): boolean[] => Array.from({ length: n }, () => limiter.take(key));

describe('RateLimiter', () => {
  it('gives a burst, then tokens back at the rate, per key', () => {
    const clock = new ManualClock();
    const r = new RateLimiter(clock, { burst: 3, perSecond: 2 });
    assert.deepEqual(takes(r, 'a', 4), [true, true, true, false]);
    assert.equal(r.take('b'), true, 'another key has its own bucket');
    clock.advance(499);
    assert.equal(r.take('a'), false);
    clock.advance(1);
    assert.deepEqual(takes(r, 'a', 2), [true, false], 'one token each 500 ms');
    clock.advance(60_000);
    assert.deepEqual(takes(r, 'a', 4), [true, true, true, false], 'never more than the burst saved up');
  });

  it('a refused call takes nothing', () => {
    const clock = new ManualClock();
    const r = new RateLimiter(clock, { burst: 1, perSecond: 1 });
    assert.equal(r.take('a'), true);
    for (let i = 0; i < 9; i++) {
      clock.advance(100);
      assert.equal(r.take('a'), false);
    }
    clock.advance(100);
    assert.equal(r.take('a'), true);
  });

  it('oncePer: one pass per window, counted from the last pass', () => {
    const clock = new ManualClock();
    const r = new RateLimiter(clock, oncePer(1000));
    assert.equal(r.take('a'), true);
    clock.advance(300);
    assert.equal(r.take('a'), false);
    clock.advance(699);
    assert.equal(r.take('a'), false);
    clock.advance(1);
    assert.equal(r.take('a'), true);
    clock.advance(5000);
    assert.deepEqual(takes(r, 'a', 2), [true, false], 'no burst saved up');
  });

  it('perMinute: n in a row, then the next after a minute has refilled them', () => {
    const clock = new ManualClock();
    const r = new RateLimiter(clock, perMinute(10));
    assert.deepEqual(takes(r, 'a', 12), [...Array(10).fill(true), false, false]);
    clock.advance(61_000);
    assert.deepEqual(takes(r, 'a', 11), [...Array(10).fill(true), false]);
  });

  it('a clock that steps back never owes more than one bucket', () => {
    const clock = new ManualClock();
    const r = new RateLimiter(clock, { burst: 2, perSecond: 1 });
    assert.deepEqual(takes(r, 'a', 2), [true, true]);
    clock.advance(-3_600_000);
    assert.equal(r.take('a'), false);
    clock.advance(2000);
    assert.equal(r.take('a'), true, 'refilled after one bucket, not after the hour');
  });

  it('stays bounded: idle keys go first, then the least recently used', () => {
    const clock = new ManualClock();
    const r = new RateLimiter(clock, { burst: 1, perSecond: 1 }, 100);
    for (let i = 0; i < 100; i++) r.take(`idle${i}`);
    clock.advance(1000); // every bucket full again: all idle
    assert.equal(r.take('busy'), true);
    assert.equal(r.size, 1, 'idle keys were dropped to make room');
    assert.equal(r.take('busy'), false, 'the busy key keeps its state');
    for (let i = 0; i < 1000; i++) r.take(`k${i}`);
    assert.ok(r.size <= 100, `${r.size} keys held`);
    assert.equal(r.take('k999'), false, 'recent keys are kept');
  });
});
