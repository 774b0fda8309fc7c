/**
 * Draining the queue as capacity frees (spec §4 result 3 → 2): oldest first (chats handed back
 * first), each to the least-loaded online agent of its scope with room (the agent it asked for
 * first). Runs after every change that can free capacity or add a waiting visitor: a transfer, a
 * close, an agent coming online, a limit raised — and on every timer tick as a safety net.
 *
 * One dispatch per tenant runs at a time in a process; callers that arrive meanwhile share the
 * next run, which starts after the current one, so a caller's own change is always seen. Several
 * processes may dispatch at once: assign.ts's locks keep that correct.
 */
import type { RoutingDeps } from './deps';
import { assign } from './assign';
import type { Assigned } from './assign';
import { hasRoom, pickAgent, presentAgents } from './candidates';
import { listQueue } from './queue';
import { renumber } from '../conversation';
import { scopeFromKey } from './scope';
import { afterAssigned, publishMoves } from './effects';

/** Entries looked at per pass (a pass repeats while it assigns). */
const PASS = 500;

export class Dispatcher {
  private readonly running = new Map<string, Promise<unknown>>();
  private readonly next = new Map<string, Promise<Assigned[]>>();
  /** scopes the callers of the pending run touched (renumbered even when nothing is assigned) */
  private readonly extra = new Map<string, string[]>();

  constructor(private readonly deps: RoutingDeps) {}

  /** Dispatch the tenant's queue; resolves with what this run assigned (after its effects). */
  run(tenantId: string, touchedScopes: Iterable<string> = []): Promise<Assigned[]> {
    const scopes = [...touchedScopes];
    const queued = this.next.get(tenantId);
    if (queued) {
      // join the trailing run, adding our scopes to renumber
      this.extra.get(tenantId)?.push(...scopes);
      return queued;
    }
    this.extra.set(tenantId, scopes);
    const prev = this.running.get(tenantId) ?? Promise.resolve();
    const p = prev.catch(() => undefined).then(() => {
      this.next.delete(tenantId);
      const mine = this.extra.get(tenantId) ?? [];
      this.extra.delete(tenantId);
      const work = this.drain(tenantId, mine);
      this.running.set(tenantId, work);
      return work.finally(() => { if (this.running.get(tenantId) === work) this.running.delete(tenantId); });
    });
    this.next.set(tenantId, p);
    return p;
  }

  private async drain(tenantId: string, touched: string[]): Promise<Assigned[]> {
    const { db, clock } = this.deps;
    const done: Assigned[] = [];
    const scopes = new Set(touched);
    for (;;) {
      const now = clock.now();
      const agents = await presentAgents(db, tenantId, now);
      if (!agents.some(hasRoom)) break;
      const queue = await listQueue(db, tenantId, PASS);
      let progress = false;
      for (const e of queue) {
        if (!agents.some(hasRoom)) break;
        const scope = scopeFromKey(e.group_id);
        for (let a = pickAgent(agents, scope, e.admin_id); a; a = pickAgent(agents, scope, e.admin_id)) {
          const r = await assign(db, { userId: e.user_id, tenantId, agentId: a.agentId, scopeKey: e.group_id, now });
          if (r.ok) {
            a.load += 1;
            a.lastAssignedAt = now;
            done.push(r);
            scopes.add(e.group_id);
            progress = true;
            break;
          }
          if (r.why === 'visitor') break; // left the queue meanwhile (closed, taken elsewhere)
          a.load = a.maxLoad; // gone or full since we looked: try the next agent
        }
      }
      if (!progress || queue.length < PASS) break;
    }
    if (scopes.size) {
      const moved = await db.transaction().execute((trx) => renumber(trx, tenantId, scopes, clock.now()));
      await publishMoves(this.deps, tenantId, moved);
    }
    for (const r of done) await afterAssigned(this.deps, r, 'routed');
    return done;
  }
}
