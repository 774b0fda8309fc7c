/**
 * Composition root (DESIGN §2): config → store → services → http → listen.
 * The only file that reads process.env.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, ConfigError } from './config';
import { openStore } from './store/db';
import { migrateToLatest } from './store/migrate';
import { createServices } from './services';
import { systemClock } from './clock';
import { buildApp } from './app';
import { loadOrCreateSecret } from './identity';
import { seedDemo } from './seed';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env, rootDir);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  const store = openStore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(store.db);
  const tokenSecret = loadOrCreateSecret(config.dataDir, config.tokenSecret);
  const services = createServices({ config, store, clock: systemClock, tokenSecret });
  // first start only: the demo tenant (DESIGN §1); a database with any tenant is left alone
  const seeded = await seedDemo({ db: store.db, clock: systemClock, channels: services.channels, agentPassword: config.demoAgentPassword });
  const app = await buildApp({ services });
  const shutdown = async (): Promise<void> => {
    services.timers.stop();
    await services.hub.close();
    await app.close();
    await services.robot.close();
    await services.bus.close();
    await store.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
  await app.listen({ port: config.port, host: config.host });
  // the chat timers of spec §4 and presence expiry, from stored times (server/routing/timers.ts)
  services.timers.start(config.desk.timerIntervalMs);
  if (seeded) app.log.info('seeded the demo tenant: channels demo and demo-wo, agents agent1 and agent2, admin admin');
  app.log.info(`Kefu on http://localhost:${config.port}/  (desk: /desk/, agent password: ${config.demoAgentPassword})`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
