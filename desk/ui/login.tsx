/** Sign-in form (auth/login); the server's reason on failure, and why the desk signed out by itself. */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useT } from '../i18n/react';
import { $signedOutReason, signIn } from '../state/session';
import { DeskApiError } from '../api/client';
import { errorMessage } from './common/errors';
import { LocaleSwitch } from './locale-switch';
import { button, errorText, field, loginBox, muted, primary } from './styles';

export function Login() {
  const t = useT();
  const reason = useStore($signedOutReason);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setMessage('');
    try {
      await signIn(username.trim(), password);
    } catch (err) {
      setMessage(err instanceof DeskApiError && err.code === 401 ? t('login.wrong') : errorMessage(t, err));
      setBusy(false);
    }
  }

  return (
    <main>
      <form className={loginBox} onSubmit={submit} aria-labelledby="desk-title">
        <h1 id="desk-title">{t('app.title')}</h1>
        {reason === 'expired' && <p className={muted} role="status">{t('login.expired')}</p>}
        <label className={field}>
          <span>{t('login.username')}</span>
          <input name="username" autoComplete="username" required value={username} onChange={(e) => setUsername(e.currentTarget.value)} />
        </label>
        <label className={field}>
          <span>{t('login.password')}</span>
          <input name="password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
        </label>
        <button type="submit" className={`${button} ${primary}`} disabled={busy}>{busy ? t('login.busy') : t('login.submit')}</button>
        <p role="alert" className={errorText}>{message}</p>
        <LocaleSwitch />
      </form>
    </main>
  );
}
