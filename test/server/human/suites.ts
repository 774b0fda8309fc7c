/** The human-service suites, run on SQLite (routing.sqlite.test.ts) and PostgreSQL (routing.pg.test.ts). */
import { describe } from 'node:test';
import { seededOn, useTestApp } from '../helpers';
import { routingSuite, LIMITS_ENV } from './suite-routing';
import { eventsSuite } from './suite-events';
import { authSuite, signInLimitSuite } from './suite-auth';

export function runHumanSuites(backend: 'sqlite' | 'pg'): void {
  describe(`human service on ${backend}`, () => {
    const t = useTestApp({ ...seededOn(backend), env: LIMITS_ENV });
    const ctx = () => t;
    routingSuite(ctx);
    eventsSuite(ctx);
    authSuite(ctx);
  });
  if (backend === 'sqlite') signInLimitSuite();
}
