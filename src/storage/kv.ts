/**
 * Key-value storage with per-entry expiry (spec §9 "Local storage helper supports expiry").
 * Entries are stored as {value, expiresAt}; an expired entry reads as missing and is removed.
 * When the backend fails once, the Kv moves to memory for good: the widget keeps working
 * without persistence instead of crashing (private browsing).
 */
import { memoryBackend } from './backends';
import type { Backend } from './backends';
import { systemClock } from './clock';
import type { Clock } from './clock';

interface Entry {
  value: unknown;
  /** epoch ms; null never expires */
  expiresAt: number | null;
}

function isEntry(x: unknown): x is Entry {
  if (typeof x !== 'object' || x === null || !('value' in x) || !('expiresAt' in x)) return false;
  const exp = (x as { expiresAt: unknown }).expiresAt;
  return exp === null || typeof exp === 'number';
}

export interface KvOptions {
  backend: Backend;
  clock?: Clock;
}

export class Kv {
  private backend: Backend;
  private readonly clock: Clock;
  private fellBack = false;

  constructor(opts: KvOptions) {
    this.backend = opts.backend;
    this.clock = opts.clock ?? systemClock;
  }

  /** True once the backend failed and values live in memory only. */
  get usingFallback(): boolean {
    return this.fellBack;
  }

  async get<T>(key: string): Promise<T | undefined> {
    const entry = await this.run((b) => b.get(key));
    if (!isEntry(entry)) return undefined;
    if (entry.expiresAt !== null && entry.expiresAt <= this.clock.now()) {
      await this.del(key);
      return undefined;
    }
    return entry.value as T;
  }

  /** Store `value`; with `ttlMs` it expires that long from now. */
  async set<T>(key: string, value: T, ttlMs?: number): Promise<void> {
    const entry: Entry = { value, expiresAt: ttlMs === undefined ? null : this.clock.now() + ttlMs };
    await this.run((b) => b.set(key, entry));
  }

  async del(key: string): Promise<void> {
    await this.run((b) => b.del(key));
  }

  private async run<R>(op: (b: Backend) => Promise<R>): Promise<R> {
    try {
      return await op(this.backend);
    } catch {
      if (this.fellBack) throw new Error('storage failed');
      this.fellBack = true;
      this.backend = memoryBackend();
      return op(this.backend);
    }
  }
}
