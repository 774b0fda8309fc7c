/** The bus contract: topics are strings, payloads are JSON-serialisable (so Redis can carry them). */
import type { DeskEvent } from '../../protocol';

/** What goes over the bus. Consumers re-read the store; the payload is a hint plus ids. */
export type BusEvent =
  /** a message was stored in a conversation (any sender); the desk re-reads or shows it */
  | { kind: 'message'; tenantId: string; channelId: string; userId: string; sessionId: string; msgId: string; seq: number; senderType: number }
  /** an event was appended to a visitor's log (spec §4 codes 1200–1208) */
  | { kind: 'event'; tenantId: string; userId: string; seq: number; code: number }
  /** visitor-side signals for the desk (typing preview, read receipts, page unload, profile changes) */
  | { kind: 'visitor'; tenantId: string; channelId: string; userId: string; signal: 'typing' | 'read' | 'unload' | 'profile' | 'start' | 'close'; data?: Record<string, unknown> }
  /** channel configuration changed: caches drop it */
  | { kind: 'channel'; channelId: string }
  /** a tenant's robot knowledge base or settings changed (now at `version`): index caches drop it */
  | { kind: 'robot'; tenantId: string; version: number }
  /**
   * a desk notification (issue 11), sent on the tenant's topic after the store commit: every
   * desk socket of the tenant gets it, or only `agentId`'s; `revoke` closes a signed-out session's sockets
   */
  | { kind: 'desk'; tenantId: string; agentId?: string; event: DeskEvent }
  /** sign-ins ended: close the agent's desk sockets (only `tokenHash`'s, or all but `keep`'s) */
  | { kind: 'deskRevoke'; tenantId: string; agentId: string; tokenHash?: string; keep?: string };

export type BusHandler = (event: BusEvent) => void;

export interface Bus {
  /** Fire-and-forget fan-out. Never throws into the caller: the store is the source of truth. */
  publish(topic: string, event: BusEvent): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(topic: string, handler: BusHandler): () => void;
  /** Resolves once events of `topic` from other processes are being received (Redis: SUBSCRIBE acknowledged). */
  subscribed?(topic: string): Promise<void>;
  close(): Promise<void>;
}

/** One visitor's events (long-poll wake-ups, a future visitor WebSocket). */
export const visitorTopic = (userId: string): string => `visitor:${userId}`;
/** Everything of one tenant (the desk). */
export const tenantTopic = (tenantId: string): string => `tenant:${tenantId}`;
/** Channel configuration changes (cache invalidation across processes). */
export const channelTopic = 'channels';
/** Robot knowledge-base changes (index cache invalidation across processes). */
export const robotTopic = 'robot';
