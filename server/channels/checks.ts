/**
 * Small validators for channel configuration. Everything the widget renders from configuration
 * (colours, URLs, texts) is checked when written (security-cases: "Channel configuration rendered
 * in the widget is validated"), so the read path can trust the store. Each throws a 400 that
 * names the field and the rule.
 */
import { badRequest } from '../errors';

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const NUM = String.raw`\s*-?(?:\d+(?:\.\d+)?|\.\d+)(?:%|deg)?\s*`;
const RGB = new RegExp(String.raw`^rgba?\((?:${NUM},){2}${NUM}(?:,${NUM})?\)$`, 'i');
const HSL = new RegExp(String.raw`^hsla?\((?:${NUM},){2}${NUM}(?:,${NUM})?\)$`, 'i');
/** CSS named colours are letters only; anything with punctuation cannot break out of a style. */
const NAMED = /^[a-z]{3,24}$/i;

/** #hex, rgb()/rgba(), hsl()/hsla() or a named colour — never `red;}</style><script>`. */
export function isColor(s: string): boolean {
  return HEX.test(s) || RGB.test(s) || HSL.test(s) || NAMED.test(s);
}

const URL_SCHEMES = new Set(['http:', 'https:', 'mailto:']);

/**
 * Links the widget opens or loads: http, https or mailto only (security-cases: Injection), or a
 * root-relative path on the Kefu server itself (`/…`, never `//host`), which the widget resolves
 * against the server's origin.
 */
export function isSafeUrl(s: string): boolean {
  if (s.length > 2048 || /[\s"'<>`\\]/.test(s)) return false;
  if (/^\/(?![/\\])/.test(s)) return true;
  try {
    return URL_SCHEMES.has(new URL(s).protocol);
  } catch {
    return false;
  }
}

export type Obj = Record<string, unknown>;

export function obj(v: unknown, field: string): Obj {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw badRequest(field, 'must be an object');
  return v as Obj;
}

export function list(v: unknown, field: string, max: number): unknown[] {
  if (!Array.isArray(v)) throw badRequest(field, 'must be a list');
  if (v.length > max) throw badRequest(field, `must have at most ${max} entries`);
  return v;
}

/** A string with no control characters except tab and newlines. */
export function text(v: unknown, field: string, max: number): string {
  if (typeof v !== 'string') throw badRequest(field, 'must be a string');
  if (v.length > max) throw badRequest(field, `must be at most ${max} characters`);
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(v)) throw badRequest(field, 'must not contain control characters');
  return v;
}

export function color(v: unknown, field: string): string {
  const s = text(v, field, 64);
  if (s !== '' && !isColor(s)) throw badRequest(field, 'must be a colour (#hex, rgb(), hsl() or a named colour)');
  return s;
}

export function url(v: unknown, field: string): string {
  const s = text(v, field, 2048);
  if (s !== '' && !isSafeUrl(s)) throw badRequest(field, 'must be an http, https or mailto URL');
  return s;
}

export function int(v: unknown, field: string, min: number, max: number): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
    throw badRequest(field, `must be an integer from ${min} to ${max}`);
  }
  return v;
}

export function oneOf<T extends string | number>(v: unknown, field: string, values: readonly T[]): T {
  if (!values.includes(v as T)) throw badRequest(field, `must be one of ${values.join(', ')}`);
  return v as T;
}

/** 0/1 flags; booleans are accepted and stored as 0/1. */
export function flag(v: unknown, field: string): number {
  if (v === true) return 1;
  if (v === false) return 0;
  return oneOf(v, field, [0, 1]);
}

/** A string or number id (spec: docId, groupId…). */
export function id(v: unknown, field: string): string | number {
  if (typeof v === 'number' && Number.isSafeInteger(v)) return v;
  if (typeof v === 'string' && v.length > 0 && v.length <= 64) return text(v, field, 64);
  throw badRequest(field, 'must be an id (string or integer)');
}

/** A JSON-valued field: a string holding JSON (or the structure itself, which is stringified). */
export function parseJson(v: unknown, field: string): unknown {
  if (typeof v !== 'string') return v;
  if (v.length > 200_000) throw badRequest(field, 'is too long');
  try {
    return JSON.parse(v) as unknown;
  } catch {
    throw badRequest(field, 'must be valid JSON');
  }
}

/** Copies the optional keys of `o` through their checker, dropping unknown keys. */
export function pick(o: Obj, field: string, rules: Record<string, (v: unknown, f: string) => unknown>, required: readonly string[] = []): Obj {
  const out: Obj = {};
  for (const key of required) if (o[key] === undefined) throw badRequest(`${field}.${key}`, 'is required');
  for (const [key, check] of Object.entries(rules)) {
    if (o[key] !== undefined && o[key] !== null) out[key] = check(o[key], `${field}.${key}`);
  }
  return out;
}
