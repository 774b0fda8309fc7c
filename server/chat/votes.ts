/**
 * The vote state on a stored robot answer (spec §3 `disabled`, §4 vote states). The robot
 * calls it inside the vote's own transaction (robot/kb/store.ts), so the vote, the document's
 * counter and the message change together or not at all.
 */
import type { Kysely, Transaction } from 'kysely';
import { SenderType } from '../../protocol';
import type { VoteState } from '../../protocol';
import type { Database } from '../store/schema';
import './tables';

/**
 * Marks the visitor's robot message as voted. False (nothing written) when it is not a robot
 * message of this visitor and tenant, or already carries a vote: the state is set once.
 */
export async function setVoteState(db: Kysely<Database> | Transaction<Database>, who: { userId: string; tenantId: string }, msgId: string, state: VoteState): Promise<boolean> {
  const hit = await db.updateTable('messages').set({ vote_state: state })
    .where('msg_id', '=', msgId).where('user_id', '=', who.userId).where('tenant_id', '=', who.tenantId)
    .where('sender_type', '=', SenderType.robot).where('vote_state', 'is', null)
    .returning('msg_id').executeTakeFirst();
  return hit !== undefined;
}
