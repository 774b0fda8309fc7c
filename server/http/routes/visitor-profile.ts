/**
 * Visitor routes of spec §7 for the visitor's own profile: resetUser, resetInfo (the host's
 * updateUser) and submitUserForm (the pre-chat form, spec §5). Only profile fields are
 * writable; status, tenantId and the like are ignored whatever the body says.
 */
import type { FastifyInstance } from 'fastify';
import { Endpoints } from '../../../protocol';
import type { Services } from '../../services';
import type { ProfilePatch } from '../../chat';
import { bodySchema, cursorSchema, given, str, visitorPost } from './visitor-schema';

const profileProps = { userName: str(100), email: str(254), phone: str(32), locale: str(16), params: str(4000) };

export async function visitorProfileRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const api = services.chat.visitorApi;
  const reset = (b: ProfilePatch, v: Parameters<typeof api.resetUser>[0]) => {
    const patch: ProfilePatch = {};
    for (const k of ['userName', 'email', 'phone', 'locale', 'params'] as const) {
      const val = given(b[k]);
      if (val !== undefined) patch[k] = val;
    }
    return api.resetUser(v, patch);
  };
  visitorPost<ProfilePatch>(app, services, Endpoints.resetUser.path, bodySchema({ ...profileProps, pollId: cursorSchema }), reset);
  visitorPost<ProfilePatch>(app, services, Endpoints.resetInfo.path, bodySchema(profileProps), reset);

  visitorPost<{ userName?: string; phone?: string; email?: string; formParams?: string }>(app, services, Endpoints.submitUserForm.path, bodySchema({
    userName: str(100), phone: str(32), email: str(254), formParams: str(20_000),
  }), (b, v) => api.submitUserForm(v, { userName: b.userName, phone: b.phone, email: b.email, formParams: b.formParams }));
}
