// Widget tests (test/widget) in real headless Chromium (CHROME_PATH, default /usr/bin/chromium).
//
// - Vite (vite.config.ts: preact alias, Linaria + shadow-root CSS) runs in middleware mode inside
//   WTR's dev server and compiles the test files and src/ (toolchain notes: the esbuild plugin
//   alone cannot do .tsx with Linaria).
// - Two real servers start with the run and stop with it:
//     the Kefu server (node --import tsx server/main.ts, fresh DATA_DIR) — serves the BUILT widget
//     (dist/widget, rebuilt here when older than its sources) for the cross-origin tests;
//     a test-only API server (test/widget/fixtures/api-server.ts) for the API-client cases.
//   Tests find them at GET /__kefu_test_config.json.
// - Command `kefu-emulate-device` emulates a phone (touch, coarse pointer, phone UA, size).
//
// Run: npx wtr --config web-test-runner.config.mjs   (npm test runs it after the build)
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { chromeLauncher } from '@web/test-runner-chrome';
import { chromePath } from './scripts/browser.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const HOST = '127.0.0.1';

const CHROME_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  // two test pages run at once: the one in the background must not have its timers and
  // effects throttled to once a second
  '--disable-background-timer-throttling', '--disable-renderer-backgrounding', '--disable-backgrounding-occluded-windows',
];

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, HOST, () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Newest modification time below a path. */
function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return fs.readdirSync(p).reduce((max, e) => Math.max(max, newest(path.join(p, e))), st.mtimeMs);
}

/** The cross-origin tests load dist/widget: build it when missing or older than its sources. */
function ensureWidgetBuilt() {
  const entry = path.join(root, 'dist/widget/kefu-widget.js');
  const sources = Math.max(...['protocol', 'src', 'locales', 'index.html', 'vite.config.ts', 'scripts/locale-parts.ts'].map((s) => newest(path.join(root, s))));
  if (fs.existsSync(entry) && fs.statSync(entry).mtimeMs >= sources) return;
  console.log('[kefu] dist/widget is missing or stale: building it for the cross-origin tests…');
  const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('widget build failed');
}

/** Start a child process and wait until `ready()` resolves; returns a stopper. */
async function startChild(name, args, env, ready) {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d) => { out += d; });
  child.stderr.on('data', (d) => { out += d; process.stderr.write(`[${name}] ${d}`); });
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}:\n${out}`);
    if (await ready(() => out).catch(() => false)) break;
    if (Date.now() > deadline) throw new Error(`${name} did not start in 60 s:\n${out}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  };
}

async function startServers() {
  ensureWidgetBuilt();
  const kefuPort = await freePort();
  const fixturePort = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kefu-wtr-'));
  const kefuUrl = `http://${HOST}:${kefuPort}`;
  const fixtureUrl = `http://${HOST}:${fixturePort}`;
  const [stopKefu, stopFixture] = await Promise.all([
    startChild('kefu-server', ['--import', 'tsx', 'server/main.ts'], { PORT: String(kefuPort), HOST, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      async () => (await fetch(`${kefuUrl}/healthz`)).ok),
    startChild('api-fixture', ['--import', 'tsx', 'test/widget/fixtures/api-server.ts'], { PORT: String(fixturePort) },
      async (out) => out().includes('listening')),
  ]);
  return {
    config: { kefuServer: kefuUrl, fixtureServer: fixtureUrl },
    stop: async () => {
      await Promise.all([stopKefu(), stopFixture()]);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Serves the servers' URLs to the tests and owns their lifetime. */
function kefuServersPlugin() {
  let servers;
  return {
    name: 'kefu-servers',
    async serverStart() {
      servers = await startServers();
    },
    async serverStop() {
      await servers?.stop();
    },
    serve(context) {
      if (context.path === '/__kefu_test_config.json') return { body: JSON.stringify(servers.config), type: 'json' };
      return undefined;
    },
  };
}

/**
 * `kefu-emulate-device`: {phone: true, width, height} emulates a phone (touch, so a coarse
 * pointer; a phone user agent; the window size); {phone: false} a desktop. Plain CDP calls:
 * puppeteer's setViewport({isMobile, hasTouch}) would reload the page and end the test run.
 */
function emulateDevicePlugin() {
  const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
  // CDP overrides last as long as their session: keep one per test page.
  const sessions = new Map();
  return {
    name: 'kefu-emulate-device',
    async executeCommand({ command, payload, session }) {
      if (command !== 'kefu-emulate-device') return undefined;
      const page = session.browser.getPage(session.id);
      const { phone = false, width = 800, height = 600 } = payload ?? {};
      const desktopUa = await page.browser().userAgent();
      // a background tab gets no rendering steps, so no resize events: show this page
      await page.bringToFront();
      let cdp = sessions.get(page);
      if (!cdp) {
        cdp = await page.createCDPSession();
        sessions.set(page, cdp);
      }
      await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: phone, maxTouchPoints: phone ? 5 : 1 });
      await cdp.send('Emulation.setEmitTouchEventsForMouse', { enabled: phone, configuration: 'mobile' });
      await cdp.send('Emulation.setUserAgentOverride', { userAgent: phone ? PHONE_UA : desktopUa });
      // mobile: false keeps innerWidth equal to the width (no 980 px layout viewport)
      await cdp.send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: 1, mobile: false });
      return true;
    },
  };
}

