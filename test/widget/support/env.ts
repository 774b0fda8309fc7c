/**
 * Test support with no widget code in it: the servers of this run, waiting, and WTR server
 * commands. (The built-bundle tests use only this, so the page holds nothing but the real bundle.)
 */
export interface TestConfig {
  /** the real Kefu server (serves dist/widget) */
  kefuServer: string;
  /** test/widget/fixtures/api-server.ts */
  fixtureServer: string;
}

let config: Promise<TestConfig> | null = null;

export function testConfig(): Promise<TestConfig> {
  config ??= fetch('/__kefu_test_config.json').then((r) => r.json() as Promise<TestConfig>);
  return config;
}

/** A probe's result that is not a promise (an async probe belongs to waitForAsync). */
type Sync<T> = T extends PromiseLike<unknown> ? never : T;

/** Poll until `probe` returns something truthy (r2wc renders asynchronously: toolchain notes). */
export async function waitFor<T>(probe: () => Sync<T> | null | undefined | false, what = 'condition', timeoutMs = 5000): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** waitFor with an asynchronous probe. */
export async function waitForAsync<T>(probe: () => Promise<T | null | undefined | false>, what = 'condition', timeoutMs = 5000): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** A unique id per test, so the API fixture's request log keeps tests apart. */
export function runId(): string {
  return `r${Math.random().toString(36).slice(2, 10)}`;
}

// The session id is read once: route tests change the address bar.
const sessionId = new URL(location.href).searchParams.get('wtr-session-id');
const SOCKET_MODULE = '/__web-dev-server__web-socket.js';
// Not `import(variable)`: Vite would rewrite that through its HMR client, which has no socket here.
const importUrl = new Function('url', 'return import(url)') as (url: string) => Promise<unknown>;

/** Run a WTR server command (web-test-runner.config.mjs plugins). */
export async function serverCommand<T = unknown>(command: string, payload?: unknown): Promise<T> {
  const socket = (await importUrl(SOCKET_MODULE)) as {
    sendMessageWaitForResponse(msg: unknown): Promise<{ executed: boolean; response: T }>;
  };
  const answer = await socket.sendMessageWaitForResponse({ type: 'wtr-command', sessionId, command, payload });
  if (!answer.executed) throw new Error(`server command ${command} was not executed`);
  return answer.response;
}

/** Emulate a phone (coarse pointer, touch, phone user agent) or go back to the desktop. */
export function emulateDevice(payload: { phone: boolean; width?: number; height?: number }): Promise<unknown> {
  return serverCommand('kefu-emulate-device', payload);
}

/** The `<style>` and `<link>` elements of the host's <head>, to prove the widget adds none. */
export function headStyles(): string[] {
  return [...document.head.querySelectorAll('style, link')].map((n) => n.outerHTML);
}
