/**
 * The real Kefu server in a child process, for benches that measure it over HTTP (bench/server.ts,
 * bench/routing.ts): one core for the server, the other for the load. The child prints its port
 * as one JSON line on stdout.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ChildServer { port: number; child: ChildProcess }

/** In the child: the seeded app on SQLite in `dataDir` (or `databaseUrl`), listening on a free port. */
export async function serveKefu(opts: { dataDir: string; databaseUrl?: string | undefined; env?: Record<string, string>; agentPassword: string }): Promise<void> {
  const { loadConfig } = await import('../../server/config');
  const { openStore } = await import('../../server/store/db');
  const { migrateToLatest } = await import('../../server/store/migrate');
  const { createServices } = await import('../../server/services');
  const { systemClock } = await import('../../server/clock');
  const { buildApp } = await import('../../server/app');
  const { seedDemo } = await import('../../server/seed');
  const config = loadConfig({ DATA_DIR: opts.dataDir, LOG_LEVEL: 'silent', ...opts.env, ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}) }, ROOT);
  const store = openStore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(store.db);
  const services = createServices({ config, store, clock: systemClock, tokenSecret: crypto.randomBytes(32).toString('hex') });
  await seedDemo({ db: store.db, clock: systemClock, channels: services.channels, agentPassword: opts.agentPassword });
  const app = await buildApp({ services, logger: false });
  // a clean exit (so `--cpu-prof` can write its profile when the parent stops us)
  process.once('SIGTERM', () => void app.close().then(() => store.close()).then(() => process.exit(0)));
  await app.listen({ port: 0, host: '127.0.0.1' });
  printPort(app.server.address());
}

export function printPort(addr: unknown): void {
  const port = typeof addr === 'object' && addr && 'port' in addr ? Number((addr as { port: number }).port) : 0;
  process.stdout.write(`${JSON.stringify({ port })}\n`);
}

/** In the parent: runs `script` with `args` in a child and resolves with the port it prints. */
export function startChild(script: string, args: string[], env: Record<string, string | undefined>): Promise<ChildServer> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n')[0];
      if (out.includes('\n') && line) resolve({ port: (JSON.parse(line) as { port: number }).port, child });
    });
    child.once('exit', (code) => reject(new Error(`${path.basename(script)} ${args.join(' ')} exited with ${code}`)));
  });
}

export async function stopChild(s: ChildServer): Promise<void> {
  s.child.removeAllListeners('exit');
  const done = new Promise((r) => s.child.once('exit', r));
  s.child.kill('SIGTERM');
  await done;
}
