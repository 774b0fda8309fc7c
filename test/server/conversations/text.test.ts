/**
 * What the Conversations search indexes and shows (server/conversations/text.ts, snippet.ts), and
 * migration 009's backfill of messages stored before it, on SQLite and PostgreSQL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promises as fsp } from 'node:fs';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { FileMigrationProvider, Migrator } from 'kysely';
import { MsgType, SenderType } from '../../../protocol';
import { htmlToText, messageText, searchableText, snippetOf } from '../../../server/conversations';
import { openStore } from '../../../server/store/db';
import { migrateToLatest } from '../../../server/store/migrate';
import { ROOT, PG_URL, onPostgres } from '../helpers';
import { freshSchema } from '../pg-schema';

const msg = (over: Partial<Parameters<typeof messageText>[0]>) => ({ sender_type: SenderType.visitor, msg_type: MsgType.text, msg_content: '', file_name: null, ...over });

describe('the text of a message', () => {
  it('turns robot HTML into text, entities decoded, scripts dropped, blocks kept apart', () => {
    assert.equal(htmlToText('<p>退款<b>说明</b></p><p>第二段&nbsp;&amp;&lt;x&gt;&#39;&#x4e2d;</p><script>alert(1)</script>'), "退款说明 第二段 &<x>'中");
    assert.equal(messageText(msg({ sender_type: SenderType.robot, msg_type: MsgType.robotRich, msg_content: '<div>a<br>b</div>' })), 'a b');
    assert.equal(messageText(msg({ msg_type: MsgType.file, file_name: 'invoice 2026.pdf' })), 'invoice 2026.pdf');
    assert.equal(messageText(msg({ msg_type: MsgType.image, msg_content: '/api/files/x' })), '');
    assert.equal(messageText(msg({ msg_content: 'a <b> literal\n\n  text' })), 'a <b> literal text');
  });

  it('indexes visitor, agent and robot text, not system notices nor recalled messages', () => {
    assert.equal(searchableText(msg({ msg_content: 'hi' })), 'hi');
    assert.equal(searchableText(msg({ sender_type: SenderType.agent, msg_content: 'note' })), 'note');
    assert.equal(searchableText(msg({ sender_type: SenderType.system, msg_content: 'Chat ended' })), '');
    assert.equal(searchableText(msg({ msg_content: 'gone', recall_flag: 1 })), '');
  });

  it('snippets keep 40 characters each side, mark every match, never split a character', () => {
    const body = `${'前'.repeat(50)}退款${'后'.repeat(10)}退款${'尾'.repeat(60)}`;
    const s = snippetOf(body, '退款')!;
    assert.equal(s.snippet, `${'前'.repeat(40)}退款${'后'.repeat(10)}退款${'尾'.repeat(28)}`);
    assert.deepEqual(s.ranges, [[40, 42], [52, 54]]);
    const e = snippetOf(`${'😀'.repeat(30)}Refund`, 'REFUND')!;
    assert.ok(e.snippet.startsWith('😀'));
    assert.equal(e.snippet.slice(...e.ranges[0]!), 'Refund');
    assert.equal(snippetOf('nothing here', 'x%'), null);
    assert.deepEqual(snippetOf('a.b*c', '.b*')!.ranges, [[1, 4]]);
  });
});

/** Migrates to 008, stores messages the old way, then migrates on: 009 indexes them. */
async function backfill(databaseUrl: string | undefined): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kefu-conv-'));
  const schema = databaseUrl ? await freshSchema(databaseUrl) : undefined;
  const store = openStore({ databaseUrl: schema?.url, dataDir });
  try {
    const migrator = new Migrator({
      db: store.db, provider: new FileMigrationProvider({ fs: fsp, path, migrationFolder: path.join(ROOT, 'server/store/migrations') }),
      ...(schema ? { migrationTableSchema: new URL(schema.url).searchParams.get('options')!.split('=')[1]! } : {}),
    });
    const to = await migrator.migrateTo('008_mail');
    assert.equal(to.error, undefined);
    const row = (n: number, over: Record<string, unknown>) => ({
      msg_id: `m${n}`, session_id: 's1', user_id: 'u1', tenant_id: 'demo', seq: n, local_id: null, sender_type: SenderType.visitor, sender_id: null, sender_name: null,
      msg_type: MsgType.text, msg_content: '', file_name: null, doc_node: null, extra: null, recall_flag: 0, inside_flag: 0, sensitive_flag: 0, sensitive_words: null,
      msg_time: n, vote_state: null, ...over,
    });
    await store.db.insertInto('messages').values([
      row(1, { msg_content: '我要退款' }),
      row(2, { sender_type: SenderType.robot, msg_type: MsgType.robotRich, msg_content: '<p>退款<b>流程</b></p>' }),
      row(3, { msg_content: 'recalled secret', recall_flag: 1 }),
      row(4, { sender_type: SenderType.system, msg_content: 'Chat ended' }),
      row(5, { sender_type: SenderType.agent, msg_content: 'internal', inside_flag: 1 }),
    ]).execute();
    await migrateToLatest(store.db);
    const rows = await store.db.selectFrom('message_text').select(['msg_id', 'body', 'seq']).orderBy('seq').execute();
    assert.deepEqual(rows.map((r) => [r.msg_id, r.body]), [['m1', '我要退款'], ['m2', '退款流程'], ['m5', 'internal']]);
  } finally {
    await store.close();
    await schema?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('migration 009 indexes the messages stored before it', () => {
  it('on sqlite', () => backfill(undefined));
});
await onPostgres('migration 009 backfill', () => {
  describe('migration 009 indexes the messages stored before it', () => {
    it('on pg', () => backfill(PG_URL));
  });
});
