/**
 * security-cases P7: a database outage gives a fast, explicit, retryable error — never silent
 * loss — and recovery needs no restart. We cut every PostgreSQL connection of the app's pool
 * in the middle of a chat (pg_terminate_backend) and keep sending with the same local ids.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import pg from 'pg';
import { makeTestApp, PG_URL, pgUnavailable, serviceThere } from './helpers';
import { startVisitor, send, countMessages } from './chat/fixtures';

test('PostgreSQL connections cut mid-chat: explicit retryable errors, no loss, no duplicates, recovery without restart', async (t) => {
  if (!serviceThere(t, await pgUnavailable())) return;
  const appName = `kefu_outage_${crypto.randomBytes(4).toString('hex')}`;
  const url = new URL(PG_URL);
  url.searchParams.set('application_name', appName);
  const app = await makeTestApp({ databaseUrl: url.toString(), seed: true });
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  try {
    const v = await startVisitor(app.app);
    const acked: string[] = [];
    for (let round = 0; round < 3; round++) {
      const cut = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [appName]);
      assert.ok(cut.rowCount !== null && cut.rowCount > 0, 'the app had live connections to cut');
      const id = `message${Date.now()}${round}`;
      const started = Date.now();
      let r = await send(app.app, v, { id, msgContent: `after cut ${round}`, msgType: 1 });
      assert.ok(Date.now() - started < 5000, 'the answer comes fast, not after a hang');
      if (r.status !== 200) {
        // explicit and retryable: a 500 the widget shows as "retry later", never a silent drop
        assert.equal(r.status, 500);
        r = await send(app.app, v, { id, msgContent: `after cut ${round}`, msgType: 1 });
      }
      assert.equal(r.status, 200, `the retry succeeds without a restart: ${r.msg}`);
      acked.push(id);
    }
    // every acknowledged send has exactly one row (the count itself may meet a pooled
    // connection that was cut a moment ago: like a client, it retries)
    let count = -1;
    for (let attempt = 0; attempt < 3 && count < 0; attempt++) {
      count = await countMessages(app, v.userId).catch(() => -1);
    }
    assert.equal(count, acked.length);
  } finally {
    await admin.end();
    await app.close();
  }
});
