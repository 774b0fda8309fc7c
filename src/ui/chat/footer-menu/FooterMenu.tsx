/**
 * spec §2 footer menu, in manual service only (status 2; a lazy chunk): the emoji panel and the
 * picture, video and file buttons (each with its flag and tenantVersion above 0), and on desktop
 * the screenshot tip. Each upload button opens the system's file chooser for its kind. Pasted
 * pictures and dropped files come in here too (./DropAndPaste.tsx: same chunk).
 */
import { css, cx } from '@linaria/core';
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { $channelConfig } from '../../../state/config';
import { $layout } from '../../../state/ui';
import { useT } from '../../../i18n/react';
import { act } from '../../../chat/lazy';
import { ACCEPT, uploadButtons } from '../../../chat/file-kind';
import type { UploadButton } from '../../../chat/file-kind';
import { control, visuallyHidden } from '../../common/a11y';
import { EmojiPanel } from './EmojiPanel';
import { usePastedImage } from './DropAndPaste';

export { FileDrop } from './DropAndPaste';

const ScreenshotTip = lazy(() => import('./ScreenshotTip'));

const row = css`
  position: relative;
  display: flex;
  flex: 1 1 100%;
  gap: 2px;
  align-items: center;
  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 34px;
    height: 34px;
    padding: 0;
    border: 0;
    border-radius: 6px;
    color: #4e5969;
    background: none;
    cursor: pointer;
  }
  button:hover,
  button[aria-expanded='true'] {
    background: #f2f3f5;
  }
`;

const Icon = ({ d }: { d: string }) => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round"><path d={d} /></svg>
);

const ICONS: Record<UploadButton | 'emoji' | 'screenshot', string> = {
  emoji: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM8 14s1.5 2 4 2 4-2 4-2M9 9h.01M15 9h.01',
  image: 'M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15.5 9.5h.01',
  video: 'M3 6h13v12H3zM16 10l5-3v10l-5-3',
  file: 'M14 3H6v18h12V7zM14 3v4h4',
  screenshot: 'M7 3v14h14M3 7h14v14',
};

export default function FooterMenu({ insert, input }: { insert: (text: string) => void; input: RefObject<HTMLTextAreaElement | null> }) {
  const t = useT();
  usePastedImage(input);
  const id = useId();
  const config = useStore($channelConfig);
  const layout = useStore($layout);
  const [emoji, setEmoji] = useState(false);
  const [tip, setTip] = useState(false);
  const emojiButton = useRef<HTMLButtonElement>(null);
  const inputs = useRef<Partial<Record<UploadButton, HTMLInputElement | null>>>({});
  const buttons = uploadButtons(config);
  const label: Record<UploadButton, string> = { image: t('upload.image'), video: t('upload.video'), file: t('upload.file') };
  const closeEmoji = () => {
    setEmoji(false);
    emojiButton.current?.focus();
  };
  return (
    <div className={row} role="toolbar" aria-label={t('menu.more')}>
      <button ref={emojiButton} type="button" className={control} aria-label={t('emoji.open')} aria-expanded={emoji} aria-controls={emoji ? `${id}-emoji` : undefined} onClick={() => setEmoji(!emoji)}>
        <Icon d={ICONS.emoji} />
      </button>
      {emoji ? <EmojiPanel id={`${id}-emoji`} onPick={insert} onClose={closeEmoji} /> : null}
      {buttons.map((b) => (
        <span key={b}>
          <button type="button" className={control} aria-label={label[b]} onClick={() => inputs.current[b]?.click()}><Icon d={ICONS[b]} /></button>
          <input ref={(el) => { inputs.current[b] = el; }} className={visuallyHidden} type="file" tabIndex={-1} aria-hidden="true" accept={ACCEPT[b] || undefined} multiple={b === 'file'}
            onChange={(e) => {
              const files = [...(e.currentTarget.files ?? [])];
              e.currentTarget.value = '';
              act((a) => files.forEach((f) => a.sendFile(f, b)));
            }} />
        </span>
      ))}
      {layout === 'desktop' && buttons.some((b) => b !== 'video') ? (
        <button type="button" className={cx(control)} aria-label={t('screenshot.open')} onClick={() => setTip(true)}><Icon d={ICONS.screenshot} /></button>
      ) : null}
      {tip ? <Suspense fallback={null}><ScreenshotTip onClose={() => setTip(false)} /></Suspense> : null}
    </div>
  );
}
