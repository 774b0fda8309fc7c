/**
 * The visitor's work-order calls (spec §7, docs/api.md "Work orders"). Templates, addWo, the
 * visitor's list and addWoHandleInfo are behind the visitor token. The link page's calls (woinfo,
 * getOrderInfo, queryWoById, addReplay) take the link token from the `token` header or the body,
 * or a visitor token whose visitor owns the order; anything else is the same 404 as a missing order.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Endpoints, WoLimits } from '../../../protocol';
import type { Services } from '../../services';
import type { AddWoInput, WoCredentials, WoFileInput } from '../../workorders';
import { LeaveMsgLimits } from '../../leave-messages';
import { bearerToken } from '../visitor-auth';
import { ok } from '../envelope';
import { bodySchema, idOf, idSchema, str, visitorPost } from './visitor-schema';

// The schema bounds the size; the domain applies the exact caps after trimming, naming the field.
const SLACK = 64;
const localId = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' } as const;
const nullableStr = (max: number) => ({ type: ['string', 'null'], maxLength: max }) as const;
/**
 * A link token as clients send it: a string — or the 0, null, false, [] or {} of a broken link or
 * an attack, which are accepted here so that they are answered exactly like a wrong token (404).
 */
const tokenSchema = {
  anyOf: [{ type: 'string', maxLength: 256 }, { type: 'number' }, { type: 'null' }, { type: 'boolean' }, { type: 'array', maxItems: 8 }, { type: 'object', maxProperties: 8 }],
} as const;
const files = {
  type: 'array', maxItems: 10,
  items: {
    type: 'object', required: ['fileUrl'], additionalProperties: true,
    properties: { fileName: nullableStr(256), fileUrl: str(512), fileType: nullableStr(32) },
  },
} as const;
const fieldValues = {
  type: 'array', maxItems: WoLimits.fieldsMax,
  items: {
    type: 'object', required: ['fieldId'], additionalProperties: true,
    properties: { fieldId: idSchema, fieldValue: nullableStr(WoLimits.fieldValueMax + SLACK), fieldName: nullableStr(256) },
  },
} as const;

const addWoSchema = bodySchema({
  woContent: str(WoLimits.contentMax * 4 + SLACK),
  woTitle: nullableStr(WoLimits.titleMax + SLACK),
  woTypeId: { anyOf: [idSchema, { type: 'null' }] }, woType: { anyOf: [idSchema, { type: 'null' }] }, woTypeName: nullableStr(256),
  cusFieldConfigInfoVoList: fieldValues, woFileRelVoList: files,
  woStartWay: { type: 'integer', minimum: 0, maximum: 9 }, partnerId: { anyOf: [idSchema, { type: 'null' }] },
  localId, tenantId: str(64),
  customerName: nullableStr(LeaveMsgLimits.customerNameMax + SLACK),
  customerPhone: nullableStr(LeaveMsgLimits.customerPhoneMax + SLACK),
  customerEmail: nullableStr(LeaveMsgLimits.customerEmailMax + SLACK),
}, ['woContent']);

interface AddWoBody {
  woContent: string; woTitle?: string | null; woTypeId?: string | number | null; woType?: string | number | null;
  cusFieldConfigInfoVoList?: { fieldId: string | number; fieldValue?: string | null }[];
  woFileRelVoList?: { fileName?: string | null; fileUrl: string }[];
  woStartWay?: number; localId?: string;
  customerName?: string | null; customerPhone?: string | null; customerEmail?: string | null;
}

const replySchema = (extra: Record<string, object>) => bodySchema({
  woId: idSchema, handleContent: str(WoLimits.replyMax * 2 + SLACK), woFileRelVoList: files, localId, tenantId: str(64), woTypeId: { anyOf: [idSchema, { type: 'null' }] }, ...extra,
}, ['woId', 'handleContent']);
interface ReplyBody { woId: string | number; handleContent: string; woFileRelVoList?: { fileName?: string | null; fileUrl: string }[]; localId?: string; token?: unknown }

const fileInputs = (list: { fileName?: string | null; fileUrl: string }[] | undefined): WoFileInput[] =>
  (list ?? []).map((f) => ({ fileUrl: f.fileUrl, fileName: f.fileName ?? undefined }));
const orUndefined = (v: string | null | undefined): string | undefined => v ?? undefined;

