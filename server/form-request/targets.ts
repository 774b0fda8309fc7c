/**
 * The form targets a tenant configured (issue 3 item 9): for each in-chat form (message type 11)
 * the URL, method, content type and field names a post may use. These rows — never the visitor's
 * url/method/headers — decide where a form goes (DESIGN §6 "fromRequest").
 */
import net from 'node:net';
import { badRequest } from '../errors';
import type { DbOrTrx } from '../store/db';
import { hostOf, isLocalName, isPublicAddress } from './address-policy';
import { targetRowById, targetRowByUrl, targetRowsOfTenant, upsertTarget } from './store';

export const FORM_METHODS = ['POST', 'PUT'] as const;
export type FormMethod = (typeof FORM_METHODS)[number];
export const FORM_CONTENT_TYPES = ['application/json', 'application/x-www-form-urlencoded'] as const;
export type FormContentType = (typeof FORM_CONTENT_TYPES)[number];

export const FormTargetLimits = {
  formIdMax: 64,
  urlMax: 2048,
  fieldsMax: 50,
  fieldNameMax: 64,
} as const;

export interface FormTarget {
  tenantId: string;
  formId: string;
  /** normalised (WHATWG URL href) */
  url: string;
  method: FormMethod;
  contentType: FormContentType;
  fieldNames: string[];
}

/** The canonical form of a URL, for comparing a visitor's url with a configured one; null if not a URL. */
export function normalizeUrl(raw: string): string | null {
  try {
    const u = new URL(raw);
    u.hash = '';
    return u.href;
  } catch {
    return null;
  }
}

function parseFieldNames(json: string): string[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

const toTarget = (r: { tenant_id: string; form_id: string; url: string; method: string; content_type: string; field_names: string }): FormTarget => ({
  tenantId: r.tenant_id, formId: r.form_id, url: r.url,
  method: (FORM_METHODS as readonly string[]).includes(r.method) ? (r.method as FormMethod) : 'POST',
  contentType: (FORM_CONTENT_TYPES as readonly string[]).includes(r.content_type) ? (r.content_type as FormContentType) : 'application/json',
  fieldNames: parseFieldNames(r.field_names),
});

export async function targetById(db: DbOrTrx, tenantId: string, formId: string): Promise<FormTarget | null> {
  const r = await targetRowById(db, tenantId, formId);
  return r ? toTarget(r) : null;
}

export async function targetsOfTenant(db: DbOrTrx, tenantId: string): Promise<FormTarget[]> {
  return (await targetRowsOfTenant(db, tenantId)).map(toTarget);
}

export async function targetByUrl(db: DbOrTrx, tenantId: string, url: string): Promise<FormTarget | null> {
  const r = await targetRowByUrl(db, tenantId, url);
  return r ? toTarget(r) : null;
}

export interface FormTargetInput {
  formId: string;
  url: string;
  method?: string;
  contentType?: string;
  fieldNames: string[];
}

/**
 * Check a target as a tenant admin configures it. An internal host written as a literal address
 * or a local name is refused here already, unless the operator allows internal targets; names
 * are checked again (after DNS) on every post.
 */
export function validateTarget(input: FormTargetInput, allowInternal: boolean): Omit<FormTarget, 'tenantId'> {
  const formId = input.formId.trim();
  if (!formId || formId.length > FormTargetLimits.formIdMax) throw badRequest('formId', `must be 1 to ${FormTargetLimits.formIdMax} characters`);
  const url = input.url.length <= FormTargetLimits.urlMax ? normalizeUrl(input.url) : null;
  if (!url) throw badRequest('url', 'must be an absolute http or https URL');
  const u = new URL(url);
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw badRequest('url', 'must be an absolute http or https URL');
  if (u.username || u.password) throw badRequest('url', 'must not carry credentials');
  const host = hostOf(u);
  if (!allowInternal && ((net.isIP(host) && !isPublicAddress(host)) || isLocalName(host))) throw badRequest('url', 'must not point to an internal address');
  const method = (input.method ?? 'POST').toUpperCase();
  if (!(FORM_METHODS as readonly string[]).includes(method)) throw badRequest('method', `must be one of ${FORM_METHODS.join(', ')}`);
  const contentType = input.contentType ?? 'application/json';
  if (!(FORM_CONTENT_TYPES as readonly string[]).includes(contentType)) throw badRequest('contentType', `must be one of ${FORM_CONTENT_TYPES.join(', ')}`);
  const fieldNames = [...new Set(input.fieldNames.map((f) => f.trim()).filter(Boolean))];
  if (fieldNames.length > FormTargetLimits.fieldsMax || fieldNames.some((f) => f.length > FormTargetLimits.fieldNameMax || f === '__proto__')) {
    throw badRequest('fieldNames', `at most ${FormTargetLimits.fieldsMax} names of at most ${FormTargetLimits.fieldNameMax} characters`);
  }
  return { formId, url, method: method as FormMethod, contentType: contentType as FormContentType, fieldNames };
}

export async function saveTarget(db: DbOrTrx, tenantId: string, t: Omit<FormTarget, 'tenantId'>, now: number): Promise<void> {
  await upsertTarget(db, {
    tenant_id: tenantId, form_id: t.formId, created_at: now,
    url: t.url, method: t.method, content_type: t.contentType, field_names: JSON.stringify(t.fieldNames),
  });
}
