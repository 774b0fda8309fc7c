/** The `sensitive_words` rows: each tenant's list of words the check looks for. */
import type { DbOrTrx, Trx } from '../store/db';
import './tables';

/** Words per INSERT (bounded statement size). */
const CHUNK = 500;

/** The tenant's words, in order. */
export async function wordsOfTenant(db: DbOrTrx, tenantId: string): Promise<string[]> {
  const rows = await db.selectFrom('sensitive_words').select('word').where('tenant_id', '=', tenantId).orderBy('word').execute();
  return rows.map((r) => r.word);
}

/** Replaces the tenant's list with `words` (already cleaned: no duplicates), inside the caller's transaction. */
export async function replaceWords(trx: Trx, tenantId: string, words: readonly string[], now: number): Promise<void> {
  await trx.deleteFrom('sensitive_words').where('tenant_id', '=', tenantId).execute();
  for (let i = 0; i < words.length; i += CHUNK) {
    await trx.insertInto('sensitive_words').values(words.slice(i, i + CHUNK).map((word) => ({ tenant_id: tenantId, word, created_at: now }))).execute();
  }
}

/** Adds words to the tenant's list; words it has already are kept as they are. */
export async function addWords(db: DbOrTrx, tenantId: string, words: readonly string[], now: number): Promise<void> {
  await db.insertInto('sensitive_words')
    .values(words.map((word) => ({ tenant_id: tenantId, word, created_at: now })))
    .onConflict((oc) => oc.columns(['tenant_id', 'word']).doNothing())
    .execute();
}
