/** The `form_targets` rows: the targets each tenant configured for its in-chat forms. */
import type { DbOrTrx } from '../store/db';
import type { FormTargetTable } from './tables';
import './tables';

/** The tenant's target of this form id. */
export async function targetRowById(db: DbOrTrx, tenantId: string, formId: string): Promise<FormTargetTable | undefined> {
  return db.selectFrom('form_targets').selectAll().where('tenant_id', '=', tenantId).where('form_id', '=', formId).executeTakeFirst();
}

/** The tenant's target with this (normalised) URL; of several, the first by form id. */
export async function targetRowByUrl(db: DbOrTrx, tenantId: string, url: string): Promise<FormTargetTable | undefined> {
  return db.selectFrom('form_targets').selectAll().where('tenant_id', '=', tenantId).where('url', '=', url).orderBy('form_id').executeTakeFirst();
}

/** Creates the tenant's target for `form_id`, or replaces its url, method, content type and fields. */
export async function upsertTarget(db: DbOrTrx, row: FormTargetTable): Promise<void> {
  const { url, method, content_type, field_names } = row;
  await db.insertInto('form_targets').values(row)
    .onConflict((oc) => oc.columns(['tenant_id', 'form_id']).doUpdateSet({ url, method, content_type, field_names })).execute();
}

/** Every target of the tenant, by form id. */
export async function targetRowsOfTenant(db: DbOrTrx, tenantId: string): Promise<FormTargetTable[]> {
  return db.selectFrom('form_targets').selectAll().where('tenant_id', '=', tenantId).orderBy('form_id').execute();
}

/** Removes the tenant's target of this form id; whether there was one. */
export async function deleteTargetRow(db: DbOrTrx, tenantId: string, formId: string): Promise<boolean> {
  const r = await db.deleteFrom('form_targets').where('tenant_id', '=', tenantId).where('form_id', '=', formId).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
