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

/**
 * In the child: the seeded server on SQLite in `dataDir` (or `databaseUrl`), listening on a free
 * port — booted by the server's own boot (server/boot.ts) from the environment the bench was run
 * with, so every documented variable (RATE_LIMITS, KEFU_RATE_*, REDIS_URL…) reaches it; `env`
 * holds what the bench itself needs, and the data directory and database are the bench's own.
 */
export async function serveKefu(opts: { dataDir: string; databaseUrl?: string | undefined; env?: Record<string, string>; agentPassword: string }): Promise<void> {
  const { boot } = await import('../../server/boot');
  const env: Record<string, string | undefined> = {
    ...process.env, LOG_LEVEL: 'silent', ...opts.env,
    DATA_DIR: opts.dataDir, DEMO_AGENT_PASSWORD: opts.agentPassword, DATABASE_URL: opts.databaseUrl,
  };
  const kefu = await boot({ env, rootDir: ROOT, logger: false, tokenSecret: crypto.randomBytes(32).toString('hex') });
  // a clean exit (so `--cpu-prof` can write its profile when the parent stops us)
  process.once('SIGTERM', () => void kefu.close().then(() => process.exit(0)));
  await kefu.app.listen({ port: 0, host: '127.0.0.1' });
  printPort(kefu.app.server.address());
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
