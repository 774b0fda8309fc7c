/** Online (gets chats), busy (keeps its chats, no new ones), offline (its chats go to colleagues). */
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { Presence } from '../../protocol';
import { useT } from '../i18n/react';
import { $me } from '../state/session';
import { setPresence } from '../state/live';
import { errorMessage } from './common/errors';
import { errorText, inlineField, presenceDot } from './styles';

export function PresenceSwitch() {
  const t = useT();
  const me = useStore($me);
  const id = useId();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const value = me?.presence ?? Presence.offline;
  return (
    <span className={inlineField}>
      <span className={presenceDot} data-presence={value} aria-hidden="true" />
      <label htmlFor={id} className="narrow-hide">{t('presence.label')}</label>
      <select id={id} value={value} disabled={busy} onChange={(e) => {
        const p = e.currentTarget.value as Presence;
        setBusy(true);
        setError('');
        setPresence(p).catch((err: unknown) => setError(errorMessage(t, err))).finally(() => setBusy(false));
      }}>
        <option value={Presence.online}>{t('presence.online')}</option>
        <option value={Presence.busy}>{t('presence.busy')}</option>
        <option value={Presence.offline}>{t('presence.offline')}</option>
      </select>
      {error && <span className={errorText} role="alert">{error}</span>}
    </span>
  );
}
