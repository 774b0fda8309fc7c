/**
 * A select with its label beside it (htmlFor), not around it: a label wrapping a select gives
 * the select a name that includes the chosen option ("Language All languages").
 */
import { useId } from 'react';
import type { ReactNode, SelectHTMLAttributes } from 'react';
import { field } from '../styles';

export function SelectField({ label, children, className, style, ...rest }: { label: string; children: ReactNode } & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div className={className ? `${field} ${className}` : field} style={style}>
      <label htmlFor={id} style={{ fontWeight: 600, fontSize: 13 }}>{label}</label>
      <select id={id} {...rest}>{children}</select>
    </div>
  );
}
