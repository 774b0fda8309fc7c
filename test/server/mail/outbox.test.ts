/**
 * The mail outbox suite on SQLite, then on the local PostgreSQL (a fresh schema); without
 * PostgreSQL the second half skips with the reason (and fails when KEFU_REQUIRE_PG=1).
 */
import { onPostgres } from '../helpers';
import { runOutboxSuite } from './suite';

runOutboxSuite('sqlite');
await onPostgres('mail outbox', () => runOutboxSuite('pg'));
