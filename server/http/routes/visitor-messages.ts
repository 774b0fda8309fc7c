/**
 * Visitor routes of spec §7 for messages: sendMsg, getHistoryMsg, getSessionMsg, sysMsg,
 * msgComplete, updateSessionMsg, typing.
 */
import type { FastifyInstance } from 'fastify';
import { ClientType, Endpoints, Limits, MsgType } from '../../../protocol';
import type { Services } from '../../services';
import { bodySchema, idOf, idSchema, str, visitorPost } from './visitor-schema';

/** What a visitor may send (spec §7 sendMsg): never robot rich text (3) or FAQ blocks (99). */
export const VISITOR_MSG_TYPES = [MsgType.text, MsgType.image, MsgType.file, MsgType.audio, MsgType.video];
/** Longest text message a visitor may send. */
export const MSG_MAX_LENGTH = Limits.msgMaxLength;

export async function visitorMessageRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const api = services.chat.visitorApi;

  visitorPost<{ msgContent: string; msgType: number; fileName?: string; id?: string }>(app, services, Endpoints.sendMsg.path, bodySchema({
    msgContent: str(MSG_MAX_LENGTH),
    msgType: { type: 'integer', enum: VISITOR_MSG_TYPES },
    fileName: str(255),
    // spec §3 local id (`message…` / `file…` + timestamp): the idempotency key
    id: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' },
  }, ['msgContent', 'msgType']), (b, v) => api.send(v, { msgContent: b.msgContent, msgType: b.msgType, fileName: b.fileName, localId: b.id }));

  visitorPost<{ pageSize?: number; maxTime?: number }>(app, services, Endpoints.getHistoryMsg.path, bodySchema({
    pageSize: { type: 'integer', minimum: 1, maximum: Limits.historyPageSize },
    maxTime: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
  }), (b, v) => api.history(v, b.pageSize ?? Limits.historyPageSize, b.maxTime ?? 0));

  visitorPost<{ sessionId: string }>(app, services, Endpoints.getSessionMsg.path, bodySchema({ sessionId: str(64, 1) }, ['sessionId']),
    (b, v) => api.sessionMessages(v, b.sessionId));

  visitorPost<{ msgContent: string }>(app, services, Endpoints.sysMsg.path, bodySchema({
    msgContent: str(500, 1),
    clientType: { type: 'integer', enum: [ClientType.widget] },
  }, ['msgContent']), (b, v) => api.sysMsg(v, b.msgContent));

  visitorPost<{ msgId?: string | number }>(app, services, Endpoints.msgComplete.path, bodySchema({ msgId: idSchema }),
    async (b, v) => { await api.msgComplete(v, idOf(b.msgId)); });

  visitorPost<{ msgId: string | number; docNode?: string }>(app, services, Endpoints.updateSessionMsg.path, bodySchema({
    msgId: idSchema, docNode: str(10_000),
  }, ['msgId']), async (b, v) => { await api.updateSessionMsg(v, String(b.msgId), b.docNode ?? ''); });

  visitorPost<{ msgContent?: string }>(app, services, Endpoints.typing.path, bodySchema({ msgContent: str(MSG_MAX_LENGTH) }),
    async (b, v) => { await api.typing(v, b.msgContent ?? ''); });
}
