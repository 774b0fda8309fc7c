/**
 * Test harness: a real app on a real SQLite file in a fresh temp dir (or the local PostgreSQL
 * when `pg` is asked for), driven through `inject`. No mocks of our own server.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../server/config';
import { openStore } from '../../server/store/db';
import { migrateToLatest } from '../../server/store/migrate';
import { createServices } from '../../server/services';
import type { Services } from '../../server/services';
import { ManualClock } from '../../server/clock';
import { buildApp } from '../../server/app';
import { seedDemo } from '../../server/seed';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The local PostgreSQL of DESIGN §5 (trust auth); override with KEFU_TEST_PG_URL. */
export const PG_URL = process.env.KEFU_TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/test';

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  clock: ManualClock;
  dataDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** a postgres:// URL: the app gets a fresh schema of its own there, dropped on close */
  databaseUrl?: string;
  env?: Record<string, string>;
  /** run the demo seed (tenant demo, channels demo and demo-wo, agents, groups) */
  seed?: boolean;
}

/** Why PostgreSQL cannot be used, or null when it answers (tests skip with this reason). */
export async function pgUnavailable(url = PG_URL): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (err) {
    return `PostgreSQL at ${url.replace(/\/\/[^@]*@/, '//')} is not reachable: ${(err as Error).message}`;
  } finally {
    await client.end().catch(() => {});
  }
}

/** A fresh schema in the PostgreSQL database; the returned URL puts it first on the search_path. */
async function freshSchema(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const schema = `kefu_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: u.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop schema if exists ${schema} cascade`);
      await c.end();
    },
  };
}

export async function makeTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kefu-test-'));
  const schema = opts.databaseUrl ? await freshSchema(opts.databaseUrl) : undefined;
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...opts.env, ...(schema ? { DATABASE_URL: schema.url } : {}) }, ROOT);
  const store = openStore({ databaseUrl: config.databaseUrl, dataDir });
  await migrateToLatest(store.db);
  const clock = new ManualClock(Date.now());
  const services = createServices({ config, store, clock, tokenSecret: 'test-secret-test-secret-test-secret-0123' });
  if (opts.seed) await seedDemo({ db: store.db, clock, channels: services.channels, agentPassword: config.demoAgentPassword });
  const app = await buildApp({ services, logger: false });
  await app.ready();
  return {
    app, services, clock, dataDir,
    async close() {
      await app.close();
      await services.bus.close();
      await store.close();
      await schema?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** POST JSON through inject; returns the parsed envelope and the HTTP status. */
export async function post<T = unknown>(app: FastifyInstance, url: string, body: unknown, token?: string): Promise<{ status: number; code: number; msg: string; data: T }> {
  const res = await app.inject({
    method: 'POST', url,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: JSON.stringify(body),
  });
  const parsed = JSON.parse(res.body) as { code: number; msg: string; data: T };
  return { status: res.statusCode, ...parsed };
}
