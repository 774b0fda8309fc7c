/**
 * The conversation's state machine (spec §4), as one pure function: a visitor's status, the
 * current session's connection and agent, whether it has a queue place, and whether the session
 * ended. Every change of these goes through `transition`, which says whether it may happen from
 * here, what the state becomes, and which visitor events it emits; `store.ts` then makes exactly
 * that change in the database, and nothing else writes those columns.
 *
 *   start ──► robot ──queue──► queued ──connect──► with an agent ──connect(from)──► another agent
 *                      ▲                      │
 *                      └──────handBack────────┘          any open state ──close──► ended ──start──► robot
 */
import { ConnectionType, EventCode, UserStatus } from '../../protocol';
import type { OutType } from '../../protocol';

export interface ConversationState {
  status: UserStatus;
  connection: ConnectionType;
  /** the agent serving the session (manual connection), or null */
  agentId: string | null;
  /** the visitor has a place in the queue */
  queued: boolean;
  ended: boolean;
}

export type Transition =
  /** a new session in the robot stage, after the last one ended (spec §4 "Start") */
  | { kind: 'start' }
  /** the visitor asks for a human and waits (spec §4 transfer result 3) */
  | { kind: 'queue' }
  /** an agent takes the chat: from the queue, or from `fromAgentId` (a transfer between agents) */
  | { kind: 'connect'; agentId: string; fromAgentId?: string }
  /** the agent's chat goes back to the front of the queue (transfer with nobody free, agent gone) */
  | { kind: 'handBack'; fromAgentId: string }
  /** the session ends (spec §4 1202 with its outType) */
  | { kind: 'close'; outType: OutType };

export type Verdict =
  | { ok: true; next: ConversationState; emits: readonly EventCode[] }
  | { ok: false; why: string };

const refuse = (why: string): Verdict => ({ ok: false, why });

/** A new visitor's state before its first session: as if a chat had ended. */
export const BEFORE_FIRST: ConversationState = { status: UserStatus.robot, connection: ConnectionType.robot, agentId: null, queued: false, ended: true };

export function transition(s: ConversationState, t: Transition): Verdict {
  if (t.kind === 'start') {
    if (!s.ended) return refuse('a chat is open');
    return { ok: true, next: { status: UserStatus.robot, connection: ConnectionType.robot, agentId: null, queued: false, ended: false }, emits: [] };
  }
  if (s.ended) return refuse('chat ended');
  const withAgent = s.status === UserStatus.manual && s.connection === ConnectionType.manual && s.agentId !== null;
  switch (t.kind) {
    case 'queue':
      if (s.queued || s.status === UserStatus.queued) return refuse('already waiting');
      if (withAgent || s.status === UserStatus.manual) return refuse('already with an agent');
      // no event: transferAgent answers the place itself; later moves are 1209s
      return { ok: true, next: { ...s, status: UserStatus.queued, queued: true }, emits: [] };
    case 'connect':
      if (t.fromAgentId !== undefined ? !withAgent || s.agentId !== t.fromAgentId : s.status !== UserStatus.queued) {
        return refuse('not where the caller saw it');
      }
      return {
        ok: true,
        next: { status: UserStatus.manual, connection: ConnectionType.manual, agentId: t.agentId, queued: false, ended: false },
        emits: [EventCode.agentConnected],
      };
    case 'handBack':
      if (!withAgent || s.agentId !== t.fromAgentId) return refuse('not this agent\'s chat');
      // the place is announced by the queue's renumbering (1209), not here
      return { ok: true, next: { ...s, status: UserStatus.queued, agentId: null, queued: true }, emits: [] };
    case 'close':
      return { ok: true, next: { ...s, status: UserStatus.offline, queued: false, ended: true }, emits: [EventCode.chatClosed] };
  }
}
