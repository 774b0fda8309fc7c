/**
 * When a consultation may be rated (spec §4 "Rating only after the consultation ends"; DESIGN §3
 * gates; security-cases "evaluation before the end or twice"). Our rule:
 *  - the channel's evaluateMode is on;
 *  - the visitor has a session (a consultation started);
 *  - the payload matches the consultation: agent payload ↔ manual session, robot ↔ robot;
 *  - an AGENT evaluation needs the manual consultation to have ended, or the agent to have asked
 *    for it (event 1203, recorded as an invitation); a ROBOT evaluation may be given any time in
 *    the robot consultation (the robot never "ends" a chat; the menu's evaluate item, spec §4 menu
 *    type 4, is how the visitor rates it);
 *  - once per session: a second evaluation is refused (409) and changes nothing.
 */
import { conflict, forbidden } from '../errors';
import type { DomainError } from '../errors';

export interface SessionFacts {
  sessionId: string;
  connection: 'robot' | 'manual';
  ended: boolean;
}

export interface Facts {
  evaluateMode: number | undefined;
  session: SessionFacts | null;
  invited: boolean;
  evaluated: boolean;
}

/** Why this evaluation may not be given, or null when it may. */
export function refusal(f: Facts, kind: 'robot' | 'manual'): DomainError | null {
  if (f.evaluateMode !== 1) return forbidden('evaluation is not enabled for this channel');
  if (!f.session) return forbidden('there is no consultation to evaluate');
  if (f.evaluated) return conflict('already evaluated');
  if (kind !== f.session.connection) {
    return conflict(kind === 'manual' ? 'this consultation was with the robot: send a robot evaluation' : 'this consultation is with an agent: send an agent evaluation');
  }
  if (kind === 'manual' && !f.session.ended && !f.invited) return forbidden('rating is possible after the consultation ends');
  return null;
}
