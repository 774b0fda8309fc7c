/**
 * The desk's work-order suite on SQLite, then on the local PostgreSQL (a fresh schema);
 * without PostgreSQL the second half skips with the reason (and fails when KEFU_REQUIRE_PG=1).
 */
import { onPostgres } from '../helpers';
import { runDeskSuite } from './suite-desk';

runDeskSuite('sqlite');
await onPostgres('work orders, desk side', () => runDeskSuite('pg'));
