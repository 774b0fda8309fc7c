/**
 * The agent rows the visitor's side shows: the serving agent's nick (chatStart) and card. Read
 * here rather than through the agents service, which the chat service does not depend on.
 */
import type { DbOrTrx } from '../../store/db';
import '../../agents/tables';

export async function agentNick(db: DbOrTrx, agentId: string): Promise<string | undefined> {
  const agent = await db.selectFrom('agents').select('nick').where('agent_id', '=', agentId).executeTakeFirst();
  return agent?.nick;
}

/** The agent of `tenantId`, every column (the visitor's agent card is made from it). */
export function tenantAgent(db: DbOrTrx, agentId: string, tenantId: string) {
  return db.selectFrom('agents').selectAll().where('agent_id', '=', agentId).where('tenant_id', '=', tenantId).executeTakeFirst();
}
