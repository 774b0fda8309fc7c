/**
 * A throwaway schema in a PostgreSQL database, for the server tests (test/server/helpers.ts) and
 * the server bench (bench/server.ts): created under a random name, the returned URL puts it first
 * on the search_path, and drop() removes it with everything in it.
 */
import crypto from 'node:crypto';
import pg from 'pg';

export interface ScratchSchema {
  url: string;
  drop(): Promise<void>;
}

/** Throws when PostgreSQL does not answer (within 2 s to connect). */
export async function freshSchema(url: string, prefix = 'kefu_test'): Promise<ScratchSchema> {
  const schema = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
    await admin.query(`create schema ${schema}`);
  } finally {
    await admin.end().catch(() => {});
  }
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: u.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      try {
        await c.query(`drop schema if exists ${schema} cascade`);
      } finally {
        await c.end();
      }
    },
  };
}
