/**
 * Knowledge-base import and export from the command line, against the same database the server
 * uses (DATABASE_URL, or the SQLite file in DATA_DIR):
 *
 *   npm run kb -- import FILE --tenant demo [--format json|csv] [--replace] [--similar-max N] [--create]
 *   npm run kb -- export FILE --tenant demo [--format json|csv]        (FILE `-`: stdout)
 *   npm run kb -- unknown --tenant demo [--limit 50]                    (the unknown-question log)
 *   npm run kb -- create-tenant --tenant acme [--name "Acme Ltd"] [--channel acme-web]
 *
 * `--similar-max` caps the similar questions of one document (default 1000). `create-tenant`
 * (and `import --create`) makes a new tenant with one robot-first channel, named like the tenant
 * unless `--channel` says otherwise, so a knowledge base can be loaded and asked at once.
 * The format defaults to the file's extension. An import is validated as a whole first: one bad
 * row is reported with its line (CSV) or index (JSON) and field, and nothing is imported.
 * `--replace` deletes the tenant's documents that are not in the file. A running server picks
 * the change up without a restart (over the bus with REDIS_URL, else within 30 s).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { bootCore } from '../boot.ts';
import { DomainError } from '../errors.ts';
import { KbLimits } from '../robot/index.ts';
import type { KbFormat } from '../robot/index.ts';
import { tenantExists } from '../channels/store.ts';

const USAGE = `usage:
  npm run kb -- import FILE --tenant TENANT [--format json|csv] [--replace] [--similar-max N] [--create]
  npm run kb -- export FILE --tenant TENANT [--format json|csv]
  npm run kb -- unknown --tenant TENANT [--limit N]
  npm run kb -- create-tenant --tenant TENANT [--name NAME] [--channel CHANNEL]`;

const TENANT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Import files above this are refused before reading (P6). */
const MAX_FILE_BYTES = 64 * 1024 * 1024;

class UsageError extends Error {}

function formatOf(file: string, given: string | undefined): KbFormat {
  const f = given ?? (path.extname(file).toLowerCase() === '.csv' ? 'csv' : 'json');
  if (f !== 'json' && f !== 'csv') throw new UsageError(`--format must be json or csv (got "${f}")`);
  return f;
}

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv, allowPositionals: true,
    options: {
      tenant: { type: 'string' }, format: { type: 'string' }, replace: { type: 'boolean' }, limit: { type: 'string' }, help: { type: 'boolean' },
      'similar-max': { type: 'string' }, create: { type: 'boolean' }, name: { type: 'string' }, channel: { type: 'string' },
    },
  });
  const [command, file] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const tenantId = values.tenant;
  if (!tenantId) throw new UsageError('--tenant is required');
  if ((command === 'import' || command === 'export') && !file) throw new UsageError(`${command} needs a FILE`);
  if (!['import', 'export', 'unknown', 'create-tenant'].includes(command)) throw new UsageError(`unknown command "${command}"`);
  const similarMax = values['similar-max'] === undefined ? undefined : Number(values['similar-max']);
  if (similarMax !== undefined && (!Number.isInteger(similarMax) || similarMax < 1 || similarMax > KbLimits.similarCapMax)) {
    throw new UsageError(`--similar-max must be an integer from 1 to ${KbLimits.similarCapMax}`);
  }
  const creating = command === 'create-tenant' || (command === 'import' && values.create === true);
  if (creating && !TENANT_ID.test(tenantId)) throw new UsageError('--tenant must be 1–64 letters, digits, - or _');

  const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  // the same boot as the server's, without the HTTP app or the demo seed; the token secret signs
  // nothing here, services only need one
  const kefu = await bootCore({ env: process.env, rootDir, seed: false, tokenSecret: crypto.randomBytes(32).toString('hex') });
  const { store, services } = kefu;
  try {
    const exists = (): Promise<boolean> => tenantExists(store.db, tenantId);
    if (creating && !(await exists())) {
      const channelId = values.channel ?? tenantId;
      await services.channels.ensureTenant(tenantId, values.name ?? tenantId);
      if (await services.channels.get(channelId)) throw new UsageError(`channel "${channelId}" already exists (choose another with --channel)`);
      await services.channels.upsert({ tenantId, channelId, config: {} });
      console.log(JSON.stringify({ created: { tenant: tenantId, channel: channelId } }));
    } else if (command === 'create-tenant') {
      throw new UsageError(`tenant "${tenantId}" already exists`);
    }
    if (!(await exists())) throw new UsageError(`tenant "${tenantId}" does not exist (create it with create-tenant, or import --create)`);
    if (command === 'create-tenant') return 0;
    const kb = services.robot.kb;
    if (command === 'import') {
      const f = file as string;
      const text = f === '-' ? fs.readFileSync(0, 'utf8') : readBounded(f);
      const r = await kb.import(tenantId, text, formatOf(f, values.format), { replace: values.replace ?? false, ...(similarMax ? { similarMax } : {}) });
      console.log(JSON.stringify({ imported: r.created + r.updated, ...r }));
    } else if (command === 'export') {
      const f = file as string;
      const text = await kb.export(tenantId, formatOf(f, values.format));
      if (f === '-') process.stdout.write(text);
      else {
        fs.writeFileSync(f, text);
        console.log(JSON.stringify({ exported: (await kb.list(tenantId)).length, file: f }));
      }
    } else {
      const limit = Number(values.limit ?? 50);
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new UsageError('--limit must be an integer from 1 to 1000');
      for (const q of await kb.unknownQuestions(tenantId, limit)) console.log(`${String(q.count).padStart(6)}  ${q.locale.padEnd(5)}  ${q.question}`);
    }
    return 0;
  } finally {
    await kefu.close();
  }
}

function readBounded(file: string): string {
  const size = fs.statSync(file).size;
  if (size > MAX_FILE_BYTES) throw new UsageError(`${file} is larger than ${MAX_FILE_BYTES} bytes`);
  return fs.readFileSync(file, 'utf8');
}

main(process.argv.slice(2)).then((code) => { process.exitCode = code; }, (err: unknown) => {
  if (err instanceof UsageError) {
    console.error(`kb: ${err.message}\n${USAGE}`);
    process.exitCode = 2;
  } else if (err instanceof DomainError) {
    // validation: names the line (CSV) or document (JSON) and the field; nothing was written
    console.error(`kb: ${err.message} — nothing was imported`);
    process.exitCode = 1;
  } else {
    console.error(err);
    process.exitCode = 1;
  }
});
