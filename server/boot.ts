/**
 * The one boot sequence of DESIGN §2: config → store → migrations → services → seed → app. The
 * server (`main.ts`), the command line (`cli/`), the benches and the tests all start Kefu here,
 * so what they run is the same server; they differ only in the environment they pass (a data
 * directory, a database URL, the rate limits) and in whether they want the HTTP app.
 */
import type { FastifyInstance } from 'fastify';
import { loadConfig } from './config';
import type { Config } from './config';
import { openStore } from './store/db';
import type { Store } from './store/db';
import { migrateToLatest } from './store/migrate';
import { createServices } from './services';
import type { Services } from './services';
import { systemClock } from './clock';
import type { Clock } from './clock';
import { buildApp } from './app';
import { loadOrCreateSecret } from './identity';
import { seedDemo } from './seed';

export interface BootOptions {
  /** the environment the config is read from (every variable of docs/operations.md) */
  env: Record<string, string | undefined>;
  /** the project's root (dist/, demo-host/) */
  rootDir: string;
  clock?: Clock;
  /** the visitor-token secret; by default TOKEN_SECRET or the one kept in DATA_DIR */
  tokenSecret?: string;
  /** run the demo seed (it only writes into a database without tenants); default true */
  seed?: boolean;
  /** pino options or false (no log); default: the config's level with redaction */
  logger?: boolean | object;
}

export interface Core {
  config: Config;
  store: Store;
  services: Services;
  /** true when this start wrote the demo tenant */
  seeded: boolean;
  /** stops the timers, the mail worker, the sockets, the robot's workers, the bus and the store, in that order */
  close(): Promise<void>;
}

export interface Booted extends Core {
  app: FastifyInstance;
}

/** Everything but the HTTP app: what the command line needs. */
export async function bootCore(opts: BootOptions): Promise<Core> {
  const config = loadConfig(opts.env, opts.rootDir);
  const clock = opts.clock ?? systemClock;
  const store = openStore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(store.db);
  } catch (err) {
    await store.close();
    throw err;
  }
  const tokenSecret = opts.tokenSecret ?? loadOrCreateSecret(config.dataDir, config.tokenSecret);
  const services = createServices({ config, store, clock, tokenSecret });
  // first start only: the demo tenant (DESIGN §1); a database with any tenant is left alone
  const seeded = opts.seed === false ? false
    : await seedDemo({ db: store.db, clock, channels: services.channels, agentPassword: config.demoAgentPassword });
  const close = async (): Promise<void> => {
    services.timers.stop();
    await services.mail.stop();
    await services.hub.close();
    await services.robot.close();
    await services.bus.close();
    await store.close();
  };
  return { config, store, services, seeded, close };
}

/** The whole server, built but not listening (tests drive it with `inject`, main.ts listens). */
export async function boot(opts: BootOptions): Promise<Booted> {
  const core = await bootCore(opts);
  const app = await buildApp({ services: core.services, ...(opts.logger === undefined ? {} : { logger: opts.logger }) });
  return {
    ...core,
    app,
    async close() {
      // live work first (timers, desk sockets), then the HTTP app, then what they used
      core.services.timers.stop();
      await core.services.mail.stop();
      await core.services.hub.close();
      await app.close();
      await core.close();
    },
  };
}
