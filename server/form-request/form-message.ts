/**
 * The in-chat form an agent sends (spec §3 message type 11): the guide text and the fields, each
 * one of the form target's field names (a field the target does not take would be dropped on
 * submit, so it is refused here), with its type (spec §3 field types 1–8), required mark and, for
 * choices, its options. What the visitor gets is the message content the widget draws:
 * `{referGuide, formId, fromFields: [{fieldId, fieldName, fieldType, requiredStatus, text?}]}`.
 */
import { FieldType } from '../../protocol';
import { badRequest } from '../errors';
import type { FormTarget } from './targets';

export const InChatFormLimits = { fieldsMax: 20, guideMax: 500, optionsMax: 20, optionMax: 50 } as const;

export interface InChatFormFieldInput {
  fieldName: string;
  fieldType: number;
  required?: boolean;
  options?: string[];
}

export interface InChatFormInput {
  referGuide?: string;
  fields: InChatFormFieldInput[];
}

const CHOICE_TYPES: readonly number[] = [FieldType.dropdown, FieldType.radio, FieldType.checkbox];
const FORM_FIELD_TYPES: readonly number[] = [FieldType.text, FieldType.textarea, FieldType.date, FieldType.dateTime, FieldType.number, ...CHOICE_TYPES];

/** The message content for `input` sent as the form of `target`; a 400 naming what is wrong. */
export function formMessage(target: FormTarget, input: InChatFormInput): string {
  const guide = (input.referGuide ?? '').trim();
  if ([...guide].length > InChatFormLimits.guideMax) throw badRequest('referGuide', `at most ${InChatFormLimits.guideMax} characters`);
  if (!input.fields.length || input.fields.length > InChatFormLimits.fieldsMax) throw badRequest('fields', `1 to ${InChatFormLimits.fieldsMax} fields`);
  const seen = new Set<string>();
  const fromFields = input.fields.map((f, i) => {
    const at = `fields[${i}]`;
    const name = f.fieldName.trim();
    if (!target.fieldNames.includes(name)) throw badRequest(`${at}.fieldName`, `is not a field of form ${target.formId} (${target.fieldNames.join(', ')})`);
    if (seen.has(name)) throw badRequest(`${at}.fieldName`, 'appears twice');
    seen.add(name);
    if (!FORM_FIELD_TYPES.includes(f.fieldType)) throw badRequest(`${at}.fieldType`, `must be one of ${FORM_FIELD_TYPES.join(', ')}`);
    const options = (f.options ?? []).map((o) => o.trim()).filter(Boolean);
    if (CHOICE_TYPES.includes(f.fieldType)) {
      if (!options.length || options.length > InChatFormLimits.optionsMax || options.some((o) => [...o].length > InChatFormLimits.optionMax)) {
        throw badRequest(`${at}.options`, `1 to ${InChatFormLimits.optionsMax} options of at most ${InChatFormLimits.optionMax} characters`);
      }
    } else if (options.length) throw badRequest(`${at}.options`, 'only choices (types 6, 7, 8) have options');
    return { fieldId: i + 1, fieldName: name, fieldType: f.fieldType, requiredStatus: f.required ? 1 : 0, ...(options.length ? { text: options.map((name) => ({ name })) } : {}) };
  });
  return JSON.stringify({ ...(guide ? { referGuide: guide } : {}), formId: target.formId, fromFields });
}
