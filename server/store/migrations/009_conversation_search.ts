/**
 * The Conversations area's search and list (docs/api.md "Conversations"):
 *
 * - `message_text`: the plain text of every searchable message (visitor, agent — internal notes
 *   too — and robot answers as text), lower-cased (server/conversations/text.ts), written in the same
 *   transaction as the message and deleted when the message is recalled (recalled text is never
 *   found). SQLite indexes it with an FTS5 `trigram` table kept in step by triggers; PostgreSQL
 *   with a pg_trgm GIN index (the extension is needed: docs/operations.md "PostgreSQL").
 * - `sessions_tenant_activity`: the list's order (last activity, then id, newest first) for
 *   keyset paging.
 *
 * Existing messages are indexed here (backfill in batches).
 */
import { PostgresAdapter, sql } from 'kysely';
import type { Kysely } from 'kysely';
import { indexedText } from '../../conversations/text';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

const isPg = (db: Db): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Db): Promise<void> {
  await db.schema.createIndex('sessions_tenant_activity').on('sessions').columns(['tenant_id', 'last_msg_at', 'session_id']).execute();
  if (isPg(db)) await upPg(db);
  else await upSqlite(db);
  await backfill(db);
}

async function upSqlite(db: Db): Promise<void> {
  // an INTEGER PRIMARY KEY is the rowid the FTS table points at, stable across VACUUM
  await db.schema.createTable('message_text')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('msg_id', 'text', (c) => c.notNull().unique())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('message_text_session').on('message_text').columns(['session_id', 'seq']).execute();
  // trigram: any substring of 3+ characters, CJK included, case-insensitive (sqlite.org/fts5.html §4.3.3)
  await sql`create virtual table message_text_fts using fts5(body, content='message_text', content_rowid='id', tokenize='trigram')`.execute(db);
  await sql`create trigger message_text_ai after insert on message_text begin
    insert into message_text_fts(rowid, body) values (new.id, new.body); end`.execute(db);
  await sql`create trigger message_text_ad after delete on message_text begin
    insert into message_text_fts(message_text_fts, rowid, body) values ('delete', old.id, old.body); end`.execute(db);
}

async function upPg(db: Db): Promise<void> {
  const schema = await trigramSchema(db);
  await db.schema.createTable('message_text')
    .addColumn('msg_id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('message_text_session').on('message_text').columns(['session_id', 'seq']).execute();
  // LIKE '%…%' of 3+ characters uses it (the body is lower-cased: conversations/text.ts indexedText); the operator class is named with the extension's schema,
  // so the index works whatever schema this database's tables live in (the tests use one per test)
  await sql`create index message_text_body on message_text using gin (body ${sql.id(schema)}.gin_trgm_ops)`.execute(db);
}

/**
 * pg_trgm's schema: installed in `public` when missing (a trusted extension since PostgreSQL 13,
 * so a database owner may create it). Two migrations racing to create it: the loser's error is
 * rolled back to a savepoint and the winner's extension used.
 */
async function trigramSchema(db: Db): Promise<string> {
  const find = async () => (await sql<{ s: string }>`select n.nspname as s from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db)).rows[0]?.s;
  const found = await find();
  if (found) return found;
  await sql`savepoint kefu_trgm`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    await sql`release savepoint kefu_trgm`.execute(db);
  } catch (err) {
    await sql`rollback to savepoint kefu_trgm`.execute(db);
    const after = await find();
    if (!after) throw new Error(`the pg_trgm extension is needed (docs/operations.md "PostgreSQL"): ${(err as Error).message}`, { cause: err });
    return after;
  }
  return (await find()) ?? 'public';
}

const BATCH = 2000;

/** Indexes the messages stored before this migration, in msg_id order, a batch at a time. */
async function backfill(db: Db): Promise<void> {
  let after = '';
  for (;;) {
    const rows = await db.selectFrom('messages')
      .select(['msg_id', 'tenant_id', 'session_id', 'seq', 'sender_type', 'msg_type', 'msg_content', 'file_name', 'recall_flag'])
      .where('msg_id', '>', after).where('recall_flag', '=', 0).orderBy('msg_id').limit(BATCH).execute();
    if (!rows.length) return;
    after = rows[rows.length - 1]!.msg_id;
    const values = rows
      .map((r) => ({ msg_id: r.msg_id, tenant_id: r.tenant_id, session_id: r.session_id, seq: Number(r.seq), body: indexedText(r) }))
      .filter((r) => r.body);
    if (values.length) await db.insertInto('message_text').values(values).execute();
  }
}

export async function down(db: Db): Promise<void> {
  if (!isPg(db)) await sql`drop table if exists message_text_fts`.execute(db);
  await db.schema.dropTable('message_text').ifExists().execute();
  await db.schema.dropIndex('sessions_tenant_activity').ifExists().execute();
}
