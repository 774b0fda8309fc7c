/**
 * Asking for a human (spec §4 "Groups" and "Transfer result status"). The group comes from the
 * query (groupId / adminId), the chooser, or the channel's only group. The transfer itself is
 * the server's transferAgent: its result is shown as the spec says, and any refusal (a server
 * without human service answers 404) is shown as the server's own message — never a fake result.
 */
import { api, ApiError } from '../api/client';
import { ConnectionType, Limits, TransferResult, UserStatus } from '../../protocol';
import type { ChannelGroup, ResponseOf } from '../../protocol';
import { $chat, $groups, patchChat } from '../state/chat';
import { patchSession } from '../state/session';
import { showToast } from '../state/ui';
import { navigate } from '../state/place';
import { config, notice, on, query, tr, userRef } from './context';
import { startPolling } from './polling';

type Id = string | number;

/** spec §4 transfer result, one case per status. */
async function showResult(r: ResponseOf<'transferAgent'>): Promise<void> {
  const t = tr();
  const c = config();
  const status = r.status as TransferResult;
  switch (status) {
    case TransferResult.noAgentOnline:
      notice((on(c?.adminOfflineMode) && c?.adminOfflineMsg) || t('notice.noAgentOnline'), true);
      if (on(c?.leaveMsgMode)) navigate('leaveMsg', { channelId: c?.channelId ?? '', tenantId: c?.tenantId ?? '', userId: userRef().userId ?? '' });
      return;
    case TransferResult.connected: {
      // the card comes with the answer (an older server: asked for); the 1200 that follows names
      // the same agent and so says nothing more. The welcome arrives as the agent's message (1201).
      const agent = r.card ?? (await api('getAdminCard', userRef(), { quiet: true }).catch(() => null));
      patchChat({ connection: ConnectionType.manual, agent: agent ?? null, waitIndex: null });
      patchSession({ userStatus: UserStatus.manual });
      notice(t('notice.connected', { name: r.adminNick ?? agent?.adminNick ?? '' }));
      startPolling();
      return;
    }
    case TransferResult.queued:
      patchSession({ userStatus: UserStatus.queued });
      patchChat({ waitIndex: typeof r.waitIndex === 'number' ? r.waitIndex : null });
      notice(on(c?.userQueueMode) && c?.userQueueMsg ? c.userQueueMsg.replace(/##/g, String(r.waitIndex ?? '')) : t('notice.busy'), true);
      startPolling();
      return;
    case TransferResult.failed:
      notice(t('notice.transferFailed'), true);
      return;
    case TransferResult.offWork:
      notice(c?.unWorkingMsg || t('notice.offWork'), true);
      return;
    default: {
      const unknown: never = status;
      notice(`${t('notice.transferFailed')} (${String(unknown)})`, true);
    }
  }
}

/** spec §7 transferAgent to a group (or the query's agent). */
export async function transferTo(groupId?: Id): Promise<void> {
  patchChat({ popup: null });
  const q = query();
  const body: { userId?: string; groupId?: Id; adminId?: Id } = { ...userRef() };
  if (groupId !== undefined) body.groupId = groupId;
  if (q.adminId) body.adminId = q.adminId;
  try {
    await showResult(await api('transferAgent', body));
  } catch (err) {
    // the network toast is the client's (spec §8); anything else is the server's own answer
    if (err instanceof ApiError && !err.network && err.code !== 401) {
      showToast('error', `${tr()('notice.transferFailed')}: ${err.message}`, Limits.toastErrorMs);
    }
  }
}

/** spec §4 "Groups": the query's group, the channel's groups (none, one, or a chooser), else direct. */
export async function requestTransfer(): Promise<void> {
  const { ended } = $chat.get();
  if (ended) return;
  const q = query();
  if (q.groupId) return transferTo(q.groupId);
  if (config()?.groupMode !== 1 || q.adminId) return transferTo();
  let groups: ChannelGroup[];
  try {
    groups = await api('getChannelGroup', { ...userRef(), channelId: config()?.channelId ?? '' });
  } catch {
    return;
  }
  if (groups.length === 0) return transferTo();
  if (groups.length === 1) return transferTo(groups[0]!.id);
  $groups.set(groups);
  patchChat({ popup: 'groups' });
}
