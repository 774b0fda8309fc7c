/**
 * Robot tables (issue 4): the per-tenant knowledge base, its settings (synonyms, thresholds,
 * unknown-answer texts, and the version caches compare), answer votes (one per visitor per
 * answer: the primary key) and the unknown-question log (one row per normalised question with
 * a count). Same portable column types as 001/002: text ids, integer flags and counts, bigint
 * millisecond timestamps, JSON as text.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('robot_docs')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('doc_id', 'text', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('similar', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('keywords', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('related', 'text', (c) => c.notNull())
    .addColumn('guide', 'text')
    .addColumn('card', 'text')
    .addColumn('up_votes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('down_votes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('robot_docs_pk', ['tenant_id', 'doc_id'])
    .execute();

  await db.schema.createTable('robot_settings')
    .addColumn('tenant_id', 'text', (c) => c.primaryKey())
    .addColumn('synonyms', 'text', (c) => c.notNull())
    .addColumn('thresholds', 'text', (c) => c.notNull())
    .addColumn('unknown_text', 'text', (c) => c.notNull())
    .addColumn('kb_version', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema.createTable('robot_votes')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('vote_key', 'text', (c) => c.notNull())
    .addColumn('doc_id', 'text', (c) => c.notNull())
    .addColumn('is_useful', 'integer', (c) => c.notNull())
    .addColumn('msg_id', 'text')
    .addColumn('session_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('robot_votes_pk', ['tenant_id', 'user_id', 'vote_key'])
    .execute();
  await db.schema.createIndex('robot_votes_doc').on('robot_votes').columns(['tenant_id', 'doc_id']).execute();

  await db.schema.createTable('robot_unknown')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('question_key', 'text', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('asked', 'integer', (c) => c.notNull())
    .addColumn('first_at', 'bigint', (c) => c.notNull())
    .addColumn('last_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('robot_unknown_pk', ['tenant_id', 'question_key'])
    .execute();
  await db.schema.createIndex('robot_unknown_asked').on('robot_unknown').columns(['tenant_id', 'asked']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['robot_unknown', 'robot_votes', 'robot_settings', 'robot_docs']) await db.schema.dropTable(t).ifExists().execute();
}
