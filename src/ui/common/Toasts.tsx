/**
 * spec §8 toasts: errors (role=alert, announced at once) and successes (role=status). Each stays
 * for its spec §9 time (src/state/ui.ts removes it).
 */
import { css, cx } from '@linaria/core';
import { useStore } from '@nanostores/react';
import { $toasts } from '../../state/ui';

const region = css`
  position: absolute;
  inset-block-start: 72px;
  inset-inline: 16px;
  z-index: 20;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  pointer-events: none;
`;

const toast = css`
  max-width: 100%;
  padding: 8px 16px;
  border-radius: 8px;
  color: #fff;
  background: rgba(31, 35, 41, 0.9);
  box-shadow: 0 4px 12px rgba(0, 0, 0, 0.15);
  pointer-events: auto;
`;

const error = css`
  background: #d83931;
`;

export function Toasts() {
  const toasts = useStore($toasts);
  return (
    <div className={region}>
      {toasts.map((item) => (
        <div key={item.id} className={cx(toast, item.kind === 'error' && error)} role={item.kind === 'error' ? 'alert' : 'status'} data-kind={item.kind}>
          {item.text}
        </div>
      ))}
    </div>
  );
}
