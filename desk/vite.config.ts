// The agent desk build: a React app under /desk/, react aliased to preact/compat like the widget.
import { defineConfig } from 'vite';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: here,
  base: '/desk/',
  define: { 'process.env.NODE_ENV': '"production"' },
  resolve: {
    alias: [
      { find: 'react-dom/client', replacement: 'preact/compat/client' },
      { find: 'react-dom', replacement: 'preact/compat' },
      { find: 'react/jsx-runtime', replacement: 'preact/jsx-runtime' },
      { find: 'react', replacement: 'preact/compat' },
    ],
  },
  esbuild: { jsx: 'automatic' },
  build: { outDir: path.resolve(here, '../dist/desk'), emptyOutDir: true },
  logLevel: 'warn',
});
