import { runRobotSuite } from './suite';

runRobotSuite('sqlite');
