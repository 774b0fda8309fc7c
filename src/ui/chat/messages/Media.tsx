/**
 * spec §3 media: 2 image (opens the full-screen viewer), 4 file (name, size in KB, download
 * fetched with GET as a blob, spec §7), 5 audio, 6 video. URLs are resolved against the Kefu
 * server and must be http(s).
 */
import { css } from '@linaria/core';
import { useState } from 'react';
import { useT } from '../../../i18n/react';
import { safeLink } from '../../../chat/links';
import { $viewer } from '../../../state/ui';
import type { ChatItem } from '../../../state/messages';
import { chip, muted } from '../styles';

const media = css`
  display: block;
  max-width: 220px;
  max-height: 220px;
  border-radius: 8px;
`;

const imageButton = css`
  padding: 0;
  border: 0;
  background: none;
  cursor: zoom-in;
  &:focus-visible {
    outline: 2px solid var(--kefu-main-color);
  }
`;

const fileBox = css`
  display: flex;
  flex-direction: column;
  gap: 6px;
  width: 240px;
  max-width: 100%;
  padding: 10px 12px;
  border-radius: 10px;
  background: #fff;
  box-shadow: 0 1px 2px rgba(31, 35, 41, 0.08);
  strong {
    overflow-wrap: anywhere;
    font-weight: 500;
  }
`;

const src = (m: ChatItem) => {
  const url = safeLink(m.msgContent);
  return url && !url.startsWith('mailto:') ? url : null;
};

export function ImageBody({ m }: { m: ChatItem }) {
  const t = useT();
  const url = src(m);
  if (!url) return null;
  const alt = m.fileName || t('message.image');
  return (
    <button type="button" className={imageButton} aria-label={t('message.openImage', { name: alt })} onClick={() => $viewer.set({ src: url, alt })}>
      <img className={media} src={url} alt={alt} loading="lazy" />
    </button>
  );
}

export function FileBody({ m }: { m: ChatItem }) {
  const t = useT();
  const url = src(m);
  const [busy, setBusy] = useState(false);
  const name = m.fileName || t('message.file');
  const download = async () => {
    if (!url) return;
    setBusy(true);
    try {
      const res = await fetch(url, { credentials: 'omit' });
      if (!res.ok) throw new Error(String(res.status));
      const blob = URL.createObjectURL(await res.blob());
      const a = document.createElement('a');
      a.href = blob;
      a.download = name;
      a.click();
      setTimeout(() => URL.revokeObjectURL(blob), 10_000);
    } catch {
      window.open(url, '_blank', 'noopener,noreferrer');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={fileBox}>
      <strong>{name}</strong>
      {m.size !== undefined ? <span className={muted}>{t('message.sizeKb', { size: m.size })}</span> : null}
      {url ? <button type="button" className={chip} disabled={busy} onClick={() => void download()}>{t('message.download', { name })}</button> : null}
    </div>
  );
}

export function AudioBody({ m }: { m: ChatItem }) {
  const t = useT();
  const url = src(m);
  return url ? <audio controls src={url} aria-label={m.fileName || t('message.audio')} /> : null;
}

export function VideoBody({ m }: { m: ChatItem }) {
  const t = useT();
  const url = src(m);
  return url ? <video className={media} controls src={url} aria-label={m.fileName || t('message.video')} /> : null;
}
