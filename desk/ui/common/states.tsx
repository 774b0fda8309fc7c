/** Drawn loading, empty and error states, announced to screen readers. */
import type { ReactNode } from 'react';
import { useT } from '../../i18n/react';
import { button, errorText, stateBox } from '../styles';

export function Loading({ label }: { label?: string }) {
  const t = useT();
  return <p className={stateBox} role="status">{label ?? t('state.loading')}</p>;
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className={stateBox}>{children}</p>;
}

export function ErrorState({ message, retry }: { message: string; retry?: () => void }) {
  const t = useT();
  return (
    <div className={stateBox} role="alert">
      <p className={errorText}>{message}</p>
      {retry && <button type="button" className={button} onClick={retry}>{t('action.retry')}</button>}
    </div>
  );
}
