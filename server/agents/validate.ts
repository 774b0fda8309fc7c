/**
 * Validation of account, group and canned-reply writes (the desk's admin side): each rule throws
 * a 400 naming the field; what passes is the clean value to store. The route's JSON schema has
 * already checked the types; these are the semantic rules.
 */
import { DeskLimits, DeskRole, EMAIL_PATTERN } from '../../protocol';
import type { DeskRole as DeskRoleT } from '../../protocol';
import { checks } from '../channels';
import { badRequest } from '../errors';

/** Sign-in names: letters, digits and `_ . @ -`, 3–64, unique across tenants. */
export const USERNAME = /^[A-Za-z0-9_.@-]{3,64}$/;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;
/** A canned reply's name, typed as `/name`: no spaces or slashes. */
export const CANNED_NAME = /^[^\s/]{1,32}$/u;

export const AccountLimits = {
  nickMax: 50,
  signatureMax: 200,
  phoneMax: 32,
  qqMax: 20,
  wechatMax: 64,
  maxLoadMax: 100,
  groupsPerAgent: 50,
  groupNameMax: 50,
  membersPerGroup: 1000,
  cannedPerTenant: 1000,
} as const;

export const username = (v: unknown): string => {
  const s = checks.text(v, 'username', 64);
  if (!USERNAME.test(s)) throw badRequest('username', 'must be 3–64 letters, digits or _ . @ -');
  return s;
};

export const password = (v: unknown, field = 'password'): string => {
  const s = checks.text(v, field, PASSWORD_MAX);
  if ([...s].length < PASSWORD_MIN) throw badRequest(field, `must be at least ${PASSWORD_MIN} characters`);
  return s;
};

export const nick = (v: unknown): string => {
  const s = checks.text(v, 'nick', AccountLimits.nickMax).trim();
  if (!s) throw badRequest('nick', 'must not be empty');
  return s;
};

export const role = (v: unknown): DeskRoleT => checks.oneOf(v, 'role', Object.values(DeskRole));

export const maxLoad = (v: unknown): number => checks.int(v, 'maxLoad', 1, AccountLimits.maxLoadMax);

/** The spec §3 card fields: optional texts ('' clears). */
export const card = {
  avatar: (v: unknown) => checks.url(v, 'avatar'),
  signature: (v: unknown) => checks.text(v, 'signature', AccountLimits.signatureMax),
  tel: (v: unknown) => phone(v, 'tel'),
  mobile: (v: unknown) => phone(v, 'mobile'),
  email: (v: unknown) => {
    const s = checks.text(v, 'email', 254).trim();
    if (s && !EMAIL_PATTERN.test(s)) throw badRequest('email', 'must be an e-mail address');
    return s;
  },
  qq: (v: unknown) => {
    const s = checks.text(v, 'qq', AccountLimits.qqMax).trim();
    if (s && !/^[1-9]\d{4,19}$/.test(s)) throw badRequest('qq', 'must be a QQ number (5–20 digits)');
    return s;
  },
  wechat: (v: unknown) => checks.text(v, 'wechat', AccountLimits.wechatMax).trim(),
} as const;
export type CardField = keyof typeof card;
export const CARD_FIELDS = Object.keys(card) as CardField[];

function phone(v: unknown, field: string): string {
  const s = checks.text(v, field, AccountLimits.phoneMax).trim();
  if (s && !/^\+?[0-9][0-9 ()-]{2,30}$/.test(s)) throw badRequest(field, 'must be a phone number (digits, spaces, + ( ) -)');
  return s;
}

export const groupName = (v: unknown): string => {
  const s = checks.text(v, 'groupName', AccountLimits.groupNameMax).trim();
  if (!s) throw badRequest('groupName', 'must not be empty');
  return s;
};

export const cannedName = (v: unknown): string => {
  const s = checks.text(v, 'name', 32);
  if (!CANNED_NAME.test(s)) throw badRequest('name', 'must be 1–32 characters without spaces or /');
  return s;
};

export const messageText = (v: unknown, field = 'msgContent'): string => {
  const s = checks.text(v, field, DeskLimits.messageMax).trim();
  if (!s) throw badRequest(field, 'must not be empty or only whitespace');
  return s;
};
