/**
 * spec §4 "Timers" on a clock the test moves (src/chat/wait-timers.ts): the agent-timeout notice
 * after adminTimeoutTime minutes of the visitor waiting, the visitor-timeout notice after
 * userTimeoutTime minutes of the agent waiting, each only with its mode on; the visitor's send
 * clears their timer, the agent's message clears the agent's.
 */
import { expect } from 'chai';
import { SenderType } from '../../protocol';
import type { ChannelConfig } from '../../protocol';
import { agentWrote, stopWaitTimers, useTimerClock, visitorWrote } from '../../src/chat/wait-timers';
import { $channelConfig, $messages, resetState } from '../../src/state';
import { setLocale } from '../../src/i18n';

/** Timers that fire only when the test moves time on. */
class ManualTimers {
  private now = 0;
  private next = 0;
  private due: { at: number; run: () => void; id: number }[] = [];
  setTimeout(run: () => void, ms: number): unknown {
    const id = ++this.next;
    this.due.push({ at: this.now + ms, run, id });
    return id;
  }
  clearTimeout(handle: unknown): void {
    this.due = this.due.filter((d) => d.id !== handle);
  }
  advance(ms: number): void {
    this.now += ms;
    const ready = this.due.filter((d) => d.at <= this.now);
    this.due = this.due.filter((d) => d.at > this.now);
    ready.forEach((d) => d.run());
  }
}

const notices = () => $messages.get().filter((m) => m.senderType === SenderType.system).map((m) => m.msgContent);
const MINUTE = 60_000;

describe('the agent and visitor timeout notices', () => {
  let timers: ManualTimers;
  before(async () => { await setLocale('en', false); });
  beforeEach(() => {
    resetState();
    timers = new ManualTimers();
    useTimerClock(timers);
    $channelConfig.set({ adminTimeoutMode: 1, adminTimeoutTime: 2, adminTimeoutMsg: 'An agent will answer soon', userTimeoutMode: 1, userTimeoutTime: 3, userTimeoutMsg: 'Are you still there?' } as ChannelConfig);
  });
  afterEach(() => {
    stopWaitTimers();
    useTimerClock();
  });

  it('the agent-timeout notice comes adminTimeoutTime minutes after the visitor wrote, once', () => {
    visitorWrote();
    timers.advance(2 * MINUTE - 1);
    expect(notices()).to.deep.equal([]);
    timers.advance(1);
    expect(notices()).to.deep.equal(['An agent will answer soon']);
    // a second message while still waiting does not start the wait again
    visitorWrote();
    timers.advance(10 * MINUTE);
    expect(notices()).to.deep.equal(['An agent will answer soon']);
  });

  it('the agent\'s message stops the agent timer and starts the visitor\'s; the visitor\'s send stops it', () => {
    visitorWrote();
    timers.advance(MINUTE);
    agentWrote();
    timers.advance(2 * MINUTE);
    expect(notices(), 'no agent-timeout after the agent answered').to.deep.equal([]);
    visitorWrote();
    timers.advance(MINUTE + 30_000);
    agentWrote();
    timers.advance(3 * MINUTE);
    expect(notices()).to.deep.equal(['Are you still there?']);
  });

  it('nothing with the modes off', () => {
    $channelConfig.set({ adminTimeoutMode: 0, adminTimeoutTime: 1, userTimeoutMode: 0, userTimeoutTime: 1 } as ChannelConfig);
    visitorWrote();
    agentWrote();
    timers.advance(60 * MINUTE);
    expect(notices()).to.deep.equal([]);
  });
});
