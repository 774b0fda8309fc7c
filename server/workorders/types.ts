/**
 * The admin's type editor (desk admin/woTypes/set): a type's name and its 1–50 extra fields,
 * checked before anything is stored. Field names are unique and non-empty; types 6–8 need at
 * least one option with unique values; type 9 a tree at most WoLimits.cascadeDepthMax deep with
 * unique values among siblings; the other types take no options.
 */
import crypto from 'node:crypto';
import { FieldType, WoLimits } from '../../protocol';
import type { DeskWoField, DeskWoOption } from '../../protocol';
import { badRequest } from '../errors';
import { cleanText } from '../leave-messages';

export interface WoFieldInput {
  fieldId?: string | undefined;
  fieldName: string;
  fieldType: number;
  required?: boolean | undefined;
  options?: DeskWoOption[] | undefined;
}

export interface WoTypeInput {
  typeId?: string | undefined;
  typeName: string;
  enabled: boolean;
  fields: WoFieldInput[];
}

/** Every node of a cascading tree together, whatever its shape (a bound on the stored size). */
export const CASCADE_NODES_MAX = 2000;
export const ID_PATTERN = /^[A-Za-z0-9_.:-]{1,64}$/;

const VALUE_MAX = 100;
const LABEL_MAX = 100;
const OPTION_TYPES: readonly number[] = [FieldType.dropdown, FieldType.radio, FieldType.checkbox];

export const newFieldId = (): string => `f-${crypto.randomBytes(6).toString('hex')}`;

function option(where: string, o: DeskWoOption): DeskWoOption {
  const value = cleanText(`${where}.value`, String(o.value ?? ''), { max: VALUE_MAX });
  if (!value) throw badRequest(`${where}.value`, 'is required');
  const label = cleanText(`${where}.label`, String(o.label ?? ''), { max: LABEL_MAX });
  if (!label) throw badRequest(`${where}.label`, 'is required');
  return { value, label };
}

function flatOptions(where: string, list: DeskWoOption[]): DeskWoOption[] {
  if (list.length === 0) throw badRequest(where, 'needs at least one option');
  if (list.length > WoLimits.optionsMax) throw badRequest(where, `must have at most ${WoLimits.optionsMax} options`);
  const seen = new Set<string>();
  return list.map((o, i) => {
    if (o.children?.length) throw badRequest(`${where}[${i}].children`, 'is only for cascading fields');
    const clean = option(`${where}[${i}]`, o);
    if (seen.has(clean.value)) throw badRequest(`${where}[${i}].value`, 'is a duplicate');
    seen.add(clean.value);
    return clean;
  });
}

function tree(where: string, list: DeskWoOption[], depth: number, count: { n: number }): DeskWoOption[] {
  if (depth > WoLimits.cascadeDepthMax) throw badRequest(where, `cascading options are at most ${WoLimits.cascadeDepthMax} levels deep`);
  if (list.length === 0) throw badRequest(where, 'needs at least one option');
  if (list.length > WoLimits.optionsMax) throw badRequest(where, `must have at most ${WoLimits.optionsMax} options`);
  const seen = new Set<string>();
  return list.map((o, i) => {
    const at = `${where}[${i}]`;
    count.n += 1;
    if (count.n > CASCADE_NODES_MAX) throw badRequest(where, `cascading options are at most ${CASCADE_NODES_MAX} in all`);
    const clean = option(at, o);
    if (seen.has(clean.value)) throw badRequest(`${at}.value`, 'is a duplicate among its siblings');
    seen.add(clean.value);
    return o.children?.length ? { ...clean, children: tree(`${at}.children`, o.children, depth + 1, count) } : clean;
  });
}

/** A checked copy of the type; new fields get ids. Throws a 400 naming the first bad part. */
export function validateType(input: WoTypeInput): { typeName: string; enabled: boolean; fields: DeskWoField[] } {
  const typeName = cleanText('typeName', input.typeName, { max: WoLimits.typeNameMax });
  if (!typeName) throw badRequest('typeName', 'is required');
  if (input.fields.length < 1 || input.fields.length > WoLimits.fieldsMax) throw badRequest('fields', `must have 1 to ${WoLimits.fieldsMax} fields`);
  const names = new Set<string>();
  const ids = new Set<string>();
  const fields = input.fields.map((f, i): DeskWoField => {
    const where = `fields[${i}]`;
    const fieldName = cleanText(`${where}.fieldName`, f.fieldName, { max: WoLimits.fieldNameMax });
    if (!fieldName) throw badRequest(`${where}.fieldName`, 'is required');
    if (names.has(fieldName.toLowerCase())) throw badRequest(`${where}.fieldName`, 'is a duplicate');
    names.add(fieldName.toLowerCase());
    const fieldId = f.fieldId ?? newFieldId();
    if (!ID_PATTERN.test(fieldId)) throw badRequest(`${where}.fieldId`, 'is not a valid id');
    if (ids.has(fieldId)) throw badRequest(`${where}.fieldId`, 'is a duplicate');
    ids.add(fieldId);
    const t = f.fieldType;
    if (!Number.isInteger(t) || t < FieldType.text || t > FieldType.cascader) throw badRequest(`${where}.fieldType`, 'must be 1 to 9');
    const given = f.options ?? [];
    let options: DeskWoOption[] = [];
    if (OPTION_TYPES.includes(t)) options = flatOptions(`${where}.options`, given);
    else if (t === FieldType.cascader) options = tree(`${where}.options`, given, 1, { n: 0 });
    else if (given.length) throw badRequest(`${where}.options`, 'only option fields (types 6–9) take options');
    return { fieldId, fieldName, fieldType: t, required: f.required === true, options };
  });
  return { typeName, enabled: input.enabled, fields };
}
