/**
 * The structures the channel editors build, as spec §3 stores them: menu items (the quick menu
 * and the auto tips' buttons), the pre-chat form, the FAQ and the groups offered. Each editor
 * reads the stored JSON into a plain draft and writes it back with only the keys the server keeps
 * (server/channels/shapes.ts), in its key order, so an unchanged structure is never sent again.
 */
import { FaqShowType, FieldType, MenuType } from '../../../../protocol';
import type { MenuItem } from '../../../../protocol';

/** spec §4 menu types, in the order the type list shows them. */
export const MENU_TYPES = [MenuType.sendText, MenuType.localAnswer, MenuType.openLink, MenuType.transferAgent, MenuType.leaveMessage, MenuType.evaluate, MenuType.closeSession] as const;

/** The fields each type uses besides its name and colours (spec §4: 0 sends text or asks the robot about a document, 6 opens a link, 7 shows a fixed answer). */
export const MENU_FIELDS: Record<number, readonly ('msgText' | 'docId' | 'labelLink')[]> = {
  [MenuType.sendText]: ['msgText', 'docId'],
  [MenuType.transferAgent]: [],
  [MenuType.closeSession]: [],
  [MenuType.evaluate]: [],
  [MenuType.leaveMessage]: [],
  [MenuType.openLink]: ['labelLink'],
  [MenuType.localAnswer]: ['msgText'],
};

const ORDER = ['menuType', 'menuName', 'btnItem', 'msgText', 'docId', 'labelLink', 'background', 'color'] as const;

/** A menu item with only its type's keys (and no empty optional ones), in the server's order. */
export function cleanMenuItem(item: Partial<MenuItem> & Record<string, unknown>): MenuItem {
  const type = (item.menuType ?? MenuType.sendText) as number;
  const keep = new Set<string>(['menuType', 'menuName', 'background', 'color', ...(MENU_FIELDS[type] ?? [])]);
  const out: Record<string, unknown> = {};
  for (const k of ORDER) {
    const v = item[k];
    if (!keep.has(k) || v === undefined || (v === '' && k !== 'menuName')) continue;
    out[k] = v;
  }
  out.menuType = type;
  out.menuName ??= '';
  return out as unknown as MenuItem;
}

export const newMenuItem = (): MenuItem => ({ menuType: MenuType.sendText, menuName: '' });

export const asList = (v: unknown): Record<string, unknown>[] =>
  (Array.isArray(v) ? v : []).filter((e): e is Record<string, unknown> => !!e && typeof e === 'object' && !Array.isArray(e));

/* ---- the pre-chat form (spec §3 "Pre-chat form field"; the first three are name, phone, email) ---- */

/** Every type a pre-chat form may use (the cascading choice is for work orders only). */
export const FORM_FIELD_TYPES = [FieldType.text, FieldType.textarea, FieldType.date, FieldType.dateTime, FieldType.number, FieldType.dropdown, FieldType.radio, FieldType.checkbox] as const;
export const hasOptions = (t: number): boolean => t === FieldType.dropdown || t === FieldType.radio || t === FieldType.checkbox;

export interface FormFieldDraft { name: string; fieldType: number; require: boolean; show: boolean; value: string; options: { label: string; value: string }[] }
export interface FormDraft { formTitle: string; fields: FormFieldDraft[] }

const on = (v: unknown) => v === 1 || v === true;

/** The stored userFormConfig (JSON text, an object, or a bare list) as the builder's draft. */
export function readForm(stored: unknown): FormDraft {
  let v = stored;
  if (typeof v === 'string') {
    try { v = JSON.parse(v) as unknown; } catch { v = {}; }
  }
  const o = (Array.isArray(v) ? { formList: v } : v ?? {}) as { formTitle?: unknown; formList?: unknown };
  return {
    formTitle: typeof o.formTitle === 'string' ? o.formTitle : '',
    fields: asList(o.formList).map((f) => ({
      name: typeof f.name === 'string' ? f.name : '',
      fieldType: typeof f.fieldType === 'number' ? f.fieldType : FieldType.text,
      require: on(f.require),
      // a field is shown unless it says otherwise (UserFormDialog)
      show: f.show === undefined || on(f.show),
      value: typeof f.value === 'string' ? f.value : '',
      // a value equal to its label shows as empty: "the label" (writeForm fills it back in)
      options: asList(f.options).map((o2) => ({ label: String(o2.label ?? ''), value: o2.value === o2.label ? '' : String(o2.value ?? '') })),
    })),
  };
}

/** The draft as the server stores it: flags 0/1, options only for the choice types, an empty option value taking its label. */
export function writeForm(d: FormDraft): { formTitle: string; formList: Record<string, unknown>[] } {
  return {
    formTitle: d.formTitle,
    formList: d.fields.map((f) => ({
      name: f.name,
      ...(f.value ? { value: f.value } : {}),
      require: f.require ? 1 : 0,
      show: f.show ? 1 : 0,
      fieldType: f.fieldType,
      ...(hasOptions(f.fieldType) ? { options: f.options.map((o) => ({ label: o.label, value: o.value || o.label })) } : {}),
    })),
  };
}

export const newFormField = (name = '', fieldType: number = FieldType.text): FormFieldDraft => ({ name, fieldType, require: false, show: true, value: '', options: [] });

/* ---- the FAQ (spec §3 faq: showType 1 one list, 2 tabs per group; showContent the entries) ---- */

export interface FaqQuestion { questionName: string; docId: string }
export interface FaqGroup { name: string; list: FaqQuestion[] }
export interface FaqDraft { showType: number; groups: FaqGroup[] }

const listOf = (e: Record<string, unknown>) => asList(e.list ?? e.questionList ?? e.faqGrouplist);

/** Groups of questions; entries stored without a group go in one unnamed group. */
export function readFaq(stored: unknown): FaqDraft {
  const o = (stored && typeof stored === 'object' ? stored : {}) as { showType?: unknown; showContent?: unknown };
  let content = o.showContent;
  if (typeof content === 'string') {
    try { content = JSON.parse(content) as unknown; } catch { content = []; }
  }
  const groups: FaqGroup[] = [];
  let loose: FaqGroup | null = null;
  const question = (e: Record<string, unknown>): FaqQuestion => ({ questionName: String(e.questionName ?? e.name ?? ''), docId: e.docId === undefined ? '' : String(e.docId) });
  for (const e of asList(content)) {
    if (listOf(e).length || (typeof e.name === 'string' && e.docId === undefined && e.questionName === undefined)) {
      groups.push({ name: String(e.name ?? ''), list: listOf(e).map(question) });
    } else {
      if (!loose) groups.push((loose = { name: '', list: [] }));
      loose.list.push(question(e));
    }
  }
  return { showType: o.showType === FaqShowType.tabbed ? FaqShowType.tabbed : FaqShowType.flat, groups };
}

export function writeFaq(d: FaqDraft): { showType: number; showContent: unknown[] } {
  return {
    showType: d.showType,
    showContent: d.groups.map((g) => ({ name: g.name, list: g.list.map((q) => ({ questionName: q.questionName, ...(q.docId ? { docId: q.docId } : {}) })) })),
  };
}
