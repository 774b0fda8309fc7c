/**
 * Form targets on both stores (they live in the database): configure, pick by url or formId,
 * refuse what is not configured. No outbound request is made here (targets are refused or never
 * posted to).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Endpoints } from '../../../protocol';
import { onPostgres, post, seededOn, useTestApp } from '../helpers';
import { startVisitor } from '../uploads/extras-kit';
import { blockedConnects, spies, useService } from './harness';

function suite(backend: 'sqlite' | 'pg'): void {
  describe(`form targets on ${backend}`, () => {
    const t = useTestApp(seededOn(backend));

    it('configured targets are found by url or formId, per tenant; others refused before DNS', async () => {
      const s = spies();
      useService(t, s, { allowInternal: false });
      await t.services.formRequest.setTarget('demo', { formId: 'contact', url: 'https://forms.example.com/contact', fieldNames: ['name'] });
      await t.services.formRequest.setTarget('demo', { formId: 'contact', url: 'https://forms.example.com/contact-v2', fieldNames: ['name', 'phone'] });
      // (the demo seed has its own target, `demo-contact`: only this form's rows count here)
      const rows = await t.services.deps.store.db.selectFrom('form_targets').selectAll().where('tenant_id', '=', 'demo').where('form_id', '=', 'contact').execute();
      assert.equal(rows.length, 1, 'replaced, not duplicated');
      assert.equal(rows[0]!.url, 'https://forms.example.com/contact-v2');
      const v = await startVisitor(t.app);
      const P = Endpoints.fromRequest.path;
      // the old url is no longer a target; the new one is, by url and by formId — and then it is
      // DNS (the spy knows no names) that stops it, before any connection
      assert.equal((await post(t.app, P, { url: 'https://forms.example.com/contact', requestBody: {} }, v.token)).status, 403);
      assert.equal((await post(t.app, P, { url: 'https://FORMS.example.com:443/contact-v2', requestBody: { name: 'a' } }, v.token)).status, 409);
      assert.equal((await post(t.app, P, { formId: 'contact', requestBody: { name: 'a' } }, v.token)).status, 409);
      assert.deepEqual(s.resolved, ['forms.example.com', 'forms.example.com']);
      assert.deepEqual(s.requested, []);
      assert.deepEqual(blockedConnects, []);
    });
  });
}

suite('sqlite');
await onPostgres('form targets', () => suite('pg'));
