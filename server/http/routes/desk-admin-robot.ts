/**
 * Admin routes of the robot workbench (docs/api.md "Trying the robot" and "Unknown-question
 * triage", admin role): asking the robot as a visitor would without being one, adding a question
 * to an entry's similar questions, and resolving the unknown questions waiting (from the log or
 * from one conversation). Everything is the admin's own tenant's (services.robot.workbench).
 */
import type { FastifyInstance } from 'fastify';
import { Limits, LOCALES, TriageActions, WorkbenchLimits } from '../../../protocol';
import type { Services } from '../../services';
import { body, deskPost, id64, int, str } from './desk-schema';

export async function deskAdminRobotRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { workbench } = services.robot;
  const admin = { admin: true };

  deskPost<{ question: string; locale: string; channelId?: string }>(app, services, 'admin/robot/try',
    body({ question: str(Limits.robotQuestionMax * 2, 1), locale: { type: 'string', enum: [...LOCALES] }, channelId: id64 }, ['question', 'locale']),
    (b, p) => workbench.try(p.tenantId, p.agentId, b), admin);
  // the question's own limits (length, `|`, duplicates) are the domain's: a clear 400 or 409 naming them
  deskPost<{ docId: string; question: string }>(app, services, 'admin/kb/addSimilar',
    body({ docId: id64, question: str(2000, 1) }, ['docId', 'question']),
    (b, p) => workbench.addSimilar(p.tenantId, b.docId, b.question), admin);
  deskPost<{ limit?: number }>(app, services, 'admin/kb/triage/list', body({ limit: int(1, WorkbenchLimits.triageList) }),
    (b, p) => workbench.triage(p.tenantId, b.limit), admin);
  deskPost(app, services, 'admin/kb/triage/count', body({}), (_b, p) => workbench.waiting(p.tenantId), admin);
  deskPost<{ sessionId: string }>(app, services, 'admin/kb/triage/session', body({ sessionId: id64 }, ['sessionId']),
    (b, p) => workbench.session(p.tenantId, b.sessionId), admin);
  deskPost<{ questionKey: string; action: string; docId?: string }>(app, services, 'admin/kb/unknown/resolve',
    body({ questionKey: str(400, 1), action: { type: 'string', enum: [...TriageActions] }, docId: id64 }, ['questionKey', 'action']),
    (b, p) => workbench.resolve(p.tenantId, b), admin);
}
