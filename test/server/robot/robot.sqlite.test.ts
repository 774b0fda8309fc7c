import { runDecisionSuite } from './decisions.suite';
import { runRobotSuite } from './suite';

runRobotSuite('sqlite');
runDecisionSuite('sqlite');
