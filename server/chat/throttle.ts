/**
 * Per-visitor rate limits kept in memory (security-cases "Rate and flood"): a token bucket for
 * sends and polls, and a coalescing window for typing reports. Bounded: idle entries are swept.
 */
import type { Clock } from '../clock';

export class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  constructor(private readonly clock: Clock, private readonly capacity: number, private readonly perSecond: number) {}

  /** Takes one token; false when the key is over its rate. */
  take(key: string): boolean {
    const now = this.clock.now();
    let b = this.buckets.get(key);
    if (!b) {
      if (this.buckets.size >= 50_000) this.sweep(now);
      b = { tokens: this.capacity, at: now };
      this.buckets.set(key, b);
    }
    b.tokens = Math.min(this.capacity, b.tokens + ((now - b.at) / 1000) * this.perSecond);
    b.at = now;
    if (b.tokens < 1) return false;
    b.tokens -= 1;
    return true;
  }

  private sweep(now: number): void {
    const full = (this.capacity / this.perSecond) * 1000;
    for (const [k, b] of this.buckets) if (now - b.at > full) this.buckets.delete(k);
    if (this.buckets.size >= 50_000) this.buckets.clear();
  }
}

/** At most one pass per `windowMs` per key (typing reports are coalesced on the server). */
export class Coalescer {
  private readonly last = new Map<string, number>();
  constructor(private readonly clock: Clock, private readonly windowMs: number) {}

  pass(key: string): boolean {
    const now = this.clock.now();
    const prev = this.last.get(key);
    if (prev !== undefined && now - prev < this.windowMs) return false;
    if (this.last.size >= 50_000) {
      for (const [k, t] of this.last) if (now - t >= this.windowMs) this.last.delete(k);
    }
    this.last.set(key, now);
    return true;
  }
}
