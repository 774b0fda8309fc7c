/** The chat suite, run on SQLite (chat.sqlite.test.ts) and PostgreSQL (chat.pg.test.ts). */
import { describe } from 'node:test';
import { seededOn, useTestApp } from '../helpers';
import { startSuite } from './suite-start';
import { sendSuite } from './suite-send';
import { readSuite } from './suite-read';
import { miscSuite } from './suite-misc';
import { profileSuite } from './suite-profile';

export function runChatSuites(backend: 'sqlite' | 'pg'): void {
  describe(`chat API on ${backend}`, () => {
    const t = useTestApp(seededOn(backend));
    const ctx = () => t;
    startSuite(ctx);
    sendSuite(ctx);
    readSuite(ctx);
    miscSuite(ctx);
    profileSuite(ctx);
  });
}
