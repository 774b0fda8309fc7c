import { runDecisionSuite } from './decisions.suite';
import { runRobotSuite } from './suite';
import { runRobotKbSuite } from './suite-kb';

runRobotSuite('sqlite');
runRobotKbSuite('sqlite');
runDecisionSuite('sqlite');
