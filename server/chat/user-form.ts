/**
 * Server-side validation of the pre-chat user form (spec §5): every field that is required and
 * shown must be non-empty; the phone (second field), if filled, must match the channel's phone
 * rule (spec default: 11 digits starting with 1; DESIGN §6: or international); the e-mail
 * (third field), if filled, a standard address. formParams carries the other typed fields.
 */
import { EMAIL_PATTERN, FieldType, PHONE_PATTERN_CN, PHONE_PATTERN_INTL } from '../../protocol';
import type { UserFormField } from '../../protocol';
import { badRequest } from '../errors';

export interface UserFormInput {
  userName?: string | undefined;
  phone?: string | undefined;
  email?: string | undefined;
  formParams?: string | undefined;
}

export interface UserFormResult {
  userName?: string;
  phone?: string;
  email?: string;
  /** the typed extra fields, known fields only, as JSON */
  formParams: string;
}

type Value = string | number | string[];

const isEmpty = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);
const on = (f: number | boolean | undefined): boolean => f === true || f === 1;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) ([01]\d|2[0-3]):([0-5]\d)$/;

function realDate(y: string, m: string, d: string): boolean {
  const t = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return t.getUTCFullYear() === Number(y) && t.getUTCMonth() === Number(m) - 1 && t.getUTCDate() === Number(d);
}

/** Parses formParams: a JSON object {name: value} or a list [{name, value}]. */
function parseParams(raw: string | undefined): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (raw === undefined || raw.trim() === '') return out;
  let v: unknown;
  try {
    v = JSON.parse(raw) as unknown;
  } catch {
    throw badRequest('formParams', 'must be valid JSON');
  }
  if (Array.isArray(v)) {
    for (const e of v) {
      if (!e || typeof e !== 'object') throw badRequest('formParams', 'entries must be objects with name and value');
      const { name, value } = e as { name?: unknown; value?: unknown };
      if (typeof name !== 'string') throw badRequest('formParams', 'entries need a name');
      out.set(name, value);
    }
  } else if (v && typeof v === 'object') {
    for (const [k, val] of Object.entries(v)) out.set(k, val);
  } else {
    throw badRequest('formParams', 'must be a JSON object or list');
  }
  return out;
}

/** Checks one typed value of spec §3 field types; returns the clean value. */
function typedValue(field: UserFormField, v: unknown): Value {
  const name = field.name;
  const options = (field.options ?? []).map((o) => o.value);
  const inOptions = (s: unknown): s is string => typeof s === 'string' && (options.length === 0 || options.includes(s));
  switch (field.fieldType ?? FieldType.text) {
    case FieldType.number: {
      const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN;
      if (!Number.isFinite(n)) throw badRequest(name, 'must be a number');
      return n;
    }
    case FieldType.date: {
      const m = typeof v === 'string' ? DATE.exec(v) : null;
      if (!m || !realDate(m[1]!, m[2]!, m[3]!)) throw badRequest(name, 'must be a date yyyy-MM-dd');
      return v as string;
    }
    case FieldType.dateTime: {
      const m = typeof v === 'string' ? DATE_TIME.exec(v) : null;
      if (!m || !realDate(m[1]!, m[2]!, m[3]!)) throw badRequest(name, 'must be a date and time yyyy-MM-dd HH:mm');
      return v as string;
    }
    case FieldType.dropdown:
    case FieldType.radio:
      if (!inOptions(v)) throw badRequest(name, 'must be one of the options');
      return v;
    case FieldType.checkbox:
      if (!Array.isArray(v) || v.length > 100 || !v.every(inOptions)) throw badRequest(name, 'must be a list of the options');
      return v as string[];
    default:
      if (typeof v !== 'string' && typeof v !== 'number') throw badRequest(name, 'must be text');
      if (String(v).length > 2000) throw badRequest(name, 'must be at most 2000 characters');
      return String(v);
  }
}

/**
 * `shown`: the form as the visitor's language shows it (the channel's texts for that language,
 * same fields in the same order). The widget sends formParams under the names it showed, so a
 * field is found under its own name or its shown name, and stored under its own.
 */
export function validateUserForm(formList: readonly UserFormField[], input: UserFormInput, phoneRule: 'cn' | 'intl', shown: readonly UserFormField[] = formList): UserFormResult {
  const params = parseParams(input.formParams);
  const [nameField, phoneField, emailField, ...extra] = formList;
  const fixed: [UserFormField | undefined, string, string | undefined][] = [
    [nameField, 'userName', input.userName], [phoneField, 'phone', input.phone], [emailField, 'email', input.email],
  ];
  for (const [f, key, value] of fixed) {
    if (f && on(f.require) && on(f.show ?? 1) && isEmpty(value)) throw badRequest(key, `please input ${f.name}`);
  }
  const phone = input.phone?.trim();
  if (phone) {
    const rule = phoneRule === 'intl' ? PHONE_PATTERN_INTL : PHONE_PATTERN_CN;
    if (!rule.test(phone)) throw badRequest('phone', phoneRule === 'intl' ? 'must be an international phone number' : 'must be 11 digits starting with 1');
  }
  const email = input.email?.trim();
  if (email && !EMAIL_PATTERN.test(email)) throw badRequest('email', 'must be an e-mail address');
  const clean: Record<string, Value> = {};
  for (const [i, f] of extra.entries()) {
    // refusals name the field as the visitor saw it
    const seen = shown[i + 3]?.name ?? f.name;
    const v = params.has(f.name) ? params.get(f.name) : params.get(seen);
    if (isEmpty(v)) {
      if (on(f.require) && on(f.show ?? 1)) throw badRequest(seen, `please input ${seen}`);
      continue;
    }
    clean[f.name] = typedValue({ ...f, name: seen }, v);
  }
  const out: UserFormResult = { formParams: JSON.stringify(clean) };
  const userName = input.userName?.trim();
  if (userName) out.userName = userName;
  if (phone) out.phone = phone;
  if (email) out.email = email;
  return out;
}
