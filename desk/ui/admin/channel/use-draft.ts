/**
 * The channel form's unsaved state: the plain settings (as the controls hold them), the
 * structures (menus, FAQ, side bar, pre-chat form, tips, groups — parsed, as the editors and the
 * Advanced JSON share them) and the texts per language. The two JSON boxes show the same state:
 * what is typed there is applied as soon as it reads as JSON, and goes back to the state's own
 * text when the box is left; JSON that cannot be read stays as typed and refuses the save.
 */
import { useState } from 'react';
import { advancedOf, changedSettings, formValuesOf, readable } from '../channel-fields';
import type { FormValue, FormValues } from '../channel-fields';
import { applyOp, setAt } from './paths';
import type { ListOp } from './paths';
import { followBase, setCell } from './texts-model';
import type { TextRow, Texts } from './texts-model';

export interface ChannelView { channelId: string; config: Record<string, unknown>; i18n: Record<string, unknown>; updatedAt: number }

export const json = (v: unknown) => JSON.stringify(v, null, 2);

/** Each language's texts with their structures parsed, like the channel's own. */
export function textsOf(i18n: Record<string, unknown> | undefined): Texts {
  const out: Texts = {};
  for (const [locale, texts] of Object.entries(i18n ?? {})) {
    if (texts && typeof texts === 'object') out[locale] = Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, readable(v)]));
  }
  return out;
}

function parseObject(s: string): Record<string, unknown> | null {
  try {
    const v = JSON.parse(s) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function useChannelDraft(view: ChannelView) {
  const [values, setValues] = useState<FormValues>(() => formValuesOf(view.config));
  const [structs, setStructs] = useState<Record<string, unknown>>(() => advancedOf(view.config));
  const [texts, setTexts] = useState<Texts>(() => textsOf(view.i18n));
  const [advancedEdit, setAdvancedEdit] = useState<string | null>(null);
  const [textsEdit, setTextsEdit] = useState<string | null>(null);

  function reset(v: ChannelView) {
    setValues(formValuesOf(v.config));
    setStructs(advancedOf(v.config));
    setTexts(textsOf(v.i18n));
    setAdvancedEdit(null);
    setTextsEdit(null);
  }

  const setValue = (name: string, v: FormValue) => setValues((old) => ({ ...old, [name]: v }));

  /** A structure changed by its editor: the languages' copies repeat the move or removal, then follow it. */
  function setStruct(field: string, value: unknown, op?: ListOp) {
    setStructs((old) => ({ ...old, [field]: value }));
    setTexts((old) => {
      let next = old;
      if (op) {
        next = Object.fromEntries(Object.entries(old).map(([l, m]) => [l, m[field] === undefined ? m : { ...m, [field]: applyOp(m[field], op) }]));
      }
      return followBase(next, field, value);
    });
    setAdvancedEdit((e) => (e !== null && parseObject(e) ? null : e));
  }

  /** The table's channel-own column: a plain setting, or a text inside a structure. */
  function setBase(row: TextRow, v: string) {
    if (!row.path.length) setValue(row.field, v);
    else setStruct(row.field, setAt(structs[row.field], row.path, v));
  }

  function setText(locale: string, row: TextRow, v: string) {
    const base = { ...values, ...structs };
    setTexts((old) => setCell(old, base, locale, row, v));
    setTextsEdit((e) => (e !== null && parseObject(e) ? null : e));
  }

  const advancedText = advancedEdit ?? json(structs);
  const textsText = textsEdit ?? json(texts);

  function typeAdvanced(s: string) {
    setAdvancedEdit(s);
    const parsed = parseObject(s);
    if (!parsed) return;
    setStructs(parsed);
    setTexts((old) => Object.keys(parsed).reduce((acc, field) => followBase(acc, field, parsed[field]), old));
  }
  function typeTexts(s: string) {
    setTextsEdit(s);
    const parsed = parseObject(s);
    if (parsed) setTexts(textsOf(parsed));
  }
  const leaveAdvanced = () => setAdvancedEdit((e) => (e !== null && parseObject(e) ? null : e));
  const leaveTexts = () => setTextsEdit((e) => (e !== null && parseObject(e) ? null : e));

  const patch = changedSettings(view.config, values, structs);
  const textsChanged = JSON.stringify(texts) !== JSON.stringify(textsOf(view.i18n));
  const advancedBroken = advancedEdit !== null && !parseObject(advancedEdit);
  const textsBroken = textsEdit !== null && !parseObject(textsEdit);
  const dirty = Object.keys(patch).length > 0 || textsChanged || advancedBroken || textsBroken;

  /** The whole unsaved configuration (for the live preview). */
  const draftConfig: Record<string, unknown> = { ...view.config, ...structs };
  for (const [k, v] of Object.entries(patch)) if (v !== null) draftConfig[k] = v;

  return {
    values, structs, texts, setValue, setStruct, setBase, setText, reset,
    advancedText, textsText, typeAdvanced, typeTexts, leaveAdvanced, leaveTexts,
    advancedBroken, textsBroken,
    patch, textsChanged, dirty, draft: { config: draftConfig, i18n: texts as Record<string, unknown> },
  };
}
