/**
 * Text a visitor types, checked the same way everywhere in the extras: trimmed, at most N code
 * points, no NUL or other control characters (tab and newline only where a text area allows
 * them), no lone surrogates (security-cases: "NUL bytes, control characters, lone surrogates are
 * refused or stored safely" — we refuse).
 */
import { badRequest } from '../errors';

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_SINGLE_LINE = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const codePoints = (s: string): number => {
  let n = 0;
  for (const _ of s) n++;
  return n;
};

export interface TextRule {
  max: number;
  multiLine?: boolean;
}

/** The trimmed text, or a 400 naming `field`. Empty after trimming is '' (the caller decides if that is allowed). */
export function cleanText(field: string, value: string, rule: TextRule): string {
  const t = value.trim();
  if (LONE_SURROGATE.test(t)) throw badRequest(field, 'contains an invalid character');
  if ((rule.multiLine ? CONTROL_MULTI_LINE : CONTROL_SINGLE_LINE).test(t)) throw badRequest(field, 'contains a control character');
  if (codePoints(t) > rule.max) throw badRequest(field, `must be at most ${rule.max} characters`);
  return t;
}
