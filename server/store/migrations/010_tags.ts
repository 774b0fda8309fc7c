/**
 * Tags on conversations (docs/api.md "Tags"): the tenant's list, managed by admins (a name and a
 * palette colour, protocol TagColors), and which conversations carry which tag. Same portable
 * column types as 001–008.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema.createTable('tags')
    .addColumn('tag_id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // one name per tenant; the desk compares names case-insensitively before writing
  await db.schema.createIndex('tags_tenant_name').on('tags').columns(['tenant_id', 'name']).unique().execute();

  await db.schema.createTable('session_tags')
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('tag_id', 'text', (c) => c.notNull())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('added_by', 'text', (c) => c.notNull())
    .addColumn('added_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('session_tags_pk', ['session_id', 'tag_id'])
    .execute();
  // the list's tag filter and the tag's count
  await db.schema.createIndex('session_tags_tag').on('session_tags').columns(['tenant_id', 'tag_id', 'session_id']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('session_tags').execute();
  await db.schema.dropTable('tags').execute();
}
