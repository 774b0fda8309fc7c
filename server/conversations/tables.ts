/** The search text of messages (migration 009_conversation_search), merged into the store's Database. */

export interface MessageTextTable {
  /** SQLite only: the rowid its FTS5 table points at */
  id?: number;
  msg_id: string;
  tenant_id: string;
  session_id: string;
  seq: number;
  /** server/conversations/text.ts searchableText */
  body: string;
}

declare module '../store/schema' {
  interface Database {
    message_text: MessageTextTable;
  }
}
