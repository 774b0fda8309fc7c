/** In-process fan-out: one Set of handlers per topic. A throwing handler never hurts the publisher. */
import type { Bus, BusEvent, BusHandler } from './types';

export class MemoryBus implements Bus {
  private readonly topics = new Map<string, Set<BusHandler>>();

  async publish(topic: string, event: BusEvent): Promise<void> {
    const handlers = this.topics.get(topic);
    if (!handlers) return;
    for (const h of [...handlers]) {
      try {
        h(event);
      } catch {
        // a subscriber's bug must not fail the request that published (the store already has it)
      }
    }
  }

  subscribe(topic: string, handler: BusHandler): () => void {
    let set = this.topics.get(topic);
    if (!set) {
      set = new Set();
      this.topics.set(topic, set);
    }
    set.add(handler);
    return () => {
      const s = this.topics.get(topic);
      if (!s) return;
      s.delete(handler);
      if (s.size === 0) this.topics.delete(topic);
    };
  }

  async close(): Promise<void> {
    this.topics.clear();
  }
}
