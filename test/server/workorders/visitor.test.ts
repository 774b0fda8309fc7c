/**
 * The visitor's work-order suite on SQLite, then on the local PostgreSQL (a fresh schema);
 * without PostgreSQL the second half skips with the reason (and fails when KEFU_REQUIRE_PG=1).
 */
import { onPostgres } from '../helpers';
import { runVisitorSuite } from './suite-visitor';

runVisitorSuite('sqlite');
await onPostgres('work orders, visitor side', () => runVisitorSuite('pg'));