/** The first language tag of Accept-Language (the mails' locale), when it looks like one. */
function localeOf(req: FastifyRequest): string | undefined {
  const h = req.headers['accept-language'];
  const first = typeof h === 'string' ? h.split(',')[0]?.split(';')[0]?.trim() : undefined;
  return first && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,2}$/.test(first) ? first : undefined;
}

export async function visitorWorkOrderRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { workorders, signer } = services;
  const { clock } = services.deps;

  // templates: a template IS a work-order type (templateId = typeId); the tenant is the token's
  const templateBody = bodySchema({ tenantId: str(64), templateId: { anyOf: [idSchema, { type: 'null' }] }, id: { anyOf: [idSchema, { type: 'null' }] } });
  visitorPost<{ templateId?: unknown }>(app, services, Endpoints.getWoTemplate.path, templateBody, (b, v) => workorders.template(v, idOf(b.templateId)));
  visitorPost<{ templateId?: unknown }>(app, services, Endpoints.getTemplateFiledInfoByTemplateId.path, templateBody, (b, v) => workorders.template(v, idOf(b.templateId)));
  visitorPost<{ id?: unknown }>(app, services, Endpoints.getTemplateFiledInfoByTypeId.path, templateBody, (b, v) => workorders.template(v, idOf(b.id)));
  visitorPost<{ id?: unknown }>(app, services, Endpoints.queryWoTypeInfoItem.path, templateBody, (b, v) => workorders.items(v, idOf(b.id)));

  visitorPost<AddWoBody>(app, services, Endpoints.addWo.path, addWoSchema, async (b, v, req) => {
    // an order lands in the staff inbox: limited per visitor and per address
    services.staffWrites.enforce(v, req.ip);
    const input: AddWoInput = {
      woTypeId: idOf(b.woTypeId) ?? idOf(b.woType), woTitle: orUndefined(b.woTitle), woContent: b.woContent,
      fields: (b.cusFieldConfigInfoVoList ?? []).map((f) => ({ fieldId: f.fieldId, fieldValue: f.fieldValue })),
      files: fileInputs(b.woFileRelVoList), localId: b.localId, startWay: b.woStartWay,
      customerName: orUndefined(b.customerName), customerPhone: orUndefined(b.customerPhone), customerEmail: orUndefined(b.customerEmail),
    };
    return workorders.add(v, input, { locale: localeOf(req) });
  });

  visitorPost(app, services, Endpoints.queryWoByCustom.path, bodySchema({ tenantId: str(64) }), (_b, v) => workorders.mine(v));

  visitorPost<ReplyBody>(app, services, Endpoints.addWoHandleInfo.path, replySchema({}), (b, v, req) =>
    workorders.reply({ visitor: v }, { woId: String(b.woId), handleContent: b.handleContent, files: fileInputs(b.woFileRelVoList), localId: b.localId },
      (owner) => services.staffWrites.enforce(owner, req.ip)));

  // ---- the link page's calls: the link token, or the owner's visitor token

  const credentials = (req: FastifyRequest, bodyToken: unknown): WoCredentials => {
    const header = req.headers.token;
    const visitor = signer.verify(bearerToken(req), clock.now()) ?? undefined;
    return { visitor, linkTokens: [header, bodyToken].filter((x): x is string => typeof x === 'string') };
  };
  const linkPost = <B>(path: string, schema: object, handler: (b: B, req: FastifyRequest) => Promise<unknown>): void => {
    app.post(path, { schema: { body: schema } }, async (req) => ok(await handler(req.body as B, req)));
  };

  const byId = bodySchema({ id: idSchema, token: tokenSchema, tenantId: str(64) }, ['id']);
  for (const ep of [Endpoints.woinfo, Endpoints.getOrderInfo]) {
    linkPost<{ id: string | number; token?: unknown }>(ep.path, byId, (b, req) => workorders.get(String(b.id), credentials(req, b.token)));
  }
  linkPost<{ woId: string | number; token?: unknown }>(Endpoints.queryWoById.path, bodySchema({ woId: idSchema, token: tokenSchema, tenantId: str(64) }, ['woId']),
    (b, req) => workorders.get(String(b.woId), credentials(req, b.token)));
  linkPost<ReplyBody>(Endpoints.addReplay.path, replySchema({ token: tokenSchema }), (b, req) =>
    workorders.reply(credentials(req, b.token), { woId: String(b.woId), handleContent: b.handleContent, files: fileInputs(b.woFileRelVoList), localId: b.localId },
      (owner) => services.staffWrites.enforce(owner, req.ip)));
}
