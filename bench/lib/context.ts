/**
 * What benches share within one `npm run bench`: the real server, a second origin for host
 * pages, and one Chromium — each started on first use and stopped at the end. It reuses the
 * e2e harness (test/e2e/harness.ts), so the bench measures exactly what the tests exercise.
 */
import type { Browser } from 'playwright-core';
import { launchBrowser, startHost, startKefu } from '../../test/e2e/harness';
import type { HostServer, KefuServer } from '../../test/e2e/harness';

export interface BenchContext {
  kefu(): Promise<KefuServer>;
  host(): Promise<HostServer>;
  browser(): Promise<Browser>;
  /** progress for humans: stderr, so stdout stays one JSON object */
  log(message: string): void;
  close(): Promise<void>;
}

/** A bench module: returns a JSON-able result. Timing never fails a bench; it only reports. */
export type Bench = (ctx: BenchContext) => Promise<unknown>;

export function createContext(): BenchContext {
  let kefu: Promise<KefuServer> | undefined;
  let host: Promise<HostServer> | undefined;
  let browser: Promise<Browser> | undefined;
  const ctx: BenchContext = {
    kefu: () => (kefu ??= startKefu()),
    host: () => (host ??= ctx.kefu().then((k) => startHost(k.origin))),
    browser: () => (browser ??= launchBrowser()),
    log: (message) => process.stderr.write(`[bench] ${message}\n`),
    async close() {
      await (await browser?.catch(() => undefined))?.close();
      await (await host?.catch(() => undefined))?.stop();
      await (await kefu?.catch(() => undefined))?.stop();
    },
  };
  return ctx;
}
