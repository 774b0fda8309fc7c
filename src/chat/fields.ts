/**
 * Typed form fields (spec §3 field types 1–9) as the widget's forms use them: the pre-chat user
 * form, the work-order form of the leave-message page (leaveMsgType 2) and the card form
 * (/formData). One model, one renderer (src/ui/common/FieldInput.tsx), and the values on the
 * wire as the work-order contract says (cusFieldConfigInfoVoList[].fieldValue, always a string):
 * 1/2 text; 3 `yyyy-MM-dd`; 4 `yyyy-MM-dd HH:mm`; 5 a decimal number (default 0); 6/7 one option
 * value; 8 a JSON array of option values (`[]` when none); 9 a JSON array of the values on the
 * path from the root to the chosen leaf. No React here: the tests check it directly.
 */
import { FieldType, FileExtensions } from '../../protocol';
import { WoLimits } from './wo-codes';
import type { TemplateField } from '../../protocol';

export interface FieldOption {
  label: string;
  value: string;
  children?: FieldOption[];
}

export interface FieldDef {
  /** fieldId (template fields) or the name (user-form fields) */
  id: string;
  name: string;
  type: FieldType;
  required: boolean;
  /** types 6–8: the options; 9: the tree */
  options: FieldOption[];
}

/** a text, or for checkboxes (8) the chosen values, for the cascade (9) the chosen path */
export type FieldValue = string | string[];

const TYPES = new Set<number>(Object.values(FieldType));

function fieldTypeOf(raw: unknown): FieldType {
  const n = Number(raw);
  return (TYPES.has(n) ? n : FieldType.text) as FieldType;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined);

/**
 * An option list as the server sends it (types 6–9: a JSON string, or already a list). Options
 * have label or name, and value or id; cascading ones children. What does not parse is no option.
 */
export function parseOptions(raw: unknown, depth = 0): FieldOption[] {
  let list: unknown = raw;
  if (typeof raw === 'string') {
    try {
      list = raw ? JSON.parse(raw) : [];
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list) || depth > WoLimits.cascadeDepthMax) return [];
  const out: FieldOption[] = [];
  for (const item of list) {
    if (typeof item === 'string' || typeof item === 'number') {
      out.push({ label: String(item), value: String(item) });
      continue;
    }
    if (!item || typeof item !== 'object') continue;
    const o = item as Record<string, unknown>;
    const value = str(o.value) ?? str(o.id);
    if (value === undefined) continue;
    const label = str(o.label) ?? str(o.name) ?? str(o.text) ?? value;
    const children = Array.isArray(o.children) ? parseOptions(o.children, depth + 1) : [];
    out.push(children.length ? { label, value, children } : { label, value });
  }
  return out;
}

/** A work-order template field (spec §3 "Template field"). */
export function fromTemplate(f: TemplateField): FieldDef {
  const type = fieldTypeOf(f.fieldType);
  const hasOptions = type === FieldType.dropdown || type === FieldType.radio || type === FieldType.checkbox || type === FieldType.cascader;
  return {
    id: String(f.fieldId),
    name: f.fieldName ?? '',
    type,
    required: Number(f.requiredStatus) === 1,
    options: hasOptions ? parseOptions(f.chooseValue) : [],
  };
}

function parseList(raw: string | undefined): string[] {
  if (!raw) return [];
  try {
    const v: unknown = JSON.parse(raw);
    return Array.isArray(v) ? v.map((x) => String(x)) : [];
  } catch {
    return [];
  }
}

/** spec §3: number 0, checkboxes the empty list, the cascade no choice, others an empty string (or what the template gives). */
export function initialValue(def: FieldDef, given?: string): FieldValue {
  switch (def.type) {
    case FieldType.checkbox:
    case FieldType.cascader:
      return parseList(given);
    case FieldType.number:
      return given && NUMBER.test(given.trim()) ? given.trim() : '0';
    case FieldType.dateTime:
      return given ? given.replace('T', ' ').slice(0, 16) : '';
    default:
      return given ?? '';
  }
}

/** contract: a decimal number */
export const NUMBER = /^-?\d+(\.\d+)?$/;

/** `<input type=datetime-local>`'s `yyyy-MM-ddTHH:mm[:ss]` → the wire's `yyyy-MM-dd HH:mm`. */
export function dateTimeFromInput(local: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(local);
  return m ? `${m[1]} ${m[2]}` : '';
}

/** The wire's `yyyy-MM-dd HH:mm` → what `<input type=datetime-local>` takes. */
export function dateTimeToInput(value: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/.exec(value);
  return m ? `${m[1]}T${m[2]}` : '';
}

/** A real calendar date `yyyy-MM-dd` (what <input type=date> gives). */
export function isDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** The cascade's levels to show: the roots, then the children of each chosen node. */
export function cascadeLevels(options: FieldOption[], path: readonly string[]): FieldOption[][] {
  const levels: FieldOption[][] = [options];
  let here = options;
  for (const value of path) {
    const node = here.find((o) => o.value === value);
    if (!node?.children?.length) break;
    levels.push(node.children);
    here = node.children;
  }
  return levels;
}

/** The cascade path after choosing `value` at `level` (deeper choices are dropped). */
export function chooseAt(path: readonly string[], level: number, value: string): string[] {
  const kept = path.slice(0, level);
  return value ? [...kept, value] : kept;
}

