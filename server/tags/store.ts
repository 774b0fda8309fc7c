/**
 * The tag queries (docs/api.md "Tags"). Every query names the tenant: another tenant's tag or
 * conversation is never found, exactly like a missing one.
 */
import type { DbOrTrx, Trx } from '../store/db';
import type { SessionTagTable, TagTable } from './tables';
import './tables';
import '../chat/tables';
import '../channels/tables';

export type TagWithCount = Pick<TagTable, 'tag_id' | 'name' | 'color'> & { count: number };

/** A unique-key violation on SQLite or PostgreSQL (two admins creating the same name at once). */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** The tenant's tags with how many conversations carry each (unsorted: the caller sorts by name). */
export async function listTags(db: DbOrTrx, tenantId: string): Promise<TagWithCount[]> {
  const rows = await db.selectFrom('tags')
    .leftJoin('session_tags', (j) => j.onRef('session_tags.tag_id', '=', 'tags.tag_id').onRef('session_tags.tenant_id', '=', 'tags.tenant_id'))
    .select((eb) => ['tags.tag_id', 'tags.name', 'tags.color', eb.fn.count<number>('session_tags.session_id').as('count')])
    .where('tags.tenant_id', '=', tenantId)
    .groupBy(['tags.tag_id', 'tags.name', 'tags.color'])
    .execute();
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}

export async function findTags(db: DbOrTrx, tenantId: string, tagIds: readonly string[]): Promise<Pick<TagTable, 'tag_id' | 'name'>[]> {
  if (!tagIds.length) return [];
  return db.selectFrom('tags').select(['tag_id', 'name']).where('tenant_id', '=', tenantId).where('tag_id', 'in', [...tagIds]).execute();
}

/** Every name of the tenant (at most TagLimits.perTenant): compared case-insensitively by the caller. */
export async function tagNames(db: DbOrTrx, tenantId: string): Promise<Pick<TagTable, 'tag_id' | 'name'>[]> {
  return db.selectFrom('tags').select(['tag_id', 'name']).where('tenant_id', '=', tenantId).execute();
}

/**
 * Serialises the tenant's tag-list writes (PostgreSQL: a row lock on the tenant until commit;
 * SQLite: the one writer), so two admins cannot both pass the name and count checks. A no-op
 * update, as queue-place.ts's counter locks the same row.
 */
export async function lockTenantTags(trx: Trx, tenantId: string): Promise<void> {
  await trx.updateTable('tenants').set((eb) => ({ tenant_id: eb.ref('tenant_id') })).where('tenant_id', '=', tenantId).execute();
}

export async function insertTag(trx: Trx, row: TagTable): Promise<void> {
  await trx.insertInto('tags').values(row).execute();
}

export async function updateTag(trx: Trx, tenantId: string, tagId: string, set: Pick<TagTable, 'name' | 'color' | 'updated_at'>): Promise<boolean> {
  const r = await trx.updateTable('tags').set(set).where('tenant_id', '=', tenantId).where('tag_id', '=', tagId).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Deletes the tag and takes it off every conversation; the number of conversations it was on, or null when there was no such tag. */
export async function deleteTag(trx: Trx, tenantId: string, tagId: string): Promise<number | null> {
  const off = await trx.deleteFrom('session_tags').where('tenant_id', '=', tenantId).where('tag_id', '=', tagId).executeTakeFirst();
  const gone = await trx.deleteFrom('tags').where('tenant_id', '=', tenantId).where('tag_id', '=', tagId).executeTakeFirst();
  return Number(gone.numDeletedRows) > 0 ? Number(off.numDeletedRows) : null;
}

/** The conversation (of this tenant), with its visitor: the lock goes through the visitor row. */
export async function findSession(db: DbOrTrx, tenantId: string, sessionId: string): Promise<{ session_id: string; user_id: string } | undefined> {
  return db.selectFrom('sessions').select(['session_id', 'user_id']).where('tenant_id', '=', tenantId).where('session_id', '=', sessionId).executeTakeFirst();
}

/** The conversation's tags in the order they were added. */
export async function sessionTags(db: DbOrTrx, tenantId: string, sessionId: string): Promise<Pick<SessionTagTable, 'tag_id' | 'added_at'>[]> {
  return db.selectFrom('session_tags').select(['tag_id', 'added_at']).where('tenant_id', '=', tenantId).where('session_id', '=', sessionId)
    .orderBy('added_at').orderBy('tag_id').execute();
}

export async function insertSessionTags(trx: Trx, rows: SessionTagTable[]): Promise<void> {
  if (rows.length) await trx.insertInto('session_tags').values(rows).execute();
}

export async function deleteSessionTags(trx: Trx, tenantId: string, sessionId: string, tagIds: readonly string[]): Promise<void> {
  if (tagIds.length) await trx.deleteFrom('session_tags').where('tenant_id', '=', tenantId).where('session_id', '=', sessionId).where('tag_id', 'in', [...tagIds]).execute();
}
