/**
 * The server's checks of a channel write (server/channels/validate.ts, checks.ts, shapes.ts),
 * repeated in the desk so a field says what is wrong while the admin types — with the server's
 * own words and field path, so the same text shows whether the desk or the server found it.
 * The server stays the judge: Save always asks it. test/desk/channel-checks.test.ts runs both
 * over the same values and expects the same answer.
 */
import { FieldType, LOCALES, MenuType } from '../../../../protocol';

export class Refusal extends Error {
  constructor(readonly path: string, readonly rule: string) {
    super(`${path}: ${rule}`);
  }
}
const no = (path: string, rule: string): never => { throw new Refusal(path, rule); };

type O = Record<string, unknown>;
type Rule = (v: unknown, f: string) => unknown;

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const NUM = String.raw`\s*-?(?:\d+(?:\.\d+)?|\.\d+)(?:%|deg)?\s*`;
const RGB = new RegExp(String.raw`^rgba?\((?:${NUM},){2}${NUM}(?:,${NUM})?\)$`, 'i');
const HSL = new RegExp(String.raw`^hsla?\((?:${NUM},){2}${NUM}(?:,${NUM})?\)$`, 'i');
const NAMED = /^[a-z]{3,24}$/i;
export const isColor = (s: string): boolean => HEX.test(s) || RGB.test(s) || HSL.test(s) || NAMED.test(s);

