/**
 * The body of a form post, built ONLY from the target's configured field names (issue 3 item 9):
 * anything else the visitor sends is dropped, and every value becomes a string (checkbox lists
 * are joined with commas, spec §3 field type 8). Nothing from the visitor becomes a header.
 */
import { badRequest, DomainError } from '../errors';
import type { FormContentType } from './targets';

export const FormBodyLimits = {
  valueMax: 2000,
  bodyMaxBytes: 16 * 1024,
} as const;

function asString(name: string, v: unknown): string | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (Array.isArray(v) && v.every((x) => typeof x === 'string' || (typeof x === 'number' && Number.isFinite(x)))) return v.join(',');
  throw badRequest(`requestBody.${name}`, 'must be a string');
}

/** The configured fields' values as strings (absent ones left out). */
export function pickFields(fieldNames: readonly string[], requestBody: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const name of fieldNames) {
    if (!Object.hasOwn(requestBody, name)) continue;
    const v = asString(name, requestBody[name]);
    if (v === undefined) continue;
    if (v.includes('\u0000')) throw badRequest(`requestBody.${name}`, 'contains a control character');
    if ([...v].length > FormBodyLimits.valueMax) throw badRequest(`requestBody.${name}`, `must be at most ${FormBodyLimits.valueMax} characters`);
    out[name] = v;
  }
  return out;
}

/** Serialise for the target's content type; refuse a body over the limit. */
export function encodeBody(fields: Record<string, string>, contentType: FormContentType): string {
  const body = contentType === 'application/json'
    ? JSON.stringify({ ...fields })
    : new URLSearchParams(Object.entries(fields)).toString();
  if (Buffer.byteLength(body) > FormBodyLimits.bodyMaxBytes) throw new DomainError('tooLarge', `requestBody: must be at most ${FormBodyLimits.bodyMaxBytes} bytes`);
  return body;
}
