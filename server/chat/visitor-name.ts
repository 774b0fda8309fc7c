/**
 * How the desk names a visitor (issue 26 item 2), computed here only: `displayName` is the name
 * the visitor gave (pre-chat form, or the host's init `userName` / `updateUser` → resetUser —
 * whichever was stored last), trimmed, else ''; `visitorNo` is a stable four-digit number derived
 * from the visitor id, shown by the desk as "Visitor 4821" / "访客 4821" when there is no name.
 *
 * The number is the first 32 bits of SHA-256(userId) mapped onto 1000–9999: the same id gives
 * the same number everywhere and across restarts, needs no stored column and no query. It is a
 * label, not an identifier — two visitors may share one (9,000 values).
 */
import { createHash } from 'node:crypto';

export interface VisitorNaming {
  displayName: string;
  visitorNo: string;
}

export function visitorNo(userId: string): string {
  const h = createHash('sha256').update(userId).digest().readUInt32BE(0);
  return String(1000 + (h % 9000));
}

/** The naming fields of a visitor from its stored name (null when none was given). */
export function visitorNaming(userId: string, userName: string | null | undefined): VisitorNaming {
  return { displayName: (userName ?? '').trim(), visitorNo: visitorNo(userId) };
}
