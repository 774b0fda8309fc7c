/** The robot route suites on the local PostgreSQL (fresh schema); skips with the reason when it is absent. */
import { onPostgres } from '../helpers';
import { runDecisionSuite } from './decisions.suite';
import { runRobotSuite } from './suite';

await onPostgres('robot routes', () => { runRobotSuite('pg'); runDecisionSuite('pg'); });
