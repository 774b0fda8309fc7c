/** Row type of the queue (migration 005_agents), merged into the store's Database. */
import type { Generated } from 'kysely';

export interface ChatQueueTable {
  user_id: string;
  tenant_id: string;
  channel_id: string;
  session_id: string;
  /** the scope key: group ids sorted and joined by ',' ('' = any agent of the tenant) */
  group_id: string;
  /** the agent the visitor asked for, tried first */
  admin_id: string | null;
  /** 1: handed back by an agent who went offline (served before new arrivals) */
  priority: Generated<number>;
  queue_seq: number;
  enqueued_at: number;
  /** the position last told to the visitor */
  wait_index: Generated<number>;
  /** when the visitor's widget last polled while waiting (migration 006; 0 = not since enqueued) */
  seen_at: Generated<number>;
}

declare module '../store/schema' {
  interface Database {
    chat_queue: ChatQueueTable;
  }
}
