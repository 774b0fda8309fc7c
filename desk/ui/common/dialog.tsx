/**
 * A modal dialog on the native <dialog> (focus stays inside, Esc closes, focus returns to the
 * opener), named by its heading.
 */
import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { dialog } from '../styles';

export function Dialog({ title, onClose, children, className }: { title: string; onClose: () => void; children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const d = ref.current;
    const opener = document.activeElement as HTMLElement | null;
    if (d && !d.open) d.showModal();
    return () => { opener?.focus?.(); };
  }, []);
  return (
    <dialog ref={ref} className={className ? `${dialog} ${className}` : dialog} aria-labelledby={id} onClose={onClose} onCancel={(e) => { e.preventDefault(); onClose(); }}>
      <div className="body">
        <h2 id={id}>{title}</h2>
        {children}
      </div>
    </dialog>
  );
}
