/**
 * Desk routes for conversations (issue 11 item 5): the agent's chats and the queue, taking a
 * waiting visitor, reading a conversation, and acting in one's own chat — send, internal note,
 * recall, typing, transfer (with a note, and its undo), close, invite evaluation.
 */
import type { FastifyInstance } from 'fastify';
import { DeskLimits, TransferLimits } from '../../../protocol';
import type { Services } from '../../services';
import { body, deskPost, id64, int, str } from './desk-schema';

const localId = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' } as const;

export async function deskChatRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { routing, agentActions: actions } = services;

  deskPost(app, services, 'chats/list', body({}), async (_b, p) => ({ chats: await routing.chats(p.agentId) }));

  deskPost(app, services, 'queue/list', body({}), async (_b, p) => ({ queue: await routing.queue(p.tenantId) }));

  deskPost<{ userId?: string }>(app, services, 'queue/take', body({ userId: id64 }), async (b, p) => ({ sessionId: await routing.take(p, b.userId) }));

  deskPost<{ sessionId: string; afterSeq?: number; limit?: number }>(app, services, 'chat/messages',
    body({ sessionId: id64, afterSeq: int(0, 1e9), limit: int(1, DeskLimits.pageMax) }, ['sessionId']),
    async (b, p) => ({ messages: await actions.messages(p, b.sessionId, b.afterSeq ?? 0, b.limit ?? DeskLimits.pageMax) }));

  deskPost<{ sessionId: string; seq: number }>(app, services, 'chat/read', body({ sessionId: id64, seq: int(0, 1e9) }, ['sessionId', 'seq']),
    (b, p) => actions.read(p, b.sessionId, b.seq));

  deskPost<{ sessionId: string; msgType: number; msgContent: string; fileName?: string; id?: string }>(app, services, 'chat/send',
    body({ sessionId: id64, msgType: int(1, 99), msgContent: str(DeskLimits.messageMax), fileName: str(255), id: localId }, ['sessionId', 'msgType', 'msgContent']),
    (b, p) => actions.send(p, b.sessionId, { msgType: b.msgType, msgContent: b.msgContent, fileName: b.fileName, localId: b.id }));

  deskPost<{ sessionId: string; msgContent: string; id?: string }>(app, services, 'chat/note',
    body({ sessionId: id64, msgContent: str(DeskLimits.messageMax), id: localId }, ['sessionId', 'msgContent']),
    (b, p) => actions.note(p, b.sessionId, b.msgContent, b.id));

  deskPost<{ sessionId: string; msgId: string }>(app, services, 'chat/recall', body({ sessionId: id64, msgId: id64 }, ['sessionId', 'msgId']),
    (b, p) => actions.recall(p, b.sessionId, b.msgId));

  deskPost<{ sessionId: string }>(app, services, 'chat/typing', body({ sessionId: id64 }, ['sessionId']),
    async (b, p) => ({ sent: await actions.typing(p, b.sessionId) }));

  // the note is trimmed and then held to TransferLimits.noteMax (the domain says so); the schema only bounds the body
  deskPost<{ sessionId: string; toAgentId?: string; toGroupId?: string; note?: string }>(app, services, 'chat/transfer',
    body({ sessionId: id64, toAgentId: id64, toGroupId: id64, note: str(TransferLimits.noteMax * 2) }, ['sessionId']),
    (b, p) => routing.transferChat(p, b.sessionId, { agentId: b.toAgentId, groupId: b.toGroupId, note: b.note }));

  deskPost<{ sessionId: string; transferId: string }>(app, services, 'chat/transferUndo',
    body({ sessionId: id64, transferId: id64 }, ['sessionId', 'transferId']),
    (b, p) => routing.undoTransfer(p, b.sessionId, b.transferId));

  deskPost<{ sessionId: string }>(app, services, 'chat/close', body({ sessionId: id64 }, ['sessionId']), (b, p) => actions.close(p, b.sessionId));

  deskPost<{ sessionId: string }>(app, services, 'chat/inviteEvaluation', body({ sessionId: id64 }, ['sessionId']),
    (b, p) => actions.inviteEvaluation(p, b.sessionId));
}
