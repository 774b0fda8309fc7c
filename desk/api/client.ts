/**
 * Calls to the desk API (docs/api.md "Desk API"): POST /api/desk/<path> with a JSON body and the
 * bearer token; answers `data`, or throws a DeskApiError with the server's code and message. A
 * 401 means the sign-in is gone: the registered handler signs the desk out.
 */
import { DESK_API, envelopeCode } from '../../protocol';
import type { Envelope } from '../../protocol';

export class DeskApiError extends Error {
  constructor(readonly code: number, message: string) {
    super(message);
  }
}

/** code 0: the request never reached the server (offline, timed out) */
export const NETWORK = 0;

let token: string | null = null;
let onUnauthorized: () => void = () => undefined;

export function setToken(t: string | null): void { token = t; }
export function getToken(): string | null { return token; }
export function whenUnauthorized(f: () => void): void { onUnauthorized = f; }

async function answer<T>(res: Response): Promise<T> {
  const body = (await res.json().catch(() => null)) as Envelope<T> | null;
  const code = body ? envelopeCode(body) : res.status;
  if (code === 200 && res.ok) return body?.data as T;
  if (code === 401 && token) onUnauthorized();
  throw new DeskApiError(code || res.status, body?.msg || `HTTP ${res.status}`);
}

async function send<T>(url: string, init: RequestInit, timeoutMs: number): Promise<T> {
  const headers = new Headers(init.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  let res: Response;
  try {
    res = await fetch(url, { ...init, headers, signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    throw new DeskApiError(NETWORK, 'network');
  }
  return answer<T>(res);
}

export function call<T = unknown>(path: string, body: object = {}): Promise<T> {
  return send<T>(`${DESK_API}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }, 20_000);
}

export interface Uploaded { url: string; name: string; suffix: string; size: number; fileType: 'image' | 'video' | 'audio' | 'file' }

/**
 * One file, multipart (one `file` part, up to 10 MB), to `chat/upload?sessionId=…` (a chat of
 * the agent's) or `wo/upload?woId=…` (a reply to a work order).
 */
export function upload(to: { sessionId: string } | { woId: string }, file: File): Promise<Uploaded> {
  const form = new FormData();
  form.append('file', file, file.name);
  const where = 'sessionId' in to ? `chat/upload?sessionId=${encodeURIComponent(to.sessionId)}` : `wo/upload?woId=${encodeURIComponent(to.woId)}`;
  return send<Uploaded>(`${DESK_API}${where}`, { method: 'POST', body: form }, 120_000);
}
