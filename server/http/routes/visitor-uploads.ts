/**
 * Upload routes (spec §7 upload, uploadBase64, /api/wo/client/upload) and the file download
 * route. Multipart is registered here, encapsulated, with the spec's limits: one file of at most
 * 10 MB (spec §9), a handful of parts and fields (security-cases: "thousands of parts" → 413).
 */
import fs from 'node:fs';
import multipart from '@fastify/multipart';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Endpoints, Limits } from '../../../protocol';
import type { UploadResponse } from '../../../protocol';
import type { Services } from '../../services';
import { DomainError, badRequest, notFound, unauthorized } from '../../errors';
import type { VisitorIdentity } from '../../identity';
import { contentDisposition, servedAs, tooLarge } from '../../uploads';
import type { Received, StoredUpload, UploadService } from '../../uploads';
import { requireVisitor, visitorOf } from '../visitor-auth';
import { ok } from '../envelope';
import { str } from './visitor-schema';

/** Where stored files are served: GET /api/files/<128-bit random id>. */
export const FILES_PATH = '/api/files/';

/** The JSON body of uploadBase64 may hold the base64 of a full-size file (4/3 of it) plus framing. */
const BASE64_BODY_LIMIT = Math.ceil(Limits.uploadMaxBytes / 3) * 4 + 64 * 1024;

export const MULTIPART_LIMITS = {
  fileSize: Limits.uploadMaxBytes,
  files: 1,
  parts: 10,
  fields: 10,
  fieldSize: 1024,
  fieldNameSize: 100,
  headerPairs: 20,
};

/** Multipart routes say so in their schema: anything else is a 400 naming the header. */
export const multipartSchema = {
  headers: {
    type: 'object',
    properties: { 'content-type': { type: 'string', pattern: '^[Mm][Uu][Ll][Tt][Ii][Pp][Aa][Rr][Tt]/[Ff][Oo][Rr][Mm]-[Dd][Aa][Tt][Aa]' } },
    required: ['content-type'],
  },
};

/** spec §3 "Upload response" (url, name, suffix) plus size in KB (as a chat message's size) and the class. */
export function uploadResponse(u: StoredUpload): UploadResponse & { size: number; fileType: string } {
  return { url: `${FILES_PATH}${u.fileId}`, name: u.name, suffix: u.suffix, size: Math.ceil(u.size / 1024), fileType: u.fileClass };
}

/** Errors out of multipart parsing: ours and Fastify's as they are, a malformed body as a 400, disk trouble stays a 500. */
export function multipartError(err: unknown): unknown {
  if (err instanceof DomainError) return err;
  const e = err as { statusCode?: number; code?: string; syscall?: string };
  if (e?.syscall) return err;
  if (e?.statusCode === 413) return e.code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge() : new DomainError('tooLarge', 'file: too many parts in the upload');
  return badRequest('file', 'malformed multipart body');
}

/** Read the one file part to a temp file (size-limited while streaming) and the userId field. */
async function readUpload(req: FastifyRequest, uploads: UploadService, id: VisitorIdentity): Promise<{ received: Received; filename: string }> {
  let received: Received | undefined;
  let filename = '';
  let claimed: unknown;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const file = (part as MultipartFile).file;
        // busboy stops at the limit and ends the stream quietly: turn that into a refusal at once
        file.once('limit', () => file.destroy(tooLarge()));
        received = await uploads.receive(file);
        filename = (part as MultipartFile).filename;
      } else if (part.fieldname === 'userId') {
        claimed = part.value;
      }
    }
  } catch (err) {
    if (received) await uploads.discard(received);
    throw multipartError(err);
  }
  if (!received) throw badRequest('file', 'is required');
  // DESIGN §3: a userId that is not the token's visitor is a 401 (visitor-auth cannot see multipart fields)
  if (claimed !== undefined && claimed !== '' && claimed !== id.userId) {
    await uploads.discard(received);
    throw unauthorized('userId does not match the visitor token');
  }
  return { received, filename };
}

export async function visitorUploadRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { uploads } = services;
  const auth = requireVisitor(services.signer, services.deps.clock);

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });

    // spec §7 upload: the manual-service gate is checked before a byte of the file is read
    // longBody: up to 10 MB from a phone may take longer than a JSON call (body-deadline.ts)
    scope.post(Endpoints.upload.path, { schema: multipartSchema, preHandler: auth, config: { longBody: true } }, async (req) => {
      const id = visitorOf(req);
      const gate = await uploads.prepareChat(id);
      const { received, filename } = await readUpload(req, uploads, id);
      return ok(uploadResponse(await uploads.commitChat(id, gate, received, filename)));
    });

    // /api/wo/client/upload: work-order attachments, authorised by the visitor token for now
    scope.post(Endpoints.woUpload.path, { schema: multipartSchema, preHandler: auth, config: { longBody: true } }, async (req) => {
      const id = visitorOf(req);
      uploads.admit(id);
      const { received, filename } = await readUpload(req, uploads, id);
      return ok(uploadResponse(await uploads.commitWorkOrder(id, received, filename)));
    });
  });

  app.post(Endpoints.uploadBase64.path, {
    bodyLimit: BASE64_BODY_LIMIT,
    config: { longBody: true },
    schema: {
      body: {
        type: 'object', required: ['imgData'], additionalProperties: true,
        // no maxLength: the body limit bounds it, and the domain answers the spec's "max 10M" text
        properties: { imgData: { type: 'string', minLength: 1 }, userId: str(64) },
      },
    },
    preHandler: auth,
  }, async (req) => {
    const { imgData } = req.body as { imgData: string };
    return ok(uploadResponse(await uploads.uploadBase64(visitorOf(req), imgData)));
  });

  // Files are fetched by their unguessable id (a capability: <img> cannot send a token).
  app.get(`${FILES_PATH}:fileId`, {
    schema: { params: { type: 'object', properties: { fileId: { type: 'string', pattern: '^[0-9a-f]{32}$' } }, required: ['fileId'] } },
  }, async (req, reply) => {
    const { fileId } = req.params as { fileId: string };
    const file = await uploads.find(fileId);
    if (!file) throw notFound('file not found');
    const stream = fs.createReadStream(file.filePath);
    await new Promise<void>((resolve, reject) => {
      stream.once('open', () => resolve());
      stream.once('error', () => reject(notFound('file not found')));
    });
    const served = servedAs(file.mime, file.file_class);
    reply
      .header('Content-Type', served.contentType)
      .header('Content-Length', String(file.size))
      // DESIGN §5: only sniffed raster images inline; SVG, HTML and everything else download
      .header('Content-Disposition', contentDisposition(file.name, served.inline))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .header('Cache-Control', 'private, max-age=86400');
    return reply.send(stream);
  });
}

