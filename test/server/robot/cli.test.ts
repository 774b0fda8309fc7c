/**
 * `npm run kb` against the database of a running (test) server: export, a refused import
 * that names the line and writes nothing, and an import the running server picks up without a
 * restart (its version check; no Redis here).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { AnswerType } from '../../../protocol';
import { ROOT, useTestApp } from '../helpers';
import type { TestApp } from '../helpers';
import { ask, startVisitor } from './routes-kit';

const run = promisify(execFile);

async function kb(t: TestApp, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const r = await run(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/cli/kb.ts'), ...args], {
      // the running test server's own database: its SQLite file, or its PostgreSQL schema (--pg)
      cwd: ROOT, env: { ...process.env, DATA_DIR: t.dataDir, DATABASE_URL: t.databaseUrl ?? '', REDIS_URL: '', LOG_LEVEL: 'silent' },
    });
    return { code: 0, stdout: r.stdout, stderr: r.stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? 1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

describe('npm run kb', () => {
  const t = useTestApp();

  it('exports CSV, refuses a malformed import naming the line, imports a good one the server then answers from', async () => {
    const out = path.join(t.dataDir, 'kb.csv');
    const exp = await kb(t, ['export', out, '--tenant', 'demo']);
    assert.equal(exp.code, 0, exp.stderr);
    const csv = fs.readFileSync(out, 'utf8');
    assert.match(csv, /^docId,question,similarQuestions,answer,category,keywords,locale,enabled,related,guide,card\r\n/);
    assert.equal(JSON.parse(exp.stdout).exported, (await t.services.robot.kb.list('demo')).length);

    const bad = path.join(t.dataDir, 'bad.csv');
    fs.writeFileSync(bad, 'docId,question,answer\ncli-1,Do you sell gift cards?,<p>Yes</p>\ncli-2,,<p>x</p>\n');
    const refused = await kb(t, ['import', bad, '--tenant', 'demo']);
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /line 3, question: must not be empty — nothing was imported/);
    assert.equal(await t.services.robot.kb.get('demo', 'cli-1').catch(() => null), null);

    const v = await startVisitor(t.app);
    const q = 'can I buy a gift card for a friend';
    assert.equal((await ask(t, v, { question: q })).data.answerType, AnswerType.unknown);
    const good = path.join(t.dataDir, 'good.csv');
    fs.writeFileSync(good, 'docId,question,similarQuestions,answer,locale\ncli-1,Do you sell gift cards?,"gift card for a friend|buy a gift voucher","<p>Yes, from ¥50.</p>",en\n');
    const imported = await kb(t, ['import', good, '--tenant', 'demo']);
    assert.equal(imported.code, 0, imported.stderr);
    assert.equal(JSON.parse(imported.stdout).created, 1);
    // the server's cache checks the version every 30 s: no restart, no bus needed
    t.clock.advance(31_000);
    assert.equal((await ask(t, v, { question: q })).data.docId, 'cli-1');

    const nobody = await kb(t, ['import', good, '--tenant', 'nobody']);
    assert.equal(nobody.code, 2);
    assert.match(nobody.stderr, /tenant "nobody" does not exist/);
  });

  it('creates a tenant with a robot channel; imports any number of similar questions up to a cap the import sets', async () => {
    const created = await kb(t, ['create-tenant', '--tenant', 'cli-shop', '--name', 'CLI Shop']);
    assert.equal(created.code, 0, created.stderr);
    assert.deepEqual(JSON.parse(created.stdout), { created: { tenant: 'cli-shop', channel: 'cli-shop' } });
    const again = await kb(t, ['create-tenant', '--tenant', 'cli-shop']);
    assert.equal(again.code, 2);
    assert.match(again.stderr, /tenant "cli-shop" already exists/);
    // someone else's channel is never taken over
    const taken = await kb(t, ['create-tenant', '--tenant', 'cli-other', '--channel', 'demo']);
    assert.equal(taken.code, 2);
    assert.match(taken.stderr, /channel "demo" already exists/);
    assert.equal((await t.services.channels.get('demo'))?.tenantId, 'demo');
    const bad = await kb(t, ['create-tenant', '--tenant', 'no spaces']);
    assert.equal(bad.code, 2);

    // 120 similar questions: over the old fixed limit of 50, under the default cap
    const many = Array.from({ length: 120 }, (_, i) => `gift card question number ${i}`);
    const file = path.join(t.dataDir, 'many.json');
    fs.writeFileSync(file, JSON.stringify([{ docId: 'gift', question: 'Do you sell gift cards?', similarQuestions: many, answer: '<p>Yes</p>', locale: 'en' }]));
    const ok = await kb(t, ['import', file, '--tenant', 'cli-shop']);
    assert.equal(ok.code, 0, ok.stderr);
    assert.equal((await t.services.robot.kb.get('cli-shop', 'gift'))?.similarQuestions.length, 120);
    const capped = await kb(t, ['import', file, '--tenant', 'cli-shop', '--similar-max', '100']);
    assert.equal(capped.code, 1);
    assert.match(capped.stderr, /docs\[0\]\.similarQuestions: .*100.*nothing was imported/);
    const badCap = await kb(t, ['import', file, '--tenant', 'cli-shop', '--similar-max', '0']);
    assert.equal(badCap.code, 2);
    assert.match(badCap.stderr, /--similar-max must be an integer/);

    // import --create: a new tenant and its knowledge base in one step, answered over HTTP
    const fresh = await kb(t, ['import', file, '--tenant', 'cli-new', '--create', '--channel', 'cli-new-web']);
    assert.equal(fresh.code, 0, fresh.stderr);
    const v = await startVisitor(t.app, {}, undefined, 'cli-new-web');
    assert.equal((await ask(t, v, { question: 'do you sell gift cards' })).data.docId, 'gift');
  });
});
