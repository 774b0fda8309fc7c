/** The `form_targets` table (migration 002) as a Kysely type, merged into the shared Database. */

export interface FormTargetTable {
  tenant_id: string;
  form_id: string;
  url: string;
  method: string;
  content_type: string;
  /** JSON list of field names */
  field_names: string;
  created_at: number;
}

declare module '../store/schema' {
  interface Database {
    form_targets: FormTargetTable;
  }
}
