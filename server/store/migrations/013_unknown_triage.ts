/**
 * Unknown-question triage (docs/api.md "Unknown-question triage"): an admin resolves a logged
 * question — added as a similar question of an entry, made into a new entry, or dismissed — and
 * it leaves the waiting list. The log keeps the row (its count goes on): `handled_at` says when,
 * `handled_action` how, `handled_doc` which entry. A question resolved by an entry that is asked
 * and still not understood waits again (server/robot/kb/store.ts logUnknown); a dismissed one
 * stays dismissed. `nearest_doc`: the entry the robot ranked first when it last failed the
 * question — the knowledge-base list's "unknown hits" of an entry are the waiting questions that
 * came nearest to it. Same portable column types as 001–011.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('robot_unknown').addColumn('handled_at', 'bigint').execute();
  await db.schema.alterTable('robot_unknown').addColumn('handled_action', 'text').execute();
  await db.schema.alterTable('robot_unknown').addColumn('handled_doc', 'text').execute();
  await db.schema.alterTable('robot_unknown').addColumn('nearest_doc', 'text').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('robot_unknown').dropColumn('nearest_doc').execute();
  await db.schema.alterTable('robot_unknown').dropColumn('handled_doc').execute();
  await db.schema.alterTable('robot_unknown').dropColumn('handled_action').execute();
  await db.schema.alterTable('robot_unknown').dropColumn('handled_at').execute();
}
