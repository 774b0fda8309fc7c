/** The mail outbox table (migration 008) as a Kysely type, merged into the shared Database. */

export type MailStatus = 'pending' | 'sent' | 'failed';

export interface MailOutboxTable {
  mail_id: string;
  tenant_id: string;
  dedupe_key: string;
  recipient: string;
  locale: string;
  template: string;
  /** the template's variables as JSON */
  vars: string;
  status: MailStatus;
  attempts: number;
  next_attempt_at: number;
  lease_until: number;
  lease_owner: string | null;
  last_error: string | null;
  created_at: number;
  sent_at: number | null;
}

declare module '../store/schema' {
  interface Database {
    mail_outbox: MailOutboxTable;
  }
}
