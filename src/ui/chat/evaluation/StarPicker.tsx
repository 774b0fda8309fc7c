/**
 * spec §5 agent rating stars 1 to 5 (default 5): a radio group named in the visitor's language;
 * arrow keys move between the stars as with any radio group, and the level's guide is read with it.
 */
import { useId } from 'react';
import { Limits } from '../../../../protocol';
import { useT } from '../../../i18n/react';
import { visuallyHidden } from '../../common/a11y';
import { guide, stars } from './styles';

export function StarPicker({ value, onChange, levelText }: { value: number; onChange: (star: number) => void; levelText: string }) {
  const t = useT();
  const id = useId();
  const all = Array.from({ length: Limits.starsMax - Limits.starsMin + 1 }, (_, i) => i + Limits.starsMin);
  return (
    <div>
      <span id={`${id}-l`} className={visuallyHidden}>{t('evaluation.stars')}</span>
      <div className={stars} role="radiogroup" aria-labelledby={`${id}-l`} aria-describedby={levelText ? `${id}-g` : undefined}>
        {all.map((n) => (
          <label key={n} data-lit={n <= value ? '' : undefined}>
            <input className={visuallyHidden} type="radio" name={id} value={n} checked={n === value} onChange={() => onChange(n)} aria-label={t('evaluation.star', { n, max: Limits.starsMax })} />
            <span aria-hidden="true">★</span>
          </label>
        ))}
      </div>
      {levelText ? <p id={`${id}-g`} className={guide} dir="auto">{levelText}</p> : null}
    </div>
  );
}
