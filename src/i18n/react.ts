/** `useT()`: components re-render when the locale changes. */
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { $locale } from '../state/ui';
import { translator } from './index';

export function useT(): TFunction {
  const locale = useStore($locale);
  return useMemo(() => translator(locale), [locale]);
}
