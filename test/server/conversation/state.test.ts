/**
 * The conversation's state machine (server/conversation/state.ts, spec §4): every transition from
 * every state, what it becomes and which events it emits. The database side is exercised by the
 * routing, chat and timers suites, which all go through it.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ConnectionType, EventCode, OutType, UserStatus } from '../../../protocol';
import { BEFORE_FIRST, transition } from '../../../server/conversation';
import type { ConversationState, Transition } from '../../../server/conversation';

const robot: ConversationState = { status: UserStatus.robot, connection: ConnectionType.robot, agentId: null, queued: false, ended: false };
const queued: ConversationState = { ...robot, status: UserStatus.queued, queued: true };
const withA1: ConversationState = { status: UserStatus.manual, connection: ConnectionType.manual, agentId: 'a1', queued: false, ended: false };
const handedBack: ConversationState = { ...withA1, status: UserStatus.queued, agentId: null, queued: true };
const ended: ConversationState = { ...robot, status: UserStatus.offline, ended: true };

const moves: Record<string, Transition> = {
  queue: { kind: 'queue' },
  connect: { kind: 'connect', agentId: 'a2' },
  transferFromA1: { kind: 'connect', agentId: 'a2', fromAgentId: 'a1' },
  transferFromA3: { kind: 'connect', agentId: 'a2', fromAgentId: 'a3' },
  handBackA1: { kind: 'handBack', fromAgentId: 'a1' },
  handBackA3: { kind: 'handBack', fromAgentId: 'a3' },
  close: { kind: 'close', outType: OutType.over },
  start: { kind: 'start' },
};

/** state × move → the resulting status and agent, or the refusal (null). */
const TABLE: [string, ConversationState, Record<keyof typeof moves, [UserStatus, string | null, EventCode[]] | null>][] = [
  ['robot', robot, {
    queue: [UserStatus.queued, null, []], connect: null, transferFromA1: null, transferFromA3: null,
    handBackA1: null, handBackA3: null, close: [UserStatus.offline, null, [EventCode.chatClosed]], start: null,
  }],
  ['queued', queued, {
    queue: null, connect: [UserStatus.manual, 'a2', [EventCode.agentConnected]], transferFromA1: null, transferFromA3: null,
    handBackA1: null, handBackA3: null, close: [UserStatus.offline, null, [EventCode.chatClosed]], start: null,
  }],
  ['with a1', withA1, {
    queue: null, connect: null, transferFromA1: [UserStatus.manual, 'a2', [EventCode.agentConnected]], transferFromA3: null,
    handBackA1: [UserStatus.queued, null, []], handBackA3: null, close: [UserStatus.offline, 'a1', [EventCode.chatClosed]], start: null,
  }],
  ['handed back', handedBack, {
    queue: null, connect: [UserStatus.manual, 'a2', [EventCode.agentConnected]], transferFromA1: null, transferFromA3: null,
    handBackA1: null, handBackA3: null, close: [UserStatus.offline, null, [EventCode.chatClosed]], start: null,
  }],
  ['ended', ended, {
    queue: null, connect: null, transferFromA1: null, transferFromA3: null, handBackA1: null, handBackA3: null, close: null,
    start: [UserStatus.robot, null, []],
  }],
  ['a new visitor (before the first session)', BEFORE_FIRST, {
    queue: null, connect: null, transferFromA1: null, transferFromA3: null, handBackA1: null, handBackA3: null, close: null,
    start: [UserStatus.robot, null, []],
  }],
];

describe('the conversation state machine', () => {
  it('every move from every state: allowed ones say what follows and what is emitted, the rest are refused', () => {
    for (const [name, state, expected] of TABLE) {
      for (const [move, t] of Object.entries(moves)) {
        const v = transition(state, t);
        const want = expected[move as keyof typeof moves];
        if (want === undefined) throw new Error(`${name}: no expectation for ${move}`);
        if (want === null) {
          assert.equal(v.ok, false, `${name} → ${move} is refused`);
          continue;
        }
        assert.ok(v.ok, `${name} → ${move} is allowed`);
        assert.equal(v.next.status, want[0], `${name} → ${move}: status`);
        assert.equal(v.next.agentId, want[1], `${name} → ${move}: agent`);
        assert.deepEqual([...v.emits], want[2], `${name} → ${move}: events`);
        assert.equal(v.next.queued, want[0] === UserStatus.queued, `${name} → ${move}: queue place`);
        assert.equal(v.next.ended, t.kind === 'close');
        if (t.kind === 'start') assert.equal(v.next.connection, ConnectionType.robot, 'a new session starts with the robot');
      }
    }
  });

  it('a refusal says why, and the state it was asked about is left as it was', () => {
    const before = structuredClone(withA1);
    const v = transition(withA1, { kind: 'handBack', fromAgentId: 'a3' });
    assert.deepEqual(v, { ok: false, why: 'not this agent\'s chat' });
    assert.deepEqual(withA1, before);
    assert.deepEqual(transition(ended, { kind: 'queue' }), { ok: false, why: 'chat ended' });
  });
});
