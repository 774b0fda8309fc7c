/**
 * The visitor's calls of spec §7 as domain operations. The visitor always comes from the
 * verified token (the routes pass it in); every rule the widget applies is enforced here too
 * (DESIGN §3 "Feature gates are enforced on the server too").
 */
import { ConnectionType, EventCode, MsgType, OutType, SenderType, UserStatus } from '../../protocol';
import type { ChatInitResponse, ChatMessage, EventBatch } from '../../protocol';
import { badRequest, DomainError, forbidden, notFound, unauthorized } from '../errors';
import type { VisitorIdentity } from '../identity';
import { appendMessage } from './append';
import { appendEvent } from './log';
import { MessageWriter } from './writer';
import { createVisitor, resumeVisitor } from './lifecycle';
import type { Profile } from './lifecycle';
import { pollEvents } from './poll';
import { historyPage, sessionMessages } from './history';
import { hasEmoji, normaliseText } from './text';
import { closeNotice, resolveNotice } from './notices';
import { RateLimiter } from '../rate-limit';
import { closeAndPublish, publishEvent, publishMessage } from './context';
import type { ChatDeps } from './context';
import { tenantTopic } from '../bus';
import { toVisitorMessage } from './rows';
import { createProfileApi } from './visitor-profile';
import type { ProfileApi } from './visitor-profile';
import { loadConversation, localizedConfig, requireChannel } from './conversation';
import { agentNick } from './store/agents';

/** Upload message types and the channel flag that gates each (spec §2 footer menu). */
const UPLOAD_FLAG: Partial<Record<number, 'imageButtonFlag' | 'videoButtonFlag' | 'fileButtonFlag'>> = {
  [MsgType.image]: 'imageButtonFlag',
  [MsgType.video]: 'videoButtonFlag',
  [MsgType.file]: 'fileButtonFlag',
  [MsgType.audio]: 'fileButtonFlag',
};

export interface StartInput {
  channelId: string;
  /** the userId the widget sent (resumed only together with that visitor's own valid token) */
  userId?: string | undefined;
  /** the verified bearer token, if any */
  token?: VisitorIdentity | null | undefined;
  profile: Profile;
  /** the client's address: new visitors are limited per address and channel (server/rates.ts) */
  address?: string | undefined;
}

export interface SendInput {
  msgContent: string;
  msgType: number;
  fileName?: string | undefined;
  /** the local message id, the idempotency key */
  localId?: string | undefined;
}

export interface VisitorApi extends ProfileApi {
  start(input: StartInput): Promise<{ identity: VisitorIdentity; response: Omit<ChatInitResponse, 'visitorToken'> }>;
  send(id: VisitorIdentity, input: SendInput): Promise<ChatMessage>;
  history(id: VisitorIdentity, pageSize: number, maxTime: number): Promise<ChatMessage[]>;
  sessionMessages(id: VisitorIdentity, sessionId: string): Promise<ChatMessage[]>;
  poll(id: VisitorIdentity, pollId: number): Promise<EventBatch>;
  sysMsg(id: VisitorIdentity, msgContent: string): Promise<ChatMessage>;
  close(id: VisitorIdentity): Promise<void>;
}

