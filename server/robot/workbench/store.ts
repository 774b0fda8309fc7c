/**
 * The workbench's queries (docs/api.md "Unknown-question triage"): an entry's similar questions
 * changed in one transaction with the knowledge base's version, and the unknown-question log's
 * triage columns (migration 013).
 */
import { conflict } from '../../errors.ts';
import type { Db, DbOrTrx } from '../../store/db.ts';
import { bumpKbVersion } from '../kb/store.ts';
import '../kb/tables.ts';
import '../../reports/tables.ts';
import '../../chat/tables.ts';

export interface SimilarDoc { question: string; similar: string[]; locale: string }

function parseList(text: string): string[] {
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Changes one entry's similar questions: `change` gets the entry as stored and returns the new
 * list (or throws to refuse). A compare-and-set on the stored list: a concurrent edit of the
 * same entry makes this one a 409, never a lost update. Null when the tenant has no such entry.
 */
export async function updateSimilar(db: Db, tenantId: string, docId: string, change: (doc: SimilarDoc) => string[], now: number): Promise<{ similar: string[]; version: number } | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('robot_docs').select(['question', 'similar', 'locale'])
      .where('tenant_id', '=', tenantId).where('doc_id', '=', docId).executeTakeFirst();
    if (!row) return null;
    const similar = change({ question: row.question, similar: parseList(row.similar), locale: row.locale });
    const r = await trx.updateTable('robot_docs').set({ similar: JSON.stringify(similar), updated_at: now })
      .where('tenant_id', '=', tenantId).where('doc_id', '=', docId).where('similar', '=', row.similar).executeTakeFirst();
    if (Number(r.numUpdatedRows) === 0) throw conflict('the entry was changed meanwhile: try again');
    return { similar, version: await bumpKbVersion(trx, tenantId, now) };
  });
}

export async function docExists(db: DbOrTrx, tenantId: string, docId: string): Promise<boolean> {
  const r = await db.selectFrom('robot_docs').select('doc_id').where('tenant_id', '=', tenantId).where('doc_id', '=', docId).executeTakeFirst();
  return r !== undefined;
}

export interface WaitingRow { key: string; question: string; locale: string; count: number; lastAsked: number }

/** Unknown questions not resolved yet, most asked first (then the latest). */
export async function waitingUnknown(db: DbOrTrx, tenantId: string, limit: number): Promise<WaitingRow[]> {
  const rows = await db.selectFrom('robot_unknown').select(['question_key', 'question', 'locale', 'asked', 'last_at'])
    .where('tenant_id', '=', tenantId).where('handled_at', 'is', null)
    .orderBy('asked', 'desc').orderBy('last_at', 'desc').orderBy('question_key').limit(limit).execute();
  return rows.map((r) => ({ key: r.question_key, question: r.question, locale: r.locale, count: Number(r.asked), lastAsked: Number(r.last_at) }));
}

export async function countWaiting(db: DbOrTrx, tenantId: string): Promise<number> {
  const r = await db.selectFrom('robot_unknown').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', tenantId).where('handled_at', 'is', null).executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Marks a logged question handled; false when the log has no such question. */
export async function resolveUnknown(db: DbOrTrx, tenantId: string, key: string, action: string, docId: string | null, now: number): Promise<boolean> {
  const r = await db.updateTable('robot_unknown').set({ handled_at: now, handled_action: action, handled_doc: docId })
    .where('tenant_id', '=', tenantId).where('question_key', '=', key).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export interface SessionUnknownRow { key: string; question: string; askedAt: number; locale: string | null; handled: string | null }

/** One conversation's unknown questions (the reports' robot_asks), oldest first, with their log entry's state. */
export async function sessionUnknown(db: DbOrTrx, tenantId: string, sessionId: string): Promise<SessionUnknownRow[]> {
  const rows = await db.selectFrom('robot_asks as a')
    .leftJoin('robot_unknown as u', (j) => j.onRef('u.tenant_id', '=', 'a.tenant_id').onRef('u.question_key', '=', 'a.question_key'))
    // the robot's answers in the order of the conversation (several may share a millisecond)
    .leftJoin('messages as m', 'm.msg_id', 'a.msg_id')
    .select(['a.question_key', 'a.question', 'a.asked_at', 'u.locale', 'u.handled_at', 'u.handled_action'])
    .where('a.tenant_id', '=', tenantId).where('a.session_id', '=', sessionId).where('a.outcome', '=', 'unknown')
    .where('a.question_key', 'is not', null)
    .orderBy('a.asked_at').orderBy('m.seq').orderBy('a.msg_id').limit(200).execute();
  return rows.map((r) => ({
    key: r.question_key ?? '', question: r.question ?? '', askedAt: Number(r.asked_at), locale: r.locale ?? null,
    handled: r.handled_at === null || r.handled_at === undefined ? null : (r.handled_action ?? null),
  }));
}
