/** Sign-in form: POST /api/desk/auth/login {username, password}; shows the server's message on failure. */
import { useState } from 'react';
import type { FormEvent } from 'react';
import { envelopeCode } from '../src/protocol';
import type { Envelope } from '../src/protocol';

const box = { maxWidth: 360, margin: '10vh auto', fontFamily: 'system-ui, sans-serif', display: 'grid', gap: 12 } as const;

export function Login() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setMessage('');
    try {
      const res = await fetch('/api/desk/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password }),
      });
      const body = (await res.json().catch(() => ({}))) as Envelope;
      setMessage(envelopeCode(body) === 200 ? 'Signed in.' : body.msg || `Sign-in failed (${res.status})`);
    } catch {
      setMessage('Network connection abnormal, retry later');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form style={box} onSubmit={submit} aria-labelledby="desk-title">
      <h1 id="desk-title">Kefu Desk</h1>
      <label>
        Agent name <input name="username" autoComplete="username" required value={username} onChange={(e) => setUsername(e.currentTarget.value)} />
      </label>
      <label>
        Password <input name="password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
      </label>
      <button type="submit" disabled={busy}>{busy ? 'Signing in…' : 'Sign in'}</button>
      <p role="status" aria-live="polite">{message}</p>
    </form>
  );
}
