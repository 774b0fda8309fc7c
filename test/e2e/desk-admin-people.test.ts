/**
 * Agents and groups in the desk's admin area, in Chromium against the real server: an admin adds
 * an agent through the dialog (who can then sign in), raises its chat limit, creates a group and
 * puts the agent in it from the group's dialog; each change shows in the tables and in the
 * server's answers. A taken user name is refused in the dialog and adds nobody. axe-core on the
 * add and edit dialogs.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { DeskAgent } from '../../protocol';
import { openPage, stackPerFile } from './harness';
import { deskCall, deskSignIn, expectNoAxe, signInDesk, STEP, T } from './desk-kit';

const stack = stackPerFile();

describe('agent desk: agents and groups', () => {
  it('adds an agent, edits its limit, adds it to a group; a taken user name is refused; axe on the dialogs', T, async () => {
    const admin = await deskSignIn(stack().server.origin, 'admin');
    const agents = async () => (await deskCall<{ agents: DeskAgent[] }>(stack().server.origin, admin, 'admin/agents/list')).data.agents;
    const { context, page, errors } = await openPage(stack().browser);
    try {
      await signInDesk(page, stack().server.origin, 'admin');
      await page.goto(`${stack().server.origin}/desk/?locale=en#/admin/agents`);
      await page.getByRole('cell', { name: 'agent1', exact: true }).waitFor({ timeout: STEP });
      const before = (await agents()).length;

      // a taken user name: the server's reason in the dialog, nobody added
      await page.getByRole('button', { name: 'Add agent' }).click();
      let dialog = page.getByRole('dialog', { name: 'Add agent' });
      await dialog.getByLabel('User name').fill('agent1');
      await dialog.getByLabel('Password').fill('mia-secret-42');
      await dialog.getByLabel('Display name').fill('Mia');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.getByRole('alert').filter({ hasText: 'username' }).waitFor({ timeout: STEP });
      assert.equal((await agents()).length, before, 'nobody added');

      // the same dialog with a free name and a limit of 2
      await dialog.getByLabel('User name').fill('mia');
      await dialog.getByLabel('Chats at once').fill('2');
      await expectNoAxe(page, 'add agent dialog');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached', timeout: STEP });
      const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'mia', exact: true }) });
      await row.getByRole('cell', { name: 'Mia', exact: true }).waitFor({ timeout: STEP });
      assert.equal(await row.getByRole('cell').nth(3).textContent(), '2');
      const mia = (await agents()).find((a) => a.username === 'mia');
      assert.deepEqual([mia?.nick, mia?.maxLoad, mia?.role], ['Mia', 2, 'agent']);
      assert.ok(await deskSignIn(stack().server.origin, 'mia', 'mia-secret-42'), 'the new agent can sign in');

      // edit: a higher limit
      await page.getByRole('button', { name: 'Edit Mia' }).click();
      dialog = page.getByRole('dialog', { name: 'Edit Mia' });
      assert.equal(await dialog.getByLabel('Chats at once').inputValue(), '2');
      await dialog.getByLabel('Chats at once').fill('4');
      await expectNoAxe(page, 'edit agent dialog');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached', timeout: STEP });
      await page.waitForFunction(() => [...document.querySelectorAll('tr')].some((r) => r.cells[0]?.textContent?.trim() === 'mia' && r.cells[3]?.textContent === '4'), undefined, { timeout: STEP });
      assert.equal((await agents()).find((a) => a.username === 'mia')?.maxLoad, 4);

      // a new group, then Mia added to it from the group's dialog
      await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Groups' }).click();
      await page.getByRole('button', { name: 'Add group' }).click();
      dialog = page.getByRole('dialog', { name: 'Add group' });
      await dialog.getByLabel('Group name').fill('VIP');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached', timeout: STEP });
      await page.getByRole('button', { name: 'Edit VIP' }).click();
      dialog = page.getByRole('dialog', { name: 'Edit VIP' });
      await dialog.getByRole('group', { name: 'Members' }).getByRole('checkbox', { name: 'Mia', exact: true }).check();
      await expectNoAxe(page, 'edit group dialog');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached', timeout: STEP });
      const vipRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'VIP', exact: true }) });
      await vipRow.getByRole('cell', { name: 'Mia', exact: true }).waitFor({ timeout: STEP });
      const groups = (await deskCall<{ groups: { groupId: string; groupName: string; members: string[] }[] }>(stack().server.origin, admin, 'admin/groups/list')).data.groups;
      const vip = groups.find((g) => g.groupName === 'VIP');
      const miaNow = (await agents()).find((a) => a.username === 'mia')!;
      assert.deepEqual(vip?.members, [miaNow.agentId]);
      assert.deepEqual(miaNow.groups, [vip!.groupId], 'the agent is in the group');

      // and the agents table says so
      await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Agents' }).click();
      await page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'mia', exact: true }) }).getByRole('cell', { name: 'VIP', exact: true }).waitFor({ timeout: STEP });
      // the one refused request is the taken user name (the browser logs its 409)
      assert.deepEqual(errors.filter((e) => !e.includes('status of 409')), []);
    } finally {
      await context.close();
    }
  });
});
