/**
 * spec §4 "leaving the page asks for confirmation" while a chat with people is open (queued or
 * with an agent), and the server is told the page closed (beforeUnload) so the desk knows; the
 * chat itself stays open. Only where the page is the widget's own (full page, iframe): a host
 * page's unloading is the host's business.
 *
 * It matters only once people join, so it is part of the polling chunk (./poll.ts): installed
 * when polling starts (queued, or with an agent), removed when it is stopped (the chat ended,
 * the chat screen gone).
 */
import { UserStatus } from '../../protocol';
import { $session } from '../state/session';
import { $chat } from '../state/chat';
import { $pageMode } from '../state/ui';
import { beacon } from '../api/client';
import { userRef } from './context';

const withPeople = () => {
  const s = $session.get();
  return s.status === 'ready' && !$chat.get().ended && (s.userStatus === UserStatus.manual || s.userStatus === UserStatus.queued);
};

const onBeforeUnload = (e: BeforeUnloadEvent) => {
  if (!$pageMode.get() || !withPeople()) return;
  e.preventDefault();
  // older browsers show the prompt only with a returnValue
  e.returnValue = '';
};

const onPageHide = () => {
  if (withPeople()) beacon('beforeUnload', userRef());
};

export function installLeaveGuard(): void {
  // the same listener twice is added once
  addEventListener('beforeunload', onBeforeUnload);
  addEventListener('pagehide', onPageHide);
}

export function removeLeaveGuard(): void {
  removeEventListener('beforeunload', onBeforeUnload);
  removeEventListener('pagehide', onPageHide);
}
