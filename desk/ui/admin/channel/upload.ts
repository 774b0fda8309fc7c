/**
 * A picture for the channel (side bar ads and link icons, avatar, robot icon, background): the
 * desk's admin picture upload, admin/kb/upload (docs/api.md: multipart, one `file` part, at most
 * 2 MB, raster images by content), whose `/api/files/…` address the field then holds.
 */
import { DESK_API, envelopeCode } from '../../../../protocol';
import type { Envelope } from '../../../../protocol';
import { DeskApiError, getToken } from '../../../api/client';

export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

export async function uploadImage(file: File): Promise<{ url: string }> {
  const form = new FormData();
  form.append('file', file, file.name);
  const headers = new Headers();
  const token = getToken();
  if (token) headers.set('authorization', `Bearer ${token}`);
  let res: Response;
  try {
    res = await fetch(`${DESK_API}admin/kb/upload`, { method: 'POST', headers, body: form, signal: AbortSignal.timeout(120_000) });
  } catch {
    throw new DeskApiError(0, 'network');
  }
  const body = (await res.json().catch(() => null)) as Envelope<{ url: string }> | null;
  const code = body ? envelopeCode(body) : res.status;
  if (code !== 200 || !res.ok || !body?.data?.url) throw new DeskApiError(code || res.status, body?.msg || `HTTP ${res.status}`);
  return { url: body.data.url };
}
