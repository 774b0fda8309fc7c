/**
 * Test harness: a real app on a real SQLite file in a fresh temp dir (or the local PostgreSQL
 * when `pg` is asked for), driven through `inject`. No mocks of our own server.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';
import type { TestContext } from 'node:test';
import assert from 'node:assert/strict';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { boot } from '../../server/boot';
import type { Services } from '../../server/services';
import { ManualClock } from '../../server/clock';
import { freshSchema } from './pg-schema';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The local PostgreSQL of DESIGN §5 (trust auth); override with KEFU_TEST_PG_URL. */
export const PG_URL = process.env.KEFU_TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/test';

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  clock: ManualClock;
  dataDir: string;
  /** the PostgreSQL URL the app runs on (its own schema), undefined on SQLite */
  databaseUrl: string | undefined;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** a postgres:// URL: the app gets a fresh schema of its own there, dropped on close */
  databaseUrl?: string;
  env?: Record<string, string>;
  /** run the demo seed (tenant demo, channels demo and demo-wo, agents, groups) */
  seed?: boolean;
  /** reuse this data directory (kept on close): a second app on the same SQLite file, a restart */
  dataDir?: string;
  /** a clock of the caller's (a restart continues from the same time) */
  clock?: ManualClock;
  /** a PostgreSQL URL used as it is (a schema the caller made and drops: two apps on one database) */
  sharedDatabaseUrl?: string;
  /** pino options (e.g. a stream to read the log from); no log by default */
  logger?: object;
}

/**
 * CI sets KEFU_REQUIRE_PG=1: there, a missing local PostgreSQL (or Redis) is a failure, not a
 * skip. Elsewhere the tests that need it skip and print why.
 */
const servicesRequired = (): boolean => process.env.KEFU_REQUIRE_PG === '1';

/** Registers `suite` when PostgreSQL answers; otherwise a test that fails (required) or skips with the reason. */
export async function onPostgres(name: string, suite: () => void): Promise<void> {
  const reason = await pgUnavailable();
  if (!reason) suite();
  else if (servicesRequired()) test(`${name}: PostgreSQL is required (KEFU_REQUIRE_PG=1)`, () => assert.fail(reason));
  else test(`${name} on PostgreSQL`, (t) => t.skip(`skipped: the local PostgreSQL is not there (${reason})`));
}

/**
 * Inside a test that needs a local service: true when it is there (`reason` null); otherwise
 * fails when services are required, else skips with the reason and returns false.
 */
export function serviceThere(t: TestContext, reason: string | null): boolean {
  if (!reason) return true;
  if (servicesRequired()) assert.fail(reason);
  t.skip(`skipped: a local service this test needs is not there (${reason})`);
  return false;
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

export async function makeTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'kefu-test-'));
  // KEFU_TEST_BACKEND=pg runs every app of the suite on PostgreSQL (`npm test -- --only server --pg`)
  const databaseUrl = opts.databaseUrl ?? (process.env.KEFU_TEST_BACKEND === 'pg' && !opts.sharedDatabaseUrl && !opts.dataDir ? PG_URL : undefined);
  const schema = databaseUrl ? await freshSchema(databaseUrl) : undefined;
  const dbUrl = schema?.url ?? opts.sharedDatabaseUrl;
  const clock = opts.clock ?? new ManualClock(Date.now());
  // the server's own boot (server/boot.ts), from an environment of the test's making
  const kefu = await boot({
    env: { DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...opts.env, ...(dbUrl ? { DATABASE_URL: dbUrl } : {}) },
    rootDir: ROOT, clock, tokenSecret: 'test-secret-test-secret-test-secret-0123', seed: opts.seed === true, logger: opts.logger ?? false,
  });
  const { app, services } = kefu;
  await app.ready();
  return {
    app, services, clock, dataDir, databaseUrl: dbUrl,
    async close() {
      await kefu.close();
      await schema?.drop();
      if (!opts.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type Backend = 'sqlite' | 'pg';

/** The seeded demo app on a backend (pg: a fresh schema in the local PostgreSQL). */
export const seededOn = (backend: Backend, env?: Record<string, string>): TestAppOptions =>
  ({ seed: true, ...(backend === 'pg' ? { databaseUrl: PG_URL } : {}), ...(env ? { env } : {}) });

/** For suites about a feature, not its rate limit: room for every call they make (server/rates.ts). */
export const ROOMY_STAFF_WRITES = { KEFU_RATE_STAFF_WRITE: '1000/1m', KEFU_RATE_STAFF_WRITE_ADDRESS: '1000/1m' };

/**
 * Inside a describe: a test app built in a `before` hook and closed in an `after` hook, both
 * registered here (so the describe's own `before` hooks, registered later, can use it). The
 * answer reads through to that app: use it in hooks and tests, not while the describe is defined.
 */
export function useTestApp(opts: TestAppOptions = { seed: true }): TestApp {
  let built: TestApp | undefined;
  const current = (): TestApp => {
    if (!built) throw new Error('the test app exists only inside the hooks and tests of its describe');
    return built;
  };
  before(async () => {
    built = await makeTestApp(opts);
  });
  after(async () => {
    await built?.close();
    built = undefined;
  });
  return {
    get app() { return current().app; },
    get services() { return current().services; },
    get clock() { return current().clock; },
    get dataDir() { return current().dataDir; },
    get databaseUrl() { return current().databaseUrl; },
    close: () => current().close(),
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
