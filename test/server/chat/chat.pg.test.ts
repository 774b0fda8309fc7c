/** The same chat suite on the local PostgreSQL (fresh schema); skips with the reason when it is absent. */
import { onPostgres } from '../helpers';
import { runChatSuites } from './suites';

await onPostgres('chat API', () => runChatSuites('pg'));
