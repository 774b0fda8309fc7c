/**
 * Who is signed in. The token is kept in localStorage so a reload (or a second tab) stays signed
 * in until it expires or the agent signs out; auth/me re-checks it on start. Any 401 from the
 * API, or a socket closed with 4401, signs this desk out.
 */
import { atom } from 'nanostores';
import type { DeskAgent } from '../../protocol';
import { call, DeskApiError, NETWORK, setToken, whenUnauthorized } from '../api/client';

export type SessionState = 'checking' | 'signedOut' | 'signedIn';

export const $me = atom<DeskAgent | null>(null);
export const $sessionState = atom<SessionState>('checking');
/** why the desk signed out by itself (the sign-in form says so) */
export const $signedOutReason = atom<'expired' | null>(null);

const KEY = 'kefu-desk-session';

interface Stored { token: string; expiresAt: number }

function readStored(): Stored | null {
  try {
    const s = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Stored | null;
    return s && typeof s.token === 'string' && s.expiresAt > Date.now() ? s : null;
  } catch {
    return null;
  }
}

function forget(reason: 'expired' | null): void {
  try { localStorage.removeItem(KEY); } catch { /* no storage */ }
  setToken(null);
  $me.set(null);
  $signedOutReason.set(reason);
  $sessionState.set('signedOut');
}

whenUnauthorized(() => forget('expired'));

export async function restoreSession(): Promise<void> {
  const s = readStored();
  if (!s) { forget(null); return; }
  setToken(s.token);
  // a server that is restarting or a flaky network gets three tries before the desk gives up
  for (let attempt = 0; ; attempt++) {
    try {
      const me = await call<{ agent: DeskAgent }>('auth/me');
      $me.set(me.agent);
      $sessionState.set('signedIn');
      return;
    } catch (err) {
      // a 401 has already signed out
      if ($sessionState.get() === 'signedOut') return;
      if (!(err instanceof DeskApiError && err.code === NETWORK) || attempt >= 2) { forget(null); return; }
      await new Promise((r) => setTimeout(r, 1000 * 2 ** attempt));
    }
  }
}

export async function signIn(username: string, password: string): Promise<void> {
  const r = await call<{ token: string; expiresAt: number; agent: DeskAgent }>('auth/login', { username, password });
  try { localStorage.setItem(KEY, JSON.stringify({ token: r.token, expiresAt: r.expiresAt })); } catch { /* kept for this page only */ }
  setToken(r.token);
  $signedOutReason.set(null);
  $me.set(r.agent);
  $sessionState.set('signedIn');
}

export async function signOut(): Promise<void> {
  await call('auth/logout').catch(() => undefined);
  forget(null);
}

/** The socket said the sign-in ended (4401): same as an expired token. */
export const sessionEnded = (): void => forget('expired');
