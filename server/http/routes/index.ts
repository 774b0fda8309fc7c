/** Every route file, registered in one place. Visitor, agent and admin routes stay in separate files. */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services';
import { healthRoutes } from './health';
import { visitorChatRoutes } from './visitor-chat';
import { visitorMessageRoutes } from './visitor-messages';
import { visitorEventRoutes } from './visitor-events';
import { visitorProfileRoutes } from './visitor-profile';
import { visitorUploadRoutes } from './visitor-uploads';
import { visitorLeaveMessageRoutes } from './visitor-leave-messages';
import { visitorEvaluationRoutes } from './visitor-evaluation';
import { visitorSensitiveRoutes } from './visitor-sensitive';
import { visitorFormRoutes } from './visitor-form-request';
import { visitorRobotRoutes } from './visitor-robot';
import { visitorTransferRoutes } from './visitor-transfer';
import { visitorWorkOrderRoutes } from './visitor-workorders';
import { deskAuthRoutes } from './desk-auth';
import { deskChatRoutes } from './desk-chats';
import { deskVisitorRoutes } from './desk-visitors';
import { deskUploadRoutes } from './desk-upload';
import { deskAdminStaffRoutes } from './desk-admin-staff';
import { deskAdminContentRoutes } from './desk-admin-content';
import { deskAdminRobotRoutes } from './desk-admin-robot';
import { deskChannelToolRoutes } from './desk-channel-tools';
import { deskFormRoutes } from './desk-forms';
import { deskWorkOrderRoutes } from './desk-wo';
import { deskTagRoutes } from './desk-tags';
import { deskConversationRoutes } from './desk-conversations';
import { deskReportRoutes } from './desk-reports';
import { deskSuperviseRoutes } from './desk-supervise';
import { deskSocketRoutes } from './desk-ws';

type RouteFile = (app: FastifyInstance, services: Services) => Promise<void>;

/** In registration order. */
const ROUTE_FILES: readonly RouteFile[] = [
  healthRoutes,
  visitorChatRoutes,
  visitorMessageRoutes,
  visitorEventRoutes,
  visitorProfileRoutes,
  // the extras: uploads and files, leave messages, evaluation, sensitive words, fromRequest —
  // every one behind the visitor token (DESIGN §3)
  visitorUploadRoutes,
  visitorLeaveMessageRoutes,
  visitorEvaluationRoutes,
  visitorSensitiveRoutes,
  visitorFormRoutes,
  visitorRobotRoutes,
  // work orders: the visitor's calls and the link page's (docs/api.md "Work orders")
  visitorWorkOrderRoutes,
  // the human service: the visitor's transferAgent, then the desk API behind the
  // desk token (agent routes, then admin routes), then the desk's WebSocket
  visitorTransferRoutes,
  deskAuthRoutes,
  deskChatRoutes,
  deskVisitorRoutes,
  deskUploadRoutes,
  deskAdminStaffRoutes,
  deskAdminContentRoutes,
  deskAdminRobotRoutes,
  deskChannelToolRoutes,
  deskFormRoutes,
  deskWorkOrderRoutes,
  deskTagRoutes,
  deskConversationRoutes,
  deskReportRoutes,
  deskSuperviseRoutes,
  deskSocketRoutes,
];

export async function registerRoutes(app: FastifyInstance, services: Services): Promise<void> {
  for (const register of ROUTE_FILES) await register(app, services);
}
