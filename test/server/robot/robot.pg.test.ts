/** The robot route suites on the local PostgreSQL (fresh schema); skips with the reason when it is absent. */
import { onPostgres } from '../helpers';
import { runDecisionSuite } from './decisions.suite';
import { runRobotSuite } from './suite';
import { runRobotKbSuite } from './suite-kb';

await onPostgres('robot routes', () => { runRobotSuite('pg'); runRobotKbSuite('pg'); runDecisionSuite('pg'); });
