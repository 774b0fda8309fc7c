/**
 * POST /api/desk/chat/upload?sessionId=… (multipart, one `file` part): an agent's image or file
 * for its own open chat; the answer's `url` is what chat/send then sends (msgType 2 image, 4
 * file, 6 video, 5 audio). POST /api/desk/wo/upload?woId=…: a file for a reply to one of the
 * tenant's work orders; the answer's `url` goes in wo/reply's `files`. Both check the chat or
 * order before a byte is read, with the visitor's limits (10 MB, type sniffed from the content).
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DESK_API } from '../../../protocol';
import type { Services } from '../../services';
import { tooLarge } from '../../uploads';
import type { Received, StoredUpload } from '../../uploads';
import { requireAgent, agentOf } from '../desk-auth';
import { ok } from '../envelope';
import { MULTIPART_LIMITS, multipartSchema, uploadResponse } from './visitor-uploads';
import { receiveOneFile } from './one-file';
import { id64 } from './desk-schema';

export async function deskUploadRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { uploads, agentActions, workorders } = services;
  /** The one `file` part of the request (one-file.ts), committed by `commit`. */
  async function oneFile(req: FastifyRequest, commit: (received: Received, filename: string) => Promise<StoredUpload>) {
    const { received, filename } = await receiveOneFile(uploads, req, tooLarge);
    return ok(uploadResponse(await commit(received, filename)));
  }

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
    scope.post(`${DESK_API}chat/upload`, {
      schema: { ...multipartSchema, querystring: { type: 'object', properties: { sessionId: id64 }, required: ['sessionId'], additionalProperties: false } },
      onRequest: requireAgent(services),
    }, async (req) => {
      const p = agentOf(req);
      const { sessionId } = req.query as { sessionId: string };
      const { id } = await agentActions.session(p, sessionId, true);
      return oneFile(req, (received, filename) => uploads.commitAgentFile(id, sessionId, received, filename));
    });
    scope.post(`${DESK_API}wo/upload`, {
      schema: { ...multipartSchema, querystring: { type: 'object', properties: { woId: id64 }, required: ['woId'], additionalProperties: false } },
      onRequest: requireAgent(services),
    }, async (req) => {
      const p = agentOf(req);
      const { woId } = req.query as { woId: string };
      // a 404 for another tenant's order, before a byte is read
      const order = await workorders.desk.get(p, woId);
      const owner = { tenantId: p.tenantId, channelId: order.channelId, userId: order.userId };
      return oneFile(req, (received, filename) => uploads.commitStaffWorkOrderFile(owner, received, filename));
    });
  });
}
