/** The same human-service suites on the local PostgreSQL (fresh schema); skips with the reason when it is absent. */
import { onPostgres } from '../helpers';
import { runHumanSuites } from './suites';

await onPostgres('human service', () => runHumanSuites('pg'));
