// The one browser setting of every browser test (Web Test Runner, the e2e harness, bench):
// CHROME_PATH, default Debian's /usr/bin/chromium. `npm test` checks it before anything else, so
// a machine without a browser fails in seconds with one line saying what to do, instead of after
// the typecheck and the build (or, worse, with a hung end-to-end suite).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const DEFAULT_CHROME_PATH = '/usr/bin/chromium';

/** The browser binary every browser test launches. */
export function chromePath(env = process.env) {
  return env.CHROME_PATH || DEFAULT_CHROME_PATH;
}

function runnable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** On Debian as root, the default path is one `apt-get install chromium` away. */
function canInstall(file, env) {
  return file === DEFAULT_CHROME_PATH && !env.CHROME_PATH && fs.existsSync('/etc/debian_version') &&
    typeof process.getuid === 'function' && process.getuid() === 0;
}

/**
 * Makes sure the browser is there for the suites that need it (every suite but `server`).
 * Returns null when it is (installing Debian's package first where that is possible), or the
 * one line to print when it is not.
 */
export function ensureBrowser({ only, env = process.env, log = console.log, install = aptInstallChromium } = {}) {
  if (only === 'server' || only === 'desk') return null;
  const file = chromePath(env);
  if (runnable(file)) return null;
  if (canInstall(file, env)) {
    log(`Chromium is missing at ${file}: installing Debian's package (apt-get install -y chromium)…`);
    if (install() && runnable(file)) return null;
    return `Chromium could not be installed at ${file} (apt-get install -y chromium failed): install it, or set CHROME_PATH to a Chromium or Chrome binary.`;
  }
  return `No browser at ${file} (CHROME_PATH): install Chromium (Debian: apt-get install chromium) or set CHROME_PATH to a Chromium or Chrome binary; \`npm test -- --only server\` needs none.`;
}

function aptInstallChromium() {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const opts = { stdio: 'inherit', env, timeout: 15 * 60_000 };
  return spawnSync('apt-get', ['update', '-qq'], opts).status === 0 &&
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], opts).status === 0;
}
