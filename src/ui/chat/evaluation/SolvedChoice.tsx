/** "Was your problem solved?" yes / no (spec §5: the solved flag, default yes). */
import { useId } from 'react';
import { useT } from '../../../i18n/react';
import { visuallyHidden } from '../../common/a11y';
import { chips } from './styles';

export function SolvedChoice({ value, onChange }: { value: number; onChange: (v: number) => void }) {
  const t = useT();
  const name = useId();
  return (
    <fieldset>
      <legend>{t('evaluation.solved')}</legend>
      <div className={chips}>
        {[1, 0].map((v) => (
          <label key={v}>
            <input className={visuallyHidden} type="radio" name={name} checked={value === v} onChange={() => onChange(v)} />
            {v ? t('evaluation.yes') : t('evaluation.no')}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
