/**
 * Redis pub/sub fan-out for several server processes (DESIGN §1: REDIS_URL). Local handlers
 * are called directly, so this process never depends on Redis for its own events; other
 * processes get them through Redis, and our own echo is dropped by its origin tag. Redis being
 * down only delays other processes: delivery re-reads the store by cursor (DESIGN §5).
 */
import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { MemoryBus } from './memory';
import type { Bus, BusEvent, BusHandler } from './types';

const DEFAULT_PREFIX = 'kefu:';

interface Envelope { o: string; e: BusEvent }

export class RedisBus implements Bus {
  private readonly local = new MemoryBus();
  private readonly origin = crypto.randomBytes(8).toString('hex');
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly counts = new Map<string, number>();
  /** the SUBSCRIBE of each topic, settled when Redis acknowledged it (or failed: the store catches up) */
  private readonly pending = new Map<string, Promise<void>>();

  /** `prefix` namespaces the pub/sub channels (several deployments or test runs on one Redis). */
  constructor(url: string, private readonly prefix = DEFAULT_PREFIX) {
    // No offline queue on the publisher: a publish during an outage fails at once instead of piling up.
    this.pub = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
    this.sub = new Redis(url, { maxRetriesPerRequest: null });
    // ioredis reconnects by itself; errors are expected during an outage and must not crash us.
    this.pub.on('error', () => {});
    this.sub.on('error', () => {});
    this.sub.on('messageBuffer', (channel: Buffer, message: Buffer) => this.onRemote(channel.toString(), message.toString()));
  }

  async publish(topic: string, event: BusEvent): Promise<void> {
    await this.local.publish(topic, event);
    const body: Envelope = { o: this.origin, e: event };
    try {
      await this.pub.publish(this.prefix + topic, JSON.stringify(body));
    } catch {
      // other processes catch up from the store on their next poll
    }
  }

  subscribe(topic: string, handler: BusHandler): () => void {
    const off = this.local.subscribe(topic, handler);
    const n = (this.counts.get(topic) ?? 0) + 1;
    this.counts.set(topic, n);
    if (n === 1) this.pending.set(topic, this.sub.subscribe(this.prefix + topic).then(() => undefined, () => undefined));
    let done = false;
    return () => {
      if (done) return;
      done = true;
      off();
      const left = (this.counts.get(topic) ?? 1) - 1;
      if (left > 0) this.counts.set(topic, left);
      else {
        this.counts.delete(topic);
        this.pending.delete(topic);
        this.sub.unsubscribe(this.prefix + topic).catch(() => {});
      }
    };
  }

  async subscribed(topic: string): Promise<void> {
    await this.pending.get(topic);
  }

  /** Resolves once the subscriber connection is ready (tests and start-up use it). */
  async ready(): Promise<void> {
    if (this.sub.status === 'ready') return;
    await new Promise<void>((resolve) => this.sub.once('ready', () => resolve()));
  }

  async close(): Promise<void> {
    await this.local.close();
    this.pub.disconnect();
    this.sub.disconnect();
  }

  private onRemote(channel: string, message: string): void {
    if (!channel.startsWith(this.prefix)) return;
    let body: Envelope;
    try {
      body = JSON.parse(message) as Envelope;
    } catch {
      return;
    }
    if (body.o === this.origin) return; // our own publish was already delivered locally
    void this.local.publish(channel.slice(this.prefix.length), body.e);
  }
}
