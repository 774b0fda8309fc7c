/**
 * The uploads suite on SQLite, then on the local PostgreSQL (a fresh schema); without
 * PostgreSQL the second half skips with the reason (and fails when KEFU_REQUIRE_PG=1).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pgUnavailable } from '../helpers';
import { runUploadSuite } from './suite';

runUploadSuite('sqlite');
const reason = await pgUnavailable();
if (!reason) runUploadSuite('pg');
else if (process.env.KEFU_REQUIRE_PG === '1') test('PostgreSQL is required (KEFU_REQUIRE_PG=1)', () => assert.fail(reason));
else test('uploads on PostgreSQL', (t) => t.skip(reason));
