/**
 * Shared by the work-order suites: a valid addWo body for the seeded "Return or repair" type
 * (every field type 1–9), image uploads through the real /api/wo/client/upload route, and calls
 * with a link token.
 */
import type { FastifyInstance } from 'fastify';
import { Endpoints } from '../../../protocol';
import type { WorkOrder } from '../../../protocol';
import { post } from '../helpers';
import { GIF, PNG, uploadFile } from '../uploads/extras-kit';

export const P = {
  addWo: Endpoints.addWo.path,
  mine: Endpoints.queryWoByCustom.path,
  woinfo: Endpoints.woinfo.path,
  getOrderInfo: Endpoints.getOrderInfo.path,
  queryWoById: Endpoints.queryWoById.path,
  addReplay: Endpoints.addReplay.path,
  addWoHandleInfo: Endpoints.addWoHandleInfo.path,
  template: Endpoints.getWoTemplate.path,
  byTemplateId: Endpoints.getTemplateFiledInfoByTemplateId.path,
  byTypeId: Endpoints.getTemplateFiledInfoByTypeId.path,
  items: Endpoints.queryWoTypeInfoItem.path,
  upload: Endpoints.woUpload.path,
};

export const TYPE_ID = 'return-repair';

/** A value for every field of the seeded type (1–9; 9 a complete three-level path). */
export const GOOD_FIELDS = [
  { fieldId: 'order-no', fieldName: 'Order number', fieldValue: 'A-1001' },
  { fieldId: 'problem', fieldName: 'Problem', fieldValue: 'The screen flickers\nafter a day.' },
  { fieldId: 'purchase-date', fieldName: 'Purchase date', fieldValue: '2026-02-28' },
  { fieldId: 'pickup-time', fieldName: 'Pickup', fieldValue: '2026-03-02 14:30' },
  { fieldId: 'quantity', fieldName: 'Quantity', fieldValue: '2' },
  { fieldId: 'request', fieldName: 'Request', fieldValue: 'repair' },
  { fieldId: 'packaging', fieldName: 'Packaging', fieldValue: 'opened' },
  { fieldId: 'accessories', fieldName: 'Accessories', fieldValue: '["charger","box"]' },
  { fieldId: 'product', fieldName: 'Product', fieldValue: '["electronics","phone","phone-pro"]' },
];

export const withField = (fieldId: string, fieldValue: string | undefined) =>
  fieldValue === undefined ? GOOD_FIELDS.filter((f) => f.fieldId !== fieldId) : GOOD_FIELDS.map((f) => (f.fieldId === fieldId ? { ...f, fieldValue } : f));

export const goodOrder = (extra: Record<string, unknown> = {}) => ({
  woTypeId: TYPE_ID, woTitle: 'Phone repair', woContent: '<p>My phone <b>flickers</b>.</p><script>alert(1)</script>',
  cusFieldConfigInfoVoList: GOOD_FIELDS, woStartWay: 0, customerName: 'Li Lei', customerPhone: '13800138000', customerEmail: 'li@example.com',
  ...extra,
});

export async function uploadImage(app: FastifyInstance, token: string, kind: 'png' | 'gif' = 'png'): Promise<{ fileName: string; fileUrl: string }> {
  const r = await uploadFile(app, P.upload, token, kind === 'png' ? PNG : GIF, `photo.${kind}`);
  if (r.status !== 200) throw new Error(`upload ${r.status} ${r.msg}`);
  return { fileName: r.data.name, fileUrl: r.data.url };
}

export async function addOrder(app: FastifyInstance, token: string, extra: Record<string, unknown> = {}): Promise<WorkOrder> {
  const r = await post<WorkOrder>(app, P.addWo, goodOrder(extra), token);
  if (r.status !== 200) throw new Error(`addWo ${r.status} ${r.msg}`);
  return r.data;
}

/** POST with a `token` header (the link page), no visitor token. */
export async function linkPost<T = WorkOrder>(app: FastifyInstance, url: string, body: unknown, headerToken?: string): Promise<{ status: number; code: number; msg: string; data: T; body: string }> {
  const res = await app.inject({
    method: 'POST', url, payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(headerToken !== undefined ? { token: headerToken } : {}) },
  });
  return { status: res.statusCode, ...(JSON.parse(res.body) as { code: number; msg: string; data: T }), body: res.body };
}