/** True when the path names a leaf (a complete choice). */
export function isCompletePath(options: FieldOption[], path: readonly string[]): boolean {
  if (!path.length) return false;
  let here = options;
  for (const [i, value] of path.entries()) {
    const node = here.find((o) => o.value === value);
    if (!node) return false;
    if (i === path.length - 1) return !node.children?.length;
    here = node.children ?? [];
  }
  return false;
}

/** contract "Required": non-empty after trim; checkboxes at least one; the cascade a complete path. */
export function isEmptyValue(def: FieldDef, value: FieldValue): boolean {
  if (def.type === FieldType.cascader) return !isCompletePath(def.options, Array.isArray(value) ? value : []);
  if (Array.isArray(value)) return value.length === 0;
  return value.trim() === '';
}

/** Why a filled value is not acceptable ('number' | 'date' | 'dateTime'), or null. */
export function badValue(def: FieldDef, value: FieldValue): 'number' | 'date' | 'dateTime' | null {
  if (Array.isArray(value) || !value.trim()) return null;
  const v = value.trim();
  if (def.type === FieldType.number && !NUMBER.test(v)) return 'number';
  if (def.type === FieldType.date && !isDate(v)) return 'date';
  if (def.type === FieldType.dateTime && !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(v)) return 'dateTime';
  return null;
}

/** The value on the wire (contract: always a string). */
export function encodeValue(def: FieldDef, value: FieldValue): string {
  switch (def.type) {
    case FieldType.checkbox:
      return JSON.stringify(Array.isArray(value) ? value : value ? [value] : []);
    case FieldType.cascader:
      return JSON.stringify(Array.isArray(value) && isCompletePath(def.options, value) ? value : []);
    case FieldType.dateTime:
      return typeof value === 'string' ? (value.includes('T') ? dateTimeFromInput(value) : value.trim()) : '';
    case FieldType.number: {
      const v = typeof value === 'string' ? value.trim() : '';
      return NUMBER.test(v) ? v : '0';
    }
    default:
      return typeof value === 'string' ? value.trim() : value.join(',');
  }
}

/** cusFieldConfigInfoVoList of addWo: every field, as the contract says. */
export function encodeFields(defs: readonly FieldDef[], values: readonly FieldValue[]): { fieldId: string; fieldName: string; fieldValue: string }[] {
  return defs.map((def, i) => ({ fieldId: def.id, fieldName: def.name, fieldValue: encodeValue(def, values[i] ?? initialValue(def)) }));
}

/**
 * A stored value as the visitor reads it: option labels when the field's options are known,
 * otherwise the raw value (a JSON list shown as its items).
 */
export function displayValue(raw: string, type: number | undefined, def?: FieldDef): string {
  const t = Number(type ?? def?.type);
  const list = t === FieldType.checkbox || t === FieldType.cascader ? (raw.trim().startsWith('[') ? parseList(raw) : null) : null;
  if (def && def.options.length) {
    if (t === FieldType.cascader && list) {
      const labels: string[] = [];
      let here = def.options;
      for (const v of list) {
        const node = here.find((o) => o.value === v);
        labels.push(node?.label ?? v);
        here = node?.children ?? [];
      }
      return labels.join(' / ');
    }
    const label = (v: string) => def.options.find((o) => o.value === v)?.label ?? v;
    if (list) return list.map(label).join(', ');
    if (t === FieldType.dropdown || t === FieldType.radio) return label(raw);
  }
  if (list) return list.join(t === FieldType.cascader ? ' / ' : ', ');
  return raw;
}

// --- attachments (spec §5) --------------------------------------------------------------------

export type AttachmentRefusal = 'tooMany' | 'onlyImages' | 'tooLarge' | 'empty';

/** The extension of a file name, lower case ('' when none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * spec §5 attachments, checked before any byte is sent: at most 3; gif, jpeg, png, jpg, bmp only
 * (archives, documents, text: "only images"); 10 MB each.
 */
export function attachmentRefusal(file: { name: string; size: number }, alreadyChosen: number): AttachmentRefusal | null {
  if (alreadyChosen >= WoLimits.attachmentsMax) return 'tooMany';
  if (!(FileExtensions.attachmentImage as readonly string[]).includes(extensionOf(file.name))) return 'onlyImages';
  if (file.size > WoLimits.attachmentMaxBytes) return 'tooLarge';
  if (file.size === 0) return 'empty';
  return null;
}

/** what the file picker offers */
export const ATTACHMENT_ACCEPT = FileExtensions.attachmentImage.map((e) => `.${e}`).join(',');

// --- work-order texts -------------------------------------------------------------------------

let lastStamp = 0;
/** contract: the local id that makes a retried write return the stored one (`wo` + timestamp). */
export function woLocalId(prefix: 'wo' | 'woReply' = 'wo', now = Date.now()): string {
  lastStamp = now > lastStamp ? now : lastStamp + 1;
  return `${prefix}${lastStamp}`;
}

/** The visitor's plain text as the HTML woContent carries: escaped, line breaks kept. */
export function textToHtml(text: string): string {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return escaped.split(/\r?\n/).map((line) => (line ? `<p>${line}</p>` : '<p><br></p>')).join('');
}
