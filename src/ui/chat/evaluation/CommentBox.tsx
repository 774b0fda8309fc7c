/** The rating's comment (spec §5: at most Limits.commentMaxLength characters, with a counter). */
import { useId } from 'react';
import { Limits } from '../../../../protocol';
import { useT } from '../../../i18n/react';
import { fieldCounter } from '../../common/forms';

export const codePoints = (s: string): number => [...s].length;

export function CommentBox({ value, onChange, placeholder, required }: { value: string; onChange: (v: string) => void; placeholder: string; required: boolean }) {
  const t = useT();
  const id = useId();
  const max = Limits.commentMaxLength;
  return (
    <div>
      <label htmlFor={id}>{t('evaluation.comment')}{required ? <abbr aria-hidden="true"> *</abbr> : null}</label>
      <textarea id={id} rows={3} value={value} placeholder={placeholder} aria-required={required || undefined} aria-describedby={`${id}-n`}
        onInput={(e) => onChange([...e.currentTarget.value].slice(0, max).join(''))} />
      <span id={`${id}-n`} className={fieldCounter}>{t('evaluation.counter', { n: codePoints(value), max })}</span>
    </div>
  );
}
