/**
 * Presence (issue 11 item 1): what the agent chose (online, busy, offline) and whether its desk
 * is connected. A connected desk pushes `connected_until` on (WebSocket heartbeats, desk calls);
 * once that has passed — the desk disconnected longer than the grace period, or its process
 * died — the agent is offline. Everything is stored, so several processes agree and a restart
 * forgets nothing.
 */
import { Presence } from '../../protocol';
import type { Presence as PresenceT } from '../../protocol';
import type { Db } from '../store/db';
import type { AgentRow } from './tables';
import { effectivePresence } from './accounts';
import { extendConnected, findAgent, listGoneAgentIds, markGoneOffline, setAgentPresence } from './store';

export interface PresenceChange {
  agent: AgentRow;
  from: PresenceT;
  to: PresenceT;
}

export class PresenceStore {
  constructor(private readonly db: Db, private readonly now: () => number, private readonly graceMs: number) {}

  /** The agent chooses a presence; choosing online or busy also counts as connected. */
  async set(tenantId: string, agentId: string, presence: PresenceT): Promise<PresenceChange | null> {
    const now = this.now();
    return this.db.transaction().execute(async (trx) => {
      const before = await findAgent(trx, tenantId, agentId);
      if (!before) return null;
      const connected = presence === Presence.offline ? now : Math.max(Number(before.connected_until), now + this.graceMs);
      this.touched.delete(agentId);
      const after = await setAgentPresence(trx, agentId, { presence, presence_at: now, connected_until: connected });
      return { agent: after, from: effectivePresence(before, now), to: effectivePresence(after, now) };
    });
  }

  /**
   * The desk is alive (heartbeat or call): connected for another grace period. Written only when
   * less than half of the period is left, so a busy desk does not write on every call.
   */
  async touch(agentIds: readonly string[]): Promise<void> {
    const now = this.now();
    // a write at most every quarter period per agent and process (every desk call touches)
    const due = agentIds.filter((a) => !((this.touched.get(a) ?? -Infinity) > now - this.graceMs / 4));
    if (!due.length) return;
    for (const a of due) this.touched.set(a, now);
    if (this.touched.size > 10_000) this.touched.clear();
    await extendConnected(this.db, due, now + this.graceMs, now + this.graceMs / 2);
  }

  private readonly touched = new Map<string, number>();

  /**
   * Agents who chose online or busy but whose desk is gone past the grace period: marked offline
   * (each once, whichever process gets there first) and returned so their chats can be handed on.
   */
  async expire(): Promise<AgentRow[]> {
    const now = this.now();
    const out: AgentRow[] = [];
    for (const agentId of await listGoneAgentIds(this.db, now)) {
      const r = await markGoneOffline(this.db, agentId, now);
      if (r) out.push(r);
    }
    return out;
  }
}
