/**
 * The agents of a tenant who could take a chat: enabled, present (online or busy) with a connected
 * desk, their groups and current load (open manual chats). Assignment picks, among the online ones
 * in scope with room under their limit, the least loaded — ties go to the one idle longest.
 */
import { Presence } from '../../protocol';
import type { DbOrTrx } from '../store/db';
import type { Scope } from './scope';
import { groupMemberships, manualLoads, presentAgentRows } from './store';

export interface AgentSlot {
  agentId: string;
  nick: string;
  presence: 'online' | 'busy';
  load: number;
  maxLoad: number;
  lastAssignedAt: number;
  groups: Set<string>;
}

/** Present agents (online or busy, desk connected) with their loads and groups. */
export async function presentAgents(db: DbOrTrx, tenantId: string, now: number): Promise<AgentSlot[]> {
  const rows = await presentAgentRows(db, tenantId, now);
  if (!rows.length) return [];
  const ids = rows.map((r) => r.agent_id);
  const [loads, members] = await Promise.all([manualLoads(db, tenantId, ids), groupMemberships(db, ids)]);
  const load = new Map(loads.map((l) => [l.admin_id, Number(l.n)]));
  const groups = new Map<string, Set<string>>(ids.map((id) => [id, new Set()]));
  for (const m of members) groups.get(m.agent_id)?.add(m.group_id);
  return rows.map((r) => ({
    agentId: r.agent_id, nick: r.nick, presence: r.presence === Presence.busy ? 'busy' : 'online',
    load: load.get(r.agent_id) ?? 0, maxLoad: Number(r.max_load), lastAssignedAt: Number(r.last_assigned_at),
    groups: groups.get(r.agent_id) ?? new Set(),
  }));
}

export const inScope = (a: AgentSlot, scope: Scope): boolean => scope.groups.length === 0 || scope.groups.some((g) => a.groups.has(g));

export const hasRoom = (a: AgentSlot): boolean => a.presence === 'online' && a.load < a.maxLoad;

/** The best agent for a scope, the requested one first when it can take the chat; null when none can. */
export function pickAgent(agents: readonly AgentSlot[], scope: Scope, requested: string | null, exclude?: string): AgentSlot | null {
  const ok = (a: AgentSlot) => a.agentId !== exclude && hasRoom(a);
  if (requested) {
    const r = agents.find((a) => a.agentId === requested);
    if (r && ok(r)) return r;
  }
  let best: AgentSlot | null = null;
  for (const a of agents) {
    if (!ok(a) || !inScope(a, scope)) continue;
    if (!best || a.load < best.load || (a.load === best.load && (a.lastAssignedAt < best.lastAssignedAt || (a.lastAssignedAt === best.lastAssignedAt && a.agentId < best.agentId)))) best = a;
  }
  return best;
}
