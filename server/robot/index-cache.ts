/**
 * Per-tenant indexes, built lazily on first use and kept in memory (issue 4 item 3). A write
 * in this process drops the tenant's entry at once and announces the new version on the bus;
 * other processes drop theirs when the announcement arrives, and — should it be lost (Redis
 * down, or no Redis: one SQLite file shared by the server and `npm run kb`) — when their
 * periodic version check (one indexed read per tenant every CHECK_MS) sees a newer version.
 * No restart is ever needed.
 */
import type { Bus } from '../bus/index.ts';
import { robotTopic } from '../bus/index.ts';
import type { Clock } from '../clock.ts';
import type { KnowledgeBaseStore } from './kb/store.ts';
import { encoderTexts } from './encoder/load.ts';
import type { SentenceVectors } from './encoder/vectors.ts';
import { TenantIndex } from './tenant-index.ts';

const CHECK_MS = 30_000;
const MAX_TENANTS = 1000;

interface Entry { index: TenantIndex; checkedAt: number }

export class IndexCache {
  private readonly entries = new Map<string, Entry>();
  private readonly building = new Map<string, Promise<TenantIndex>>();
  /** bumped by every invalidation: a build that started before it is not cached */
  private readonly generation = new Map<string, number>();

  /** `vectors`: the sentence encoder's, or null (words alone); the stored questions are encoded before each build */
  constructor(private readonly store: KnowledgeBaseStore, private readonly clock: Clock, private readonly bus: Bus, private readonly vectors: Promise<SentenceVectors | null> | null = null) {
    bus.subscribe(robotTopic, (e) => {
      if (e.kind !== 'robot') return;
      const cached = this.entries.get(e.tenantId);
      if (!cached || cached.index.version < e.version) this.drop(e.tenantId);
    });
  }

  /** The tenant's current index (built on first use, rebuilt after a change). */
  async get(tenantId: string): Promise<TenantIndex> {
    const now = this.clock.now();
    const hit = this.entries.get(tenantId);
    if (hit && now - hit.checkedAt < CHECK_MS) return hit.index;
    if (hit) {
      const version = await this.store.version(tenantId);
      if (version === hit.index.version) {
        hit.checkedAt = now;
        return hit.index;
      }
      this.drop(tenantId);
    }
    const pending = this.building.get(tenantId);
    if (pending) return pending;
    const gen = this.generation.get(tenantId) ?? 0;
    // Built in slices (TenantIndex.buildAsync): other tenants' requests are served meanwhile.
    const build: Promise<TenantIndex> = this.store.snapshot(tenantId)
      .then(async (s) => {
        const vectors = await this.vectors;
        if (!vectors) return TenantIndex.buildAsync(s);
        // Encoding a knowledge base's questions takes about 7 ms each (in the encoder's thread):
        // one with questions not encoded yet is served by words alone at once, encoded
        // meanwhile, then rebuilt.
        // Once encoded for this version, it is built with what is kept: more English questions
        // than the map holds (all tenants together) must not start the encoding over and over.
        const texts = encoderTexts(s, vectors);
        if (this.encodedFor.get(tenantId) === s.version || texts.every((t) => vectors.vector(t))) return TenantIndex.buildAsync(s, undefined, vectors);
        this.encodeThenRebuild(tenantId, vectors, texts, s.version);
        return TenantIndex.buildAsync(s);
      })
      .then((index) => {
        if ((this.generation.get(tenantId) ?? 0) === gen) {
          if (this.entries.size >= MAX_TENANTS) this.entries.delete(this.entries.keys().next().value as string);
          this.entries.set(tenantId, { index, checkedAt: this.clock.now() });
        }
        return index;
      })
      // Only its own slot: an invalidation may have started a newer build meanwhile.
      .finally(() => { if (this.building.get(tenantId) === build) this.building.delete(tenantId); });
    this.building.set(tenantId, build);
    return build;
  }

  /** Resolves when the tenant's questions are encoded (at once when nothing is being encoded). */
  async encoded(tenantId: string): Promise<void> {
    await this.encoding.get(tenantId);
  }

  private readonly encoding = new Map<string, Promise<void>>();

  /** per tenant: the knowledge-base version whose questions were last encoded */
  private readonly encodedFor = new Map<string, number>();

  private encodeThenRebuild(tenantId: string, vectors: SentenceVectors, texts: string[], version: number): void {
    if (this.encoding.has(tenantId)) return;
    const done = vectors.prepare(texts)
      .then(() => {
        if (this.encodedFor.size >= MAX_TENANTS) this.encodedFor.delete(this.encodedFor.keys().next().value as string);
        this.encodedFor.set(tenantId, version);
        this.drop(tenantId);
      })
      .catch(() => { /* words alone stay in use: the next build tries again */ })
      .finally(() => this.encoding.delete(tenantId));
    this.encoding.set(tenantId, done);
  }

  /** After a write here: drop the entry and tell the other processes. */
  async changed(tenantId: string, version: number): Promise<void> {
    this.drop(tenantId);
    await this.bus.publish(robotTopic, { kind: 'robot', tenantId, version });
  }

  private drop(tenantId: string): void {
    this.entries.delete(tenantId);
    this.building.delete(tenantId);
    this.generation.set(tenantId, (this.generation.get(tenantId) ?? 0) + 1);
  }
}
