/**
 * Opens the database: better-sqlite3 (WAL, file in DATA_DIR) by default, PostgreSQL when a
 * DATABASE_URL is given (DESIGN §5). Both run the same migrations (`migrate.ts`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Database } from './schema';

export type DialectName = 'sqlite' | 'pg';

export interface Store {
  db: Kysely<Database>;
  dialect: DialectName;
  close(): Promise<void>;
}

export interface StoreOptions {
  /** postgres://… or undefined for SQLite */
  databaseUrl?: string | undefined;
  /** directory for the SQLite file */
  dataDir: string;
  /** SQLite file name inside dataDir */
  fileName?: string;
}

export function openStore(opts: StoreOptions): Store {
  if (opts.databaseUrl) {
    // BIGINT (int8) as JS number: our ids and timestamps stay below 2^53.
    pg.types.setTypeParser(20, (v) => Number(v));
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, connectionTimeoutMillis: 5000 });
    // An idle client losing its connection must not crash the process (security-cases P7).
    pool.on('error', () => {});
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'pg', close: () => db.destroy() };
  }
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const file = path.join(opts.dataDir, opts.fileName ?? 'kefu.sqlite');
  const sqlite = new SQLite(file);
  // WAL: readers never block the writer; NORMAL sync is durable across process crashes.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}
