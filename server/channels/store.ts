/**
 * The tenant and channel rows in the database. A channel's configuration, translations and
 * message templates are stored as JSON text; parsing, defaults and validation stay in the
 * channel service, which caches what it reads here.
 */
import type { Insertable } from 'kysely';
import type { Db, DbOrTrx, Trx } from '../store/db';
import type { ChannelPreviewTable, ChannelRow, ChannelTable } from './tables';
import './tables';

export async function tenantExists(db: DbOrTrx, tenantId: string): Promise<boolean> {
  return (await db.selectFrom('tenants').select('tenant_id').where('tenant_id', '=', tenantId).executeTakeFirst()) !== undefined;
}

/** Whether the database has any tenant at all. */
export async function anyTenant(db: Db): Promise<boolean> {
  return (await db.selectFrom('tenants').select('tenant_id').limit(1).executeTakeFirst()) !== undefined;
}

/** Inserts the tenant unless it exists; true when this call inserted it. */
export async function insertTenantIfAbsent(db: DbOrTrx, tenantId: string, name: string, now: number): Promise<boolean> {
  const r = await db.insertInto('tenants').values({ tenant_id: tenantId, name, created_at: now })
    .onConflict((oc) => oc.column('tenant_id').doNothing()).returning('tenant_id').executeTakeFirst();
  return r !== undefined;
}

export async function findChannel(db: DbOrTrx, channelId: string): Promise<ChannelRow | undefined> {
  return db.selectFrom('channels').selectAll().where('channel_id', '=', channelId).executeTakeFirst();
}

/** The channel's owner and last change, without its configuration. */
export async function findChannelStamp(db: Db, channelId: string): Promise<{ tenant_id: string; updated_at: number } | undefined> {
  return db.selectFrom('channels').select(['updated_at', 'tenant_id']).where('channel_id', '=', channelId).executeTakeFirst();
}

export async function listChannelIds(db: Db, tenantId: string): Promise<string[]> {
  const rows = await db.selectFrom('channels').select('channel_id').where('tenant_id', '=', tenantId).orderBy('channel_id').execute();
  return rows.map((r) => r.channel_id);
}

export async function insertChannel(trx: Trx, row: Insertable<ChannelTable>): Promise<void> {
  await trx.insertInto('channels').values(row).execute();
}

export async function updateChannel(
  trx: Trx, channelId: string, set: { config: string; i18n: string; msg_templates: string; updated_at: number },
): Promise<void> {
  await trx.updateTable('channels').set(set).where('channel_id', '=', channelId).execute();
}

/** Writes (or overwrites) an admin's preview draft of a channel; drafts past their time are swept first. */
export async function saveChannelPreview(db: Db, row: Insertable<ChannelPreviewTable>, now: number): Promise<void> {
  await db.deleteFrom('channel_previews').where('expires_at', '<=', now).execute();
  await db.insertInto('channel_previews').values(row)
    .onConflict((oc) => oc.columns(['channel_id', 'agent_id']).doUpdateSet({
      tenant_id: row.tenant_id, config: row.config, i18n: row.i18n, expires_at: row.expires_at,
    }))
    .execute();
}

/** An admin's preview draft of a channel of the tenant, unless it is past its time. */
export async function findChannelPreview(
  db: Db, tenantId: string, channelId: string, agentId: string, now: number,
): Promise<{ config: string; i18n: string } | undefined> {
  return db.selectFrom('channel_previews').select(['config', 'i18n'])
    .where('channel_id', '=', channelId).where('agent_id', '=', agentId).where('tenant_id', '=', tenantId)
    .where('expires_at', '>', now).executeTakeFirst();
}
