/** Rows → the wire shapes: the visitor's WorkOrder and template fields, the desk's types, summaries and orders. */
import { FieldType, WoHandleType } from '../../protocol';
import type { DeskWoField, DeskWoHandle, DeskWoSummary, DeskWoType, DeskWorkOrder, TemplateField, WoHandle, WorkOrder, WoStatus, WoPriority } from '../../protocol';
import { visitorNo } from '../chat';
import type { StoredField, StoredFile, WoHandleTable, WoTypeTable, WorkOrderTable } from './tables';

export const PREVIEW_MAX = 140;

const parse = <T>(json: string, fallback: T): T => {
  try {
    return JSON.parse(json) as T;
  } catch {
    return fallback;
  }
};

export const fieldsOfType = (row: WoTypeTable): DeskWoField[] => parse<DeskWoField[]>(row.fields, []);
const storedFields = (row: WorkOrderTable): StoredField[] => parse<StoredField[]>(row.fields, []);
const storedFiles = (json: string): StoredFile[] => parse<StoredFile[]>(json, []);

export function toDeskType(row: WoTypeTable): DeskWoType {
  return { typeId: row.type_id, typeName: row.type_name, enabled: Number(row.enabled) === 1, fields: fieldsOfType(row), updatedAt: Number(row.updated_at) };
}

/** docs/api.md "Work orders": a template field (types 6–8 {label, value} lists, 9 the tree, as JSON text). */
export function toTemplateField(f: DeskWoField): TemplateField {
  const base: TemplateField = {
    fieldId: f.fieldId, fieldName: f.fieldName, fieldType: f.fieldType as FieldType,
    fieldValue: f.fieldType === FieldType.number ? '0' : f.fieldType === FieldType.checkbox ? '[]' : '',
    requiredStatus: f.required ? 1 : 0,
  };
  if (f.fieldType === FieldType.cascader) return { ...base, chooseValue: JSON.stringify(f.options) };
  if (f.fieldType >= FieldType.dropdown) return { ...base, chooseValue: JSON.stringify(f.options.map((o) => ({ label: o.label, value: o.value }))) };
  return base;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Plain text as HTML-safe text (replies are stored so: every view may insert them as HTML). */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
/** The text of sanitised HTML: block ends as line breaks, tags dropped, the common entities decoded. */
export function plainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/div|\/li|\/h[1-6]|\/tr|\/blockquote|\/pre)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_m, e: string) => ENTITIES[e] ?? '')
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}

export function previewOf(row: WorkOrderTable): string {
  const text = plainText(row.content).replace(/\s+/g, ' ');
  const chars = [...text];
  return chars.length > PREVIEW_MAX ? `${chars.slice(0, PREVIEW_MAX - 1).join('')}…` : text;
}

function toVisitorHandle(h: WoHandleTable): WoHandle {
  return {
    handleId: h.handle_id, handleTime: Number(h.created_at), handleUserName: h.user_name,
    handleType: Number(h.handle_type) as WoHandle['handleType'], handleWoStatus: Number(h.status_after) as WoStatus,
    handleContent: h.content, woFileVoList: storedFiles(h.files),
  };
}

/**
 * The visitor's WorkOrder. Only public (1) and customer (2) entries, whatever the caller passed;
 * `token` only when given (the order's own visitor by Bearer).
 */
export function toVisitorOrder(row: WorkOrderTable, handles: readonly WoHandleTable[], token?: string): WorkOrder {
  const visible = handles.filter((h) => Number(h.handle_type) === WoHandleType.publicReply || Number(h.handle_type) === WoHandleType.customerReply);
  return {
    woId: row.wo_id, woTitle: row.title, woContent: row.content,
    createTime: Number(row.created_at), updateTime: Number(row.updated_at),
    woStatus: Number(row.status) as WoStatus, woPriority: Number(row.priority) as WoPriority,
    woTypeId: row.type_id, woTypeName: row.type_name, woType: row.type_id,
    woFileRelVoList: storedFiles(row.files),
    crmCustomerVo: { name: row.customer_name, phone: row.customer_phone, email: row.customer_email },
    cusFieldConfigInfoVoList: storedFields(row).map((f) => ({ fieldId: f.fieldId, fieldName: f.fieldName, fieldType: f.fieldType, fieldValue: f.fieldValue, fieldText: f.fieldText })),
    handleList: visible.map(toVisitorHandle),
    ...(token !== undefined ? { token } : {}),
  };
}

export function toSummary(row: WorkOrderTable, assigneeNick: string | null): DeskWoSummary {
  return {
    woId: row.wo_id, woTitle: row.title, preview: previewOf(row),
    woStatus: Number(row.status), woPriority: Number(row.priority),
    typeId: row.type_id, typeName: row.type_name, customerName: row.customer_name,
    userId: row.user_id, visitorNo: visitorNo(row.user_id), channelId: row.channel_id,
    assigneeAgentId: row.assignee_agent_id, assigneeAgentNick: row.assignee_agent_id ? assigneeNick : null,
    assigneeGroupId: row.assignee_group_id,
    createTime: Number(row.created_at), updateTime: Number(row.updated_at),
    awaitingStaff: Number(row.awaiting_staff) === 1,
  };
}

export function toDeskHandle(h: WoHandleTable): DeskWoHandle {
  return {
    handleId: h.handle_id, handleType: Number(h.handle_type), handleUserName: h.user_name, handleAgentId: h.agent_id,
    handleTime: Number(h.created_at), handleWoStatus: Number(h.status_after), handleContent: h.content, files: storedFiles(h.files),
  };
}

export function toDeskOrder(row: WorkOrderTable, assigneeNick: string | null, handles: readonly WoHandleTable[]): DeskWorkOrder {
  return {
    ...toSummary(row, assigneeNick),
    woContent: row.content, customerPhone: row.customer_phone, customerEmail: row.customer_email,
    files: storedFiles(row.files), fields: storedFields(row), handles: handles.map(toDeskHandle), leaveMsgId: row.leave_msg_id,
  };
}
