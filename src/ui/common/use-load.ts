/**
 * Data a dialog or screen loads when it opens (the rating's levels, the visitor's leave messages):
 * loading, failed or ready, with a retry; a late answer after the component went away is dropped.
 */
import { useEffect, useState } from 'react';

export type Load<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; value: T };

/** Runs `load` at mount and on each retry; `accept` turns the answer into the value, or null for a bad one. */
export function useLoad<T, R>(load: () => Promise<R>, accept: (answer: R) => T | null): [Load<T>, () => void] {
  const [result, setResult] = useState<Load<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setResult({ state: 'loading' });
    load().then(
      (answer) => {
        if (!live) return;
        const value = accept(answer);
        setResult(value === null ? { state: 'failed' } : { state: 'ready', value });
      },
      () => live && setResult({ state: 'failed' }),
    );
    return () => { live = false; };
    // a retry is the only reason to load again
  }, [attempt]);
  return [result, () => setAttempt((n) => n + 1)];
}
