/**
 * Opens the database: better-sqlite3 (WAL, file in DATA_DIR) by default, PostgreSQL when a
 * DATABASE_URL is given (DESIGN §5). Both run the same migrations (`migrate.ts`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { SqliteDatabase, SqliteStatement, Transaction } from 'kysely';
import type { Database } from './schema';

export type DialectName = 'sqlite' | 'pg';

/** The database handle domain code holds and passes to its store module (DESIGN §2: only
 * store/tables modules and the conversation owner build queries, so only they import Kysely). */
export type Db = Kysely<Database>;
/** A transaction in progress: what a store function is given to write inside one. */
export type Trx = Transaction<Database>;
/** Either: a store function that may run inside a caller's transaction or on its own. */
export type DbOrTrx = Db | Trx;

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
    pool.on('connect', (client) => {
      client.on('error', () => {});
      markDeadOnConnectionErrors(client);
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: releasingDead(pool) }) });
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

/** Errors that mean the connection itself is gone (the server cut it), not the statement. */
const CONNECTION_LOST = new Set(['57P01', '57P02', '57P03', '08000', '08003', '08006', 'ECONNRESET', 'EPIPE']);
const DEAD = Symbol('connection lost');
type PgClient = pg.PoolClient & { [DEAD]?: boolean };

/** A client whose query failed because its connection was lost is marked (see releasingDead). */
function markDeadOnConnectionErrors(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const r = query(...args);
    if (r instanceof Promise) {
      r.catch((err: { code?: string; message?: string }) => {
        if ((err?.code && CONNECTION_LOST.has(err.code)) || /Connection terminated/i.test(err?.message ?? '')) (client as PgClient)[DEAD] = true;
      });
    }
    return r;
  };
}

/**
 * Kysely releases a client without the error that broke it, so pg-pool would keep a connection
 * the server has just cut (it only notices a moment later) and hand it to the next caller. A
 * client marked dead is released with an error instead, which makes the pool drop it (P7: after
 * an outage the first retry works).
 */
function releasingDead(pool: pg.Pool): { connect(): Promise<pg.PoolClient>; end(): Promise<void> } {
  return {
    async connect() {
      const client = (await pool.connect()) as PgClient;
      const release = client.release;
      client.release = (err?: Error | boolean) => release(err ?? (client[DEAD] ? new Error('connection lost') : undefined));
      return client;
    },
    end: () => pool.end(),
  };
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
