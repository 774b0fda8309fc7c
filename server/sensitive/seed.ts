/** Demo seed (the lead wires it into server/seed): a small sensitive-word list for the demo tenant. */
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema';

/** Words that show the check in the demo (zh and en, incl. a full-width-insensitive case). */
export const DEMO_SENSITIVE_WORDS = ['傻瓜', '笨蛋', '垃圾', 'idiot', 'stupid', 'scam'];

export async function seedSensitiveWords(db: Kysely<Database>, tenantId: string, _channelId: string, now: number): Promise<void> {
  await db.insertInto('sensitive_words')
    .values(DEMO_SENSITIVE_WORDS.map((word) => ({ tenant_id: tenantId, word, created_at: now })))
    .onConflict((oc) => oc.columns(['tenant_id', 'word']).doNothing())
    .execute();
}
