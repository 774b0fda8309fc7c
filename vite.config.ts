/**
 * The widget build (DESIGN §4, docs/architecture.md "What the server serves"):
 *   dist/widget/kefu-widget.js   the fixed-name ES module entry (defines <kefu-chat>)
 *   dist/widget/index.html       the full-page / iframe app: `<kefu-chat mode="page">` + the same bundle
 *                                (copied from index.html, see pageHtml)
 *   dist/widget/assets/*         hashed lazy chunks (secondary screens; two per locale: scripts/locale-parts.ts)
 * The same config serves the widget tests (web-test-runner.config.mjs mounts it in middleware mode).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import wyw from '@wyw-in-js/vite';
import { localePartFileName, localeParts } from './scripts/locale-parts.ts';
import { FIRST_SCREEN_KEYS } from './src/i18n/first-screen.ts';

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
 * Replace `from` (a string or a /g regex) in a dependency's code, which must occur exactly once:
 * a dependency update that changes the code fails the build here, naming the patch, instead of
 * shipping the untrimmed (or broken) library.
 */
function patchOnce(fail: (message: string) => never, code: string, what: string, from: string | RegExp, to: string): string {
  const found = typeof from === 'string' ? code.split(from).length - 1 : [...code.matchAll(from)].length;
  if (found !== 1) fail(`${what}: the code it patches was found ${found} times, not once (a dependency update?): check vite.config.ts`);
  return code.replace(from, () => to);
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
 * @r2wc/react-to-web-component imports React's default export for `o.createElement` only. Under
 * preact/compat that default export is one object holding all of compat, so nothing of compat could
 * be left out of the bundle (1.5 KB gzip). A namespace import reads the same names as named
 * exports, which the bundler keeps one by one.
 */
function r2wcNamedReact(): Plugin {
  return {
    name: 'kefu-r2wc-named-react',
    enforce: 'pre',
    transform(code, id) {
      if (!/@r2wc[\\/]react-to-web-component[\\/]dist[\\/]react-to-web-component\.js$/.test(id)) return null;
      const fail = (m: string): never => this.error(`@r2wc/react-to-web-component: ${m}`);
      const next = patchOnce(fail, code, 'its default import of react', 'import o from "react";', 'import * as o from "react";');
      if (/import\s+[\w$]+\s*(,|from)[^;]*["']react["']/.test(next)) fail('it still imports react\'s default export');
      return { code: next, map: null };
    },
  };
}

const trimmed = (what: string) => `throw new Error('i18next: ${what} is trimmed from the widget (vite.config.ts)');`;

/** What is left of i18next's backend connector: the widget adds its texts itself (src/i18n). */
const MINIMAL_CONNECTOR = `
class Connector extends EventEmitter {
  constructor(backend, store, services, options = {}) { super(); this.backend = backend; this.store = store; this.services = services; this.options = options; this.state = {}; }
  load(languages, namespaces, callback) { callback?.(); }
  reload(languages, namespaces, callback) { callback?.(); }
  loadOne() {}
  saveMissing() {}
}
`;

/** Plurals need a `count` option, which the widget never passes. */
const MINIMAL_PLURAL_RESOLVER = `
class PluralResolver {
  getSuffix() { ${trimmed('plurals (t with count)')} }
  getSuffixes() { ${trimmed('plurals (t with count)')} }
}
`;

/**
 * i18next carries what the widget never uses: loading through a backend (its Connector: queues,
 * retries, saveMissing), the Intl formatters of `{{value, format}}`, `$t(…)` nesting, plurals
 * (Intl.PluralRules), and cloneInstance, dir, reloadResources and use — 3.7 KB gzip of the first
 * open. They go at build time (and from the tests' copy: optimizeDeps below); what the widget
 * could call throws, so a use of it fails loudly; nesting leaves the text as it is. The build
 * refuses locale files that would need them (scripts/locale-parts.ts), and
 * test/widget/i18n-trim.test.ts shows what the widget relies on still works.
 */
function i18nextTrim(): Plugin {
  const method = (name: string) => new RegExp(`\\n  ${name}\\([^)]*\\) \\{[\\s\\S]*?\\n  \\}\\n`, 'g');
  const wholeClass = (name: string, head = '') => new RegExp(`\\nclass ${name}${head} \\{[\\s\\S]*?\\n\\}\\n`, 'g');
  return {
    name: 'kefu-i18next-trim',
    enforce: 'pre',
    transform(code, id) {
      if (!/i18next[\\/]dist[\\/]esm[\\/]i18next\.js$/.test(id)) return null;
      const fail = (m: string): never => this.error(`i18next: ${m}`);
      let next = patchOnce(fail, code, 'the backend Connector', wholeClass('Connector', ' extends EventEmitter'), MINIMAL_CONNECTOR);
      next = patchOnce(fail, next, 'the PluralResolver', wholeClass('PluralResolver'), MINIMAL_PLURAL_RESOLVER);
      next = patchOnce(fail, next, 'the default Formatter', 'formatter = Formatter;', 'formatter = null;');
      next = patchOnce(fail, next, 'Interpolator.nest()', method('nest'), '\n  nest(str) { return str; }\n');
      for (const name of ['cloneInstance', 'dir', 'reloadResources', 'use']) {
        next = patchOnce(fail, next, `I18n.${name}()`, method(name), `\n  ${name}() { ${trimmed(`${name}()`)} }\n`);
      }
      return { code: next, map: null };
    },
  };
}

/** The dependency patches, applied to the build and to the dev server's pre-bundled copies. */
const dependencyPatches = (): Plugin[] => [nanostoresLocal(), r2wcNamedReact(), i18nextTrim()];

/**
 * Short class names in the production build: `k` + the file's place among src/'s modules (two
 * base-36 digits) + the rule's index in the file. The same sources give the same names; they
 * only need to be unique inside the widget's shadow root (element mode) or its own page.
 */
function shortClassName(): (hash: string, title: string, vars: { file: string; index: number }) => string {
  const srcDir = path.join(root, 'src');
  let files: string[] = [];
  const list = () => fs.readdirSync(srcDir, { recursive: true }).map(String).filter((f) => /\.tsx?$/.test(f)).map((f) => path.join(srcDir, f)).sort();
  return (_hash, _title, { file, index }) => {
    const abs = path.resolve(root, file);
    if (!files.includes(abs)) files = list();
    const at = files.indexOf(abs);
    if (at < 0 || at >= 36 ** 2) throw new Error(`short class names: ${file} is not one of the first ${36 ** 2} modules of src/`);
    return `k${at.toString(36).padStart(2, '0')}${index.toString(36)}`;
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

export default defineConfig(({ command }) => ({
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
      ...(command === 'build' ? { classNameSlug: shortClassName() } : {}),
    }),
    ...shadowRootCss(),
    ...dependencyPatches(),
    localeParts({ root, firstScreenKeys: FIRST_SCREEN_KEYS, entry: 'kefu-widget.js' }),
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
    // the tests and `npx vite` run the patched libraries too
    rolldownOptions: { plugins: dependencyPatches().map(({ name, transform }) => ({ name, transform })) as never },
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
        chunkFileNames: (chunk) => localePartFileName(chunk.facadeModuleId) ?? 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        // Everything the entry imports statically is evaluated at mount anyway: one file, not a
        // second round trip for the shared chunks the automatic splitting would make of it (the
        // lazy chunks import from kefu-widget.js instead).
        codeSplitting: { groups: [{ name: 'kefu-widget', tags: ['$initial'] }] },
      },
    },
  },
}));
