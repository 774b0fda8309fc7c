/** What to tell the agent when a call failed: the server's own message, or "no connection". */
import { DeskApiError, NETWORK } from '../../api/client';
import type { DeskT } from '../../i18n';

export function errorMessage(t: DeskT, err: unknown): string {
  if (err instanceof DeskApiError) {
    if (err.code === NETWORK) return t('error.network');
    if (err.code === 403) return t('error.forbidden', { msg: err.message });
    if (err.code === 429) return t('error.rate');
    return err.message;
  }
  return t('error.unknown');
}
