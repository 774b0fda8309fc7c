/** The widget's stores (DESIGN §4: nanostores; components subscribe with @nanostores/react). */
import { $session, $visitorInfo } from './session';
import { $channelConfig } from './config';
import { $messages } from './messages';
import { $chat, $groups, $tips, INITIAL_CHAT } from './chat';
import { $toasts, $dialog, $unread, $visible } from './ui';

export * from './session';
export * from './config';
export * from './messages';
export * from './chat';
export * from './ui';

/** Back to a fresh widget (tests; a widget unmounted for good). Locale and layout stay. */
export function resetState(): void {
  $session.set({ status: 'idle', attempt: 0 });
  $visitorInfo.set({});
  $channelConfig.set(null);
  $messages.set([]);
  $chat.set(INITIAL_CHAT);
  $tips.set({ list: [], active: -1, typed: '' });
  $groups.set([]);
  $toasts.set([]);
  $dialog.set(null);
  $unread.set(0);
  $visible.set(true);
}
