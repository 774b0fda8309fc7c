/** The human-service suites on SQLite (a real file in a temp dir). */
import { runHumanSuites } from './suites';

runHumanSuites('sqlite');
