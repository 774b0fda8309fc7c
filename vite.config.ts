/**
 * The widget build (DESIGN §4, docs/architecture.md "What the server serves"):
 *   dist/widget/kefu-widget.js   the fixed-name ES module entry (defines <kefu-chat>)
 *   dist/widget/index.html       the full-page / iframe app: `<kefu-chat mode="page">` + the same bundle
 *                                (copied from index.html, see pageHtml)
 *   dist/widget/assets/*         hashed lazy chunks (secondary screens, one chunk per locale)
 * The same config serves the widget tests (web-test-runner.config.mjs mounts it in middleware mode).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import wyw from '@wyw-in-js/vite';

const root = path.dirname(fileURLToPath(import.meta.url));
const SHEET_MODULE = path.join(root, 'src/styles/sheet.ts');
const WYW_CSS_IMPORT = /import\s+(["'])([^"']+\.wyw-in-js\.css)\1;?/g;
const INLINE_WYW_CSS = /\.wyw-in-js\.css\?inline$/;

/**
 * toolchain notes "Linaria CSS and the shadow root": wyw appends `import "X.wyw-in-js.css"` to
 * each styled module, which Vite would inject into the host's document.head (where it styles
 * nothing inside the shadow root, and pollutes the host). Rewrite it to an `?inline` import whose
 * string goes into the one constructable sheet the element adopts (src/styles/sheet.ts).
 */
function shadowRootCss(): Plugin[] {
  return [
    {
      // wyw's own resolveId drops the query, so keep `?inline` here, before it.
      name: 'kefu-shadow-css-resolve',
      enforce: 'pre',
      resolveId(source) {
        if (!INLINE_WYW_CSS.test(source)) return null;
        const file = source.slice(0, -'?inline'.length);
        const abs = file.startsWith(root) ? file : path.join(root, file);
        return `${abs}?inline`;
      },
    },
    {
      name: 'kefu-shadow-css',
      enforce: 'post',
      transform(code, id) {
        if (id.includes('node_modules') || !code.includes('.wyw-in-js.css')) return null;
        let n = 0;
        const out = code.replace(WYW_CSS_IMPORT, (_m, _q: string, file: string) => {
          const name = `__kefuCss${n++}`;
          return `import ${name} from ${JSON.stringify(`${file}?inline`)};\n` +
            `import { addWidgetCss as __kefuAddCss${n} } from ${JSON.stringify(SHEET_MODULE)};\n` +
            `__kefuAddCss${n}(${name});`;
        });
        return n ? { code: out, map: null } : null;
      },
    },
  ];
}

/**
 * `npx vite` for working on the widget: index.html's fixed-name `kefu-widget.js` is the
 * source entry, and the API goes to a running Kefu server (KEFU_API, default :8080). Open
 * http://localhost:5173/chat_online/index?channelId=demo.
 */
function devEntry(): Plugin {
  return {
    name: 'kefu-dev-entry',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url && /^\/(?:chat_online\/)?kefu-widget\.js(?:\?|$)/.test(req.url)) req.url = '/src/main.ts';
        next();
      });
    },
  };
}

/**
 * nanostores keeps its epoch counter on `globalThis.nanostoresGlobal` so several copies of the
 * library can share it. The widget bundles exactly one copy, and in element mode globalThis is
 * the host page's window, where Kefu adds no global but `KefuChat`: keep the counter module-local.
 */
function nanostoresLocal(): Plugin {
  return {
    name: 'kefu-nanostores-local',
    enforce: 'pre',
    transform(code, id) {
      if (!/nanostores[\\/]atom[\\/]index\.js$/.test(id)) return null;
      const next = code.replace('(globalThis.nanostoresGlobal ||= { epoch: 0 })', '{ epoch: 0 }');
      if (next === code) this.error('nanostores changed: the module-local epoch rewrite no longer applies');
      return { code: next, map: null };
    },
  };
}

