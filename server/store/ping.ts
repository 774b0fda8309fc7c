/** The cheapest statement that proves the database answers (the health check's probe). */
import { sql } from 'kysely';
import type { Db } from './db';

/** Resolves when the database runs a trivial query; rejects when it cannot be reached. */
export async function ping(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
