/**
 * The robot's visitor routes (spec §7 robotAsk, robotTips, getRobotDoc, commentDoc,
 * visitorCommentDoc), all behind the visitor token. The tenant comes from the token: a docId or
 * guide node of another tenant answers like a missing one. Questions are capped at 500
 * characters and robotAsk / robotTips are rate-limited per visitor (429).
 */
import type { FastifyInstance } from 'fastify';
import { Endpoints, VoteValue } from '../../../protocol';
import type { Services } from '../../services';
import { RobotLimits } from '../../robot';
import { bodySchema, given, idOf, idSchema, str, visitorPost } from './visitor-schema';

type Id = string | number | null;

/** The spec's clients send null for "not given" (query parameters copied as they are). */
const orNull = (schema: object) => ({ anyOf: [schema, { type: 'null' }] });
const id = orNull(idSchema);
/** guide node ids on the wire are `docId#nodeId` (up to 64 + 1 + 32) */
const nodeId = orNull({ anyOf: [{ type: 'string', maxLength: 100, pattern: '^[^\\u0000]*$' }, { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER }] });
const text = (max: number) => orNull(str(max));
const isUseful = { type: 'integer', enum: [VoteValue.up, VoteValue.down] };

/** spec §7 "Robot send payload"; ours: `id`, the widget's local message id (idempotency key). */
const askSchema = bodySchema({
  question: text(RobotLimits.questionMax),
  docId: id, itemId: id, button: id, nodeId,
  bingCode: text(500), bindValue: text(500),
  click: orNull({ anyOf: [str(64), { type: 'number' }, { type: 'boolean' }] }),
  robotNo: text(64), agentTime: orNull({ type: 'number' }),
  customerToken: text(2048), customerParameters: text(4000), agentAskContent: text(500),
  id: orNull({ type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' }),
});

interface AskBody {
  question?: string | null; docId?: Id; itemId?: Id; button?: Id; nodeId?: Id; id?: string | null;
}

const commentFields = { docId: idSchema, isUseful, msgId: id, robotNo: text(64), sessionId: text(64), tenantId: text(64) };
interface CommentBody { docId: string | number; isUseful: VoteValue; msgId?: Id }

export async function visitorRobotRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { robot } = services;

  visitorPost<AskBody>(app, services, Endpoints.robotAsk.path, askSchema, (b, v) => {
    const input: Parameters<typeof robot.ask>[1] = {};
    const question = given(b.question ?? undefined);
    const docId = idOf(b.docId);
    const nodeRef = idOf(b.nodeId);
    const itemId = idOf(b.itemId) ?? idOf(b.button);
    const localId = given(b.id ?? undefined);
    if (question !== undefined) input.question = question;
    if (docId !== undefined) input.docId = docId;
    if (nodeRef !== undefined) input.nodeId = nodeRef;
    if (itemId !== undefined) input.itemId = itemId;
    if (localId !== undefined) input.localId = localId;
    return robot.ask(v, input);
  });

  visitorPost<{ question?: string | null }>(app, services, Endpoints.robotTips.path,
    bodySchema({ question: text(RobotLimits.questionMax), robotNo: text(64) }),
    (b, v) => robot.tips(v, b.question ?? ''));

  visitorPost<{ docId: string | number }>(app, services, Endpoints.getRobotDoc.path, bodySchema({ docId: idSchema }, ['docId']),
    (b, v) => robot.doc(v, String(b.docId)));

  const comment = (b: CommentBody, v: Parameters<typeof robot.comment>[0]) => {
    const msgId = idOf(b.msgId);
    return robot.comment(v, { docId: String(b.docId), isUseful: b.isUseful, ...(msgId !== undefined ? { msgId } : {}) });
  };
  visitorPost<CommentBody>(app, services, Endpoints.commentDoc.path, bodySchema(commentFields, ['docId', 'isUseful']), (b, v) => comment(b, v));
  // spec §7 visitorCommentDoc also sends robotNo, sessionId, tenantId: the token decides, they are ignored
  visitorPost<CommentBody>(app, services, Endpoints.visitorCommentDoc.path, bodySchema(commentFields, ['docId', 'isUseful']), (b, v) => comment(b, v));
}
