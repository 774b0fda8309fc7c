/**
 * The values a visitor gives a type's extra fields (docs/api.md "Work orders", field values):
 * 1/2 text; 3 `yyyy-MM-dd` (a real date); 4 `yyyy-MM-dd HH:mm`; 5 a decimal number; 6/7 one
 * option value; 8 a JSON array of option values; 9 a JSON array of the values from the root to a
 * leaf. Required fields must be filled. A bad value is a 400 naming the field by its name.
 */
import { FieldType, WoLimits } from '../../protocol';
import type { DeskWoField, DeskWoOption } from '../../protocol';
import { badRequest } from '../errors';
import { cleanText } from '../leave-messages';
import type { StoredField } from './tables';

export interface FieldValueInput { fieldId: string | number; fieldValue?: string | null | undefined }

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/;
const NUMBER = /^-?\d{1,30}(\.\d{1,30})?$/;

function realDate(y: string, m: string, d: string): boolean {
  const t = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return t.getUTCFullYear() === Number(y) && t.getUTCMonth() === Number(m) - 1 && t.getUTCDate() === Number(d) && Number(y) >= 1;
}

function jsonList(name: string, raw: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badRequest(name, 'must be a JSON list of option values');
  }
  if (!Array.isArray(parsed) || !parsed.every((x) => typeof x === 'string')) throw badRequest(name, 'must be a JSON list of option values');
  return parsed as string[];
}

/** The checked value (normalised: trimmed, '' or '[]' when empty). */
function checkValue(f: DeskWoField, raw: string): string {
  const name = f.fieldName;
  const multiLine = f.fieldType === FieldType.textarea;
  const v = cleanText(name, raw, { max: WoLimits.fieldValueMax, multiLine });
  const emptyList = f.fieldType === FieldType.checkbox || f.fieldType === FieldType.cascader;
  if (v === '' || (emptyList && v === '[]')) {
    if (f.required) throw badRequest(name, 'is required');
    return f.fieldType === FieldType.checkbox ? '[]' : '';
  }
  switch (f.fieldType) {
    case FieldType.text:
    case FieldType.textarea:
      return v;
    case FieldType.date: {
      const m = DATE.exec(v);
      if (!m || !realDate(m[1]!, m[2]!, m[3]!)) throw badRequest(name, 'must be a date (yyyy-MM-dd)');
      return v;
    }
    case FieldType.dateTime: {
      const m = DATE_TIME.exec(v);
      if (!m || !realDate(m[1]!, m[2]!, m[3]!) || Number(m[4]) > 23 || Number(m[5]) > 59) throw badRequest(name, 'must be a date and time (yyyy-MM-dd HH:mm)');
      return v;
    }
    case FieldType.number:
      if (!NUMBER.test(v)) throw badRequest(name, 'must be a number');
      return v;
    case FieldType.dropdown:
    case FieldType.radio:
      if (!f.options.some((o) => o.value === v)) throw badRequest(name, 'is not one of the options');
      return v;
    case FieldType.checkbox: {
      const list = jsonList(name, v);
      if (new Set(list).size !== list.length) throw badRequest(name, 'has an option twice');
      if (!list.every((x) => f.options.some((o) => o.value === x))) throw badRequest(name, 'is not one of the options');
      if (f.required && list.length === 0) throw badRequest(name, 'is required');
      return JSON.stringify(list);
    }
    case FieldType.cascader: {
      const path = jsonList(name, v);
      let level: DeskWoOption[] | undefined = f.options;
      for (const step of path) {
        const node: DeskWoOption | undefined = level?.find((o) => o.value === step);
        if (!node) throw badRequest(name, 'is not a path of the options');
        level = node.children?.length ? node.children : undefined;
      }
      // a complete path: it ends at a leaf
      if (level !== undefined) throw badRequest(name, 'must be chosen down to the last level');
      return JSON.stringify(path);
    }
    default:
      throw badRequest(name, 'has an unknown field type');
  }
}

/**
 * What a checked value reads as: the option labels of types 6–8 (joined with ", ") and the label
 * path of 9 (" / "), else the value itself. Kept with the order, so the link page shows what the
 * visitor chose even after the type's options change.
 */
export function fieldText(f: DeskWoField, value: string): string {
  if (value === '' || value === '[]') return '';
  const label = (list: readonly DeskWoOption[] | undefined, v: string) => list?.find((o) => o.value === v);
  switch (f.fieldType) {
    case FieldType.dropdown:
    case FieldType.radio:
      return label(f.options, value)?.label ?? value;
    case FieldType.checkbox:
      return (JSON.parse(value) as string[]).map((v) => label(f.options, v)?.label ?? v).join(', ');
    case FieldType.cascader: {
      const names: string[] = [];
      let level: readonly DeskWoOption[] | undefined = f.options;
      for (const step of JSON.parse(value) as string[]) {
        const node = label(level, step);
        names.push(node?.label ?? step);
        level = node?.children;
      }
      return names.join(' / ');
    }
    default:
      return value;
  }
}

/** Every field of the type with its checked value, in the type's order; unknown or repeated field ids are a 400. */
export function validateFieldValues(fields: readonly DeskWoField[], input: readonly FieldValueInput[]): StoredField[] {
  const byId = new Map<string, string>();
  input.forEach((x, i) => {
    const id = String(x.fieldId);
    if (!fields.some((f) => f.fieldId === id)) throw badRequest(`cusFieldConfigInfoVoList[${i}].fieldId`, 'is not a field of this work-order type');
    if (byId.has(id)) throw badRequest(`cusFieldConfigInfoVoList[${i}].fieldId`, 'is given twice');
    byId.set(id, x.fieldValue ?? '');
  });
  return fields.map((f) => {
    const fieldValue = checkValue(f, byId.get(f.fieldId) ?? '');
    return { fieldId: f.fieldId, fieldName: f.fieldName, fieldType: f.fieldType, fieldValue, fieldText: fieldText(f, fieldValue) };
  });
}

/** The empty value of each field (an order made by staff from a leave message). */
export const emptyFieldValues = (fields: readonly DeskWoField[]): StoredField[] =>
  fields.map((f) => ({ fieldId: f.fieldId, fieldName: f.fieldName, fieldType: f.fieldType, fieldValue: f.fieldType === FieldType.checkbox ? '[]' : '', fieldText: '' }));
