/** The sign-in form or the workspace, by session state; the tab title follows unread counts. */
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { useT } from '../i18n/react';
import { $sessionState } from '../state/session';
import { $queue, $unread } from '../state/live';
import { titleFor } from '../state/reduce';
import { Loading } from './common/states';
import { Login } from './login';
import { Workspace } from './workspace';

export function App() {
  const state = useStore($sessionState);
  const t = useT();
  const unread = useStore($unread);
  const queue = useStore($queue);
  // the workspace that replaces the sign-in form takes the focus (the form's button is gone)
  const fromForm = useRef(false);
  if (state === 'signedOut') fromForm.current = true;
  useEffect(() => {
    document.title = titleFor(t('app.title'), state === 'signedIn' ? unread : 0, state === 'signedIn' ? queue.length : 0);
  }, [t, unread, queue.length, state]);
  if (state === 'checking') return <main><Loading /></main>;
  if (state === 'signedOut') return <Login />;
  return <Workspace focusTitle={fromForm.current} />;
}
