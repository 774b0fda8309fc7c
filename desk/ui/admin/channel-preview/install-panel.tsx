/**
 * Installing a channel on a site (docs/desk.md "Install"): the embed snippet of
 * docs/embedding.md with a Copy button, the sites allowed to frame the chat page (the channel's
 * allowedOrigins, saved on their own), and "Check my site" — the server fetches a page of the
 * admin's site (admin/channels/checkSite) and says whether the snippet for this channel is in it.
 */
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { SiteCheck } from '../../../../protocol';
import { call } from '../../../api/client';
import type { DeskKey, DeskT } from '../../../i18n';
import { useT } from '../../../i18n/react';
import { errorMessage } from '../../common/errors';
import { useAsync } from '../../common/use-async';
import { button, field, muted, primary } from '../../styles';
import { checkRow, resultBox, snippetBox, toolPanel } from './styles';
import { embedSnippet } from './urls';

export function InstallPanel({ channelId }: { channelId: string }) {
  const t = useT();
  return (
    <section className={toolPanel} aria-labelledby="channel-install-title">
      <h3 id="channel-install-title">{t('install.title')}</h3>
      <Snippet channelId={channelId} />
      <AllowedOrigins key={channelId} channelId={channelId} />
      <SiteChecker key={`check-${channelId}`} channelId={channelId} />
    </section>
  );
}

function Snippet({ channelId }: { channelId: string }) {
  const t = useT();
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const [status, setStatus] = useState('');
  const snippet = embedSnippet(location.origin, channelId);
  async function copy() {
    setStatus('');
    try {
      await navigator.clipboard.writeText(snippet);
      setStatus(t('install.copied'));
    } catch {
      // no clipboard API here (or no permission): select the code so Ctrl+C copies it
      box.current?.focus();
      box.current?.select();
      setStatus(t(execCopy() ? 'install.copied' : 'install.selected'));
    }
  }
  return (
    <div style={{ display: 'grid', gap: 6 }}>
      <p className={muted} id={`${id}-hint`}>{t('install.hint')}</p>
      <label className={field}>
        <span>{t('install.snippet')}</span>
        <textarea ref={box} className={snippetBox} readOnly rows={3} value={snippet} aria-describedby={`${id}-hint`} onFocus={(e) => e.currentTarget.select()} />
      </label>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
        <button type="button" className={`${button} ${primary}`} onClick={() => void copy()}>{t('install.copy')}</button>
        <span role="status">{status}</span>
      </div>
    </div>
  );
}

/** The old way to copy the selection (no clipboard API: an insecure origin, an old browser). */
function execCopy(): boolean {
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

interface View { config: { allowedOrigins?: string[] } }

function AllowedOrigins({ channelId }: { channelId: string }) {
  const t = useT();
  const view = useAsync(() => call<View>('admin/channels/get', { channelId }), [channelId]);
  if (view.status === 'loading') return <p className={muted}>{t('state.loading')}</p>;
  if (view.status === 'error') return <p role="alert">{errorMessage(t, view.error)}</p>;
  return <OriginsForm channelId={channelId} saved={view.data.config.allowedOrigins ?? []} onSaved={view.set} />;
}

function OriginsForm({ channelId, saved, onSaved }: { channelId: string; saved: string[]; onSaved: (v: View) => void }) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState(saved.join('\n'));
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const area = useRef<HTMLTextAreaElement>(null);
  async function save(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setMessage(null);
    const allowedOrigins = text.split(/\s+/).map((s) => s.trim()).filter(Boolean);
    try {
      const v = await call<View>('admin/channels/update', { channelId, config: { allowedOrigins } });
      setText((v.config.allowedOrigins ?? []).join('\n'));
      onSaved(v);
      setMessage({ ok: true, text: t('admin.saved') });
    } catch (err) {
      setMessage({ ok: false, text: errorMessage(t, err) });
      area.current?.focus();
    } finally {
      setBusy(false);
    }
  }
  const refused = message !== null && !message.ok;
  return (
    <form onSubmit={save} aria-labelledby={`${id}-title`} style={{ display: 'grid', gap: 6 }}>
      <h4 id={`${id}-title`} style={{ margin: 0, fontSize: 14 }}>{t('install.origins')}</h4>
      <p className={muted} id={`${id}-hint`}>{t('install.originsHint')}</p>
      <label className={field}>
        <span>{t('install.originsField')}</span>
        <textarea ref={area} rows={3} value={text} onChange={(e) => { setText(e.currentTarget.value); setMessage(null); }}
          placeholder="https://shop.example.com" dir="ltr" aria-invalid={refused || undefined}
          aria-describedby={`${id}-hint${refused ? ` ${id}-msg` : ''}`} />
      </label>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
        <button type="submit" className={button} disabled={busy}>{t('install.saveOrigins')}</button>
        {message?.ok ? <span role="status">{message.text}</span> : <span role="alert" id={`${id}-msg`} style={{ color: '#a4161a' }}>{message?.text ?? ''}</span>}
      </div>
    </form>
  );
}

/** What a check found, in the admin's words, and how it went (good, warn, bad). */
export function siteCheckText(t: DeskT, channelId: string, r: SiteCheck): { tone: 'good' | 'warn' | 'bad'; text: string } {
  switch (r.result) {
    case 'found': return { tone: 'good', text: t('install.found', { channel: channelId }) };
    case 'otherChannel': return { tone: 'warn', text: t('install.other', { channel: channelId, channels: r.channels.join(', ') }) };
    case 'notFound': return { tone: 'warn', text: t('install.notFound') };
    case 'unreachable': return { tone: 'bad', text: t('install.failed', { why: t(`install.why.${r.reason}` as DeskKey, { status: r.status ?? '' }) }) };
  }
}

function SiteChecker({ channelId }: { channelId: string }) {
  const t = useT();
  const id = useId();
  const [url, setUrl] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: string; text: string } | null>(null);
  async function check(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setResult(null);
    try {
      setResult(siteCheckText(t, channelId, await call<SiteCheck>('admin/channels/checkSite', { channelId, url })));
    } catch (err) {
      setResult({ tone: 'bad', text: errorMessage(t, err) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <form onSubmit={check} aria-labelledby={`${id}-title`} style={{ display: 'grid', gap: 6 }}>
      <h4 id={`${id}-title`} style={{ margin: 0, fontSize: 14 }}>{t('install.check')}</h4>
      <p className={muted} id={`${id}-hint`}>{t('install.checkHint')}</p>
      <div className={checkRow}>
        <label className={`${field} grow`}>
          <span>{t('install.checkUrl')}</span>
          <input type="url" required value={url} onChange={(e) => setUrl(e.currentTarget.value)} placeholder="https://shop.example.com/" dir="ltr" aria-describedby={`${id}-hint`} />
        </label>
        <button type="submit" className={button} disabled={busy}>{t('install.checkButton')}</button>
      </div>
      <div role="status">
        {busy ? <span className={muted}>{t('install.checking')}</span> : result && <p className={resultBox} data-tone={result.tone}>{result.text}</p>}
      </div>
    </form>
  );
}
