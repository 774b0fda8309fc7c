/** spec §3 kind "animation": typing dots (still under prefers-reduced-motion). */
import { css, cx } from '@linaria/core';
import { useT } from '../../../i18n/react';
import { bubble } from '../styles';

const dots = css`
  display: inline-flex;
  gap: 4px;
  padding-block: 12px;
  span {
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: #646a73;
    animation: kefu-dot 1.2s infinite ease-in-out;
  }
  span:nth-child(2) {
    animation-delay: 0.2s;
  }
  span:nth-child(3) {
    animation-delay: 0.4s;
  }
  @keyframes kefu-dot {
    0%, 80%, 100% { opacity: 0.3; }
    40% { opacity: 1; }
  }
  @media (prefers-reduced-motion: reduce) {
    span {
      animation: none;
    }
  }
`;

export function TypingDots() {
  const t = useT();
  return (
    <div className={cx(bubble, dots)} role="img" aria-label={t('robot.typing')}>
      <span /><span /><span />
    </div>
  );
}
