/** The robot route suite on the local PostgreSQL (fresh schema); skips with the reason when it is absent. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pgUnavailable } from '../helpers';
import { runRobotSuite } from './suite';

const reason = await pgUnavailable();
if (!reason) runRobotSuite('pg');
else if (process.env.KEFU_REQUIRE_PG === '1') test('PostgreSQL is required (KEFU_REQUIRE_PG=1)', () => assert.fail(reason));
else test('robot routes on PostgreSQL', (t) => t.skip(reason));