export function isSafeUrl(s: string): boolean {
  if (s.length > 2048 || /[\s"'<>`\\]/.test(s)) return false;
  if (/^\/(?![/\\])/.test(s)) return true;
  try {
    return ['http:', 'https:', 'mailto:'].includes(new URL(s).protocol);
  } catch {
    return false;
  }
}

const obj = (v: unknown, f: string): O => (typeof v !== 'object' || v === null || Array.isArray(v) ? no(f, 'must be an object') : (v as O));
function list(v: unknown, f: string, max: number): unknown[] {
  if (!Array.isArray(v)) no(f, 'must be a list');
  if ((v as unknown[]).length > max) no(f, `must have at most ${max} entries`);
  return v as unknown[];
}
function text(v: unknown, f: string, max: number): string {
  if (typeof v !== 'string') return no(f, 'must be a string');
  if (v.length > max) no(f, `must be at most ${max} characters`);
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(v)) no(f, 'must not contain control characters');
  return v;
}
const color: Rule = (v, f) => { const s = text(v, f, 64); if (s !== '' && !isColor(s)) no(f, 'must be a colour (#hex, rgb(), hsl() or a named colour)'); return s; };
const url: Rule = (v, f) => { const s = text(v, f, 2048); if (s !== '' && !isSafeUrl(s)) no(f, 'must be an http, https or mailto URL'); return s; };
const int = (min: number, max: number): Rule => (v, f) => (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max ? no(f, `must be an integer from ${min} to ${max}`) : v);
const oneOf = (values: readonly (string | number)[]): Rule => (v, f) => (values.includes(v as string) ? v : no(f, `must be one of ${values.join(', ')}`));
const flag: Rule = (v, f) => (v === true || v === false ? v : oneOf([0, 1])(v, f));
const id: Rule = (v, f) => {
  if (typeof v === 'number' && Number.isSafeInteger(v)) return v;
  if (typeof v === 'string' && v.length > 0 && v.length <= 64) return text(v, f, 64);
  return no(f, 'must be an id (string or integer)');
};
const str = (max: number): Rule => (v, f) => text(v, f, max);
function parseJson(v: unknown, f: string): unknown {
  if (typeof v !== 'string') return v;
  if (v.length > 200_000) no(f, 'is too long');
  try { return JSON.parse(v) as unknown; } catch { return no(f, 'must be valid JSON'); }
}
function pick(o: O, f: string, rules: Record<string, Rule>, required: readonly string[] = []): O {
  for (const key of required) if (o[key] === undefined) no(`${f}.${key}`, 'is required');
  for (const [key, check] of Object.entries(rules)) if (o[key] !== undefined && o[key] !== null) check(o[key], `${f}.${key}`);
  return o;
}
const each = (max: number, rule: (e: unknown, f: string) => unknown): Rule => (l, f) => list(l, f, max).forEach((e, i) => rule(e, `${f}[${i}]`));
const entry = (rules: Record<string, Rule>, required: readonly string[] = []) => (e: unknown, f: string) => pick(obj(e, f), f, rules, required);

const quick = entry({ name: str(50), imgUrl: url, link: url }, ['name']);
const sideBar: Rule = (v, f) => pick(obj(v, f), f, {
  quickFlag: flag, questionFlag: flag, adFlag: flag, quickList: each(50, quick),
  questionList: each(50, entry({ question: str(200), answer: str(5000), docId: id }, ['question'])),
  adList: each(20, entry({ imgUrl: url, link: url }, ['imgUrl'])),
});
const FIELD_TYPES = Object.values(FieldType).filter((t) => t !== FieldType.cascader);
function userForm(v: unknown, f: string): void {
  const o = Array.isArray(v) ? { formList: v } : obj(v, f);
  if (o.formTitle !== undefined) text(o.formTitle, `${f}.formTitle`, 100);
  const fields = list(o.formList ?? [], `${f}.formList`, 30);
  fields.forEach((e, i) => pick(obj(e, `${f}.formList[${i}]`), `${f}.formList[${i}]`, {
    name: str(50), value: str(500), require: flag, show: flag, fieldType: oneOf(FIELD_TYPES),
    options: each(100, entry({ label: str(100), value: str(100) }, ['label', 'value'])),
  }, ['name']));
  const names = new Set<string>();
  for (const e of fields as O[]) {
    if (names.has(e.name as string)) no(`${f}.formList`, `field name "${String(e.name)}" is used twice`);
    names.add(e.name as string);
  }
}
function faqEntry(v: unknown, f: string, depth: number): void {
  if (depth > 3) no(f, 'is nested too deeply');
  const nested: Rule = (l, g) => list(l, g, 100).forEach((e, i) => faqEntry(e, `${g}[${i}]`, depth + 1));
  pick(obj(v, f), f, { id, name: str(200), questionName: str(200), docId: id, type: int(0, 99), imgUrl: url, labelLink: url, list: nested, questionList: nested, faqGrouplist: nested });
}
const faq: Rule = (v, f) => {
  const o = obj(v, f);
  if (o.showType !== undefined) oneOf([1, 2])(o.showType, `${f}.showType`);
  let content: unknown = o.showContent ?? '[]';
  if (typeof content === 'string') {
    try { content = JSON.parse(content) as unknown; } catch { no(`${f}.showContent`, 'must be valid JSON'); }
  }
  list(content, `${f}.showContent`, 100).forEach((e, i) => faqEntry(e, `${f}.showContent[${i}]`, 0));
};
export const menuItem = (v: unknown, f: string): void => {
  const o = pick(obj(v, f), f, {
    menuType: oneOf(Object.values(MenuType)), menuName: str(50), btnItem: str(50), msgText: str(2000), docId: id, labelLink: url, background: color, color,
  }, ['menuType', 'menuName']);
  if (o.menuType === MenuType.openLink && !o.labelLink) no(`${f}.labelLink`, 'is required for menu type 6');
};
const json = (shape: Rule): Rule => (v, f) => shape(parseJson(v, f), f);
function origins(v: unknown, f: string): void {
  if (!Array.isArray(v) || v.length > 50) no(f, 'must be a list of at most 50 origins');
  (v as unknown[]).forEach((o, i) => {
    let u: URL | undefined;
    try { u = typeof o === 'string' && o.length <= 200 ? new URL(o) : undefined; } catch { u = undefined; }
    if (!u || (u.protocol !== 'https:' && u.protocol !== 'http:') || u.origin !== o) no(`${f}[${i}]`, 'must be an origin such as https://shop.example.com');
  });
}
const msg = str(2000);
const transfer = oneOf([0, 1, 2]);

const RULES: Record<string, Rule> = {
  mainColor: color, kitBgcolor: color, kitTxcolor: color, cusColor: color, robotIcon: url, avatar: url, titleDesc: str(100),
  backgroundImage: url, navigationBarShowFlag: flag, navigationBarColor: color, mainWidth: int(240, 4000), mainHeight: int(300, 4000),
  sideBarStatus: flag, sideBarConfig: json(sideBar), sideBarWidth: int(0, 2000), sideBarList: each(50, quick), noticeMode: flag,
  noticeMsg: str(1000), tenantVersion: int(0, 1000), language: oneOf(LOCALES), robotNo: str(64), robotName: str(50),
  robotWelcomeMsg: str(5000), userFormMode: int(0, 9), userFormConfig: json(userForm), receiveMode: oneOf([0, 1, 2, 3]), groupMode: flag,
  groupConfig: json(each(50, entry({ groupId: id, groupName: str(50) }, ['groupId']))), faq,
  autoTip: json(each(20, entry({ autoTip: str(2000), btnList: each(20, menuItem) }, ['autoTip']))),
  adminWelcomeMode: flag, adminWelcomeMsg: msg, adminOfflineMode: flag, adminOfflineMsg: msg, adminCloseMode: flag, adminCloseMsg: msg,
  userOverMsg: msg, userTimeoutMode: flag, userTimeoutTime: int(1, 1440), userTimeoutMsg: msg, adminTimeoutMode: flag, adminTimeoutTime: int(1, 1440),
  adminTimeoutMsg: msg, userQueueMode: flag, userQueueMsg: msg, unWorkingMsg: msg, leaveMsgMode: flag, leaveMsgType: oneOf([1, 2]),
  leaveMsgWoType: (v, f) => (v === '' ? '' : id(v, f)), leaveMsgTitle: str(100), evaluateMode: flag, commentDocMode: flag, transferUserMode: flag,
  robotAnswerTransferUserMode: transfer, robotGuideTransferUserMode: transfer, robotUnknownTransferUserMode: transfer, robotHumanEntryMode: oneOf([0, 1]),
  imageButtonFlag: flag, videoButtonFlag: flag, fileButtonFlag: flag,
  chatMenuConfigPlan: (v, f) => { const o = obj(v, f); each(30, menuItem)(o.chatMenuConfigList ?? [], `${f}.chatMenuConfigList`); },
  phoneRule: oneOf(['cn', 'intl']), allowedOrigins: origins,
};

/** The texts a language may set (server/channels/defaults.ts TRANSLATABLE_FIELDS). */
const TRANSLATABLE = new Set(['titleDesc', 'noticeMsg', 'robotName', 'robotWelcomeMsg', 'adminWelcomeMsg', 'adminOfflineMsg', 'adminCloseMsg', 'userOverMsg',
  'userTimeoutMsg', 'adminTimeoutMsg', 'userQueueMsg', 'unWorkingMsg', 'leaveMsgTitle', 'sideBarConfig', 'userFormConfig', 'autoTip', 'faq', 'chatMenuConfigPlan', 'groupConfig']);

/** validateChannelPatch (and, for the config, splitResets first: `null` sets a setting back to its default). */
function patch(input: unknown, allowed?: Set<string>): void {
  const o = obj(input, 'config');
  if (!allowed) for (const [key, value] of Object.entries(o)) if (value === null && !RULES[key === 'userForm' ? 'userFormConfig' : key]) no(key, 'is not a channel setting');
  for (const [key, value] of Object.entries(o)) {
    if (value === undefined || (value === null && !allowed)) continue;
    const name = key === 'userForm' ? 'userFormConfig' : key;
    // a language's refused text is named by its key alone, as validateChannelPatch names it
    if (allowed && !allowed.has(name)) no(key, 'cannot be set here');
    if (!RULES[name]) no(key, 'is not a channel setting');
    RULES[name]!(value, key);
  }
}

/**
 * The first refusal the server would give for this write of admin/channels/update (`config`
 * patch, `i18n` texts), or null. Paths are the server's: a language's text is refused by its own
 * path (`robotName: …`), as validateChannelPatch names it.
 */
export function firstRefusal(config: Record<string, unknown>, i18n?: Record<string, unknown>): Refusal | null {
  try {
    patch(config);
    if (i18n !== undefined) {
      for (const [locale, texts] of Object.entries(obj(i18n, 'i18n'))) {
        if (!(LOCALES as readonly string[]).includes(locale)) no(`i18n.${locale}`, 'is not a supported locale');
        patch(texts, TRANSLATABLE);
      }
    }
    return null;
  } catch (err) {
    if (err instanceof Refusal) return err;
    throw err;
  }
}

/** The refusal of one setting's value alone (the field's own check as the admin types). */
export function checkSetting(name: string, value: unknown): Refusal | null {
  try {
    RULES[name]?.(value, name);
    return null;
  } catch (err) {
    if (err instanceof Refusal) return err;
    throw err;
  }
}