const isUrlOrPath = (s: string): boolean => {
  if (/^\/(?!\/)[^\s"'<>\\]*$/.test(s)) return true; // a path on this server (our upload URLs)
  try {
    const u = new URL(s);
    return (u.protocol === 'http:' || u.protocol === 'https:') && !/[\s"'<>\\]/.test(s);
  } catch {
    return false;
  }
};

export function createVisitorApi(deps: ChatDeps, opts: { waitIndex(userId: string): Promise<number | undefined> }): VisitorApi {
  const { db, clock, channels } = deps;
  // security-cases: flooding capped; 100 polls/s capped; new visitors per address capped
  const sends = new RateLimiter(clock, deps.rates.send);
  const polls = new RateLimiter(clock, deps.rates.poll);
  const newVisitors = new RateLimiter(clock, deps.rates.newVisitor);
  const profileApi = createProfileApi(deps);
  // visitor sends are group-committed (writer.ts); other appends use append.ts directly
  const writer = new MessageWriter(db);

  return {
    ...profileApi,

    async start(input) {
      const channel = await channels.get(input.channelId);
      if (!channel) throw notFound(`channelId: channel "${input.channelId}" does not exist`);
      const now = clock.now();
      // Resume only with the visitor's own valid token for this channel (security-cases: chatStart
      // with another visitor's userId gives no access); anything else is a new visitor.
      const t = input.token;
      const resumable = t && t.tenantId === channel.tenantId && t.channelId === channel.channelId && (!input.userId || input.userId === t.userId);
      const resumed = resumable ? await resumeVisitor(db, t.userId, channel, input.profile, now) : undefined;
      // A new visitor starts with fresh per-visitor limits, so creating visitors is itself
      // limited per client address and channel; a returning visitor is never counted.
      if (!resumed) newVisitors.enforce(`${channel.channelId}\u0000${input.address ?? ''}`, 'too many new chats from this address: try again later');
      const started = resumed || (await createVisitor(db, channel, input.profile, now));
      const { visitor, session } = started;
      let adminNick: string | undefined;
      if (session.admin_id) adminNick = await agentNick(db, session.admin_id);
      if (started.newWindowSeq !== undefined) await publishEvent(deps, channel.tenantId, visitor.user_id, started.newWindowSeq, EventCode.chatClosed);
      await deps.bus.publish(tenantTopic(channel.tenantId), { kind: 'visitor', tenantId: channel.tenantId, channelId: channel.channelId, userId: visitor.user_id, signal: 'start' });
      const response: Omit<ChatInitResponse, 'visitorToken'> = {
        serverTime: now, status: started.status, userId: visitor.user_id, sessionId: session.session_id,
        pollId: Number(visitor.event_seq),
      };
      if (adminNick !== undefined) response.adminNick = adminNick;
      return { identity: { tenantId: channel.tenantId, channelId: channel.channelId, userId: visitor.user_id }, response };
    },

    async send(id, input) {
      const uploadFlag = UPLOAD_FLAG[input.msgType];
      const msgContent = uploadFlag ? input.msgContent.trim() : normaliseText(input.msgContent);
      // spec §5: messages of only whitespace are not sent
      if (msgContent === '') throw badRequest('msgContent', 'must not be empty or only whitespace');
      if (uploadFlag && !isUrlOrPath(msgContent)) throw badRequest('msgContent', 'must be the URL of an uploaded file');
      sends.enforce(id.userId, 'too many messages: slow down');
      const gated = uploadFlag !== undefined || hasEmoji(msgContent);
      if (gated) {
        const conv = await loadConversation(deps, id);
        const config = (await requireChannel(deps, id)).config;
        // spec §4/§6: uploads and emoji only with an agent (status 2)…
        if (conv.status !== UserStatus.manual || conv.connection !== ConnectionType.manual) {
          throw forbidden(uploadFlag ? 'files can be sent only while chatting with an agent' : 'emoji can be sent only while chatting with an agent');
        }
        // …and only when the channel allows that kind of file (spec §2: flag and tenantVersion above 0)
        if (uploadFlag && (config[uploadFlag] !== 1 || config.tenantVersion <= 0)) throw forbidden('this kind of file cannot be sent in this channel');
      }
      // spec §4 1208: a text with the tenant's sensitive words is kept (the visitor sees it,
      // marked) but flagged, and the visitor's log gets the error flag for it
      const words = !uploadFlag && deps.hooks?.sensitive ? await deps.hooks.sensitive(id.tenantId, msgContent) : [];
      let stored;
      try {
        // plain text needs no read first: the current session is found inside the append (hot path)
        stored = await writer.append({
          userId: id.userId, tenantId: id.tenantId, channelId: id.channelId,
          senderType: SenderType.visitor, msgType: input.msgType, msgContent,
          fileName: uploadFlag ? input.fileName : undefined, localId: input.localId,
          ...(words.length ? { sensitiveFlag: true, sensitiveWords: words.join(',') } : {}),
          visitorEvent: false, now: clock.now(),
        });
      } catch (err) {
        // "chat ended" — unless the token's visitor is gone altogether (then 401)
        if (err instanceof DomainError && err.kind === 'conflict' && !gated) await loadConversation(deps, id);
        throw err;
      }
      if (stored.created) await publishMessage(deps, stored.row, id.channelId, undefined);
      if (stored.created && words.length) {
        const row = stored.row;
        const payload = { msgId: row.msg_id, ...(row.local_id ? { id: row.local_id } : {}), sensitiveWords: words.join(',') };
        const seq = await db.transaction().execute((trx) => appendEvent(trx, { userId: id.userId, code: EventCode.errorFlag, payload, at: clock.now() }));
        await publishEvent(deps, id.tenantId, id.userId, seq, EventCode.errorFlag);
      }
      return toVisitorMessage(stored.row) as ChatMessage;
    },

    async history(id, pageSize, maxTime) {
      await loadConversation(deps, id);
      return historyPage(db, id.userId, pageSize, maxTime);
    },

    async sessionMessages(id, sessionId) {
      await loadConversation(deps, id);
      const list = await sessionMessages(db, id.userId, sessionId);
      // another visitor's session and a missing one look the same (P5: nothing leaks)
      if (!list) throw notFound('sessionId: session not found');
      return list;
    },

    async poll(id, pollId) {
      polls.enforce(id.userId, 'polling too fast');
      const r = await pollEvents(db, id, pollId);
      if (!r) throw unauthorized('login expired');
      const batch: EventBatch = { status: r.status, msgList: r.msgList, pollId: r.pollId };
      if (r.status === UserStatus.queued) {
        const waitIndex = await opts.waitIndex(id.userId);
        if (waitIndex !== undefined) batch.waitIndex = waitIndex;
      }
      return batch;
    },

    async sysMsg(id, msgContent) {
      const conv = await loadConversation(deps, id);
      const config = (await requireChannel(deps, id)).config;
      const text = resolveNotice(msgContent, config);
      if (text === null) throw forbidden('msgContent: only the widget\'s own notices can be posted');
      if (!conv.sessionId) throw new DomainError('conflict', 'chat ended');
      const { row, created } = await appendMessage(db, {
        sessionId: conv.sessionId, userId: id.userId, tenantId: id.tenantId, channelId: id.channelId,
        senderType: SenderType.system, msgType: MsgType.text, msgContent: text,
        extra: { sysType: 1, type: 1 }, visitorEvent: false, now: clock.now(),
      });
      if (created) await publishMessage(deps, row, id.channelId, undefined);
      return toVisitorMessage(row) as ChatMessage;
    },

    async close(id) {
      await loadConversation(deps, id);
      // spec §4 close: status 0, event 1202 outType "over" with userOverMsg; closing twice does nothing more
      const config = await localizedConfig(deps, id);
      await closeAndPublish(deps, id, OutType.over, closeNotice(config, OutType.over));
    },
  };
}
