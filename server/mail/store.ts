/**
 * The outbox rows (server/mail): insert once per dedupe key, claim due rows with a lease, and
 * settle a claimed row (sent, retry later, failed). Every settling write is guarded by the lease
 * owner, so a worker whose lease ran out (another took the row) changes nothing.
 */
import type { DbOrTrx } from '../store/db';
import type { MailOutboxTable, MailStatus } from './tables';
import './tables';

/** Inserts the row unless the tenant already has one with its dedupe key; true when inserted. */
export async function insertMail(db: DbOrTrx, row: MailOutboxTable): Promise<boolean> {
  // ON CONFLICT DO NOTHING (not a caught unique violation): inside a caller's PostgreSQL
  // transaction a violation would abort the whole transaction
  const r = await db.insertInto('mail_outbox').values(row)
    .onConflict((oc) => oc.columns(['tenant_id', 'dedupe_key']).doNothing())
    .returning('mail_id').executeTakeFirst();
  return r !== undefined;
}

/**
 * Claims up to `limit` pending rows that are due and not leased (or whose lease ran out): one
 * conditional UPDATE, so of two workers racing for a row exactly one gets it (PostgreSQL re-checks
 * the WHERE on the row it waited for; SQLite has one writer). Counts the attempt.
 */
export async function claimDueMails(db: DbOrTrx, opts: { now: number; owner: string; leaseUntil: number; limit: number }): Promise<MailOutboxTable[]> {
  const { now } = opts;
  const due = db.selectFrom('mail_outbox').select('mail_id')
    .where('status', '=', 'pending').where('next_attempt_at', '<=', now).where('lease_until', '<=', now)
    .orderBy('next_attempt_at').orderBy('mail_id').limit(opts.limit);
  return db.updateTable('mail_outbox')
    .set((eb) => ({ lease_until: opts.leaseUntil, lease_owner: opts.owner, attempts: eb('attempts', '+', 1) }))
    .where('mail_id', 'in', due)
    .where('status', '=', 'pending').where('lease_until', '<=', now)
    .returningAll().execute();
}

type Settle = { status: 'sent'; sentAt: number } | { status: 'pending'; nextAttemptAt: number; error: string } | { status: 'failed'; error: string };

/** Settles a row this owner holds; false when the lease was lost (the row is someone else's now). */
export async function settleMail(db: DbOrTrx, mailId: string, owner: string, s: Settle): Promise<boolean> {
  const base = { lease_until: 0, lease_owner: null };
  const set = s.status === 'sent' ? { ...base, status: s.status, sent_at: s.sentAt, last_error: null }
    : s.status === 'pending' ? { ...base, status: s.status, next_attempt_at: s.nextAttemptAt, last_error: s.error }
      : { ...base, status: s.status, last_error: s.error };
  const r = await db.updateTable('mail_outbox').set(set)
    .where('mail_id', '=', mailId).where('lease_owner', '=', owner).where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The row of a notification, by its dedupe key. */
export async function mailByDedupeKey(db: DbOrTrx, tenantId: string, dedupeKey: string): Promise<MailOutboxTable | undefined> {
  return db.selectFrom('mail_outbox').selectAll()
    .where('tenant_id', '=', tenantId).where('dedupe_key', '=', dedupeKey).executeTakeFirst();
}

/** Rows in a status, oldest first (operations: the failed mails; tests). */
export async function mailsWithStatus(db: DbOrTrx, status: MailStatus, limit: number): Promise<MailOutboxTable[]> {
  return db.selectFrom('mail_outbox').selectAll().where('status', '=', status)
    .orderBy('created_at').orderBy('mail_id').limit(limit).execute();
}

/** How many rows are in each status. */
export async function mailCounts(db: DbOrTrx): Promise<Record<MailStatus, number>> {
  const rows = await db.selectFrom('mail_outbox').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('status').execute();
  const counts: Record<MailStatus, number> = { pending: 0, sent: 0, failed: 0 };
  for (const r of rows) counts[r.status] = Number(r.n);
  return counts;
}
