/**
 * Chat uploads (spec §7 upload: multipart with the file and userId). XMLHttpRequest rather than
 * fetch, because only it reports the upload's progress, which the message's bar shows. The
 * answer is the usual envelope; a refusal rejects with the server's code and words, a network
 * failure with `network` set (spec §8: the client's own toast).
 */
import { ApiCode, Endpoints, Limits, envelopeCode } from '../../protocol';
import type { Envelope, UploadResponse } from '../../protocol';
import { apiBase, headersFor } from './client';
import { ApiError } from './errors';
import { showLoginExpired, showNetworkError } from './failures';

/** What the server answers for a stored file (docs/api.md upload): ours adds size (KB) and the class. */
export type Uploaded = UploadResponse & { size?: number; fileType?: 'image' | 'video' | 'audio' | 'file' };

/**
 * Upload one file with its progress. `endpoint`: the chat's upload (default) or the work-order
 * attachments' /api/wo/client/upload (spec §7: the same multipart `file` + userId).
 */
export function uploadFile(file: Blob, name: string, userId: string | undefined, onProgress: (fraction: number) => void,
  endpoint: 'upload' | 'woUpload' = 'upload', signal?: AbortSignal): Promise<Uploaded> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${apiBase()}${Endpoints[endpoint].path}`);
    xhr.timeout = Limits.httpTimeoutMs;
    for (const [k, v] of Object.entries(headersFor({}))) xhr.setRequestHeader(k, v);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    const networkFailure = () => {
      showNetworkError();
      reject(new ApiError(ApiCode.serverError, 'network failure', true));
    };
    xhr.onerror = networkFailure;
    xhr.onabort = () => reject(new ApiError(ApiCode.serverError, 'cancelled', true, true));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.ontimeout = networkFailure;
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      const env = body && typeof body === 'object' ? (body as Envelope<Uploaded>) : undefined;
      const code = env && typeof env.code === 'number' ? envelopeCode(env) : xhr.status >= 400 ? xhr.status : ApiCode.ok;
      if (code === ApiCode.ok && env?.data?.url) {
        onProgress(1);
        resolve(env.data);
        return;
      }
      if (code === ApiCode.unauthorized) showLoginExpired();
      else if (code >= ApiCode.serverError) showNetworkError();
      reject(new ApiError(code === ApiCode.ok ? ApiCode.serverError : code, (env && typeof env.msg === 'string' && env.msg) || `code ${code}`));
    };
    const form = new FormData();
    if (userId) form.append('userId', userId);
    form.append('file', file, name);
    xhr.send(form);
  });
}
