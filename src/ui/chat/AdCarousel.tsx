/**
 * spec §2 ad carousel of the side panel: 150 px high (spec §9), a click opens the ad's link;
 * it turns every 4 s, paused while the pointer or focus is on it and still with reduced motion.
 */
import { css } from '@linaria/core';
import { useEffect, useState } from 'react';
import { Limits } from '../../../protocol';
import { useT } from '../../i18n/react';
import { safeLink } from '../../chat/links';

const ads = css`
  position: relative;
  height: ${Limits.adCarouselHeightPx}px;
  overflow: hidden;
  border-radius: 8px;
  background: #f2f3f5;
  a,
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const dots = css`
  position: absolute;
  inset-block-end: 6px;
  inset-inline: 0;
  display: flex;
  justify-content: center;
  gap: 6px;
  button {
    width: 10px;
    height: 10px;
    padding: 0;
    border: 1px solid #fff;
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.5);
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: #fff;
  }
`;

export function Ads({ list }: { list: { imgUrl: string; link?: string }[] }) {
  const t = useT();
  const [at, setAt] = useState(0);
  const [hold, setHold] = useState(false);
  useEffect(() => {
    if (list.length < 2 || hold || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => setAt((i) => (i + 1) % list.length), 4000);
    return () => clearInterval(timer);
  }, [list.length, hold]);
  const ad = list[at];
  if (!ad) return null;
  const img = safeLink(ad.imgUrl);
  const href = safeLink(ad.link);
  const pic = img ? <img src={img} alt={t('side.ad', { n: at + 1 })} /> : null;
  return (
    <section className={ads} aria-label={t('side.ads')} onMouseEnter={() => setHold(true)} onMouseLeave={() => setHold(false)} onFocus={() => setHold(true)} onBlur={() => setHold(false)}>
      {href ? <a href={href} target="_blank" rel="noopener noreferrer">{pic}</a> : pic}
      {list.length > 1 ? (
        <div className={dots}>
          {list.map((_, i) => <button key={i} type="button" aria-label={t('side.ad', { n: i + 1 })} aria-pressed={i === at} onClick={() => setAt(i)} />)}
        </div>
      ) : null}
    </section>
  );
}
