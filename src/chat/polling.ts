/**
 * Event polling (src/chat/poll.ts) is needed only in the queue or with an agent (spec §4), so it
 * is a lazy chunk: loaded when polling starts, with the texts of its notices.
 */
import type * as PollModule from './poll';
import { withTexts } from '../i18n';

type Poll = typeof PollModule;
let loaded: Promise<Poll> | null = null;

export function startPolling(): void {
  loaded ??= withTexts(import('./poll')).catch((err: unknown) => {
    // the next start tries again
    loaded = null;
    throw err;
  });
  void loaded.then((m) => m.startPolling(), () => undefined);
}

export function stopPolling(): void {
  void loaded?.then((m) => m.stopPolling(), () => undefined);
}
