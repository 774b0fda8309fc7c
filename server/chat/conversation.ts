/** The visitor's current state in one indexed read: visitor row joined with its current session. */
import type { VisitorIdentity } from '../identity';
import type { ChannelRecord, FullChannelConfig } from '../channels';
import { notFound, unauthorized } from '../errors';
import type { ChatDeps } from './context';
import type { UserStatus } from '../../protocol';
import { visitorConversation, visitorLocale } from './store/visitors';

export interface Conversation {
  status: UserStatus;
  sessionId: string | null;
  connection: string | null;
  ended: boolean;
  adminId: string | null;
}

export async function loadConversation(deps: ChatDeps, id: VisitorIdentity): Promise<Conversation> {
  const r = await visitorConversation(deps.db, id.userId);
  // the token's visitor must exist in the token's tenant and channel (P5)
  if (!r || r.tenant_id !== id.tenantId || r.channel_id !== id.channelId) throw unauthorized('login expired');
  return {
    status: r.status as UserStatus, sessionId: r.session_id, connection: r.connection,
    ended: Number(r.ended ?? 1) === 1, adminId: r.admin_id,
  };
}

export async function requireChannel(deps: ChatDeps, id: VisitorIdentity): Promise<ChannelRecord> {
  const c = await deps.channels.get(id.channelId);
  if (!c || c.tenantId !== id.tenantId) throw notFound('channel not found');
  return c;
}

/** The channel's configuration in the visitor's locale (the texts of spec §4 notices). */
export async function localizedConfig(deps: ChatDeps, id: VisitorIdentity): Promise<Readonly<FullChannelConfig>> {
  const locale = await visitorLocale(deps.db, id.userId);
  const c = await deps.channels.info(id.channelId, locale ?? undefined);
  if (!c || c.tenantId !== id.tenantId) throw notFound('channel not found');
  return c;
}
