/**
 * The header's "Alerts" toggle: browser notifications while the tab is hidden (state/notifications.ts).
 * The browser is asked for permission only by this click. When the browser blocks them the
 * button says so in a status line instead of silently doing nothing; without the API it is absent.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useT } from '../i18n/react';
import { $notify, $notifyPermission, toggleNotifications } from '../state/notifications';
import { button, muted } from './styles';

export function NotifySwitch() {
  const t = useT();
  const on = useStore($notify);
  const permission = useStore($notifyPermission);
  const [busy, setBusy] = useState(false);
  if (permission === 'unsupported') return null;
  async function click() {
    setBusy(true);
    try { await toggleNotifications(); } finally { setBusy(false); }
  }
  return (
    <>
      <button type="button" className={button} aria-pressed={on} disabled={busy} onClick={() => void click()}>{t('notify.label')}</button>
      {permission === 'denied' && <span className={muted} role="status">{t('notify.blocked')}</span>}
    </>
  );
}
