/**
 * Migration 004 on a database that already has votes (SQLite and PostgreSQL): answers voted by
 * msgId before the upgrade show their spec §4 vote state afterwards; nothing else is marked.
 */
import { describe, it } from 'node:test';
import type { TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { promises as fsp } from 'node:fs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FileMigrationProvider, Migrator, sql } from 'kysely';
import type { Kysely } from 'kysely';
import { SenderType, VoteState, VoteValue } from '../../../protocol';
import { openStore } from '../../../server/store/db';
import type { Store } from '../../../server/store/db';
import { migrateToLatest } from '../../../server/store/migrate';
import { toVisitorMessage } from '../../../server/chat/rows';
import { PG_URL, pgUnavailable, ROOT, serviceThere } from '../helpers';
import { freshSchema } from '../pg-schema';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function upTo003(db: Kysely<any>, dialect: Store['dialect']): Promise<void> {
  const schema = dialect === 'pg' ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s : undefined;
  const migrator = new Migrator({
    db,
    provider: new FileMigrationProvider({ fs: fsp, path, migrationFolder: path.join(ROOT, 'server/store/migrations') }),
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error } = await migrator.migrateTo('003_robot');
  if (error) throw error;
}

async function upgradeWithVotes(store: Store): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const db = store.db as unknown as Kysely<any>;
  await upTo003(db, store.dialect);
  const message = (msgId: string, userId: string, seq: number, senderType: number) => ({
    msg_id: msgId, session_id: `s-${userId}`, user_id: userId, tenant_id: 'demo', seq, local_id: null, sender_type: senderType,
    sender_id: null, sender_name: null, msg_type: 3, msg_content: '<p>answer</p>', file_name: null, doc_node: null,
    extra: JSON.stringify({ docId: 'points', disabled: VoteState.notVoted }), recall_flag: 0, inside_flag: 0, sensitive_flag: 0,
    sensitive_words: null, msg_time: 1_700_000_000_000 + seq,
  });
  await db.insertInto('messages').values([
    message('m-up', 'u1', 1, SenderType.robot), message('m-down', 'u1', 2, SenderType.robot),
    message('m-none', 'u1', 3, SenderType.robot), message('m-other', 'u2', 1, SenderType.robot),
  ]).execute();
  const vote = (userId: string, voteKey: string, isUseful: number, msgId: string | null) => ({
    tenant_id: 'demo', user_id: userId, vote_key: voteKey, doc_id: 'points', is_useful: isUseful, msg_id: msgId, session_id: null, created_at: 1,
  });
  await db.insertInto('robot_votes').values([
    vote('u1', 'msg:m-up', VoteValue.up, 'm-up'), vote('u1', 'msg:m-down', VoteValue.down, 'm-down'),
    // a vote without a message, and a (forged) row naming someone else's message: neither marks a message
    vote('u1', 'doc:s-u1:points', VoteValue.down, null), vote('u1', 'msg:m-other', VoteValue.down, 'm-other'),
  ]).execute();
  await migrateToLatest(store.db);
}

async function assertCarriedOver(store: Store): Promise<void> {
  const rows = await store.db.selectFrom('messages').selectAll().orderBy('msg_id').execute();
  const seen = Object.fromEntries(rows.map((r) => [r.msg_id, toVisitorMessage(r)?.disabled]));
  assert.deepEqual(seen, { 'm-down': VoteState.downVoted, 'm-none': VoteState.notVoted, 'm-other': VoteState.notVoted, 'm-up': VoteState.hidden });
}

describe('migration 004: votes stored before it show on their messages', () => {
  it('on SQLite', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kefu-vote-migration-'));
    const store = openStore({ dataDir: dir });
    try {
      await upgradeWithVotes(store);
      await assertCarriedOver(store);
    } finally {
      await store.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('on PostgreSQL', async (t: TestContext) => {
    if (!serviceThere(t, await pgUnavailable())) return;
    const schema = await freshSchema(PG_URL);
    const store = openStore({ databaseUrl: schema.url, dataDir: os.tmpdir() });
    try {
      await upgradeWithVotes(store);
      await assertCarriedOver(store);
    } finally {
      await store.close();
      await schema.drop();
    }
  });
});
