/** The demo seed: first start only, once under two racing processes (SQLite) or pools (PostgreSQL). */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Kysely } from 'kysely';
import { openStore } from '../../../server/store/db';
import { migrateToLatest } from '../../../server/store/migrate';
import type { Database } from '../../../server/store/schema';
import { createChannelService } from '../../../server/channels';
import { MemoryBus } from '../../../server/bus';
import { systemClock } from '../../../server/clock';
import { seedDemo, verifyPassword } from '../../../server/seed';
import { makeTestApp, PG_URL, pgUnavailable, ROOT, serviceThere } from '../helpers';

const run = promisify(execFile);

async function counts(db: Kysely<Database>): Promise<number[]> {
  const n = async (table: 'tenants' | 'channels' | 'agents' | 'agent_groups' | 'agent_group_members') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  return [await n('tenants'), await n('channels'), await n('agents'), await n('agent_groups'), await n('agent_group_members')];
}
// tenant, channels (demo, demo-wo, and the chat window's form and plain: server/seed/chat-channels.ts),
// agents (agent1, agent2, admin), groups, memberships
const SEEDED = [1, 4, 3, 2, 3];

describe('demo seed', () => {
  it('seeds an empty database once, with hashed agent passwords', async () => {
    const t = await makeTestApp({ seed: true });
    try {
      const db = t.services.deps.store.db;
      assert.deepEqual(await counts(db), SEEDED);
      const again = await seedDemo({ db, clock: t.clock, channels: t.services.channels, agentPassword: 'x' });
      assert.equal(again, false);
      const agent = await db.selectFrom('agents').selectAll().where('login_name', '=', 'agent1').executeTakeFirstOrThrow();
      assert.match(agent.password_hash, /^scrypt\$/);
      assert.ok(await verifyPassword(t.services.deps.config.demoAgentPassword, agent.password_hash));
      assert.ok(!(await verifyPassword('wrong', agent.password_hash)));
    } finally {
      await t.close();
    }
  });

  it('leaves a database that already has a tenant alone', async () => {
    const t = await makeTestApp();
    try {
      await t.services.channels.ensureTenant('acme', 'Acme');
      assert.equal(await seedDemo({ db: t.services.deps.store.db, clock: t.clock, channels: t.services.channels, agentPassword: 'x' }), false);
      assert.deepEqual(await counts(t.services.deps.store.db), [1, 0, 0, 0, 0]);
    } finally {
      await t.close();
    }
  });

  it('two processes starting together on one SQLite file seed once', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kefu-seed-'));
    try {
      const store = openStore({ dataDir: dir });
      await migrateToLatest(store.db);
      const worker = path.join(ROOT, 'test/server/channels/seed-worker.ts');
      const results = await Promise.all([1, 2].map(() => run(process.execPath, ['--import', 'tsx', worker, dir], { cwd: ROOT })));
      const seeded = results.map((r) => (JSON.parse(r.stdout) as { seeded: boolean }).seeded);
      assert.deepEqual(seeded.sort(), [false, true]);
      assert.deepEqual(await counts(store.db), SEEDED);
      await store.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('two pools racing on PostgreSQL seed once', async (t) => {
    if (!serviceThere(t, await pgUnavailable())) return;
    const app = await makeTestApp({ databaseUrl: PG_URL });
    try {
      const url = app.services.deps.config.databaseUrl!;
      const stores = [openStore({ databaseUrl: url, dataDir: app.dataDir }), openStore({ databaseUrl: url, dataDir: app.dataDir })];
      const seeded = await Promise.all(stores.map((s) => seedDemo({
        db: s.db, clock: systemClock, channels: createChannelService({ db: s.db, clock: systemClock, bus: new MemoryBus() }), agentPassword: 'x',
      })));
      assert.deepEqual(seeded.sort(), [false, true]);
      assert.deepEqual(await counts(stores[0]!.db), SEEDED);
      await Promise.all(stores.map((s) => s.close()));
    } finally {
      await app.close();
    }
  });
});
