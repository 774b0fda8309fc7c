/**
 * Starting the chat (spec §2 "the app starts only when the query contains channelId"; spec §7
 * channelInfo then chatStart): load the channel's configuration, reuse the visitor's stored
 * identity for that tenant (spec §6), start the chat, and keep the new identity (DESIGN §3).
 * Then the start of spec §4 (src/chat/start.ts). A first-time visitor of a robot-first channel
 * sees the welcome as soon as the configuration is there: their chat cannot be in another state.
 */
import { api } from './api/client';
import type { ChatStartRequest } from './protocol';
import type { Query } from './routes';
import { $session, $visitorInfo, patchSession } from './state/session';
import { $channelConfig } from './state/config';
import { $locale } from './state/ui';
import { loadIdentity, saveIdentity } from './storage/identity';
import { afterChatStart, earlyWelcome } from './chat/start';

/** spec §7 "Init payload (setChatInit)" from the spec §2 query and what updateUser told us. */
export function chatStartRequest(query: Query, storedUserId: string | undefined): ChatStartRequest {
  const info = $visitorInfo.get();
  const req: ChatStartRequest = { channelId: query.channelId ?? '' };
  const put = <K extends keyof ChatStartRequest>(key: K, value: ChatStartRequest[K] | undefined) => {
    if (value !== undefined && value !== '') req[key] = value;
  };
  put('pid', query.pid ?? query.PID);
  put('params', info.params ?? query.params);
  put('otherParams', query.otherParams);
  put('userName', info.userName ?? query.userName);
  put('email', info.email ?? query.email);
  put('phone', info.phone ?? query.phone);
  put('groupId', query.groupId);
  put('adminId', query.adminId);
  // spec §7: locale, default zh — the one the visitor sees
  put('locale', query.locale ?? $locale.get());
  put('fiyBookCode', query.fiyBookCode);
  put('userId', storedUserId ?? query.userId);
  put('previousUrl', document.referrer || undefined);
  put('refer', query.refer ?? (location.href.length <= 2048 ? location.href : undefined));
  return req;
}

/** Run one chat start; a newer start (re-login, retry) makes this one's results void. */
export async function startChat(query: Query): Promise<void> {
  const { attempt } = $session.get();
  const current = () => $session.get().attempt === attempt;
  patchSession({ status: 'starting' });
  try {
    const config = await api('channelInfo', { channelId: query.channelId ?? '', locale: query.locale ?? $locale.get() });
    if (!current()) return;
    $channelConfig.set(config);
    const tenantId = config.tenantId;
    const stored = tenantId ? await loadIdentity(tenantId) : undefined;
    if (!current()) return;
    patchSession({ tenantId, userId: stored?.userId, visitorToken: stored?.visitorToken });
    if (!stored) earlyWelcome();
    const init = await api('chatStart', chatStartRequest(query, stored?.userId));
    if (!current()) return;
    const visitorToken = init.visitorToken ?? stored?.visitorToken;
    if (tenantId && init.userId) {
      await saveIdentity(tenantId, { userId: init.userId, ...(visitorToken ? { visitorToken } : {}) }).catch(() => undefined);
    }
    patchSession({
      status: 'ready',
      userId: init.userId,
      visitorToken,
      userStatus: init.status,
      sessionId: init.sessionId,
      pollId: init.pollId,
    });
    await afterChatStart(init);
  } catch {
    // spec §8: the client has already shown the toast or the dialog.
    if (current()) patchSession({ status: 'error' });
  }
}
