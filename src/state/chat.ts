/**
 * The conversation's state (spec §4): connection robot or manual, active or ended, the agent
 * serving, what the history pull is doing, the type-ahead tips, the visitor's sound choice.
 */
import { atom } from 'nanostores';
import { ConnectionType } from '../../protocol';
import type { AdminCard, RobotTip } from '../../protocol';

export type HistoryState = 'idle' | 'loading' | 'end';

export interface ChatState {
  connection: ConnectionType;
  ended: boolean;
  /** robot questions in flight (the typing dots show while above 0) */
  asking: number;
  agent: AdminCard | null;
  history: HistoryState;
  /** a dialog of the chat screen: the pre-chat form or the group chooser */
  popup: 'userForm' | 'groups' | null;
}

export const INITIAL_CHAT: ChatState = { connection: ConnectionType.robot, ended: false, asking: 0, agent: null, history: 'idle', popup: null };

export const $chat = atom<ChatState>(INITIAL_CHAT);

export function patchChat(patch: Partial<ChatState>): void {
  $chat.set({ ...$chat.get(), ...patch });
}

/** spec §4 robot tips while typing: shown 5 s, arrow keys move `active`. */
export const $tips = atom<{ list: RobotTip[]; active: number; typed: string }>({ list: [], active: -1, typed: '' });

/** the visitor's sound choice (header toggle) */
export const $sound = atom<boolean>(true);

/** channel groups offered by the chooser popup */
export const $groups = atom<{ id: string | number; groupName: string }[]>([]);
