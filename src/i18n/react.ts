/** `useT()`: components re-render when the locale changes. */
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { $locale, $localeReady } from '../state/ui';
import { translator } from './index';
import type { TFunction } from './translate';

export function useT(): TFunction {
  const locale = useStore($locale);
  const ready = useStore($localeReady);
  return useMemo(() => translator(locale), [locale, ready]);
}
