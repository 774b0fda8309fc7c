/** What routing is given by the composition root (no Fastify, no driver, no env). */
import type { Db } from '../store/db';
import type { Clock } from '../clock';
import type { Bus } from '../bus';
import type { ChannelService } from '../channels';
import type { AgentService } from '../agents';
import type { ChatServiceImpl } from '../chat';

export interface RoutingDeps {
  db: Db;
  clock: Clock;
  bus: Bus;
  channels: ChannelService;
  chat: ChatServiceImpl;
  agents: AgentService;
}