/**
 * `kefu-screenshot` {name}: a PNG of the test page in the OS temp dir (kefu-gallery/NAME.png), so
 * the gallery's states can be looked at; answers the path.
 */
function screenshotPlugin() {
  return {
    name: 'kefu-screenshot',
    async executeCommand({ command, payload, session }) {
      if (command !== 'kefu-screenshot') return undefined;
      const page = session.browser.getPage(session.id);
      const dir = path.join(os.tmpdir(), 'kefu-gallery');
      fs.mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `${String(payload?.name ?? 'shot').replace(/[^\w-]/g, '_')}.png`);
      await page.screenshot({ path: file, fullPage: false });
      return file;
    },
  };
}

/** Vite in middleware mode: it answers the module requests, WTR answers its own. */
async function viteMiddleware() {
  const vite = await createServer({
    configFile: path.join(root, 'vite.config.ts'),
    root,
    logLevel: 'warn',
    appType: 'custom',
    // its own optimizer cache, so `npx vite` and the tests do not re-optimise each other's
    cacheDir: path.join(root, 'node_modules/.vite-wtr'),
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  const VITE_PATHS = /^\/(?:protocol|src|test|locales|node_modules|@vite|@fs|@id)\//;
  return {
    vite,
    middleware: async (ctx, next) => {
      if (!VITE_PATHS.test(ctx.path)) return next();
      ctx.respond = false;
      await new Promise((resolve) => {
        ctx.res.once('finish', resolve);
        vite.middlewares(ctx.req, ctx.res, () => {
          ctx.respond = true;
          resolve();
        });
      });
      if (ctx.respond) return next();
      return undefined;
    },
  };
}

const { vite, middleware } = await viteMiddleware();

export default {
  rootDir: root,
  files: ['test/widget/**/*.test.{ts,tsx}'],
  nodeResolve: false,
  // one page at a time: a second page is a background tab, whose timers Chromium throttles, so
  // files that wait on timers (the work-order template ~1 s after mount, toasts) stall there; one
  // page ran the suite in a third of the time of two
  concurrency: 1,
  concurrentBrowsers: 1,
  testsFinishTimeout: 120_000,
  browserStartTimeout: 60_000,
  testFramework: { config: { timeout: 10_000 } },
  browsers: [chromeLauncher({ launchOptions: { executablePath: chromePath(), headless: true, args: CHROME_ARGS } })],
  middleware: [middleware],
  plugins: [
    kefuServersPlugin(),
    emulateDevicePlugin(),
    screenshotPlugin(),
    { name: 'kefu-vite-close', async serverStop() { await vite.close(); } },
  ],
};
