/**
 * The agent desk (served at /desk/): texts first (the locale's chunk), then the session check,
 * then the app. Agents sign in, answer visitors live, work the leave-message inbox; admins also
 * get the admin area.
 */
import { createRoot } from 'react-dom/client';
import { startDeskLocale } from './i18n';
import { restoreSession } from './state/session';
import { App } from './ui/app';
import './ui/styles';

const root = document.getElementById('desk');
if (root) {
  void startDeskLocale().then(() => {
    createRoot(root).render(<App />);
    void restoreSession();
  });
}
