/** What the chat domain is given by the composition root (no Fastify, no driver, no env). */
import type { Db } from '../store/db';
import type { Clock } from '../clock';
import type { Bus } from '../bus';
import { tenantTopic, visitorTopic } from '../bus';
import type { ChannelService } from '../channels';
import type { Rates } from '../rates';
import type { VisitorIdentity } from '../identity';
import { unauthorized } from '../errors';
import type { MessageRow, VisitorRow } from './rows';
import { closeCurrentSession } from './lifecycle';
import { EventCode } from '../../protocol';
import type { OutType } from '../../protocol';
import type { ClosedInfo } from './types';
import { visitorById } from './store/visitors';

export interface ChatDeps {
  db: Db;
  clock: Clock;
  bus: Bus;
  channels: ChannelService;
  /** the per-visitor and per-address limits (server/rates.ts) */
  rates: Pick<Rates, 'send' | 'poll' | 'newVisitor'>;
  /** the tenant's sensitive words found in a visitor's text (spec §4 event 1208) */
  sensitive?: (tenantId: string, text: string) => Promise<string[]>;
  /** set by createChatService; other domains plug into them (services.ts) */
  hooks?: ChatHooks;
}

/** Where other domains plug into the chat (the composition root wires them). */
export interface ChatHooks {
  /** after a session closed (committed and published): routing frees the agent or the queue place */
  closed?: (id: VisitorIdentity, info: ClosedInfo) => Promise<void>;
  /** the tenant's sensitive words found in a visitor's text (spec §4 event 1208) */
  sensitive?: (tenantId: string, text: string) => Promise<string[]>;
}


/** The visitor row behind a token; a token whose visitor is gone or elsewhere is a 401. */
export async function visitorRow(deps: ChatDeps, id: VisitorIdentity): Promise<VisitorRow> {
  const v = await visitorById(deps.db, id.userId);
  if (!v || v.tenant_id !== id.tenantId || v.channel_id !== id.channelId) throw unauthorized('login expired');
  return v;
}

/** Stored first, then published (DESIGN §5): a lost publish only delays. */
export async function publishMessage(deps: ChatDeps, row: MessageRow, channelId: string, eventSeq: number | undefined): Promise<void> {
  await deps.bus.publish(tenantTopic(row.tenant_id), {
    kind: 'message', tenantId: row.tenant_id, channelId, userId: row.user_id, sessionId: row.session_id,
    msgId: row.msg_id, seq: Number(row.seq), senderType: row.sender_type,
  });
  if (eventSeq !== undefined) await publishEvent(deps, row.tenant_id, row.user_id, eventSeq, EventCode.agentMessage);
}

/** An event stored in a visitor's log, announced on their topic (and the tenant's, for the desk). */
export async function publishEvent(deps: { bus: Bus }, tenantId: string, userId: string, seq: number, code: number, toTenant = true): Promise<void> {
  const e = { kind: 'event', tenantId, userId, seq, code } as const;
  await deps.bus.publish(visitorTopic(userId), e);
  if (toTenant) await deps.bus.publish(tenantTopic(tenantId), e);
}

/**
 * Ends the visitor's session (spec §4: status 0, one 1202 with outType and, when the channel
 * configured one, the notice text `msg`), tells the desk, then the `closed` hook.
 */
export async function closeAndPublish(deps: ChatDeps, id: VisitorIdentity, outType: OutType, msg?: string): Promise<boolean> {
  const r = await closeCurrentSession(deps.db, id.userId, outType, deps.clock.now(), msg);
  if (!r.closed || r.eventSeq === undefined || r.sessionId === undefined) return false;
  await publishEvent(deps, id.tenantId, id.userId, r.eventSeq, EventCode.chatClosed);
  await deps.bus.publish(tenantTopic(id.tenantId), { kind: 'visitor', tenantId: id.tenantId, channelId: id.channelId, userId: id.userId, signal: 'close', data: { outType, sessionId: r.sessionId } });
  await deps.hooks?.closed?.(id, { sessionId: r.sessionId, adminId: r.adminId ?? null, outType, ...(r.queueScope !== undefined ? { queueScope: r.queueScope } : {}) });
  return true;
}
