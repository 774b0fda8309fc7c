/** The leave-message tables (migration 002) as Kysely types, merged into the shared Database. */

export interface LeaveMessageTable {
  leave_msg_id: string;
  tenant_id: string;
  channel_id: string;
  user_id: string;
  customer_name: string;
  customer_phone: string | null;
  customer_email: string | null;
  msg_content: string;
  msg_state: number;
  msg_desc: string | null;
  update_user_name: string | null;
  created_at: number;
  updated_at: number;
}

export interface OfflineMessageTable {
  offline_msg_id: string;
  tenant_id: string;
  channel_id: string;
  user_id: string;
  admin_id: string | null;
  admin_nick: string;
  msg_type: number;
  msg_content: string;
  msg_time: number;
}

declare module '../store/schema' {
  interface Database {
    leave_messages: LeaveMessageTable;
    offline_messages: OfflineMessageTable;
  }
}
