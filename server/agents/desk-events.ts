/**
 * Desk notifications: stored state first, then this (DESIGN §5); the tenant's topic carries them
 * to every process, where the hub (hub.ts) hands them to the desk sockets that may see them.
 */
import type { DeskEvent } from '../../protocol';
import type { Bus } from '../bus';
import { tenantTopic } from '../bus';

/** To every desk of the tenant, or only to `agentId`'s desks. */
export function publishDesk(bus: Bus, tenantId: string, event: DeskEvent, agentId?: string): Promise<void> {
  return bus.publish(tenantTopic(tenantId), { kind: 'desk', tenantId, event, ...(agentId ? { agentId } : {}) });
}
