/** The tag tables (migration 010) as Kysely types, merged into the shared Database. */

export interface TagTable {
  tag_id: string;
  tenant_id: string;
  /** trimmed, 1–32 characters, unique per tenant case-insensitively (checked before writing) */
  name: string;
  /** one of protocol TagColors */
  color: string;
  created_at: number;
  updated_at: number;
}

export interface SessionTagTable {
  session_id: string;
  tag_id: string;
  tenant_id: string;
  /** the agent who added it */
  added_by: string;
  /** strictly increasing per conversation (store.ts), so the order added is the order read */
  added_at: number;
}

declare module '../store/schema' {
  interface Database {
    tags: TagTable;
    session_tags: SessionTagTable;
  }
}
