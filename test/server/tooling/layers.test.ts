/**
 * The layers of DESIGN §2 are held by `npm run lint` (eslint.config.js), not by habit: for each
 * rule a small file that breaks it is linted as if it lived where it would break it, and the
 * rule must fire; the same code where it is allowed must pass.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ESLint } from 'eslint';
import { ROOT } from '../helpers';

const eslint = new ESLint({ cwd: ROOT });

/** The rule ids ESLint reports for `code` as the file `file` (relative to the root). */
async function rulesFiring(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return [...new Set((result?.messages ?? []).map((m) => m.ruleId ?? `fatal: ${m.message}`))];
}

const IMPORT_RULE = 'no-restricted-imports';

describe('lint holds the layers', () => {
  it('no app imports another: the widget, the desk, the server, the loader and the protocol', async () => {
    const breaks: [string, string][] = [
      ['src/ui/chat/probe.ts', "import { boot } from '../../../server/boot';\nexport const x = boot;\n"],
      ['src/probe.ts', "import { deskApi } from '../desk/api/client';\nexport const x = deskApi;\n"],
      ['desk/ui/probe.ts', "import { api } from '../../src/api/client';\nexport const x = api;\n"],
      ['desk/probe.ts', "import { buildApp } from '../server/app';\nexport const x = buildApp;\n"],
      ['server/chat/probe.ts', "import { errorMessage } from '../../desk/ui/common/errors';\nexport const x = errorMessage;\n"],
      ['server/probe.ts', "import { api } from '../src/api/client';\nexport const x = api;\n"],
      ['loader/src/probe.ts', "import { api } from '../../src/api/client';\nexport const x = api;\n"],
      ['protocol/probe.ts', "import { boot } from '../server/boot';\nexport const x = boot;\n"],
    ];
    for (const [file, code] of breaks) assert.deepEqual(await rulesFiring(file, code), [IMPORT_RULE], file);
    // every app may import the protocol
    for (const file of ['src/ui/chat/probe.ts', 'desk/ui/probe.ts', 'server/chat/probe.ts']) {
      const depth = file.split('/').length - 1;
      const code = `import { ApiCode } from '${'../'.repeat(depth)}protocol';\nexport const x = ApiCode;\n`;
      assert.deepEqual(await rulesFiring(file, code), [], `${file} imports protocol/`);
    }
  });

  it('Fastify only at the HTTP edge (a type import is allowed elsewhere)', async () => {
    const value = "import Fastify from 'fastify';\nexport const x = Fastify;\n";
    const plugin = "import websocket from '@fastify/websocket';\nexport const x = websocket;\n";
    assert.deepEqual(await rulesFiring('server/chat/probe.ts', value), [IMPORT_RULE]);
    assert.deepEqual(await rulesFiring('server/robot/probe.ts', plugin), [IMPORT_RULE]);
    assert.deepEqual(await rulesFiring('server/http/probe.ts', value), []);
    assert.deepEqual(await rulesFiring('server/app.ts', value), []);
    assert.deepEqual(await rulesFiring('server/boot.ts', "import type { FastifyInstance } from 'fastify';\nexport type X = FastifyInstance;\n"), []);
  });

  it('Kysely and the queries it builds only in store modules and the conversation owner', async () => {
    const importValue = "import { sql } from 'kysely';\nexport const x = sql;\n";
    const importType = "import type { Kysely } from 'kysely';\nexport type X = Kysely<object>;\n";
    // the handle arrives as a value, so a query built through it is caught by the call, not the import
    const query = "import type { Db } from '../store/db';\nexport const x = (db: Db) => db.selectFrom('visitors').selectAll().execute();\n";
    const write = "import type { Trx } from '../store/db';\nexport const x = (trx: Trx) => trx.deleteFrom('chat_queue').execute();\n";
    for (const file of ['server/chat/probe.ts', 'server/routing/probe.ts', 'server/http/routes/probe.ts']) {
      assert.deepEqual(await rulesFiring(file, importValue), [IMPORT_RULE], `${file}: value import`);
      assert.deepEqual(await rulesFiring(file, importType), [IMPORT_RULE], `${file}: type import`);
    }
    assert.deepEqual(await rulesFiring('server/chat/probe.ts', query), ['no-restricted-syntax']);
    assert.deepEqual(await rulesFiring('server/routing/probe.ts', write), ['no-restricted-syntax']);
    for (const file of ['server/chat/store/probe.ts', 'server/agents/store.ts', 'server/chat/tables.ts', 'server/conversation/probe.ts', 'server/store/probe.ts']) {
      assert.deepEqual(await rulesFiring(file, importValue), [], `${file} may import Kysely`);
      assert.deepEqual(await rulesFiring(file, query), [], `${file} may build a query`);
    }
    // the guard against focused tests still holds in store modules (the probe's call is spelled
    // in pieces, so this file itself holds no such call)
    const focused = ['on', 'ly'].join('');
    assert.deepEqual(await rulesFiring('server/chat/store/probe.ts', `export const x = (d: { ${focused}(): void }) => d.${focused}();\n`), ['no-restricted-syntax']);
  });

  it('the environment is read only where a process starts', async () => {
    const code = 'export const x = process.env.KEFU_SECRET;\n';
    assert.deepEqual(await rulesFiring('server/robot/probe.ts', code), ['no-restricted-properties']);
    assert.deepEqual(await rulesFiring('server/chat/probe.ts', code), ['no-restricted-properties']);
    assert.deepEqual(await rulesFiring('server/cli/probe.ts', code), []);
    assert.deepEqual(await rulesFiring('server/config.ts', code), []);
  });

  it('a file of more than 400 lines fails', async () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `export const v${i} = ${i};`).join('\n') + '\n';
    assert.deepEqual(await rulesFiring('server/chat/probe.ts', lines(401)), ['max-lines']);
    assert.deepEqual(await rulesFiring('server/chat/probe.ts', lines(400)), []);
  });

  it('one file-name case per front end', async () => {
    const code = 'export const x = 1;\n';
    assert.deepEqual(await rulesFiring('desk/ui/ChatList.tsx', code), ['kefu/file-name'], 'the desk is kebab-case');
    assert.deepEqual(await rulesFiring('desk/ui/chatList.ts', code), ['kefu/file-name']);
    assert.deepEqual(await rulesFiring('desk/ui/chat-list.tsx', code), []);
    assert.deepEqual(await rulesFiring('src/ui/chat/warmUp.ts', code), ['kefu/file-name'], 'widget modules are kebab-case');
    assert.deepEqual(await rulesFiring('src/ui/chat/chatList.tsx', code), ['kefu/file-name'], 'widget components are PascalCase');
    assert.deepEqual(await rulesFiring('src/ui/chat/warm-up.ts', code), []);
    assert.deepEqual(await rulesFiring('src/ui/chat/ChatList.tsx', code), []);
  });
});
