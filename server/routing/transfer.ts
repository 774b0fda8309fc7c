/**
 * spec §7 transferAgent (userId, groupId, adminId) with the routing rules of spec §4. The visitor
 * comes from the token. In order:
 *   - already with an agent → 2 again (the same agent); already queued → 3 at the current place:
 *     a repeated or parallel transfer never makes a second chat or queue entry;
 *   - the channel has transfer to an agent off (transferUserMode 0), or names a group it does not
 *     offer → 4 failed;
 *   - outside the tenant's working hours → 5 off work (unWorkingMsg);
 *   - nobody present (online or busy) who could take it → 1 no agent online (adminOfflineMsg);
 *   - otherwise the visitor joins the queue and the queue is dispatched at once: with room for
 *     them (and nobody ahead) they are connected → 2, else they wait → 3 (userQueueMsg, ##).
 */
import { ConnectionType, TransferResult, UserStatus } from '../../protocol';
import { conflict, unauthorized } from '../errors';
import type { VisitorIdentity } from '../identity';
import { isWorking, toAdminCard } from '../agents';
import { publishDesk } from '../agents';
import type { RoutingDeps } from './deps';
import type { Dispatcher } from './dispatch';
import { inScope, presentAgents } from './candidates';
import { decideScope } from './scope';
import { entry, waitIndexOf } from './queue';
import { apply, lock } from '../conversation';
import { notices } from './outcome';
import type { TransferOutcome } from './outcome';
import { queueEntryView } from './effects';
import { agentById, groupIdsOfTenant, sessionById, standingRow, visitorById } from './store';

export interface TransferRequest { groupId?: string | undefined; adminId?: string | undefined }

export async function transferAgent(deps: RoutingDeps, dispatcher: Dispatcher, id: VisitorIdentity, req: TransferRequest): Promise<TransferOutcome> {
  const { db, clock } = deps;
  const v = await visitorById(db, id.userId);
  if (!v || v.tenant_id !== id.tenantId || v.channel_id !== id.channelId) throw unauthorized('login expired');
  const session = v.session_id ? await sessionById(db, v.session_id) : undefined;
  if (!session || Number(session.ended) === 1) throw conflict('chat ended: start a new chat to talk to an agent');
  const config = await deps.channels.info(id.channelId, v.locale ?? undefined);
  if (!config || config.tenantId !== id.tenantId) throw unauthorized('login expired');

  let current = await standing(deps, id.userId);
  if (current?.result === TransferResult.queued) {
    // queued — perhaps a moment ago by a parallel transfer whose dispatch is still running: let a
    // dispatch that starts after now decide, so parallel calls answer alike
    await dispatcher.run(id.tenantId);
    current = await standing(deps, id.userId);
  }
  if (current) return withQueueText(current, config);
  if (config.transferUserMode === 0) return { result: TransferResult.failed, why: 'transfer to an agent is not available in this channel' };

  const groups = await groupIdsOfTenant(db, id.tenantId);
  const decision = decideScope(config, req.groupId ?? v.requested_group_id ?? undefined, new Set(groups));
  if (!decision.ok) return { result: TransferResult.failed, why: decision.why };
  const { scope } = decision;
  const adminId = req.adminId ?? v.requested_admin_id ?? null;

  const now = clock.now();
  if (!isWorking(await deps.agents.hours.get(id.tenantId), now)) return { result: TransferResult.offWork, ...opt(notices.offWork(config)) };
  const present = (await presentAgents(db, id.tenantId, now)).filter((a) => a.agentId === adminId || inScope(a, scope));
  if (!present.length) return { result: TransferResult.noAgentOnline, ...opt(notices.offline(config)) };

  const created = await db.transaction().execute(async (trx) => {
    const c = await lock(trx, id.userId);
    // a parallel transfer got here first (or the chat just closed, or a new one began): nothing more to add
    if (!c || c.session.session_id !== session.session_id) return false;
    return (await apply(trx, c, { kind: 'queue', scopeKey: scope.key, adminId }, now)).ok;
  });
  // an arrival moves nobody: only what the dispatch assigns renumbers the queue
  await dispatcher.run(id.tenantId);
  const after = await standing(deps, id.userId);
  if (!after) throw conflict('chat ended: start a new chat to talk to an agent');
  if (created && after.result === TransferResult.queued) {
    const q = await entry(db, id.userId);
    if (q) await publishDesk(deps.bus, id.tenantId, { type: 'queue.added', entry: await queueEntryView(deps, q) });
  }
  return withQueueText(after, config);
}

const opt = (msg: string | undefined): { msg?: string } => (msg ? { msg } : {});

function withQueueText(o: TransferOutcome, config: Parameters<typeof notices.queue>[0]): TransferOutcome {
  return o.result === TransferResult.queued ? { ...o, ...opt(notices.queue(config, o.waitIndex)) } : o;
}

/** Where the visitor stands now: with an agent (2), in the queue (3), or neither (null). */
async function standing(deps: RoutingDeps, userId: string): Promise<TransferOutcome | null> {
  const r = await standingRow(deps.db, userId);
  if (!r || Number(r.ended) === 1) return null;
  if (r.status === UserStatus.manual && r.connection === ConnectionType.manual && r.admin_id) {
    const agent = await agentById(deps.db, r.admin_id);
    if (agent) return { result: TransferResult.connected, card: toAdminCard(agent) };
  }
  if (r.status === UserStatus.queued) {
    const waitIndex = await waitIndexOf(deps.db, userId);
    if (waitIndex !== undefined) return { result: TransferResult.queued, waitIndex };
  }
  return null;
}
