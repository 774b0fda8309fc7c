/**
 * The workbench suite on SQLite, then on the local PostgreSQL (a fresh schema); without
 * PostgreSQL the second half skips with the reason (and fails when KEFU_REQUIRE_PG=1).
 */
import { onPostgres } from '../helpers';
import { runWorkbenchSuite } from './suite';

runWorkbenchSuite('sqlite');
await onPostgres('robot workbench', () => runWorkbenchSuite('pg'));
