/**
 * What the visitor sees when a call fails (spec §8):
 * - code 500 or no answer: an error toast "network connection abnormal, retry later" (3 s);
 * - code 401: a confirm dialog "login expired" with re-login and cancel; re-login forgets the
 *   stored identity and goes back to /index with the same channelId.
 */
import { Limits } from '../../protocol';
import { translator } from '../i18n';
import { $locale, $localeReady, $dialog, openDialog, closeDialog, showToast } from '../state/ui';
import { $session, restartSession } from '../state/session';
import { $channelConfig } from '../state/config';
import { clearIdentity } from '../storage/identity';
import { $place, navigate } from '../state/place';
import { PARENT_ORIGIN_PARAM } from '../../protocol';

const t = () => translator($locale.get());

/**
 * Run `show` once the visitor's texts are there: a call may fail before the first locale chunk
 * has loaded (the chat's configuration is asked for while it loads).
 */
function withTexts(show: () => void): void {
  if ($localeReady.get()) {
    show();
    return;
  }
  const stop = $localeReady.listen((ready) => {
    if (!ready) return;
    stop();
    show();
  });
}

export function showNetworkError(): void {
  withTexts(() => showToast('error', t()('error.network'), Limits.toastErrorMs));
}

export function showSuccess(text: string): void {
  showToast('success', text, Limits.toastSuccessMs);
}

/** Query parameters a re-login keeps: the channel, and how the widget is embedded. */
const KEPT_ON_RELOGIN = ['channelId', 'from', PARENT_ORIGIN_PARAM, 'locale'] as const;

/** spec §8: "re-login logs out and goes to /index". */
export async function relogin(): Promise<void> {
  const tenantId = $session.get().tenantId ?? $channelConfig.get()?.tenantId;
  if (tenantId) await clearIdentity(tenantId).catch(() => undefined);
  const { query } = $place.get();
  const kept: Record<string, string> = {};
  for (const key of KEPT_ON_RELOGIN) {
    const value = query[key];
    if (value) kept[key] = value;
  }
  navigate('index', kept);
  restartSession();
}

/** Several calls may fail with 401 at once: one dialog is enough. */
export function showLoginExpired(): void {
  withTexts(openLoginExpired);
}

function openLoginExpired(): void {
  if ($dialog.get()) return;
  const tr = t();
  openDialog({
    title: tr('auth.expiredTitle'),
    body: tr('auth.expiredBody'),
    confirmLabel: tr('auth.relogin'),
    cancelLabel: tr('common.cancel'),
    onConfirm: () => {
      closeDialog();
      void relogin();
    },
    onCancel: closeDialog,
  });
}
