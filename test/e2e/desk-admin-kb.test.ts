/**
 * The knowledge base in the desk's admin area, in Chromium against the real server: a question
 * the robot could not answer shows in the unknown-question log; a document is added through the
 * form and then answers the visitor; the export downloads a file that the import reads back
 * (the added document survives a replace-import of it); a broken file is refused with the line
 * and nothing changes.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { Endpoints } from '../../protocol';
import { openPage, stackPerFile } from './harness';
import { deskCall, deskSignIn, expectNoAxe, signInDesk, startApiVisitor, STEP, T, visitorCall } from './desk-kit';

const stack = stackPerFile();

describe('agent desk: the knowledge base', () => {
  it('unknown-question log, add a document that then answers, export and import it back, a bad file refused; axe on the document dialog', T, async () => {
    const v = await startApiVisitor(stack().server.origin, { channelId: 'demo', userName: 'Quinn', locale: 'en' });
    const unknown = await visitorCall<{ answerType: number }>(v, Endpoints.robotAsk.path, { question: 'Do you sell zebra-striped umbrellas?' });
    assert.equal(unknown.status, 200, unknown.msg);
    assert.equal(unknown.data.answerType, 0, 'the robot does not know yet');

    const { context, page, errors } = await openPage(stack().browser);
    try {
      await signInDesk(page, stack().server.origin, 'admin');
      await page.goto(`${stack().server.origin}/desk/?locale=en#/admin/kb`);
      const log = page.getByRole('region', { name: 'Unanswered questions' });
      await log.getByRole('cell', { name: 'Do you sell zebra-striped umbrellas?' }).waitFor({ timeout: STEP });

      await page.getByRole('button', { name: 'Add document' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add document' });
      await dialog.getByLabel('Document id').fill('umbrellas');
      await dialog.getByLabel('Question', { exact: true }).first().fill('Do you sell zebra-striped umbrellas?');
      await dialog.getByRole('textbox', { name: 'Answer', exact: true }).click();
      await page.keyboard.type('Yes, in three sizes.');
      await dialog.getByLabel('Language', { exact: true }).first().selectOption('en');
      await expectNoAxe(page, 'document dialog');
      await dialog.getByRole('button', { name: 'Save' }).click();
      // saving keeps the editor open, showing what was stored
      const edited = page.getByRole('dialog', { name: 'Edit document' });
      await edited.getByRole('status').filter({ hasText: 'Saved.' }).waitFor({ timeout: STEP });
      await edited.getByRole('button', { name: 'Cancel' }).click();
      await edited.waitFor({ state: 'detached', timeout: STEP });
      await page.getByRole('cell', { name: 'Do you sell zebra-striped umbrellas?' }).first().waitFor({ timeout: STEP });
      const known = await visitorCall<{ answerType: number; docId?: string; answers: unknown[] }>(v, Endpoints.robotAsk.path, { question: 'Do you sell zebra-striped umbrellas?' });
      assert.deepEqual([known.data.answerType, known.data.docId], [1, 'umbrellas'], 'the robot answers now, with the new document');
      const body = JSON.stringify(known.data.answers);
      assert.ok(body.includes('Yes, in three sizes.'), `the answer: ${body}`);

      // export: a JSON file that holds the new document
      const downloading = page.waitForEvent('download', { timeout: STEP });
      await page.getByRole('button', { name: 'Export', exact: true }).click();
      const file = await downloading;
      assert.equal(file.suggestedFilename(), 'knowledge-base.json');
      const exported = await file.path();
      const text = fs.readFileSync(exported, 'utf8');
      assert.ok(text.includes('zebra-striped'), 'the export holds the added document');

      // a broken file: refused with the place of the error, nothing changes
      const admin = await deskSignIn(stack().server.origin, 'admin');
      const before = (await deskCall<{ docs: unknown[] }>(stack().server.origin, admin, 'admin/kb/list')).data.docs.length;
      await page.getByLabel('File to import (JSON or CSV)').setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from('docId,question,locale\nx1,Hello,xx\n') });
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      await page.getByRole('alert').filter({ hasText: /line 2/ }).waitFor({ timeout: STEP });
      assert.equal((await deskCall<{ docs: unknown[] }>(stack().server.origin, admin, 'admin/kb/list')).data.docs.length, before);

      // the export imported back with "replace": the same documents
      await page.getByLabel('File to import (JSON or CSV)').setInputFiles({ name: 'knowledge-base.json', mimeType: 'application/json', buffer: Buffer.from(text) });
      await page.getByLabel('Replace all other documents').check();
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      await page.getByRole('status').filter({ hasText: /Imported: 0 new, \d+ updated, 0 removed\./ }).waitFor({ timeout: STEP });
      assert.equal((await deskCall<{ docs: unknown[] }>(stack().server.origin, admin, 'admin/kb/list')).data.docs.length, before);
      assert.deepEqual(errors.filter((e) => !e.includes('status of 400')), []);
    } finally {
      await context.close();
    }
  });
});
