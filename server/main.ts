/**
 * The server's entry point (DESIGN §1): boots Kefu from the environment (server/boot.ts), listens,
 * starts the chat timers and the mail worker, and shuts down cleanly on SIGINT / SIGTERM. With the command line
 * (server/cli/), the only files that read process.env.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError } from './config';
import { boot } from './boot';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main(): Promise<void> {
  let kefu;
  try {
    kefu = await boot({ env: process.env, rootDir });
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  const { app, config, services, seeded } = kefu;
  const shutdown = async (): Promise<void> => {
    await kefu.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
  await app.listen({ port: config.port, host: config.host });
  // the chat timers of spec §4 and presence expiry, from stored times (server/routing/timers.ts)
  services.timers.start(config.desk.timerIntervalMs);
  // the e-mail outbox's worker (server/mail): sends what earlier processes left pending
  services.mail.start({ log: app.log });
  if (seeded) app.log.info('seeded the demo tenant: channels demo and demo-wo, agents agent1 and agent2, admin admin');
  app.log.info(`Kefu on http://localhost:${config.port}/  (desk: /desk/, agent password: ${config.demoAgentPassword})`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
