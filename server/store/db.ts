/**
 * Opens the database: better-sqlite3 (WAL, file in DATA_DIR) by default, PostgreSQL when a
 * DATABASE_URL is given (DESIGN §5). Both run the same migrations (`migrate.ts`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
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
    // …nor a checked-out one between two statements (a transaction's client when the server
    // cuts it): pg then emits 'error' on the client itself, where the pool does not listen. The
    // statement in flight still fails, so the caller sees the outage.
    pool.on('connect', (client) => { client.on('error', () => {}); });
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
  // send hot path (bench/server.ts): a 64 MB page cache keeps the message indexes in memory, and
  // checkpointing every ~40 MB of WAL instead of every 4 MB takes checkpoints off most commits
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('wal_autocheckpoint = 10000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/**
 * Kysely's SQLite driver prepares every query anew; on the hot paths (poll, send) preparing
 * costs as much as running. Data statements are cached by their SQL text (bounded), so each
 * distinct query is prepared once per connection. DDL is never cached (schema changes).
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => sqlite.close(),
    prepare(query: string): SqliteStatement {
      let stmt = cache.get(query);
      if (stmt) return stmt;
      stmt = sqlite.prepare(query) as unknown as SqliteStatement;
      if (/^\s*(select|insert|update|delete|with|begin|commit|rollback)\b/i.test(query)) {
        if (cache.size >= 1000) cache.clear();
        cache.set(query, stmt);
      }
      return stmt;
    },
  };
}
