/**
 * spec §3 type 11, the in-chat form, sent (spec §7 fromRequest): the chosen values by field
 * name go to the server, which posts them to the tenant's configured target only (docs/api.md);
 * the answer is shown as a notice. spec §5: required marks are shown, nothing blocks.
 */
import { api, ApiError } from '../api/client';
import { Limits } from '../../protocol';
import { showToast } from '../state/ui';
import { notice, tr, userRef } from './context';

export interface InChatFormSubmission {
  url?: string;
  method?: string;
  headers?: Record<string, string>;
  contentType?: string;
  formId?: string;
  msgId?: string | number;
  requestBody: Record<string, string | string[]>;
}

/** Resolves true when the target accepted it (a 2xx status): the form is then disabled. */
export async function submitInChatForm(form: InChatFormSubmission): Promise<boolean> {
  try {
    const r = await api('fromRequest', { ...userRef(), ...form });
    const ok = typeof r?.status === 'number' && r.status >= 200 && r.status < 300;
    notice(ok ? tr()('form.sent') : `${tr()('form.failed')} (${String(r?.status ?? '')})`, !ok);
    return ok;
  } catch (err) {
    if (err instanceof ApiError && !err.network && err.code !== 401 && err.code < 500) showToast('error', `${tr()('form.failed')}: ${err.message}`, Limits.toastErrorMs);
    return false;
  }
}
