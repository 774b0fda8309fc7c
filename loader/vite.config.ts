/**
 * Builds the loader (loader/README.md) into dist/loader/: `npm run build:loader`.
 *
 * - kefu.js: the loader every page view pays for — one classic script (IIFE, no global name),
 *   minified, no chunks.
 * - kefu-embed.js: its companion, imported by kefu.js when the widget mounts — one ES module
 *   (its default export mounts the widget; a module adds no globals), minified, no chunks.
 *
 * An IIFE build takes one entry, so the companion is a second build, run by a small plugin
 * once the first has written its bundle.
 */
import { build, defineConfig } from 'vite';
import type { BuildEnvironmentOptions, Plugin } from 'vite';

const buildOptions = (input: string, format: 'iife' | 'es', fileName: string, emptyOutDir: boolean): BuildEnvironmentOptions => ({
  outDir: 'dist/loader',
  emptyOutDir,
  // Host pages can be old; the loader must at least run far enough to draw the bubble.
  target: 'es2020',
  minify: true,
  modulePreload: false,
  reportCompressedSize: true,
  // an app build drops entry exports unless told: the companion's default export is its API
  rolldownOptions: { input, preserveEntrySignatures: format === 'es' ? 'strict' : false, output: { format, entryFileNames: fileName } },
});

const companion = (): Plugin => ({
  name: 'kefu-loader-companion',
  apply: 'build',
  async closeBundle() {
    await build({ configFile: false, publicDir: false, build: buildOptions('loader/src/embed.ts', 'es', 'kefu-embed.js', false) });
  },
});

export default defineConfig({ publicDir: false, build: buildOptions('loader/src/main.ts', 'iife', 'kefu.js', true), plugins: [companion()] });
