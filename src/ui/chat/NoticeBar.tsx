/**
 * spec §2 notice bar (noticeMode on): one pass of the text takes its length / 9 seconds, 15 s
 * for texts under 10 characters (spec §9); read literally that makes a 10-character text pass in
 * ~1 s, so 15 s is also the floor. A button pauses it; under prefers-reduced-motion it stands still.
 */
import { css, cx } from '@linaria/core';
import { useState } from 'react';
import { Limits } from '../../../protocol';
import { useT } from '../../i18n/react';
import { control } from '../common/a11y';

const bar = css`
  display: flex;
  flex: none;
  align-items: center;
  gap: 8px;
  padding: 6px 12px;
  color: #8a5300;
  background: #fff7e6;
  font-size: 13px;
`;

const track = css`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  white-space: nowrap;
  span {
    display: inline-block;
    padding-inline-end: 3em;
    animation: kefu-marquee linear infinite;
  }
  [dir='rtl'] & span {
    animation-name: kefu-marquee-rtl;
  }
  &[data-paused] span {
    animation-play-state: paused;
  }
  @keyframes kefu-marquee {
    to { transform: translateX(-100%); }
  }
  @keyframes kefu-marquee-rtl {
    to { transform: translateX(100%); }
  }
  @media (prefers-reduced-motion: reduce) {
    white-space: normal;
    span {
      padding: 0;
      animation: none;
    }
  }
`;

const pause = css`
  flex: none;
  padding: 2px 8px;
  border: 1px solid currentColor;
  border-radius: 10px;
  background: none;
  font-size: 12px;
  cursor: pointer;
`;

export function noticeSeconds(text: string): number {
  const n = [...text].length;
  return n < Limits.noticeMinLength ? Limits.noticeMinSeconds : Math.max(Limits.noticeMinSeconds, n / Limits.noticeCharsPerSecond);
}

export function NoticeBar({ text }: { text: string }) {
  const t = useT();
  const [paused, setPaused] = useState(false);
  return (
    <section className={bar} aria-label={t('notice.label')}>
      <div className={track} data-paused={paused ? '' : undefined}>
        <span style={{ animationDuration: `${noticeSeconds(text)}s` }}>{text}</span>
      </div>
      <button type="button" className={cx(control, pause)} aria-pressed={paused} onClick={() => setPaused(!paused)}>
        {paused ? t('notice.play') : t('notice.pause')}
      </button>
    </section>
  );
}
