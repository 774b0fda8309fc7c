/**
 * The conversation's state (spec §4): connection robot or manual, active or ended, the agent
 * serving, what the history pull is doing, the type-ahead tips, the visitor's sound choice.
 */
import { atom } from 'nanostores';
import { ConnectionType } from '../../protocol';
import type { AdminCard, RobotTip } from '../../protocol';

/** 'none': a visitor seen for the first time has nothing earlier, so nothing is offered */
export type HistoryState = 'idle' | 'loading' | 'end' | 'none';

export interface ChatState {
  connection: ConnectionType;
  ended: boolean;
  /** robot questions in flight (the typing dots show while above 0) */
  asking: number;
  agent: AdminCard | null;
  history: HistoryState;
  /** a dialog of the chat screen: the pre-chat form or the group chooser */
  popup: 'userForm' | 'groups' | null;
  /** spec §4 queued: the visitor's 1-based place (transferAgent, event 1209, the batch's waitIndex) */
  waitIndex: number | null;
  /** spec §2 modal: the leave-message form or the evaluation form, null when closed */
  modal: ChatModal | null;
}

/** spec §2 "Modal showing either the leave-message form … or the evaluation form". */
export type ChatModal = { kind: 'leaveMessage' } | { kind: 'evaluation'; reason: EvaluationReason };
/** what opened the evaluation: the menu, the agent's request (1203), the header close, the chat's end */
export type EvaluationReason = 'menu' | 'invite' | 'close' | 'ended';

export const INITIAL_CHAT: ChatState = { connection: ConnectionType.robot, ended: false, asking: 0, agent: null, history: 'idle', popup: null, waitIndex: null, modal: null };

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

/** spec §5: a pasted picture waiting for the visitor's confirmation (the paste preview dialog) */
export const $pasted = atom<{ dataUrl: string; name: string } | null>(null);
