/**
 * The opaque cursor of a keyset page (DESIGN §6: lists page by the last row's key, never by an
 * offset): the last row's (time, id) as base64url JSON. A cursor that does not decode to exactly
 * that is the caller's 400, never a 500.
 */
import { badRequest } from './errors';

export function encodeKeyset(at: number, id: string): string {
  return Buffer.from(JSON.stringify([at, id])).toString('base64url');
}

/** `list` names the list in the refusal ("must be a nextCursor of this drill-down"). */
export function decodeKeyset(cursor: string, list: string): { at: number; id: string } {
  try {
    const v = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(v) && v.length === 2 && Number.isSafeInteger(v[0]) && typeof v[1] === 'string' && v[1].length > 0 && v[1].length <= 64) {
      return { at: v[0] as number, id: v[1] };
    }
  } catch {
    // falls through to the 400
  }
  throw badRequest('cursor', `must be a nextCursor of this ${list}`);
}
