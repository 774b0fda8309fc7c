/**
 * Which agents may take a visitor (spec §4 "Groups"): a groupId in the request (or the init
 * query's groupId) transfers to that group directly; with groupMode 1 and no group chosen, the
 * channel's groupConfig decides — none listed: any agent; one: that group; more: the visitor
 * chooses in the widget, and a transfer that names none goes to any of those groups. A requested
 * adminId is tried first and does not narrow the scope (if that agent cannot take the chat, the
 * scope's other agents can).
 */
import type { FullChannelConfig } from '../channels';

/** A set of groups an agent must belong to one of; empty = any agent of the tenant. */
export interface Scope {
  groups: string[];
  /** the groups sorted and joined by ',': the queue's scope key ('' = any) */
  key: string;
}

export const scopeOf = (groups: readonly string[]): Scope => {
  const sorted = [...new Set(groups)].sort();
  return { groups: sorted, key: sorted.join(',') };
};
export const scopeFromKey = (key: string): Scope => scopeOf(key ? key.split(',') : []);
export const ANY: Scope = scopeOf([]);

export type ScopeDecision = { ok: true; scope: Scope } | { ok: false; why: string };

/**
 * The scope of a transfer. `tenantGroups` are the tenant's existing group ids: a group of another
 * tenant, or one the channel does not offer while it lists groups, is a failed transfer (result 4).
 */
export function decideScope(config: Pick<FullChannelConfig, 'groupMode' | 'groupConfig'>, groupId: string | undefined, tenantGroups: ReadonlySet<string>): ScopeDecision {
  const offered = parseGroupConfig(config.groupConfig).filter((g) => tenantGroups.has(g));
  if (groupId !== undefined) {
    if (!tenantGroups.has(groupId)) return { ok: false, why: `groupId: no group "${groupId}"` };
    if (config.groupMode === 1 && offered.length > 0 && !offered.includes(groupId)) return { ok: false, why: `groupId: the channel does not offer group "${groupId}"` };
    return { ok: true, scope: scopeOf([groupId]) };
  }
  if (config.groupMode === 1 && offered.length > 0) return { ok: true, scope: scopeOf(offered) };
  return { ok: true, scope: ANY };
}

function parseGroupConfig(json: string): string[] {
  try {
    const list = JSON.parse(json) as { groupId?: unknown }[];
    return Array.isArray(list) ? list.flatMap((g) => (g && (typeof g.groupId === 'string' || typeof g.groupId === 'number') ? [String(g.groupId)] : [])) : [];
  } catch {
    return [];
  }
}
