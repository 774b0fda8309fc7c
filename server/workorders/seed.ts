/**
 * Demo seed (server/seed calls it): the "Return or repair" work-order type of the demo tenant,
 * with one field of every type 1–9 (9 cascading, two and three levels deep). The demo tenant
 * serves zh and en visitors, so names carry both. Its id is stable: channel `demo-wo` names it
 * as its leaveMsgWoType.
 */
import { FieldType } from '../../protocol';
import type { DeskWoField } from '../../protocol';
import type { DbOrTrx } from '../store/db';
import { insertType } from './store';

export const RETURN_REPAIR_TYPE_ID = 'return-repair';

const opts = (...pairs: [string, string][]) => pairs.map(([value, label]) => ({ value, label }));

export const RETURN_REPAIR_FIELDS: DeskWoField[] = [
  { fieldId: 'order-no', fieldName: 'Order number / 订单号', fieldType: FieldType.text, required: true, options: [] },
  { fieldId: 'problem', fieldName: 'Problem details / 问题描述', fieldType: FieldType.textarea, required: false, options: [] },
  { fieldId: 'purchase-date', fieldName: 'Purchase date / 购买日期', fieldType: FieldType.date, required: true, options: [] },
  { fieldId: 'pickup-time', fieldName: 'Preferred pickup time / 期望取件时间', fieldType: FieldType.dateTime, required: false, options: [] },
  { fieldId: 'quantity', fieldName: 'Quantity / 数量', fieldType: FieldType.number, required: true, options: [] },
  {
    fieldId: 'request', fieldName: 'Request / 诉求', fieldType: FieldType.dropdown, required: true,
    options: opts(['return', 'Return / 退货'], ['exchange', 'Exchange / 换货'], ['repair', 'Repair / 维修']),
  },
  {
    fieldId: 'packaging', fieldName: 'Packaging / 包装情况', fieldType: FieldType.radio, required: false,
    options: opts(['intact', 'Intact / 完好'], ['opened', 'Opened / 已拆封'], ['damaged', 'Damaged / 破损']),
  },
  {
    fieldId: 'accessories', fieldName: 'Accessories included / 随附配件', fieldType: FieldType.checkbox, required: false,
    options: opts(['charger', 'Charger / 充电器'], ['cable', 'Cable / 数据线'], ['manual', 'Manual / 说明书'], ['box', 'Box / 包装盒']),
  },
  {
    fieldId: 'product', fieldName: 'Product / 产品', fieldType: FieldType.cascader, required: true,
    options: [
      {
        value: 'electronics', label: 'Electronics / 数码',
        children: [
          { value: 'phone', label: 'Phones / 手机', children: opts(['phone-pro', 'Kefu Phone Pro'], ['phone-lite', 'Kefu Phone Lite']) },
          { value: 'earbuds', label: 'Earbuds / 耳机', children: opts(['buds-2', 'Kefu Buds 2'], ['buds-mini', 'Kefu Buds Mini']) },
        ],
      },
      { value: 'home', label: 'Home / 家居', children: opts(['lamp', 'Desk lamp / 台灯'], ['kettle', 'Kettle / 电水壶']) },
    ],
  },
];

export async function seedWorkOrderTypes(db: DbOrTrx, tenantId: string, now: number): Promise<void> {
  await insertType(db, {
    tenant_id: tenantId, type_id: RETURN_REPAIR_TYPE_ID, type_name: 'Return or repair / 退换货或维修', enabled: 1,
    fields: JSON.stringify(RETURN_REPAIR_FIELDS), created_at: now, updated_at: now,
  });
}
