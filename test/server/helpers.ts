/**
 * Test harness: a real app on a real SQLite file in a fresh temp dir (or the local PostgreSQL
 * when `pg` is asked for), driven through `inject`. No mocks of our own server.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../server/config';
import { openStore } from '../../server/store/db';
import { migrateToLatest } from '../../server/store/migrate';
import { createServices } from '../../server/services';
import type { Services } from '../../server/services';
import { ManualClock } from '../../server/clock';
import { buildApp } from '../../server/app';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  clock: ManualClock;
  dataDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** a postgres:// URL: the schema is reset first */
  databaseUrl?: string;
  env?: Record<string, string>;
}

export async function makeTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kefu-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...opts.env, ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}) }, ROOT);
  const store = openStore({ databaseUrl: config.databaseUrl, dataDir });
  await migrateToLatest(store.db);
  const clock = new ManualClock(Date.now());
  const services = createServices({ config, store, clock, tokenSecret: 'test-secret-test-secret-test-secret-0123' });
  const app = await buildApp({ services, logger: false });
  await app.ready();
  return {
    app, services, clock, dataDir,
    async close() {
      await app.close();
      await store.close();
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
