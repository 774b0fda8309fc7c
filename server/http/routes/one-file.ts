/**
 * The one `file` part of a desk multipart upload, received to a temp file (sniffed by the uploads
 * service): later parts are drained unread, a failure discards what was received, no file is a
 * 400. `tooLarge` is the refusal when the part passes the route's size limit (a DomainError of
 * kind 'tooLarge', said in the route's own words).
 */
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { badRequest, DomainError } from '../../errors';
import type { Received, UploadService } from '../../uploads';
import { multipartError } from './visitor-uploads';

export async function receiveOneFile(uploads: Pick<UploadService, 'receive' | 'discard'>, req: FastifyRequest, tooLarge: () => DomainError): Promise<{ received: Received; filename: string }> {
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
    const e = multipartError(err);
    // the parser's own size refusal, said as the route says it (not "too many parts")
    throw e instanceof DomainError && e.kind === 'tooLarge' && !e.message.includes('parts') ? tooLarge() : e;
  }
  if (!received) throw badRequest('file', 'is required');
  return { received, filename };
}
