/**
 * The lockfile is stable: `npm install` on a clean clone must not rewrite it, and `npm ci` must
 * accept it. Both fail when a locked package names an optional dependency (rollup's and esbuild's
 * per-platform binaries) that has no entry of its own — npm then adds the missing entries on
 * every fresh machine, and `npm ci` refuses to run ("Missing: … from lock file").
 */
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ROOT } from '../helpers';

interface LockEntry { version?: string; optionalDependencies?: Record<string, string> }

test('every optional dependency of a locked package has its own lockfile entry', () => {
  const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> };
  const missing: string[] = [];
  for (const [where, entry] of Object.entries(lock.packages)) {
    for (const name of Object.keys(entry.optionalDependencies ?? {})) {
      // npm resolves a dependency in the nearest node_modules up the tree
      const parts = where ? where.split('/node_modules/') : [];
      let found = false;
      for (let i = parts.length; i >= 0 && !found; i--) {
        const base = parts.slice(0, i).join('/node_modules/');
        found = `${base ? `${base}/` : ''}node_modules/${name}` in lock.packages;
      }
      if (!found) missing.push(`${name} (wanted by ${where || 'the root'})`);
    }
  }
  assert.deepEqual(missing, []);
});

test('package.json and the lockfile agree on every direct dependency', () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as Record<string, Record<string, string>>;
  const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> };
  const wrong: string[] = [];
  for (const field of ['dependencies', 'devDependencies']) {
    for (const [name, version] of Object.entries(pkg[field] ?? {})) {
      const locked = lock.packages[`node_modules/${name}`]?.version;
      if (locked !== version) wrong.push(`${name}: package.json ${version}, lockfile ${locked ?? 'none'}`);
    }
  }
  assert.deepEqual(wrong, []);
});
