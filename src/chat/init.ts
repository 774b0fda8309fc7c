/**
 * Starting the chat (spec §2 "the app starts only when the query contains channelId"; spec §7
 * channelInfo then chatStart): load the channel's configuration, reuse the visitor's stored
 * identity for that tenant (spec §6), start the chat, and keep the new identity (DESIGN §3).
 * Then the start of spec §4 (src/chat/start.ts). A first-time visitor of a robot-first channel
 * sees the welcome as soon as the configuration is there: their chat cannot be in another state.
 *
 * The configuration is asked for at launch (`prefetchChannelInfo`), while the locale chunk
 * loads and before the chat screen first renders: the two requests no longer run in series.
 */
import { api, apiBase, ApiError } from '../api/client';
import type { ChannelConfig, ChatStartRequest } from '../../protocol';
import type { Query } from '../routes';
import { $session, $visitorInfo, patchSession } from '../state/session';
import { $channelConfig } from '../state/config';
import { patchChat } from '../state/chat';
import { $locale } from '../state/ui';
import { loadIdentity, saveIdentity } from '../storage/identity';
import type { StoredIdentity } from '../storage/identity';
import { afterChatStart, earlyWelcome } from './start';

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

interface Prefetch {
  key: string;
  config: Promise<ChannelConfig>;
  /** the visitor's stored identity for the channel's tenant, read as soon as the tenant is known */
  identity: Promise<StoredIdentity | undefined>;
}
let prefetched: Prefetch | null = null;
/** the last configuration asked for early: asked once, even when the chat start has taken it already */
let lastKey = '';

const channelInfoKey = (channelId: string, locale: string, preview?: string) => JSON.stringify([apiBase(), channelId, locale, preview]);
const identityOf = (config: ChannelConfig) => (config.tenantId ? loadIdentity(config.tenantId) : Promise.resolve(undefined));

/**
 * Ask for the channel's configuration now (at launch, before the texts and the chat screen are
 * there), and read the visitor's identity as soon as it names the tenant. It is the chat start's
 * own call, asked early: a failure shows what spec §8 says once (the client waits for the
 * texts), and the start then ends in its error state without asking again. The configuration
 * is applied on arrival, so the chat screen's first render already has the channel's header,
 * colours and notice.
 */
export function prefetchChannelInfo(channelId: string, locale: string, preview?: string): void {
  const key = channelInfoKey(channelId, locale, preview);
  if (key === lastKey) return;
  lastKey = key;
  const config = api('channelInfo', { channelId, locale, preview });
  const identity = config.then(identityOf);
  config.then((c) => {
    if (lastKey === key && $session.get().status !== 'ready') $channelConfig.set(c);
  }, () => undefined);
  identity.catch(() => undefined);
  prefetched = { key, config, identity };
}

/** The prefetched configuration and identity when asked for the same server, channel and locale (once). */
async function configAndIdentity(channelId: string, locale: string, preview?: string): Promise<{ config: ChannelConfig; stored: StoredIdentity | undefined }> {
  const early = prefetched;
  prefetched = null;
  // a prefetch asked for after this start (a locale that settled late) would never be used
  lastKey = channelInfoKey(channelId, locale, preview);
  const ask = async () => {
    const config = await api('channelInfo', { channelId, locale, preview });
    return { config, stored: await identityOf(config) };
  };
  if (early?.key !== lastKey) return ask();
  try {
    return { config: await early.config, stored: await early.identity };
  } catch (err) {
    // a launch that went away cancelled it: this start asks for itself
    if (err instanceof ApiError && err.cancelled) return ask();
    throw err;
  }
}

/**
 * Run one chat start; a newer start (re-login, retry) makes this one's results void. Without
 * `routine` (a secondary screen such as the leave-message page opened on its own) the visitor
 * is only identified: no welcome, no transfer.
 */
export async function startChat(query: Query, routine = true): Promise<void> {
  const { attempt } = $session.get();
  const current = () => $session.get().attempt === attempt;
  patchSession({ status: 'starting' });
  try {
    // spec §7 channelInfo; `preview`: the desk's preview of unsaved settings (docs/desk.md "Preview")
    const { config, stored } = await configAndIdentity(query.channelId ?? '', query.locale ?? $locale.get(), query.preview);
    if (!current()) return;
    const tenantId = config.tenantId;
    // the configuration, the identity and an early welcome in one go: one render, not three
    $channelConfig.set(config);
    patchSession({ tenantId, userId: stored?.userId, visitorToken: stored?.visitorToken });
    if (!stored && routine) earlyWelcome();
    // a visitor never seen here (no stored identity, none from the host) has no earlier messages
    if (!stored && !query.userId) patchChat({ history: 'none' });
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
    if (routine) await afterChatStart(init);
  } catch {
    // spec §8: the client has already shown the toast or the dialog.
    if (current()) patchSession({ status: 'error' });
  }
}
