/**
 * Per-visitor token buckets for robotAsk and robotTips (security-cases "Rate and flood": the
 * widget's 500 ms debounce is only the client's). In memory, per process; bounded.
 */
import type { Clock } from '../clock.ts';

const MAX_KEYS = 50_000;

export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  constructor(private readonly clock: Clock, private readonly burst: number, private readonly perSecond: number) {}

  /** Takes one token; false when `key` is over its rate. */
  take(key: string): boolean {
    const now = this.clock.now();
    let b = this.buckets.get(key);
    if (!b) {
      if (this.buckets.size >= MAX_KEYS) this.sweep(now);
      b = { tokens: this.burst, at: now };
      this.buckets.set(key, b);
    }
    b.tokens = Math.min(this.burst, b.tokens + (Math.max(0, now - b.at) / 1000) * this.perSecond);
    b.at = now;
    if (b.tokens < 1) return false;
    b.tokens -= 1;
    return true;
  }

  private sweep(now: number): void {
    const refill = (this.burst / this.perSecond) * 1000;
    for (const [k, b] of this.buckets) if (now - b.at > refill) this.buckets.delete(k);
    if (this.buckets.size >= MAX_KEYS) this.buckets.clear();
  }
}
