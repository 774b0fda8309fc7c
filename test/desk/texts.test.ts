/**
 * The desk's texts: zh and en are complete (the same keys, none empty, the same {{placeholders}}),
 * every key the desk's code names exists, and the working-hours form reads back what it shows.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formToHours, rangesToText, textToRanges } from '../../desk/ui/admin/hours-form';
import { parseRoute, routeHref } from '../../desk/state/route';
import { backoffMs } from '../../desk/api/socket';

const DESK = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../desk');
const load = (l: string) => JSON.parse(fs.readFileSync(path.join(DESK, 'locales', `${l}.json`), 'utf8')) as Record<string, string>;
const holes = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

describe('desk texts', () => {
  it('zh and en have the same keys, no empty text, and the same placeholders', () => {
    const en = load('en');
    const zh = load('zh');
    assert.deepEqual(Object.keys(zh).sort(), Object.keys(en).sort());
    for (const [k, v] of Object.entries(en)) {
      assert.ok(v.trim() && zh[k]!.trim(), `${k} is empty`);
      assert.deepEqual(holes(zh[k]!), holes(v), `${k}: placeholders differ`);
    }
  });

  it('every literal key the code uses exists (the compiler checks them too; this covers built-up ones like hours.day0)', () => {
    const en = load('en');
    const used = new Set<string>();
    for (const file of sources(DESK)) {
      for (const m of fs.readFileSync(file, 'utf8').matchAll(/\bt\(['`]([a-zA-Z0-9_.]+)['`]/g)) used.add(m[1]!);
    }
    assert.ok(used.size > 100, `found ${used.size} keys`);
    for (const d of [0, 1, 2, 3, 4, 5, 6]) used.add(`hours.day${d}`);
    for (const tab of ['agents', 'groups', 'hours', 'channels', 'words', 'canned', 'kb', 'woTypes']) used.add(`admin.tab.${tab}`);
    for (const p of ['online', 'busy', 'offline']) used.add(`presence.${p}`);
    assert.deepEqual([...used].filter((k) => !(k in en)), []);
  });
});

describe('desk helpers', () => {
  it('working hours: the form shows ranges as text and reads them back; pieces it cannot read go to the server as they are', () => {
    assert.equal(rangesToText([{ start: '09:00', end: '12:00' }, { start: '13:00', end: '18:00' }]), '09:00-12:00, 13:00-18:00');
    assert.deepEqual(textToRanges('09:00-12:00，13:00 - 18:00'), [{ start: '09:00', end: '12:00' }, { start: '13:00', end: '18:00' }]);
    assert.deepEqual(textToRanges('nine'), [{ start: 'nine', end: '' }]);
    const h = formToHours(true, ' Asia/Shanghai ', ['', '09:00-18:00', '', '', '', '', ''], '2026-10-01\n2026-10-02');
    assert.deepEqual(h, { enabled: true, timeZone: 'Asia/Shanghai', days: { 0: [], 1: [{ start: '09:00', end: '18:00' }], 2: [], 3: [], 4: [], 5: [], 6: [] }, closedDates: ['2026-10-01', '2026-10-02'] });
  });

  it('routes: the hash names the screen and the chat, and unknown screens fall back to chats', () => {
    assert.deepEqual(parseRoute('#/chats/s%2F1'), { view: 'chats', id: 's/1' });
    assert.deepEqual(parseRoute('#/admin/kb'), { view: 'admin', id: 'kb' });
    assert.deepEqual(parseRoute(''), { view: 'chats', id: null });
    assert.deepEqual(parseRoute('#/nowhere'), { view: 'chats', id: null });
    assert.equal(routeHref('chats', 's/1'), '#/chats/s%2F1');
    assert.deepEqual(parseRoute('#/workorders/wo%2F7'), { view: 'workorders', id: 'wo/7' });
    assert.deepEqual(parseRoute('#/workorders'), { view: 'workorders', id: null });
  });

  it('the socket reconnects after 1, 2, 4 … seconds, never waiting more than 30', () => {
    assert.deepEqual([0, 1, 2, 3, 4, 5, 6, 50].map(backoffMs), [1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
  });
});
