/**
 * Per-key rate limits kept in memory (security-cases "Rate and flood"): one token bucket per key
 * (a visitor, usually). A key starts with `burst` tokens, each call takes one, and tokens come
 * back at `perSecond` up to `burst` again. In memory, per process.
 *
 * A bucket is stored as the time it is full again, so refilling is exact (no drift from adding
 * fractions) and a bucket that is full is plainly idle: forgetting it changes nothing, since a
 * key seen for the first time starts full too. The map is bounded: when it reaches `maxKeys`,
 * idle keys are dropped, then (only when every key is busy) the least recently used ones.
 */
import type { Clock } from './clock';
import { DomainError } from './errors';

export interface Rate {
  /** tokens a key starts with and can save up */
  burst: number;
  /** tokens that come back per second */
  perSecond: number;
}

/** At most one call per `ms` per key (e.g. typing reports coalesced on the server). */
export const oncePer = (ms: number): Rate => ({ burst: 1, perSecond: 1000 / ms });

/** At most `n` calls in a row, then `n` a minute (outbound work such as fromRequest posts). */
export const perMinute = (n: number): Rate => ({ burst: n, perSecond: n / 60 });

export const DEFAULT_MAX_KEYS = 50_000;

/** A 429 that says when to come back (the HTTP edge turns it into `Retry-After`). */
export class RateLimitedError extends DomainError {
  constructor(message: string, readonly retryAfterMs: number) {
    super('rateLimited', message);
  }
}

export class RateLimiter {
  /** key → when its bucket is full again; iteration order is least recently used first */
  private readonly fullAt = new Map<string, number>();
  /** milliseconds one token takes to come back */
  private readonly interval: number;
  /** how far behind "full" a bucket may be and still hold a token */
  private readonly slack: number;

  /** `null` is no limit at all (RATE_LIMITS=off, for load tests) */
  private readonly off: boolean;

  constructor(private readonly clock: Clock, rate: Rate | null, private readonly maxKeys = DEFAULT_MAX_KEYS) {
    this.off = rate === null;
    const r = rate ?? { burst: 1, perSecond: 1 };
    if (!(r.burst >= 1) || !(r.perSecond > 0)) throw new RangeError('a rate needs burst ≥ 1 and perSecond > 0');
    this.interval = 1000 / r.perSecond;
    this.slack = (r.burst - 1) * this.interval;
  }

  /** Takes one token, or throws a 429 saying `message` and when the next call is accepted. */
  enforce(key: string, message: string): void {
    if (!this.take(key)) throw new RateLimitedError(message, this.retryAfterMs(key));
  }

  /** Milliseconds until `key` has a token again (0: it has one now). */
  retryAfterMs(key: string): number {
    if (this.off) return 0;
    const fullAt = this.fullAt.get(key);
    return fullAt === undefined ? 0 : Math.max(0, fullAt - this.clock.now() - this.slack);
  }

  /** Takes one token; false when `key` is over its rate (nothing is taken then). */
  take(key: string): boolean {
    if (this.off) return true;
    const now = this.clock.now();
    const prev = this.fullAt.get(key);
    // never more than a whole bucket owed, even when the system clock stepped back
    const owed = prev === undefined ? 0 : Math.min(Math.max(0, prev - now), this.slack + this.interval);
    if (owed > this.slack) {
      this.fullAt.set(key, now + owed);
      return false;
    }
    if (prev === undefined) this.makeRoom(now);
    else this.fullAt.delete(key); // re-inserted below: most recently used last
    this.fullAt.set(key, now + owed + this.interval);
    return true;
  }

  /** Keys held (tests and metrics). */
  get size(): number {
    return this.fullAt.size;
  }

  private makeRoom(now: number): void {
    if (this.fullAt.size < this.maxKeys) return;
    for (const [k, t] of this.fullAt) if (t <= now) this.fullAt.delete(k);
    // Every key is busy: forget the least recently used tenth so this is not redone per new key.
    const keep = Math.floor(this.maxKeys * 0.9);
    for (const k of this.fullAt.keys()) {
      if (this.fullAt.size <= keep) break;
      this.fullAt.delete(k);
    }
  }
}
