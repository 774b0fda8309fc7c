/**
 * Validation of a channel configuration write: one rule per field of spec §3's init
 * configuration. Unknown fields and tenantId/channelId (set by the store, never by a payload)
 * are refused, so a typo does not silently do nothing.
 */
import { HumanEntryMode, LeaveMsgType, LOCALES, ReceiveMode, TransferButtonMode } from '../../protocol';
import { badRequest } from '../errors';
import { color, flag, id, int, obj, oneOf, parseJson, text, url } from './checks';
import { autoTips, faq, groupConfig, menuPlan, sideBar, sideBarList, userForm } from './shapes';
import type { FullChannelConfig } from './defaults';

type Rule = (v: unknown, field: string) => unknown;

/** Host origins (scheme://host[:port], nothing more): they go into a CSP header verbatim. */
function origins(v: unknown, field: string): string[] {
  if (!Array.isArray(v) || v.length > 50) throw badRequest(field, 'must be a list of at most 50 origins');
  return v.map((o, i) => {
    let u: URL | undefined;
    try {
      u = typeof o === 'string' && o.length <= 200 ? new URL(o) : undefined;
    } catch {
      u = undefined;
    }
    if (!u || (u.protocol !== 'https:' && u.protocol !== 'http:') || u.origin !== o) {
      throw badRequest(`${field}[${i}]`, 'must be an origin such as https://shop.example.com');
    }
    return u.origin;
  });
}
const str = (max: number): Rule => (v, f) => text(v, f, max);
const range = (min: number, max: number): Rule => (v, f) => int(v, f, min, max);
const transferMode: Rule = (v, f) => oneOf(v, f, Object.values(TransferButtonMode));
/** A JSON-valued field: parsed, shape-checked, stored back as canonical JSON text. */
const json = (shape: (v: unknown, f: string) => unknown): Rule => (v, f) => JSON.stringify(shape(parseJson(v, f), f));

const RULES: Record<Exclude<keyof FullChannelConfig, 'tenantId' | 'channelId' | 'userForm'>, Rule> = {
  mainColor: color,
  kitBgcolor: color,
  kitTxcolor: color,
  cusColor: color,
  robotIcon: url,
  avatar: url,
  titleDesc: str(100),
  backgroundImage: url,
  navigationBarShowFlag: flag,
  navigationBarColor: color,
  mainWidth: range(240, 4000),
  mainHeight: range(300, 4000),
  sideBarStatus: flag,
  sideBarConfig: json(sideBar),
  sideBarWidth: range(0, 2000),
  sideBarList: sideBarList,
  noticeMode: flag,
  noticeMsg: str(1000),
  tenantVersion: range(0, 1000),
  language: (v, f) => oneOf(v, f, LOCALES),
  robotNo: str(64),
  robotName: str(50),
  robotWelcomeMsg: str(5000),
  userFormMode: range(0, 9),
  userFormConfig: json(userForm),
  receiveMode: (v, f) => oneOf(v, f, Object.values(ReceiveMode)),
  groupMode: flag,
  groupConfig: json(groupConfig),
  faq: faq,
  autoTip: json(autoTips),
  adminWelcomeMode: flag, adminWelcomeMsg: str(2000),
  adminOfflineMode: flag, adminOfflineMsg: str(2000),
  adminCloseMode: flag, adminCloseMsg: str(2000),
  userOverMsg: str(2000),
  userTimeoutMode: flag, userTimeoutTime: range(1, 1440), userTimeoutMsg: str(2000),
  adminTimeoutMode: flag, adminTimeoutTime: range(1, 1440), adminTimeoutMsg: str(2000),
  userQueueMode: flag,
  userQueueMsg: str(2000),
  unWorkingMsg: str(2000),
  leaveMsgMode: flag,
  leaveMsgType: (v, f) => oneOf(v, f, Object.values(LeaveMsgType)),
  leaveMsgWoType: (v, f) => (v === '' ? '' : id(v, f)),
  leaveMsgTitle: str(100),
  evaluateMode: flag,
  commentDocMode: flag,
  transferUserMode: flag,
  robotAnswerTransferUserMode: transferMode,
  robotGuideTransferUserMode: transferMode,
  robotUnknownTransferUserMode: transferMode,
  robotHumanEntryMode: (v, f) => oneOf(v, f, Object.values(HumanEntryMode)),
  imageButtonFlag: flag,
  videoButtonFlag: flag,
  fileButtonFlag: flag,
  chatMenuConfigPlan: menuPlan,
  phoneRule: (v, f) => oneOf(v, f, ['cn', 'intl'] as const),
  allowedOrigins: origins,
};

const hasRule = (k: string): k is keyof typeof RULES => Object.prototype.hasOwnProperty.call(RULES, k);

/**
 * Checks a (partial) configuration and returns the clean values. `userForm` is accepted as an
 * alias of userFormConfig (the parsed form): both are stored, consistent with each other.
 */
/**
 * The settings a patch sets back to their defaults: `null` means "the default again" (an admin
 * deleted the field in the desk's Advanced editor). Names must be settings; userForm stands for
 * userFormConfig. Returns the names and the patch without them.
 */
export function splitResets(input: unknown): { resets: string[]; rest: unknown } {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return { resets: [], rest: input };
  const resets: string[] = [];
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
    if (value !== null) { rest[key] = value; continue; }
    const name = key === 'userForm' ? 'userFormConfig' : key;
    if (!hasRule(name)) throw badRequest(key, 'is not a channel setting');
    resets.push(name);
  }
  return { resets, rest };
}

export function validateChannelPatch(input: unknown, allowed?: readonly string[]): Partial<FullChannelConfig> {
  const o = obj(input, 'config');
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(o)) {
    if (value === undefined) continue;
    // userForm is the parsed alias of userFormConfig: allowed wherever that is (an admin view's
    // texts carry both, and must be accepted back unchanged)
    const name = key === 'userForm' ? 'userFormConfig' : key;
    if (allowed && !allowed.includes(name)) throw badRequest(key, 'cannot be set here');
    if (key === 'userForm') {
      out.userFormConfig = RULES.userFormConfig(value, key);
      continue;
    }
    if (!hasRule(key)) throw badRequest(key, 'is not a channel setting');
    out[key] = RULES[key](value, key);
  }
  if (typeof out.userFormConfig === 'string') out.userForm = JSON.parse(out.userFormConfig) as FullChannelConfig['userForm'];
  return out as Partial<FullChannelConfig>;
}
