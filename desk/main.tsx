/**
 * The agent desk shell. Agents sign in here and answer visitors; the accounts, queue and
 * conversation views arrive with the agents issue. Until then the shell shows the sign-in
 * form and says plainly when the server has no agent API yet.
 */
import { createRoot } from 'react-dom/client';
import { Login } from './login';

const root = document.getElementById('desk');
if (root) createRoot(root).render(<Login />);
