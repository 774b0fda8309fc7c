/**
 * The visitor's session (spec §3 "Chat init response", DESIGN §3 identity): who the visitor is
 * and where the chat start is. `attempt` counts starts, so a re-login (spec §8) restarts it.
 */
import { atom } from 'nanostores';
import type { UserStatus } from '../../protocol';

export type StartStatus = 'idle' | 'starting' | 'ready' | 'error';

export interface Session {
  status: StartStatus;
  attempt: number;
  tenantId?: string | undefined;
  userId?: string | undefined;
  /** DESIGN §3: the signed token sent as `Authorization: Bearer` */
  visitorToken?: string | undefined;
  userStatus?: UserStatus | undefined;
  sessionId?: string | undefined;
  pollId?: string | number | undefined;
}

export const $session = atom<Session>({ status: 'idle', attempt: 0 });

export function patchSession(patch: Partial<Session>): void {
  $session.set({ ...$session.get(), ...patch });
}

/** Forget who the visitor is (re-login) and start again. */
export function restartSession(): void {
  const { attempt } = $session.get();
  $session.set({ status: 'idle', attempt: attempt + 1 });
}

/** spec §4 updateUser: what the host tells us about the visitor (used by the next chat start). */
export interface VisitorInfo {
  userName?: string;
  email?: string;
  phone?: string;
  params?: string;
}

export const $visitorInfo = atom<VisitorInfo>({});
