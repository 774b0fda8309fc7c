/**
 * The tenant and channel rows in the database. A channel's configuration, translations and
 * message templates are stored as JSON text; parsing, defaults and validation stay in the
 * channel service, which caches what it reads here.
 */
import type { Insertable } from 'kysely';
import type { Db, DbOrTrx, Trx } from '../store/db';
import type { ChannelRow, ChannelTable } from './tables';
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
