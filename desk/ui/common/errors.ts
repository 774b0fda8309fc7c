/**
 * What to tell the agent when a call failed. The server's refusals an agent meets in daily work
 * are said in the desk's language; anything else shows the server's own message, which names
 * the field or the conflict (mostly admin input).
 */
import { DeskApiError, NETWORK } from '../../api/client';
import type { DeskKey, DeskT } from '../../i18n';

/** the start of a server message (docs/api.md "Desk API") → the desk's text for it */
const KNOWN: [string, DeskKey][] = [
  ['set yourself online to take chats', 'error.notOnline'],
  ['you are at your chat limit', 'error.atLimit'],
  ['that agent is not online', 'error.agentNotOnline'],
  ['that agent is at their chat limit', 'error.agentFull'],
  ['the chat is no longer where it was', 'error.chatMoved'],
  ['nobody you can serve is waiting', 'error.nobodyWaiting'],
  ['userId: this visitor is not waiting', 'error.notWaiting'],
  ['chat ended', 'error.chatEnded'],
  ['this chat is not yours', 'error.notYours'],
  ['a message can be recalled within', 'error.recallTooLate'],
  ['the colleague has already opened it', 'error.undoOpened'],
  ['too late to undo', 'error.undoTooLate'],
];

export function errorMessage(t: DeskT, err: unknown): string {
  if (err instanceof DeskApiError) {
    if (err.code === NETWORK) return t('error.network');
    const known = KNOWN.find(([start]) => err.message.startsWith(start));
    if (known) return t(known[1]);
    if (err.code === 403) return t('error.forbidden', { msg: err.message });
    if (err.code === 429) return t('error.rate');
    return err.message;
  }
  return t('error.unknown');
}
