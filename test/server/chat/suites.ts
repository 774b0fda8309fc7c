/** The chat suite, run on SQLite (chat.sqlite.test.ts) and PostgreSQL (chat.pg.test.ts). */
import { after, before, describe } from 'node:test';
import { makeTestApp, PG_URL } from '../helpers';
import type { TestApp } from '../helpers';
import { startSuite } from './suite-start';
import { sendSuite } from './suite-send';
import { readSuite } from './suite-read';
import { miscSuite } from './suite-misc';
import { profileSuite } from './suite-profile';

export function runChatSuites(backend: 'sqlite' | 'pg'): void {
  describe(`chat API on ${backend}`, () => {
    let t: TestApp;
    before(async () => {
      t = await makeTestApp({ seed: true, ...(backend === 'pg' ? { databaseUrl: PG_URL } : {}) });
    });
    after(async () => {
      await t.close();
    });
    const ctx = () => t;
    startSuite(ctx);
    sendSuite(ctx);
    readSuite(ctx);
    miscSuite(ctx);
    profileSuite(ctx);
  });
}
