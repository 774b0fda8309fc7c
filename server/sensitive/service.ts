/**
 * Sensitive words (spec §3 sensitiveFlag / sensitiveWords, §7 checkSensitive): a per-tenant list
 * matched case- and width-insensitively in one pass. The compiled matcher is cached per tenant
 * and rebuilt when the list changes here; other server processes pick a change up when their
 * cache entry expires (cacheMs).
 */
import type { Clock } from '../clock';
import { badRequest } from '../errors';
import type { Db } from '../store/db';
import { foldWord } from './fold';
import { WordMatcher } from './matcher';
import type { CheckResult } from './matcher';
import { replaceWords, wordsOfTenant } from './store';

export const SensitiveLimits = {
  /** code points of one word */
  wordMax: 64,
  /** words per tenant */
  wordsMax: 20_000,
  /** characters of a checked text */
  textMax: 10_000,
} as const;

export interface SensitiveDeps {
  db: Db;
  clock: Clock;
  /** how long a compiled list is trusted before re-reading it (other processes' changes) */
  cacheMs?: number;
}

export class SensitiveService {
  private readonly cache = new Map<string, { at: number; matcher: Promise<WordMatcher> }>();
  private readonly cacheMs: number;

  constructor(private readonly deps: SensitiveDeps) {
    this.cacheMs = deps.cacheMs ?? 30_000;
  }

  /** spec §7 checkSensitive: the tenant's words found in `text`. */
  async check(tenantId: string, text: string): Promise<CheckResult> {
    return (await this.matcher(tenantId)).check(text);
  }

  async list(tenantId: string): Promise<string[]> {
    return wordsOfTenant(this.deps.db, tenantId);
  }

  /** Replace a tenant's list (admin side and seed). Words are trimmed; empties and duplicates dropped. */
  async setWords(tenantId: string, words: readonly string[]): Promise<void> {
    const clean = cleanWords(words);
    const now = this.deps.clock.now();
    await this.deps.db.transaction().execute((trx) => replaceWords(trx, tenantId, clean, now));
    this.cache.delete(tenantId);
  }

  private matcher(tenantId: string): Promise<WordMatcher> {
    const now = this.deps.clock.now();
    const hit = this.cache.get(tenantId);
    if (hit && now - hit.at < this.cacheMs) return hit.matcher;
    const matcher = this.list(tenantId).then((words) => new WordMatcher(words));
    // a failed load is not cached: the next call tries again (security-cases P7)
    matcher.catch(() => this.cache.delete(tenantId));
    this.cache.set(tenantId, { at: now, matcher });
    return matcher;
  }
}

/** Trim, drop empties, refuse over-long words, keep the first spelling of words that fold alike. */
export function cleanWords(words: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of words) {
    const w = raw.trim();
    if (!w) continue;
    if ([...w].length > SensitiveLimits.wordMax) throw badRequest('words', `a word must be at most ${SensitiveLimits.wordMax} characters`);
    const key = foldWord(w).join(',');
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(w);
  }
  if (out.length > SensitiveLimits.wordsMax) throw badRequest('words', `at most ${SensitiveLimits.wordsMax} words`);
  return out;
}
