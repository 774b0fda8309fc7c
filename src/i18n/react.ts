/** `useT()`: components re-render when the locale changes. `lazyWithTexts`: lazy parts past the first screen. */
import { useStore } from '@nanostores/react';
import { lazy, useMemo } from 'react';
import type { ComponentType } from 'react';
import type { TFunction } from 'i18next';
import { $locale } from '../state/ui';
import { translator, withTexts } from './index';

export function useT(): TFunction {
  const locale = useStore($locale);
  return useMemo(() => translator(locale), [locale]);
}

/**
 * `lazy()` for a component whose texts are past the first screen (./first-screen.ts): it renders
 * once its chunk and those texts are both there, so it never shows a key.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the props are the component's own
export function lazyWithTexts<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() => withTexts(load()));
}
