/**
 * End-to-end harness (DESIGN §6: real server, real Chromium, no mocks of our own server).
 *
 * - startKefu(): `node --import tsx server/main.ts` on a free port with a fresh DATA_DIR.
 * - startHost(): a second origin for host pages. Kefu listens on http://127.0.0.1:<kefu>, host
 *   pages are served from http://localhost:<host> (a different origin), and the same server
 *   answers as a third, "foreign" origin at http://127.0.0.1:<host>. Demo pages are served from
 *   demo-host/ with the snippet's `src="/kefu.js"` pointed at the Kefu server.
 * - launchBrowser(): Debian's Chromium with the flags of notes/toolchain.md.
 *
 * The tests assume `npm run build` ran (scripts/test.mjs does it); assertBuilt() says so clearly.
 * bench/ reuses this harness.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before } from 'node:test';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { ServePaths } from '../../protocol/embed';
import { chromePath } from '../../scripts/browser.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DEMO_HOST = path.join(ROOT, 'demo-host');

/** notes/toolchain.md: headless Chromium without background traffic into the closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

/** The built files the e2e tests need (docs/architecture.md "What the server serves"). */
const BUILT = ['dist/loader/kefu.js', 'dist/loader/kefu-embed.js', 'dist/widget/kefu-widget.js', 'dist/widget/index.html', 'dist/desk/index.html'];

export function assertBuilt(): void {
  const missing = BUILT.filter((f) => !fs.existsSync(path.join(ROOT, f)));
  if (missing.length) {
    throw new Error(`The e2e tests need a build: run \`npm run build\` first (missing: ${missing.join(', ')}).`);
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface KefuServer {
  /** http://127.0.0.1:<port>: the loader's origin */
  origin: string;
  port: number;
  dataDir: string;
  stop(): Promise<void>;
  /** Stop the process (SIGTERM), run `whileDown`, start it again on the same port and data dir. */
  restart(whileDown?: () => Promise<void>): Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Kefu server exited with ${child.exitCode} before /healthz answered:\n${output()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`Kefu server did not answer ${url} within ${timeoutMs} ms:\n${output()}`);
}

/**
 * Every server this process started and has not stopped. A test file that fails or is cancelled
 * before its `after` ran must not leave one running (the e2e suite would never end): they are
 * killed when this process exits, whatever the reason.
 */
const liveServers = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of liveServers) if (child.exitCode === null) child.kill('SIGKILL');
});
/** How many servers started here are still running (their process has not exited). */
export const liveServerCount = (): number => liveServers.size;

/** The real server (`node --import tsx server/main.ts`) on a free port with a fresh data dir. */
export async function startKefu(env: Record<string, string> = {}): Promise<KefuServer> {
  assertBuilt();
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kefu-e2e-'));
  const origin = `http://127.0.0.1:${port}`;
  let child: ChildProcess;
  let out = '';
  const spawnServer = () => {
    out = '';
    const c = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/main.ts')], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    liveServers.add(c);
    c.once('exit', () => liveServers.delete(c));
    const keep = (d: Buffer) => { out = (out + d.toString()).slice(-20_000); };
    c.stdout?.on('data', keep);
    c.stderr?.on('data', keep);
    child = c;
  };
  const kill = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
  };
  const stop = async () => {
    await kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const up = async () => {
    spawnServer();
    try {
      await waitForHealth(`${origin}/healthz`, child, () => out, 30_000);
    } catch (err) {
      await stop();
      throw err;
    }
  };
  await up();
  // the same port and data dir: what a deploy or a crash-and-restart looks like to clients
  const restart = async (whileDown?: () => Promise<void>) => {
    await kill();
    await whileDown?.();
    await up();
  };
  return { origin, port, dataDir, stop, restart };
}

export interface HostServer {
  /** http://localhost:<port>: where host pages live (a different origin from Kefu's) */
  origin: string;
  /** http://127.0.0.1:<port>: the same server as a third origin, for foreign-message tests */
  foreignOrigin: string;
  /** Serve `html` at `urlPath` (with optional response headers). */
  page(urlPath: string, html: string, headers?: Record<string, string>): void;
  stop(): Promise<void>;
}

/** Point a page's snippet at the Kefu server (demo pages use a same-origin `/kefu.js`). */
export function pointSnippetAt(html: string, kefuOrigin: string): string {
  return html.replaceAll(`src="${ServePaths.loader}"`, `src="${kefuOrigin}${ServePaths.loader}"`);
}

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.css': 'text/css', '.js': 'text/javascript' };

