/**
 * The visitor's typing report (spec §7 typing): only in manual service (status 2) with
 * tenantVersion above 0, debounced (Limits.typingDebounceMs), with the draft so the desk can
 * preview it. The last report before a quiet spell carries the latest text; an emptied box
 * reports the empty draft once, so the preview clears.
 */
import { api } from '../api/client';
import { Limits, UserStatus } from '../../protocol';
import { $session } from '../state/session';
import { config, userRef } from './context';

let timer: ReturnType<typeof setTimeout> | null = null;
let lastSent: string | null = null;

export function reportTyping(draft: string): void {
  if ($session.get().userStatus !== UserStatus.manual || !((config()?.tenantVersion ?? 0) > 0)) return;
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = null;
    if (draft === lastSent) return;
    lastSent = draft;
    void api('typing', { ...userRef(), msgContent: draft }, { quiet: true }).catch(() => undefined);
  }, Limits.typingDebounceMs);
}

/** The draft went out as a message: the next keystroke starts a new preview. */
export function typingSent(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  lastSent = '';
}
