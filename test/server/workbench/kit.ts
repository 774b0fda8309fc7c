/** Helpers of the workbench suites. */
import type { TestApp } from '../helpers';

export { AnswerType } from '../../../protocol';
export const KB_TRY_LIMIT_NOTE = 'limited per admin (a burst of 30, then one a second)';

/** Rows the try box must never write: visitors, sessions, messages, unknown questions, votes, robot_asks. */
export async function rowCounts(t: TestApp): Promise<Record<string, number>> {
  const db = t.services.deps.store.db;
  const n = async (table: 'visitors' | 'sessions' | 'messages' | 'robot_unknown' | 'robot_votes' | 'robot_asks') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const [visitors, sessions, messages, unknown, votes, asks] = await Promise.all([
    n('visitors'), n('sessions'), n('messages'), n('robot_unknown'), n('robot_votes'), n('robot_asks'),
  ]);
  // the unknown log's counts too: a known question asked again only bumps its count
  const asked = Number((await db.selectFrom('robot_unknown').select((eb) => eb.fn.sum<number>('asked').as('s')).executeTakeFirstOrThrow()).s ?? 0);
  return { visitors, sessions, messages, unknown, asked, votes, asks };
}
