/**
 * Desk routes for in-chat forms (spec §3 type 11, §7 fromRequest): an admin configures the
 * tenant's form targets (where a submitted form is posted, and which fields it takes), and an
 * agent sends one of them into their own chat as a form the visitor fills in. The visitor's
 * submission goes through the visitor route fromRequest, which posts only to these targets.
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services';
import { FormTargetLimits } from '../../form-request';
import { InChatFormLimits } from '../../form-request/form-message';
import type { InChatFormFieldInput } from '../../form-request/form-message';
import { bool, body, deskPost, id64, int, str, strList } from './desk-schema';

/** The schema counts UTF-16 units; the domain checks the guide in code points (at most 2 units each). */
const GUIDE_UTF16_MAX = InChatFormLimits.guideMax * 2;
const localId = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' } as const;
const field = {
  type: 'object', additionalProperties: false, required: ['fieldName', 'fieldType'],
  properties: { fieldName: str(FormTargetLimits.fieldNameMax, 1), fieldType: int(1, 99), required: bool, options: strList(InChatFormLimits.optionsMax, InChatFormLimits.optionMax) },
} as const;

export async function deskFormRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { formRequest, agentActions } = services;
  const admin = { admin: true };

  deskPost(app, services, 'admin/formTargets/list', body({}), async (_b, p) => ({ targets: await formRequest.targets(p.tenantId) }), admin);
  deskPost<{ formId: string; url: string; method?: string; contentType?: string; fieldNames: string[] }>(app, services, 'admin/formTargets/set',
    body({ formId: id64, url: str(FormTargetLimits.urlMax, 1), method: str(8), contentType: str(64), fieldNames: strList(FormTargetLimits.fieldsMax, FormTargetLimits.fieldNameMax) }, ['formId', 'url', 'fieldNames']),
    (b, p) => formRequest.setTarget(p.tenantId, b), admin);
  deskPost<{ formId: string }>(app, services, 'admin/formTargets/delete', body({ formId: id64 }, ['formId']),
    (b, p) => formRequest.removeTarget(p.tenantId, b.formId), admin);

  deskPost<{ sessionId: string; formId: string; referGuide?: string; fields: InChatFormFieldInput[]; id?: string }>(app, services, 'chat/sendForm',
    body({ sessionId: id64, formId: id64, referGuide: str(GUIDE_UTF16_MAX), fields: { type: 'array', minItems: 1, maxItems: InChatFormLimits.fieldsMax, items: field }, id: localId }, ['sessionId', 'formId', 'fields']),
    async (b, p) => {
      const content = await formRequest.formMessage(p.tenantId, b.formId, { fields: b.fields, ...(b.referGuide !== undefined ? { referGuide: b.referGuide } : {}) });
      return agentActions.sendForm(p, b.sessionId, content, b.id);
    });
}
