/**
 * Evaluation routes (spec §7 msgEvaluate, getEvaluateInfo, isEvaluate, evaluate). Stars are
 * integers 1–5 and never coerced ("5" is a 400); comments are at most 60 characters (DESIGN §6).
 */
import type { FastifyInstance } from 'fastify';
import { Endpoints, Limits, Solved } from '../../../protocol';
import type { Services } from '../../services';
import type { EvaluateInput } from '../../evaluation';
import { bodySchema, str, visitorPost } from './visitor-schema';

const optStr = (max: number) => ({ type: ['string', 'null'], maxLength: max, pattern: '^[^\\u0000]*$' });
const flag = { type: ['integer', 'null'], enum: [Solved.no, Solved.yes, null] };
const mode = { type: ['integer', 'null'], enum: [1, null] };

const evaluateSchema = bodySchema({
  sessionId: str(64),
  evaluateRobotTag: optStr(500),
  evaluateRobotSolve: flag,
  evaluateRobotMode: mode,
  evaluateRobotContent: optStr(Limits.commentMaxLength),
  evaluateAdminSolve: flag,
  evaluateAdminMode: mode,
  evaluateAdminContent: optStr(Limits.commentMaxLength),
  evaluateAdminStar: { type: ['integer', 'null'], minimum: Limits.starsMin, maximum: Limits.starsMax },
  evaluateAdminTag: optStr(500),
});

type EvaluateBody = { [K in keyof EvaluateInput]?: EvaluateInput[K] | null } & { sessionId?: string };

/** The spec's clients may send null for "not given". */
function withoutNulls(b: EvaluateBody): EvaluateInput & { sessionId?: string } {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(b)) if (v !== null && v !== undefined) out[k] = v;
  return out as EvaluateInput & { sessionId?: string };
}

export async function visitorEvaluationRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { evaluation } = services;
  // the tenant comes from the channel of the token: a tenantId/channelId in the body is ignored
  const scopeSchema = bodySchema({ tenantId: str(64), channelId: str(64) });

  visitorPost(app, services, Endpoints.msgEvaluate.path, scopeSchema, (_b, v) => evaluation.levels(v));
  visitorPost(app, services, Endpoints.getEvaluateInfo.path, scopeSchema, (_b, v) => evaluation.info(v));
  visitorPost(app, services, Endpoints.isEvaluate.path, scopeSchema, (_b, v) => evaluation.state(v));
  visitorPost<EvaluateBody>(app, services, Endpoints.evaluate.path, evaluateSchema, async (b, v, req) => {
    // an evaluation reaches staff: limited per visitor and per address like leave messages
    services.staffWrites.enforce(v, req.ip);
    const { userId: _u, ...rest } = b as EvaluateBody & { userId?: string };
    return evaluation.evaluate(v, withoutNulls(rest));
  });
}
