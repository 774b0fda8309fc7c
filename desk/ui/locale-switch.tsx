/** The desk's language: zh and en are complete; the choice is remembered on this computer. */
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { normalizeLocale } from '../../protocol/locale';
import { $deskLocale, setDeskLocale } from '../i18n';
import { useT } from '../i18n/react';
import { inlineField } from './styles';

/** Each language named in itself, so anyone can find theirs. */
const CHOICES: [string, string][] = [['zh', '中文'], ['en', 'English'], ['zh-TW', '繁體中文'], ['ar', 'العربية']];

export function LocaleSwitch() {
  const t = useT();
  const locale = useStore($deskLocale);
  const id = useId();
  const choices = CHOICES.some(([c]) => c === locale) ? CHOICES : [...CHOICES, [locale, locale] as [string, string]];
  return (
    <span className={inlineField}>
      <label htmlFor={id} className="narrow-hide">{t('locale.label')}</label>
      <select id={id} value={locale} onChange={(e) => { const l = normalizeLocale(e.currentTarget.value); if (l) void setDeskLocale(l, true); }}>
        {choices.map(([code, name]) => <option key={code} value={code} lang={code}>{name}</option>)}
      </select>
    </span>
  );
}
