/**
 * Load something when a screen opens (and again on `reload`), with its loading and error states.
 * A load that failed is tried again by itself when the desk's socket comes back (the server was
 * down or unreachable), so the agent never has to press every "Try again" after an outage.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $connections } from '../../state/live';

export type AsyncState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; error: unknown };

export function useAsync<T>(load: () => Promise<T>, deps: readonly unknown[]): AsyncState<T> & { reload: () => void; set: (d: T) => void } {
  const [state, setState] = useState<AsyncState<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const latest = useRef(0);
  useEffect(() => {
    const mine = ++latest.current;
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    load().then(
      (data) => { if (mine === latest.current) setState({ status: 'ready', data }); },
      (error: unknown) => { if (mine === latest.current) setState({ status: 'error', error }); },
    );
    // the caller's deps decide when to load again
  }, [...deps, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  const connections = useStore($connections);
  const failed = state.status === 'error';
  useEffect(() => { if (failed) reload(); }, [connections]);
  const set = useCallback((data: T) => setState({ status: 'ready', data }), []);
  return { ...state, reload, set };
}
