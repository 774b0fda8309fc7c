/**
 * Ending the chat (spec §4 "Closing the chat asks for confirmation that the current chat will
 * end"; §7 chatClose) and starting again once ended (spec §2 re-chat button: reloads the page;
 * in element mode the widget starts over without touching the host page).
 */
import { api } from '../api/client';
import { ConnectionType, UserStatus } from '../../protocol';
import { patchChat, INITIAL_CHAT, $chat } from '../state/chat';
import { $messages } from '../state/messages';
import { patchSession, restartSession } from '../state/session';
import { $pageMode, closeDialog, openDialog } from '../state/ui';
import { config, notice, query, tr, userRef } from './context';
import { stopPolling } from './polling';
import { stopWaitTimers } from './wait-timers';
import { offerEvaluation } from './evaluation';

export async function closeChat(): Promise<void> {
  try {
    await api('chatClose', userRef());
  } catch {
    return;
  }
  stopPolling();
  stopWaitTimers();
  const wasManual = $chat.get().connection === ConnectionType.manual;
  patchSession({ userStatus: UserStatus.offline });
  patchChat({ ended: true, waitIndex: null });
  notice(config()?.userOverMsg || tr()('notice.chatEnded'), true);
  // spec §2/§7: with the inviteEvaluate flag, ending asks for a rating; a chat an agent served is offered one
  const invite = query().inviteEvaluate;
  if ((invite && invite !== '0' && invite !== 'false') || wasManual) void offerEvaluation('close');
}

export function confirmClose(): void {
  if ($chat.get().ended) return;
  const t = tr();
  openDialog({
    title: t('chat.endTitle'),
    body: t('chat.endBody'),
    confirmLabel: t('chat.endConfirm'),
    cancelLabel: t('common.cancel'),
    onConfirm: () => {
      closeDialog();
      void closeChat();
    },
    onCancel: closeDialog,
  });
}

export function chatAgain(): void {
  if ($pageMode.get()) {
    location.reload();
    return;
  }
  stopPolling();
  stopWaitTimers();
  $messages.set([]);
  $chat.set(INITIAL_CHAT);
  restartSession();
}
