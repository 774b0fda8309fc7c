/** Demo seed (the lead wires it into server/seed): a small sensitive-word list for the demo tenant. */
import type { Db } from '../store/db';
import { addWords } from './store';

/** Words that show the check in the demo (zh and en, incl. a full-width-insensitive case). */
export const DEMO_SENSITIVE_WORDS = ['傻瓜', '笨蛋', '垃圾', 'idiot', 'stupid', 'scam'];

export async function seedSensitiveWords(db: Db, tenantId: string, _channelId: string, now: number): Promise<void> {
  await addWords(db, tenantId, DEMO_SENSITIVE_WORDS, now);
}
