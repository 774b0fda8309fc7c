/**
 * The agent desk build: a React app under /desk/ (react aliased to preact/compat like the
 * widget), Linaria styles extracted by wyw into one CSS file, one lazy chunk per locale and one
 * for the admin area (agents never load it).
 */
import { defineConfig } from 'vite';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import wyw from '@wyw-in-js/vite';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: here,
  base: '/desk/',
  publicDir: false,
  define: { 'process.env.NODE_ENV': '"production"' },
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  plugins: [
    wyw({
      include: ['**/desk/**/*.{ts,tsx}'],
      exclude: ['**/node_modules/**', '**/protocol/**'],
      prefixer: false,
      babelOptions: { presets: ['@babel/preset-typescript', ['@babel/preset-react', { runtime: 'automatic' }]] },
    }),
  ],
  server: { proxy: { '/api': { target: process.env.KEFU_API ?? 'http://localhost:8080', ws: true } } },
  build: {
    outDir: path.resolve(here, '../dist/desk'),
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  logLevel: 'warn',
});