/**
 * dist/widget/index.html is copied, not built: as a second build input it would make the
 * automatic chunking split the modules both "entries" share into extra chunks, and the page
 * only loads the fixed-name bundle anyway. `vite-ignore` is what keeps Vite's dev server (which
 * does serve index.html) from rewriting that script tag.
 */
function pageHtml(): Plugin {
  return {
    name: 'kefu-page-html',
    apply: 'build',
    generateBundle() {
      const html = fs.readFileSync(path.join(root, 'index.html'), 'utf8').replace(/ vite-ignore(?=>)/, '');
      this.emitFile({ type: 'asset', fileName: 'index.html', source: html });
    },
  };
}

/**
 * Vite wraps every `import()` in a helper that preloads the chunk's dependencies and fires
 * `vite:preloadError` on `window` (the host page's, in element mode). With modulePreload off and
 * the CSS in JS, every dependency list is empty, so the helper only costs bytes in the first
 * open (1.3 KB gzip): this one just calls the import.
 */
function plainDynamicImport(): Plugin {
  const HELPER = '\0vite/preload-helper.js';
  return {
    name: 'kefu-plain-dynamic-import',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id) => (id === HELPER ? id : null),
    load: (id) => (id === HELPER ? 'export const __vitePreload = (load) => load();' : null),
  };
}

/**
 * DESIGN §4: react and react-dom run as preact/compat. Order matters (toolchain notes): the
 * more specific specifiers first. Tests use the same alias, so they exercise what ships.
 */
const preactAlias = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig({
  root,
  // Chunks are loaded relative to import.meta.url, so a host page on another origin imports
  // kefu-widget.js from the Kefu server and every lazy chunk follows from that server.
  base: './',
  publicDir: false,
  resolve: { alias: preactAlias },
  // toolchain notes: without this React (and libraries) read process.env in the browser.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  plugins: [
    wyw({
      include: ['**/src/**/*.{ts,tsx}'],
      exclude: ['**/protocol/**', '**/node_modules/**'],
      // the widget targets evergreen browsers (ES2022): no vendor prefixes
      prefixer: false,
      babelOptions: {
        presets: ['@babel/preset-typescript', ['@babel/preset-react', { runtime: 'automatic' }]],
      },
    }),
    ...shadowRootCss(),
    nanostoresLocal(),
    devEntry(),
    pageHtml(),
    plainDynamicImport(),
  ],
  server: {
    proxy: { '/api': process.env.KEFU_API ?? 'http://localhost:8080' },
  },
  // Pre-bundled up front so Vite never reloads a test page mid-run (toolchain notes).
  optimizeDeps: {
    include: [
      'preact', 'preact/compat', 'preact/compat/client', 'preact/hooks', 'preact/jsx-runtime', 'preact/jsx-dev-runtime',
      '@r2wc/react-to-web-component', 'nanostores', '@nanostores/react', 'i18next', 'idb-keyval',
      '@linaria/core', 'chai', 'dompurify', 'axe-core',
    ],
    entries: ['src/main.ts', 'test/widget/**/*.test.{ts,tsx}'],
  },
  build: {
    outDir: 'dist/widget',
    emptyOutDir: true,
    target: 'es2022',
    // Vite's preload helper would add <link rel=modulepreload> to the host's <head>.
    modulePreload: false,
    cssCodeSplit: false,
    reportCompressedSize: true,
    rolldownOptions: {
      // wyw's Babel pass dominates the build by design; the timing notice is noise in CI logs.
      checks: { bundlerTimings: false },
      input: { 'kefu-widget': path.join(root, 'src/main.ts') },
      output: {
        entryFileNames: (chunk) => (chunk.name === 'kefu-widget' ? 'kefu-widget.js' : 'assets/[name]-[hash].js'),
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        // Everything the entry imports statically is evaluated at mount anyway: one file, not a
        // second round trip for the shared chunks the automatic splitting would make of it (the
        // lazy chunks import from kefu-widget.js instead).
        codeSplitting: { groups: [{ name: 'kefu-widget', tags: ['$initial'] }] },
      },
    },
  },
});
