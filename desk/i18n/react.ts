/** `useT()`: desk components re-render when the locale changes. */
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { $deskLocale, deskT } from './index';
import type { DeskT } from './index';

export function useT(): DeskT {
  const locale = useStore($deskLocale);
  // deskT reads the locale store: recompute whenever it changes
  return useMemo(() => deskT(), [locale]);
}
