/**
 * The vote state on a stored robot answer (spec §3 `disabled`, §4 vote states). The robot
 * calls it inside the vote's own transaction (robot/kb/store.ts), so the vote, the document's
 * counter and the message change together or not at all.
 */
import type { VoteState } from '../../protocol';
import type { DbOrTrx } from '../store/db';
import { markVoted } from './store/messages';

/**
 * Marks the visitor's robot message as voted. False (nothing written) when it is not a robot
 * message of this visitor and tenant, or already carries a vote: the state is set once.
 */
export function setVoteState(db: DbOrTrx, who: { userId: string; tenantId: string }, msgId: string, state: VoteState): Promise<boolean> {
  return markVoted(db, who, msgId, state);
}
