/**
 * Channel preview drafts (docs/desk.md "Preview"): the unsaved configuration an admin is editing,
 * kept for a few minutes so the widget page opened with its preview token can show it. In the
 * database rather than in memory, so the process that answers the widget's channelInfo needs
 * not be the one that took the draft (several processes behind one address, DESIGN §1). One row
 * per admin and channel, overwritten by each change. Same portable column types as 001–011.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema.createTable('channel_previews')
    .addColumn('channel_id', 'text', (c) => c.notNull())
    .addColumn('agent_id', 'text', (c) => c.notNull())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('config', 'text', (c) => c.notNull())
    .addColumn('i18n', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('channel_previews_pk', ['channel_id', 'agent_id'])
    .execute();
  // expired drafts are swept by age
  await db.schema.createIndex('channel_previews_expiry').on('channel_previews').column('expires_at').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('channel_previews').execute();
}
