/**
 * spec §7 fromRequest: a third-party form post made by the server. The visitor's url/formId
 * only selects one of the tenant's configured targets; method, headers and contentType are
 * accepted for compatibility with the spec's client and never used (DESIGN §6).
 */
import type { FastifyInstance } from 'fastify';
import { Endpoints } from '../../../protocol';
import type { Services } from '../../services';
import { FormTargetLimits } from '../../form-request';
import { bodySchema, idSchema, str, visitorPost } from './visitor-schema';

interface FromRequestBody {
  url?: string;
  formId?: string;
  requestBody: Record<string, unknown>;
}

const schema = bodySchema({
  url: str(FormTargetLimits.urlMax),
  formId: str(FormTargetLimits.formIdMax),
  method: str(16),
  headers: { type: 'object', maxProperties: 50 },
  contentType: str(128),
  msgId: idSchema,
  requestBody: { type: 'object', maxProperties: 100 },
}, ['requestBody']);

export async function visitorFormRoutes(app: FastifyInstance, services: Services): Promise<void> {
  // services.formRequest is read per request (not captured), so tests can give it spy transports
  visitorPost<FromRequestBody>(app, services, Endpoints.fromRequest.path, schema,
    (b, v) => services.formRequest.submit(v, { url: b.url, formId: b.formId, requestBody: b.requestBody }));
}
