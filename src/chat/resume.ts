/**
 * spec §4 "Start" for a visitor whose chat is already with people or closed: status 2 (manual
 * service: the conversation back, the agent's card, polling), 3 (queued: the conversation back,
 * polling) and 0 (offline: the messages left meanwhile, then the start routine). A lazy chunk:
 * a first-time visitor never needs it (the first-open budget).
 * spec §8: failures here are ignored silently — the chat stays usable.
 */
import { api } from '../api/client';
import { ConnectionType, SenderType, UserStatus } from '../../protocol';
import type { ChatInitResponse } from '../../protocol';
import { addMessages } from '../state/messages';
import { patchChat } from '../state/chat';
import { userRef } from './context';
import { startPolling } from './polling';
import { restoreSession, startRoutine } from './start';

type Resumed = (typeof UserStatus)['manual' | 'queued' | 'offline'];

export async function resumeChat(init: ChatInitResponse, status: Resumed): Promise<void> {
  switch (status) {
    case UserStatus.manual:
      patchChat({ connection: ConnectionType.manual });
      await restoreSession(init);
      patchChat({ agent: await api('getAdminCard', userRef(), { quiet: true }).catch(() => null) ?? null });
      startPolling();
      return;
    case UserStatus.queued:
      await restoreSession(init);
      startPolling();
      return;
    case UserStatus.offline: {
      const offline = await api('getOfflineMsg', { ...userRef(), pollId: init.pollId }, { quiet: true }).catch(() => ({ msgList: [] }));
      addMessages((offline?.msgList ?? []).map((m) => ({ ...m, senderType: m.senderType ?? SenderType.agent, senderName: m.senderName ?? m.adminNick ?? '' })));
      await startRoutine();
      return;
    }
    default: {
      const unknown: never = status;
      void unknown;
    }
  }
}
