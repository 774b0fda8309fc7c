/** What the chat actions read: the visitor's translator, the channel config, the start query, the session. */
import { translator } from '../i18n';
import { $locale } from '../state/ui';
import { $channelConfig } from '../state/config';
import { $session } from '../state/session';
import { $chat } from '../state/chat';
import { $place } from '../state/place';
import { ConnectionType, Limits, SenderType, SysType, UserStatus } from '../../protocol';
import type { ChannelConfig, ChatMessage } from '../../protocol';
import { addMessage } from '../state/messages';
import type { ChatItem } from '../state/messages';

export const tr = () => translator($locale.get());
export const config = (): ChannelConfig | null => $channelConfig.get();
export const query = () => $place.get().query;
export const userRef = (): { userId?: string } => {
  const userId = $session.get().userId;
  return userId ? { userId } : {};
};

/** spec §4: in manual service (status 2) or queued (3) the visitor writes to people, not the robot. */
export function inManualService(): boolean {
  const status = $session.get().userStatus;
  return $chat.get().connection === ConnectionType.manual || status === UserStatus.manual || status === UserStatus.queued;
}

/** The longest text the visitor may send now: robot questions are shorter (docs/api.md robotAsk). */
export function maxLength(): number {
  return inManualService() ? Limits.msgMaxLength : Limits.robotQuestionMax;
}

/** A system notice shown in the list (spec §3 sender 4; sysType 1 normal, other values highlighted). */
export function notice(text: string, highlight = false): ChatItem {
  return addMessage({ senderType: SenderType.system, msgType: 1, msgContent: text, sysType: highlight ? SysType.highlight : SysType.normal, msgTime: Date.now() }, true);
}

/** A robot message shown on this device only (welcome, local answers). */
export function robotLocal(m: Partial<ChatMessage>): ChatItem {
  const c = config();
  return addMessage({ senderType: SenderType.robot, msgType: 1, msgTime: Date.now(), ...(c?.robotName ? { senderName: c.robotName } : {}), ...m }, true);
}

/** JSON that may be missing or broken: spec §8, parsing failures are ignored. */
export function parseJson<T>(text: unknown, fallback: T): T {
  if (typeof text !== 'string' || !text) return (text && typeof text === 'object' ? (text as T) : fallback);
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** spec §3 flags are 0/1 numbers or booleans. */
export const on = (v: unknown): boolean => v === 1 || v === true || v === '1';
