/**
 * Shape checks of the channel's JSON-valued fields (spec §3): sideBarConfig, userFormConfig,
 * groupConfig, faq.showContent, autoTip, chatMenuConfigPlan. Each returns a clean copy holding
 * only the known keys, so the stored JSON is exactly what the widget expects.
 */
import { FaqShowType, FieldType, MenuType } from '../../protocol';
import type { MenuItem, UserFormField } from '../../protocol';
import { badRequest } from '../errors';
import { color, flag, id, int, list, obj, oneOf, pick, text, url } from './checks';
import type { Obj } from './checks';

const MENU_TYPES = Object.values(MenuType);
const FIELD_TYPES = Object.values(FieldType).filter((t) => t !== FieldType.cascader); // cascader: work orders only
const str = (max: number) => (v: unknown, f: string) => text(v, f, max);

/** spec §3 sideBarConfig: quickFlag, questionFlag, adFlag, quickList, questionList, adList. */
export function sideBar(v: unknown, field: string): Obj {
  const o = obj(v, field);
  return pick(o, field, {
    quickFlag: flag,
    questionFlag: flag,
    adFlag: flag,
    quickList: (l, f) => list(l, f, 50).map((e, i) => pick(obj(e, `${f}[${i}]`), `${f}[${i}]`, { name: str(50), imgUrl: url, link: url }, ['name'])),
    questionList: (l, f) => list(l, f, 50).map((e, i) => pick(obj(e, `${f}[${i}]`), `${f}[${i}]`, { question: str(200), answer: str(5000), docId: id }, ['question'])),
    adList: (l, f) => list(l, f, 20).map((e, i) => pick(obj(e, `${f}[${i}]`), `${f}[${i}]`, { imgUrl: url, link: url }, ['imgUrl'])),
  });
}

/** A quick-link entry of sideBarList (the same shape as sideBarConfig.quickList). */
export function sideBarList(v: unknown, field: string): unknown[] {
  return list(v, field, 50).map((e, i) => pick(obj(e, `${field}[${i}]`), `${field}[${i}]`, { name: str(50), imgUrl: url, link: url }, ['name']));
}

function formField(v: unknown, field: string): UserFormField {
  const o = obj(v, field);
  const out = pick(o, field, {
    name: str(50),
    value: str(500),
    require: flag,
    show: flag,
    fieldType: (t, f) => oneOf(t, f, FIELD_TYPES),
    options: (l, f) => list(l, f, 100).map((e, i) => pick(obj(e, `${f}[${i}]`), `${f}[${i}]`, { label: str(100), value: str(100) }, ['label', 'value'])),
  }, ['name']);
  return out as unknown as UserFormField;
}

/**
 * spec §3 userFormConfig / userForm: {formTitle, formList}; the first three fields are name,
 * phone, email. A bare list is accepted as the formList.
 */
export function userForm(v: unknown, field: string): { formTitle: string; formList: UserFormField[] } {
  const o = Array.isArray(v) ? { formList: v } : obj(v, field);
  const formTitle = o.formTitle === undefined ? '' : text(o.formTitle, `${field}.formTitle`, 100);
  const formList = list(o.formList ?? [], `${field}.formList`, 30).map((e, i) => formField(e, `${field}.formList[${i}]`));
  const names = new Set<string>();
  for (const f of formList) {
    if (names.has(f.name)) throw badRequest(`${field}.formList`, `field name "${f.name}" is used twice`);
    names.add(f.name);
  }
  return { formTitle, formList };
}

/** spec §3 groupConfig: a JSON list with groupId. */
export function groupConfig(v: unknown, field: string): Obj[] {
  return list(v, field, 50).map((e, i) => pick(obj(e, `${field}[${i}]`), `${field}[${i}]`, { groupId: id, groupName: str(50) }, ['groupId']));
}

/** spec §3 FAQ entry, possibly nested (list, questionList, faqGrouplist); depth is capped. */
function faqEntry(v: unknown, field: string, depth: number): Obj {
  if (depth > 3) throw badRequest(field, 'is nested too deeply');
  const nested = (l: unknown, f: string) => list(l, f, 100).map((e, i) => faqEntry(e, `${f}[${i}]`, depth + 1));
  return pick(obj(v, field), field, {
    id, name: str(200), questionName: str(200), docId: id, type: (t, f) => int(t, f, 0, 99),
    imgUrl: url, labelLink: url, list: nested, questionList: nested, faqGrouplist: nested,
  });
}

export function faq(v: unknown, field: string): { showType: number; showContent: string } {
  const o = obj(v, field);
  const showType = o.showType === undefined ? FaqShowType.flat : oneOf(o.showType, `${field}.showType`, Object.values(FaqShowType));
  let content: unknown = o.showContent ?? '[]';
  if (typeof content === 'string') {
    try {
      content = JSON.parse(content) as unknown;
    } catch {
      throw badRequest(`${field}.showContent`, 'must be valid JSON');
    }
  }
  const entries = list(content, `${field}.showContent`, 100).map((e, i) => faqEntry(e, `${field}.showContent[${i}]`, 0));
  return { showType, showContent: JSON.stringify(entries) };
}

/** spec §3 menu item / button: menuType, menuName, msgText, docId, labelLink, background, color. */
export function menuItem(v: unknown, field: string): MenuItem {
  const o = pick(obj(v, field), field, {
    menuType: (t, f) => oneOf(t, f, MENU_TYPES),
    menuName: str(50),
    btnItem: str(50),
    msgText: str(2000),
    docId: id,
    labelLink: url,
    background: color,
    color,
  }, ['menuType', 'menuName']);
  // spec §4 menu type 6 opens a link: it must have one
  if (o.menuType === MenuType.openLink && !o.labelLink) throw badRequest(`${field}.labelLink`, 'is required for menu type 6');
  return o as unknown as MenuItem;
}

/** spec §3 autoTip: a JSON list of {autoTip, btnList}. */
export function autoTips(v: unknown, field: string): Obj[] {
  return list(v, field, 20).map((e, i) => pick(obj(e, `${field}[${i}]`), `${field}[${i}]`, {
    autoTip: str(2000),
    btnList: (l, f) => list(l, f, 20).map((b, j) => menuItem(b, `${f}[${j}]`)),
  }, ['autoTip']));
}

/** spec §3 chatMenuConfigPlan: {chatMenuConfigList}. */
export function menuPlan(v: unknown, field: string): { chatMenuConfigList: MenuItem[] } {
  const o = obj(v, field);
  return { chatMenuConfigList: list(o.chatMenuConfigList ?? [], `${field}.chatMenuConfigList`, 30).map((e, i) => menuItem(e, `${field}.chatMenuConfigList[${i}]`)) };
}
