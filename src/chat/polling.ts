/**
 * Event polling (src/chat/poll.ts) is needed only in the queue or with an agent (spec §4), so it
 * is a lazy chunk: loaded when polling starts.
 */
import type * as PollModule from './poll';

type Poll = typeof PollModule;
let loaded: Promise<Poll> | null = null;

export function startPolling(): void {
  loaded ??= import('./poll');
  void loaded.then((m) => m.startPolling());
}

export function stopPolling(): void {
  void loaded?.then((m) => m.stopPolling());
}
