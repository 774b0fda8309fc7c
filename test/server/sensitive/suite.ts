/** The sensitive-word service and checkSensitive route (spec §7), on SQLite and PostgreSQL. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Endpoints } from '../../../protocol';
import { post, seededOn, useTestApp } from '../helpers';
import { seedSensitiveWords } from '../../../server/sensitive';
import { startVisitor } from '../uploads/extras-kit';

const CHECK = Endpoints.checkSensitive.path;

interface Found { words: string[]; hits: { word: string; start: number; end: number }[] }

export function runSensitiveSuite(backend: 'sqlite' | 'pg'): void {
  describe(`sensitive words on ${backend}`, () => {
    const t = useTestApp(seededOn(backend));

    it('checkSensitive answers the tenant\'s words as configured, found in one pass', async () => {
      await t.services.sensitive.setWords('demo', ['Idiot', '垃圾', 'scam', 'scammer']);
      const v = await startVisitor(t.app);
      const r = await post<Found>(t.app, CHECK, { msgContent: 'ＳＣＡＭＭＥＲ! 垃圾 idiot' }, v.token);
      assert.equal(r.status, 200);
      assert.deepEqual(r.data.words, ['scam', 'scammer', '垃圾', 'Idiot']);
      assert.equal(r.data.hits.length, 4);
      assert.equal((await post<Found>(t.app, CHECK, { msgContent: 'all fine' }, v.token)).data.words.length, 0);
    });

    it('rebuilds when the list changes', async () => {
      const v = await startVisitor(t.app);
      await t.services.sensitive.setWords('demo', ['alpha']);
      assert.deepEqual((await post<Found>(t.app, CHECK, { msgContent: 'alpha beta' }, v.token)).data.words, ['alpha']);
      await t.services.sensitive.setWords('demo', ['beta', 'BETA', ' beta ', '']);
      assert.deepEqual(await t.services.sensitive.list('demo'), ['beta'], 'trimmed, folded duplicates dropped');
      assert.deepEqual((await post<Found>(t.app, CHECK, { msgContent: 'alpha beta' }, v.token)).data.words, ['beta']);
    });

    it('stays within the tenant', async () => {
      await t.services.sensitive.setWords('other-tenant', ['secretword']);
      await t.services.sensitive.setWords('demo', []);
      const v = await startVisitor(t.app);
      assert.deepEqual((await post<Found>(t.app, CHECK, { msgContent: 'secretword', tenantId: 'other-tenant' }, v.token)).data.words, []);
      assert.deepEqual((await t.services.sensitive.check('other-tenant', 'a SECRETWORD')).words, ['secretword']);
    });

    it('the demo seed and the route\'s limits', async () => {
      await t.services.sensitive.setWords('demo', []);
      await seedSensitiveWords(t.services.deps.store.db, 'demo', 'demo', t.clock.now());
      await seedSensitiveWords(t.services.deps.store.db, 'demo', 'demo', t.clock.now());
      // idempotent, and list() reads the table itself
      assert.ok((await t.services.sensitive.list('demo')).includes('idiot'));
      const v = await startVisitor(t.app);
      assert.equal((await post(t.app, CHECK, {}, v.token)).status, 400);
      assert.equal((await post(t.app, CHECK, { msgContent: 'x'.repeat(10_001) }, v.token)).status, 400);
      assert.equal((await post(t.app, CHECK, { msgContent: 'x' })).status, 401);
    });
  });
}
