/**
 * The chat service other domains call (services.chat): the robot and the agents store messages
 * and events through it, and the visitor routes use its visitorApi.
 */
import { EventCode, SenderType } from '../../protocol';
import type { ChatMessage, EventCode as EventCodeT } from '../../protocol';
import { conflict, notFound } from '../errors';
import type { VisitorIdentity } from '../identity';
import { appendMessage as storeMessage } from './append';
import { appendEvent } from './log';
import { toSessionRecord, toStoredMessage, toVisitorMessage, toVisitorRecord } from './rows';
import { closeAndPublish, publishEvent, publishMessage, visitorRow } from './context';
import type { ChatDeps, ChatHooks } from './context';
import { createVisitorApi } from './visitor-api';
import type { VisitorApi } from './visitor-api';
import type { ChatService } from './types';
import { visitorSessionRef } from './store/visitors';
import { sessionById } from './store/sessions';
import { markRecalled, messagesAfter, ownMessageId, visitorMessage } from './store/messages';

export interface ChatServiceImpl extends ChatService {
  /** the visitor-facing operations of spec §7 (the routes in http/routes/visitor-*.ts use them) */
  visitorApi: VisitorApi;
}

export function createChatService(given: ChatDeps): ChatServiceImpl {
  // the sensitive-word check is a collaborator given at construction (spec §4 event 1208)
  const hooks: ChatHooks = given.sensitive ? { sensitive: given.sensitive } : {};
  const deps: ChatDeps = { ...given, hooks };
  const { db, clock } = deps;
  let waitIndexSource: ((userId: string) => Promise<number | undefined>) | undefined;

  const service: ChatServiceImpl = {
    async visitor(id) {
      try {
        return toVisitorRecord(await visitorRow(deps, id));
      } catch {
        return null;
      }
    },

    async session(id) {
      const v = await visitorSessionRef(db, id.userId);
      if (!v?.session_id || v.tenant_id !== id.tenantId || v.channel_id !== id.channelId) return null;
      const s = await sessionById(db, v.session_id);
      return s ? toSessionRecord(s) : null;
    },

    async appendMessage(id, msg) {
      const v = await visitorRow(deps, id);
      if (!v.session_id) throw conflict('chat ended: start a new chat to send messages');
      // agent and system messages reach the visitor through the event log; robot replies are
      // the robotAsk response and the visitor's own messages are already on their screen
      // (spec §4: a sensitive-flagged agent message is never delivered, so it gets no event either)
      const toVisitor = (msg.senderType === SenderType.agent || msg.senderType === SenderType.system) && !msg.insideFlag && !msg.sensitiveFlag;
      const { row, created, eventSeq } = await storeMessage(db, {
        sessionId: v.session_id, userId: v.user_id, tenantId: v.tenant_id, channelId: v.channel_id,
        senderType: msg.senderType, msgType: msg.msgType, msgContent: msg.msgContent,
        senderName: msg.senderName, senderId: msg.senderId, localId: msg.localId, fileName: msg.fileName,
        extra: msg.extra, insideFlag: msg.insideFlag, sensitiveFlag: msg.sensitiveFlag, sensitiveWords: msg.sensitiveWords,
        visitorEvent: toVisitor, now: clock.now(),
      });
      if (created) await publishMessage(deps, row, v.channel_id, eventSeq);
      // hidden messages (internal notes) are returned as stored: the caller is staff
      return toVisitorMessage(row) ?? toStoredMessage(row);
    },

    async emitEvent(id, code: EventCodeT, payload) {
      const v = await visitorRow(deps, id);
      let msgId: string | null = null;
      // a 1201 that names a stored message of this visitor is linked to it, so recall and
      // sensitive flags apply when the visitor reads it
      if (code === EventCode.agentMessage && typeof payload.msgId === 'string') {
        const own = await ownMessageId(db, payload.msgId, v.user_id);
        if (own === undefined) throw notFound('message not found');
        msgId = own;
      }
      const seq = await db.transaction().execute((trx) => appendEvent(trx, { userId: v.user_id, code, msgId, payload: msgId ? null : payload, at: clock.now() }));
      await publishEvent(deps, v.tenant_id, v.user_id, seq, code);
    },

    async closeSession(id, outType, msg) {
      await visitorRow(deps, id);
      return closeAndPublish(deps, id, outType, msg);
    },

    onSessionClosed(fn) {
      hooks.closed = fn;
    },

    async recallMessage(id, msgId) {
      const v = await visitorRow(deps, id);
      const seq = await db.transaction().execute(async (trx) => {
        if (!(await markRecalled(trx, msgId, v.user_id))) throw notFound('message not found');
        return appendEvent(trx, { userId: v.user_id, code: EventCode.messageRetracted, payload: { msgId }, at: clock.now() });
      });
      await publishEvent(deps, v.tenant_id, v.user_id, seq, EventCode.messageRetracted);
    },

    async message(id: VisitorIdentity, msgId: string): Promise<ChatMessage | null> {
      const row = await visitorMessage(db, msgId, id.userId);
      return row && row.tenant_id === id.tenantId ? toVisitorMessage(row) : null;
    },

    async conversation(sessionId, afterSeq = 0, limit = 200) {
      const rows = await messagesAfter(db, sessionId, afterSeq, Math.min(Math.max(1, limit), 1000));
      return rows.map(toStoredMessage);
    },

    setWaitIndexSource(fn) {
      waitIndexSource = fn;
    },

    visitorApi: undefined as unknown as VisitorApi,
  };
  service.visitorApi = createVisitorApi(deps, { waitIndex: (userId) => waitIndexSource?.(userId) ?? Promise.resolve(undefined) });
  return service;
}
