/** An avatar: the configured picture (http/https only), else the sender's initial on a tint. */
import { css } from '@linaria/core';
import { safeLink } from '../../chat/links';

const box = css`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  overflow: hidden;
  border-radius: 50%;
  color: #fff;
  background: var(--kefu-main-color);
  font-size: 15px;
  font-weight: 600;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export function Avatar({ url, name, size }: { url?: string | undefined; name: string; size?: number }) {
  const src = safeLink(url);
  const style = size ? { width: `${size}px`, height: `${size}px` } : undefined;
  return (
    <span className={box} style={style} aria-hidden="true">
      {src && !src.startsWith('mailto:') ? <img src={src} alt="" /> : [...name][0] ?? ''}
    </span>
  );
}
