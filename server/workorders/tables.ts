/** The work-order tables (migration 007) as Kysely types, merged into the shared Database. */

export interface WoTypeTable {
  tenant_id: string;
  type_id: string;
  type_name: string;
  enabled: number;
  /** JSON DeskWoField[] */
  fields: string;
  created_at: number;
  updated_at: number;
}

export interface WorkOrderTable {
  wo_id: string;
  tenant_id: string;
  channel_id: string;
  user_id: string;
  type_id: string;
  type_name: string;
  title: string;
  content: string;
  search_text: string;
  status: number;
  priority: number;
  customer_name: string;
  customer_phone: string;
  customer_email: string;
  locale: string;
  /** JSON StoredField[] */
  fields: string;
  /** JSON StoredFile[] */
  files: string;
  start_way: number;
  assignee_agent_id: string | null;
  assignee_group_id: string | null;
  leave_msg_id: string | null;
  awaiting_staff: number;
  handle_count: number;
  created_at: number;
  updated_at: number;
}

export interface WoHandleTable {
  handle_id: string;
  wo_id: string;
  seq: number;
  tenant_id: string;
  handle_type: number;
  user_name: string;
  agent_id: string | null;
  status_after: number;
  content: string;
  /** JSON StoredFile[] */
  files: string;
  created_at: number;
}

export interface WoRequestTable {
  tenant_id: string;
  request_key: string;
  wo_id: string;
  created_at: number;
}

/** A field value as stored on the order (names and types as they were when it was made). */
export interface StoredField {
  fieldId: string; fieldName: string; fieldType: number; fieldValue: string;
  /** the value as the visitor read it: option labels (fields.ts fieldText) */
  fieldText: string;
}
/** An attachment as stored. */
export interface StoredFile { fileName: string; fileType: string; fileUrl: string }

declare module '../store/schema' {
  interface Database {
    wo_types: WoTypeTable;
    work_orders: WorkOrderTable;
    wo_handles: WoHandleTable;
    wo_requests: WoRequestTable;
  }
}