/** A static server for host pages: demo-host/ files plus pages the tests register. */
export async function startHost(kefuOrigin: string): Promise<HostServer> {
  const pages = new Map<string, { html: string; headers: Record<string, string> }>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const extra = pages.get(url.pathname);
    if (extra) {
      res.writeHead(200, { 'content-type': TYPES['.html']!, 'cache-control': 'no-store', ...extra.headers });
      res.end(extra.html);
      return;
    }
    const rel = url.pathname === '/' ? 'index.html' : decodeURIComponent(url.pathname.slice(1));
    const file = path.resolve(DEMO_HOST, rel);
    if (!file.startsWith(DEMO_HOST + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404).end('not found');
      return;
    }
    const ext = path.extname(file);
    let body: string | Buffer = fs.readFileSync(file);
    if (ext === '.html') body = pointSnippetAt(body.toString(), kefuOrigin);
    res.writeHead(200, { 'content-type': TYPES[ext] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    res.end(body);
  });
  const port = await freePort();
  // Dual-stack where possible: Chromium may try ::1 for "localhost" before 127.0.0.1.
  await new Promise<void>((resolve, reject) => {
    server.once('error', () => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    server.listen({ port, host: '::', ipv6Only: false }, resolve);
  });
  return {
    origin: `http://localhost:${port}`,
    foreignOrigin: `http://127.0.0.1:${port}`,
    page(urlPath, html, headers = {}) {
      pages.set(urlPath, { html, headers });
    },
    stop: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

/** CHROME_PATH (scripts/browser.mjs), with a time limit: a browser that cannot start fails the test. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromePath(), args: CHROMIUM_ARGS, timeout: 60_000 });
}

/** The stub of the snippet (loader/README.md), verbatim. */
export const STUB = '<script>window.KefuChat=window.KefuChat||function(){(KefuChat.q=KefuChat.q||[]).push(arguments)};</script>';

export interface SnippetOptions {
  mode?: 'element' | 'iframe';
  position?: 'left' | 'right';
  locale?: string;
  userName?: string;
  email?: string;
  phone?: string;
  channelId?: string;
}

/** The loader tag site owners paste, pointing at `kefuOrigin`. */
export function loaderTag(kefuOrigin: string, o: SnippetOptions = {}): string {
  const attrs: [string, string | undefined][] = [
    ['data-channel-id', o.channelId ?? 'demo'], ['data-mode', o.mode], ['data-position', o.position],
    ['data-locale', o.locale], ['data-user-name', o.userName], ['data-email', o.email], ['data-phone', o.phone],
  ];
  const data = attrs.filter(([, v]) => v !== undefined).map(([k, v]) => ` ${k}="${v}"`).join('');
  return `<script async src="${kefuOrigin}${ServePaths.loader}"${data}></script>`;
}

/** A plain host page: `body` first, then (in order) whatever scripts are given. (No icon: the test host serves none.) */
export function hostPage(body: string, ...scripts: string[]): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>host</title><link rel="icon" href="data:,"></head><body>${body}\n${scripts.join('\n')}</body></html>`;
}

/** A fresh context and page; page errors are collected so a failing test can show them. */
export async function openPage(browser: Browser, viewport = { width: 1280, height: 800 }): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport });
  // no action or wait without its own timeout may hang until the test's outer bound: it fails
  // here, naming the locator it waited for
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`${m.text()}${m.location().url ? ` (${m.location().url})` : ''}`); });
  return { context, page, errors };
}

/** What each e2e file runs against: one Kefu server, one host-page server on another origin, one browser. */
export interface Stack { server: KefuServer; host: HostServer; browser: Browser }

/** Starts all three, or stops what did start and rethrows: a browser that cannot launch leaves no server behind. */
export async function startStack(env: Record<string, string> = {}): Promise<Stack> {
  const s: Partial<Stack> = {};
  try {
    s.server = await startKefu(env);
    s.host = await startHost(s.server.origin);
    s.browser = await launchBrowser();
    return s as Stack;
  } catch (err) {
    await stopStack(s);
    throw err;
  }
}

/** Stops what started (a half-started stack too: `before` may have failed midway). */
export async function stopStack(s: Partial<Stack>): Promise<void> {
  await s.browser?.close();
  await s.host?.stop();
  await s.server?.stop();
}

/**
 * One stack for the calling test file (the server with `env` added to its environment): started
 * before its tests, stopped after them (pass or fail); `onStarted` sees it first (a file that
 * keeps the parts in variables, or sets up pages on the host). Call at the file's top level; the getter gives the running stack inside a test.
 */
export function stackPerFile(env: Record<string, string> = {}, onStarted?: (s: Stack) => void | Promise<void>): () => Stack {
  let s: Partial<Stack> = {};
  // `onStarted` runs in the same hook: another root hook of the file may run before this one ends
  before(async () => {
    s = await startStack(env);
    await onStarted?.(s as Stack);
  });
  after(() => stopStack(s));
  return () => s as Stack;
}

/**
 * Waits until the element's attribute has the value (a state the page sets after a key or a
 * click, in its own render): reading it once right after the input races the render.
 */
export async function attributeBecomes(l: Locator, name: string, value: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const now = await l.getAttribute(name, { timeout: timeoutMs });
    if (now === value) return;
    if (Date.now() > deadline) throw new Error(`${name} is ${JSON.stringify(now)}, expected ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
