/**
 * Runs every migration in `migrations/` (file name order) on start. One set of migrations
 * serves SQLite and PostgreSQL: they use only Kysely's portable column types.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FileMigrationProvider, Migrator, sql } from 'kysely';
import type { Kysely } from 'kysely';

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// Kysely<any>: migrations run before (and regardless of) the tables' declared types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  // PostgreSQL: keep Kysely's migration tables in the current schema. Without this its
  // introspection finds another schema's lock table and skips creating ours.
  const schema = await currentPgSchema(db);
  const migrator = new Migrator({
    db,
    provider: new FileMigrationProvider({ fs, path, migrationFolder: folder }),
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const why = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${why}`);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function currentPgSchema(db: Kysely<any>): Promise<string | undefined> {
  try {
    const r = await sql<{ s: string }>`select current_schema() as s`.execute(db);
    return r.rows[0]?.s ?? undefined;
  } catch {
    return undefined; // SQLite has no current_schema()
  }
}
