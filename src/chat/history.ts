/**
 * Older messages (spec §2 history link / pull-down, §7 getHistoryMsg: 20 per page, only when
 * tenantVersion is above 0). A short page is the end ("no history").
 */
import { api } from '../api/client';
import { Limits } from '../../protocol';
import { addMessages, oldestServerTime } from '../state/messages';
import { $chat, patchChat } from '../state/chat';
import { userRef } from './context';

export async function loadHistory(): Promise<number> {
  if ($chat.get().history !== 'idle') return 0;
  patchChat({ history: 'loading' });
  try {
    const page = await api('getHistoryMsg', { ...userRef(), pageSize: Limits.historyPageSize, maxTime: oldestServerTime() });
    const added = addMessages(page, { prepend: true });
    patchChat({ history: page.length < Limits.historyPageSize ? 'end' : 'idle' });
    return added.length;
  } catch {
    patchChat({ history: 'idle' });
    return 0;
  }
}
