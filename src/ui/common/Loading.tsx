/** spec §2: "until initialised a loading indicator shows" — announced politely (role=status). */
import { css } from '@linaria/core';
import { useT } from '../../i18n/react';

const box = css`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  padding: 24px 16px;
  color: #646a73;
`;

const spinner = css`
  width: 16px;
  height: 16px;
  border: 2px solid #dee0e3;
  border-block-start-color: var(--kefu-main-color);
  border-radius: 50%;
  animation: kefu-spin 0.8s linear infinite;
  @keyframes kefu-spin {
    to { transform: rotate(360deg); }
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export function Spinner() {
  return <span className={spinner} aria-hidden="true" />;
}

export function Loading() {
  const t = useT();
  return (
    <div className={box} role="status">
      <Spinner />
      <span>{t('common.loading')}</span>
    </div>
  );
}
