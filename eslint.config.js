// Lint: typescript-eslint's recommended rules plus the few we rely on (exhaustive switches are
// checked by the compiler through `never`), and the layers of DESIGN §2: no app imports another
// (protocol/ is the one package they share), Fastify only at the HTTP edge, Kysely and the queries
// it builds only in store modules and the conversation owner, the environment read only where a
// process starts, files of at most 400 lines, one file-name case per front end.
// Not type-aware, so it stays fast on 2 cores. test/lint/ shows each rule failing.
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

/** An import of another top-level app, from a file of `app` (relative paths: `../../server/x`). */
const APPS = ['src', 'server', 'desk', 'loader'];
const otherApps = (app) => ({
  regex: `^(\\.\\./)+(${APPS.filter((a) => a !== app).join('|')})(/|$)`,
  message: `${app === 'protocol' ? 'protocol/' : `${app}/`} is its own app: share code through protocol/ (DESIGN §2)`,
});
const fastifyOutsideEdge = {
  regex: '^(fastify|@fastify/.*)$',
  allowTypeImports: true,
  message: 'Fastify belongs to the HTTP edge (server/http/, server/app.ts); domain code is plain TypeScript (DESIGN §2)',
};
const kyselyOutsideStore = {
  regex: '^kysely$',
  message: 'queries live in store modules (a domain\'s store.ts or store/, tables.ts, server/store/, server/conversation/): hold the handle as Db/Trx from server/store/db (DESIGN §2)',
};
/** Where a server file may import Kysely and build queries. */
const STORE_FILES = ['server/store/**', 'server/conversation/**', 'server/**/tables.ts', 'server/**/store.ts', 'server/**/store/**'];
const NO_ONLY = { selector: "CallExpression[callee.property.name='only']", message: 'no .only in tests' };
// Kysely's handle reaches domain code as a value, so the import rule alone cannot see a query
// built through it: the calls that start one are named here.
const QUERY_OUTSIDE_STORE = {
  selector: 'CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|executeQuery)$/]',
  message: 'queries live in store modules (a domain\'s store.ts or store/, tables.ts, server/store/, server/conversation/): call a store function (DESIGN §2)',
};
const layers = (app, extra = []) => ({ 'no-restricted-imports': ['error', { patterns: [otherApps(app), ...extra] }] });

/** `kebab-case.ts` modules; components may be `PascalCase.tsx` (the widget's convention). */
const KEBAB = '^[a-z0-9]+(-[a-z0-9]+)*(\\.[a-z0-9]+)*\\.(ts|tsx|mts)$';
const PASCAL_TSX = '^[A-Z][A-Za-z0-9]*\\.tsx$';
/** A local rule: the file's name must match a pattern (ESLint has no rule of its own for file names). */
const kefu = {
  rules: {
    'file-name': {
      meta: { type: 'suggestion', schema: [{ type: 'string' }, { type: 'string' }] },
      create(context) {
        const [pattern, message] = context.options;
        return {
          Program(node) {
            const name = path.basename(context.filename);
            if (!new RegExp(pattern).test(name)) context.report({ node, message: `${name}: ${message}` });
          },
        };
      },
    },
  },
};
const fileCase = (pattern, message) => ({ 'kefu/file-name': ['error', pattern, message] });

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', '.tmp/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { kefu },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', NO_ONLY],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
    },
  },
  { files: ['protocol/**/*.ts'], rules: layers('protocol') },
  { files: ['src/**/*.{ts,tsx}'], rules: layers('src') },
  { files: ['desk/**/*.{ts,tsx}'], rules: layers('desk') },
  { files: ['loader/**/*.ts'], rules: layers('loader') },
  {
    files: ['server/**/*.ts'],
    rules: { ...layers('server', [fastifyOutsideEdge, kyselyOutsideStore]), 'no-restricted-syntax': ['error', NO_ONLY, QUERY_OUTSIDE_STORE] },
  },
  { files: ['server/http/**/*.ts', 'server/app.ts'], rules: layers('server', [kyselyOutsideStore]) },
  { files: STORE_FILES, rules: { ...layers('server', [fastifyOutsideEdge]), 'no-restricted-syntax': ['error', NO_ONLY] } },
  {
    files: ['server/**/*.ts'],
    ignores: ['server/main.ts', 'server/config.ts', 'server/cli/**'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'config.ts reads the environment; pass config down' }],
    },
  },
  // one file-name case per front end: the desk is kebab-case throughout; the widget's components
  // are PascalCase.tsx and its other modules kebab-case
  { files: ['desk/**/*.{ts,tsx}'], rules: fileCase(KEBAB, 'desk file names are kebab-case') },
  {
    files: ['src/**/*.ts'],
    ignores: ['src/**/*.d.ts'],
    rules: fileCase(KEBAB, 'widget modules are kebab-case (components: PascalCase.tsx)'),
  },
  {
    files: ['src/**/*.tsx'],
    ignores: ['src/element.tsx', 'src/page.tsx'],
    rules: fileCase(PASCAL_TSX, 'widget components are PascalCase.tsx (the entry points element.tsx and page.tsx excepted)'),
  },
);
