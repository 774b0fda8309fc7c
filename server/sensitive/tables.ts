/** The `sensitive_words` table (migration 002) as a Kysely type, merged into the shared Database. */

export interface SensitiveWordTable {
  tenant_id: string;
  word: string;
  created_at: number;
}

declare module '../store/schema' {
  interface Database {
    sensitive_words: SensitiveWordTable;
  }
}
