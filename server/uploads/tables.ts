/** The `uploads` table (migration 002) as a Kysely type, merged into the shared Database. */
import type { FileClass } from './classify';

export interface UploadTable {
  file_id: string;
  tenant_id: string;
  channel_id: string;
  user_id: string;
  session_id: string | null;
  purpose: UploadPurpose;
  name: string;
  suffix: string;
  mime: string;
  file_class: FileClass;
  size: number;
  created_at: number;
}

/** 'chat': spec §7 upload / uploadBase64; 'wo': /api/wo/client/upload (work-order attachments); 'kb': a picture in a knowledge-base answer (desk admin/kb/upload). */
export type UploadPurpose = 'chat' | 'wo' | 'kb';

declare module '../store/schema' {
  interface Database {
    uploads: UploadTable;
  }
}
