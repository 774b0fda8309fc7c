/**
 * The desk's work-order calls (docs/api.md "Work orders (desk)"): the inbox, one order, replies,
 * changes, an order from a leave message (agents and admins), and the type editor (admins only).
 * Strict bodies; the tenant is the desk token's.
 */
import type { FastifyInstance } from 'fastify';
import { WoLimits, WoPriority, WoStatus } from '../../../protocol';
import type { Services } from '../../services';
import type { WoDeskReplyInput, WoListInput, WoTypeInput, WoUpdateInput } from '../../workorders';
import { bool, body, deskPost, id64, int, str } from './desk-schema';

const localId = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' } as const;
const typeIdSchema = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' } as const;
const STATUSES = Object.values(WoStatus);
const status = { type: 'integer', enum: STATUSES } as const;
const priority = int(WoPriority.low, WoPriority.danger);
const nullableId = { anyOf: [id64, { type: 'null' }] } as const;
const deskFiles = {
  type: 'array', maxItems: WoLimits.attachmentsMax,
  items: body({ fileName: str(256), fileUrl: str(512, 1) }, ['fileUrl']),
} as const;

/**
 * An option, and its children to the cascade's depth limit, spelled out level by level (no
 * recursive $ref: a hostile body thousands of levels deep must not recurse the validator); below
 * the limit the domain refuses any children with a 400 naming the depth (server/workorders/types.ts).
 */
const optionAt = (level: number): object => ({
  type: 'object', additionalProperties: false, required: ['value', 'label'],
  properties: {
    value: str(100), label: str(100),
    children: level < WoLimits.cascadeDepthMax
      ? { type: 'array', maxItems: WoLimits.optionsMax, items: optionAt(level + 1) }
      : { type: 'array', maxItems: WoLimits.optionsMax, items: { type: 'object', maxProperties: 3 } },
  },
});
const options = { type: 'array', maxItems: WoLimits.optionsMax, items: optionAt(1) } as const;
const typeSchema = {
  ...body({
    typeId: typeIdSchema, typeName: str(WoLimits.typeNameMax * 2), enabled: bool,
    fields: {
      type: 'array', minItems: 1, maxItems: WoLimits.fieldsMax,
      items: body({
        fieldId: typeIdSchema, fieldName: str(WoLimits.fieldNameMax * 2), fieldType: int(1, 9), required: bool,
        options,
      }, ['fieldName', 'fieldType']),
    },
  }, ['typeName', 'enabled', 'fields']),
};

export async function deskWorkOrderRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { desk } = services.workorders;
  const admin = { admin: true };

  deskPost<WoListInput>(app, services, 'wo/list', body({
    status: { type: 'array', maxItems: STATUSES.length, items: status },
    priority: { type: 'array', maxItems: 4, items: priority },
    typeId: typeIdSchema, assignee: id64, groupId: id64, q: str(100), cursor: str(200, 1), limit: int(1, 100),
  }), (b, p) => desk.list(p, b));

  deskPost<{ woId: string }>(app, services, 'wo/get', body({ woId: id64 }, ['woId']), (b, p) => desk.get(p, b.woId));

  deskPost<WoDeskReplyInput>(app, services, 'wo/reply', body({
    woId: id64, content: str(WoLimits.replyMax * 2), internal: bool, status, files: deskFiles, localId,
  }, ['woId', 'content', 'internal']), (b, p) => desk.reply(p, b));

  deskPost<WoUpdateInput>(app, services, 'wo/update', body({
    woId: id64, status, priority, assigneeAgentId: nullableId, assigneeGroupId: nullableId, localId,
  }, ['woId']), (b, p) => desk.update(p, b));

  deskPost<{ leaveMsgId: string; typeId?: string }>(app, services, 'wo/fromLeaveMessage', body({ leaveMsgId: id64, typeId: typeIdSchema }, ['leaveMsgId']),
    (b, p) => desk.fromLeaveMessage(p, b));

  // every agent reads the types: the desk shows a field's option labels and filters by type
  deskPost(app, services, 'wo/types', body({}), (_b, p) => desk.types(p.tenantId));
  deskPost(app, services, 'admin/woTypes/list', body({}), (_b, p) => desk.types(p.tenantId), admin);
  deskPost<WoTypeInput>(app, services, 'admin/woTypes/set', typeSchema, (b, p) => desk.setType(p.tenantId, b), admin);
  deskPost<{ typeId: string }>(app, services, 'admin/woTypes/delete', body({ typeId: typeIdSchema }, ['typeId']), (b, p) => desk.deleteType(p.tenantId, b.typeId), admin);
}
