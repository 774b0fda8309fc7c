/**
 * The vote state of a robot answer, on the message itself (spec §3 `disabled`, spec §4 vote
 * states: 1 thumbs-down voted, 2 buttons hidden), so every later read of the message — history,
 * getSessionMsg, the desk — shows it voted. NULL: no vote recorded (the message's own fields
 * apply; a document answer is stored with `disabled` 0). Written in the vote's transaction
 * (robot/kb/store.ts). Same portable types as 001–003: an integer flag.
 *
 * Votes stored before this migration are carried over from robot_votes (a vote by msgId:
 * is_useful 1 thumbs-down → 1, 0 thumbs-up → 2).
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('messages').addColumn('vote_state', 'integer').execute();
  // one vote per visitor per message (robot_votes' key `msg:<msgId>`), so at most one row matches
  await sql`
    update messages set vote_state = (
      select case when v.is_useful = 1 then 1 else 2 end from robot_votes v
      where v.msg_id = messages.msg_id and v.user_id = messages.user_id and v.tenant_id = messages.tenant_id
      limit 1)
    where sender_type = 3 /* SenderType.robot */ and exists (
      select 1 from robot_votes v
      where v.msg_id = messages.msg_id and v.user_id = messages.user_id and v.tenant_id = messages.tenant_id)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('messages').dropColumn('vote_state').execute();
}
