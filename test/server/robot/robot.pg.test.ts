/** The robot route suite on the local PostgreSQL (fresh schema); skips with the reason when it is absent. */
import { onPostgres } from '../helpers';
import { runRobotSuite } from './suite';

await onPostgres('robot routes', () => runRobotSuite('pg'));
