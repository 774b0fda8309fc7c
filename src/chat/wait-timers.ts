/**
 * spec §4 "Timers": in manual service, a notice when the agent has not replied for
 * adminTimeoutTime minutes after the visitor wrote, and one when the visitor has not replied
 * for userTimeoutTime minutes after the agent wrote (each with its mode on). The visitor's send
 * clears the user timer and starts the agent's; an agent message does the reverse; the chat's
 * end clears both. The notice is also recorded for the agent (sysMsg, docs/api.md). Every timer
 * comes from one clock that tests replace.
 */
import { api } from '../api/client';
import { Limits } from '../../protocol';
import { config, notice, on, tr, userRef } from './context';

export interface TimerClock {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserClock: TimerClock = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

let clock: TimerClock = browserClock;
/** Replace the clock (tests); no argument puts the browser's back. */
export function useTimerClock(c: TimerClock = browserClock): void {
  stopWaitTimers();
  clock = c;
}

type Who = 'admin' | 'user';
const running: Record<Who, unknown> = { admin: null, user: null };
/** the visitor was told they did not reply: the chat's end (1202 outType 1) need not say it twice */
let userTimedOut = false;
/** the agent-timeout notice was shown in this wait: once per wait, until the agent answers */
let adminNoticed = false;

function stop(who: Who): void {
  if (running[who] !== null) clock.clearTimeout(running[who]);
  running[who] = null;
}

function start(who: Who): void {
  const c = config();
  const mode = who === 'admin' ? c?.adminTimeoutMode : c?.userTimeoutMode;
  const minutes = Number(who === 'admin' ? c?.adminTimeoutTime : c?.userTimeoutTime);
  stop(who);
  if (!on(mode) || !(minutes > 0)) return;
  running[who] = clock.setTimeout(() => {
    running[who] = null;
    const text = (who === 'admin' ? c?.adminTimeoutMsg : c?.userTimeoutMsg) || tr()(who === 'admin' ? 'notice.adminTimeout' : 'notice.userNoReply');
    if (who === 'user') userTimedOut = true;
    else adminNoticed = true;
    notice(text, true);
    void api('sysMsg', { ...userRef(), msgContent: who === 'admin' ? 'adminTimeout' : 'userTimeout', clientType: 1 }, { quiet: true }).catch(() => undefined);
  }, minutes * Limits.timerUnitMs);
}

/** The visitor wrote to the agent: their timer stops, the agent's starts (unless this wait has one or had its notice). */
export function visitorWrote(): void {
  stop('user');
  userTimedOut = false;
  if (running.admin === null && !adminNoticed) start('admin');
}

/** The agent wrote (or connected): the agent's timer stops and its wait ends; the visitor's starts again. */
export function agentWrote(): void {
  stop('admin');
  adminNoticed = false;
  start('user');
}

/** Whether the visitor was already told they did not reply (and since when nothing was sent). */
export function userWasTimedOut(): boolean {
  return userTimedOut;
}

export function stopWaitTimers(): void {
  stop('admin');
  stop('user');
  userTimedOut = false;
  adminNoticed = false;
}
