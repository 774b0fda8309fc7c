/**
 * POST /api/desk/chat/upload?sessionId=… (multipart, one `file` part): an agent's image or file
 * for its own open chat. Ownership is checked before a byte is read; the same limits as the
 * visitor's upload (10 MB, type sniffed from the content). The answer's `url` is what chat/send
 * then sends (msgType 2 image, 4 file, 6 video, 5 audio).
 */
import multipart from '@fastify/multipart';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { DESK_API } from '../../../protocol';
import type { Services } from '../../services';
import { badRequest } from '../../errors';
import { tooLarge } from '../../uploads';
import type { Received } from '../../uploads';
import { requireAgent, agentOf } from '../desk-auth';
import { ok } from '../envelope';
import { MULTIPART_LIMITS, multipartError, multipartSchema, uploadResponse } from './visitor-uploads';
import { id64 } from './desk-schema';

export async function deskUploadRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { uploads, agentActions } = services;
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
    scope.post(`${DESK_API}chat/upload`, {
      schema: { ...multipartSchema, querystring: { type: 'object', properties: { sessionId: id64 }, required: ['sessionId'], additionalProperties: false } },
      onRequest: requireAgent(services),
    }, async (req) => {
      const p = agentOf(req);
      const { sessionId } = req.query as { sessionId: string };
      const { id } = await agentActions.session(p, sessionId, true);
      let received: Received | undefined;
      let filename = '';
      try {
        for await (const part of req.parts()) {
          if (part.type !== 'file') continue;
          const file = (part as MultipartFile).file;
          if (received) {
            file.resume();
            continue;
          }
          file.once('limit', () => file.destroy(tooLarge()));
          received = await uploads.receive(file);
          filename = (part as MultipartFile).filename;
        }
      } catch (err) {
        if (received) await uploads.discard(received);
        throw multipartError(err);
      }
      if (!received) throw badRequest('file', 'is required');
      return ok(uploadResponse(await uploads.commitAgentFile(id, sessionId, received, filename)));
    });
  });
}
