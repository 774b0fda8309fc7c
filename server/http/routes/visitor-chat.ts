/**
 * Visitor routes of spec §7 for starting and ending a chat and the channel's configuration:
 * channelInfo, chatStart, chatClose, beforeUnload, getAdminCard, getChannelGroup, getMsgTemplate.
 */
import type { FastifyInstance } from 'fastify';
import { Endpoints } from '../../../protocol';
import type { ChatInitResponse } from '../../../protocol';
import type { Services } from '../../services';
import { notFound, unauthorized } from '../../errors';
import { bearerToken } from '../visitor-auth';
import { ok } from '../envelope';
import { bodySchema, given, idOf, idSchema, str, visitorPost } from './visitor-schema';

interface ChatStartBody {
  channelId: string; userId?: string; userName?: string; email?: string; phone?: string;
  groupId?: string | number; adminId?: string | number; locale?: string; params?: string; pid?: string; PID?: string;
  fiyBookCode?: string; previousUrl?: string; refer?: string;
}

const channelIdSchema = str(64, 1);

export async function visitorChatRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { chat, channels, signer } = services;
  const clock = services.deps.clock;
  const api = chat.visitorApi;

  app.post(Endpoints.channelInfo.path, {
    schema: { body: { type: 'object', properties: { channelId: channelIdSchema, locale: str(16) }, required: ['channelId'], additionalProperties: true } },
  }, async (req) => {
    const { channelId, locale, preview } = req.body as { channelId: string; locale?: string; preview?: unknown };
    // an admin's preview (docs/desk.md "Preview"): the draft with a valid token for this
    // channel; anything else in `preview` (not checked by the schema: no 400 either) is the
    // saved configuration, whatever was wrong with it
    const config = (preview ? await services.channelPreviews.info(channelId, locale, preview) : null) ?? await channels.info(channelId, locale);
    if (!config) throw notFound(`channelId: channel "${channelId}" does not exist`);
    return ok(config);
  });

  app.post(Endpoints.chatStart.path, {
    schema: {
      body: {
        type: 'object', required: ['channelId'], additionalProperties: true,
        properties: {
          channelId: channelIdSchema, userId: str(64), userName: str(100), email: str(254), phone: str(32),
          groupId: idSchema, adminId: idSchema, locale: str(16), params: str(4000), pid: str(128), PID: str(128),
          fiyBookCode: str(128), previousUrl: str(2048), refer: str(2048),
        },
      },
    },
  }, async (req) => {
    const b = req.body as ChatStartBody;
    // the token is optional here: with the visitor's own valid token the chat resumes
    const token = signer.verify(bearerToken(req), clock.now());
    const profile = {
      userName: given(b.userName), email: given(b.email), phone: given(b.phone), locale: given(b.locale),
      params: given(b.params), pid: given(b.pid) ?? given(b.PID), fiyBookCode: given(b.fiyBookCode),
      previousUrl: given(b.previousUrl), refer: given(b.refer), groupId: idOf(b.groupId), adminId: idOf(b.adminId),
      // the desk's "device" (issue 11): the browser's own header, bounded
      userAgent: given(req.headers['user-agent']?.slice(0, 512)),
    };
    const { identity, response } = await api.start({ channelId: b.channelId, userId: given(b.userId), token, profile: dropUndefined(profile), address: req.ip });
    const data: ChatInitResponse = { ...response, visitorToken: signer.sign(identity, clock.now()) };
    return ok(data);
  });

  visitorPost(app, services, Endpoints.chatClose.path, bodySchema({}), (_b, v) => api.close(v));
  visitorPost(app, services, Endpoints.beforeUnload.path, bodySchema({}), (_b, v) => api.beforeUnload(v));
  visitorPost(app, services, Endpoints.getAdminCard.path, bodySchema({}), (_b, v) => api.adminCard(v));
  visitorPost(app, services, Endpoints.getChannelGroup.path, bodySchema({ channelId: str(64) }), (_b, v) => api.groups(v));

  // Message templates are channel configuration: with a visitor token the visitor's channel,
  // else the channelId in the body (like channelInfo).
  app.post(Endpoints.getMsgTemplate.path, {
    schema: { body: { type: 'object', properties: { channelId: str(64), userId: str(64) }, additionalProperties: true } },
  }, async (req) => {
    const v = signer.verify(bearerToken(req), clock.now());
    if (v) return ok(await api.msgTemplates(v));
    const channelId = given((req.body as { channelId?: string }).channelId);
    if (!channelId) throw unauthorized('login expired');
    return ok(await channels.msgTemplates(channelId));
  });
}

function dropUndefined<T extends object>(o: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as { [K in keyof T]?: Exclude<T[K], undefined> };
}
