/**
 * The desk's knowledge-base editor calls (docs/api.md "The knowledge base"), through inject on a
 * seeded app, on SQLite and PostgreSQL (kb-editor.test.ts): admin/kb/list's search, filters, sort
 * and pages; admin/kb/preview and save sanitising what the editor wrote; admin/kb/upload's
 * sniffing and 2 MB limit; roles and tenants re-checked on the server.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DESK_API, VoteValue } from '../../../protocol';
import { post, seededOn, useTestApp } from '../helpers';
import type { Backend } from '../helpers';
import { desk, signIn } from '../human/kit';
import type { Desk } from '../human/kit';
import { BOUNDARY, GIF, HTML, PNG, SVG } from '../uploads/extras-kit';
import { P, startVisitor } from './routes-kit';

interface Doc { docId: string; question: string; answer: string; category: string; locale: string; enabled: boolean; upVotes: number; downVotes: number; updatedAt: number }
interface Page { docs: Doc[]; total: number; categories: string[]; locales: string[] }

const multipart = (name: string, content: Buffer, type: string) => ({
  payload: Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
    content, Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]),
  headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
});

export function runKbEditorSuite(backend: Backend): void {
  describe(`desk knowledge-base editor calls on ${backend}`, () => {
    const t = useTestApp(seededOn(backend));
    let admin: Desk;
    let agent: Desk;
    const list = (body: Record<string, unknown>) => desk<Page>(t.app, admin.token, 'admin/kb/list', body);
    const ids = (p: { data: Page }) => p.data.docs.map((d) => d.docId);
    before(async () => {
      admin = await signIn(t.app, 'admin');
      agent = await signIn(t.app, 'agent1');
      const doc = (docId: string, extra: Record<string, unknown>) => ({ docId, question: `Zebrafinch ${docId}`, answer: '<p>plain</p>', ...extra });
      await t.services.robot.kb.save('demo', [doc('zf-a', { locale: 'en', category: 'birds', similarQuestions: ['where do finches nest'] })]);
      t.clock.advance(1000);
      await t.services.robot.kb.save('demo', [doc('zf-b', { locale: 'de', category: 'birds', enabled: false, answer: '<p>They eat <strong>millet</strong> seeds</p>' })]);
      t.clock.advance(1000);
      await t.services.robot.kb.save('demo', [doc('zf-c', { locale: 'en', category: 'cages', keywords: ['aviary'] })]);
      await t.services.channels.ensureTenant('acme', 'Acme');
      await t.services.robot.kb.save('acme', [{ docId: 'zf-secret', question: 'Zebrafinch acme', answer: '<p>acme</p>', locale: 'en' }]);
    });

    it('list: search over question, similar questions, keywords and the answer text (not its markup), with filters, sorts and pages', async () => {
      const all = await list({ q: 'zebrafinch' });
      assert.equal(all.status, 200, all.msg);
      assert.deepEqual(ids(all), ['zf-c', 'zf-b', 'zf-a'], 'most recently updated first; another tenant\'s document is not there');
      assert.equal(all.data.total, 3);
      assert.ok(all.data.categories.includes('birds') && all.data.categories.includes('cages'));
      assert.ok(all.data.locales.includes('de'));
      assert.deepEqual(ids(await list({ q: 'FINCHES nest' })), ['zf-a'], 'every word, any case, in a similar question');
      assert.deepEqual(ids(await list({ q: 'millet' })), ['zf-b'], 'the answer\'s text');
      assert.deepEqual(ids(await list({ q: 'zebrafinch strong' })), [], 'not its tags');
      assert.deepEqual(ids(await list({ q: 'aviary' })), ['zf-c'], 'a keyword');
      assert.deepEqual(ids(await list({ q: 'zebrafinch', locale: 'en' })), ['zf-c', 'zf-a']);
      assert.deepEqual(ids(await list({ q: 'zebrafinch', category: 'birds', enabled: false })), ['zf-b']);
      assert.deepEqual(ids(await list({ q: 'zebrafinch', enabled: true, sort: 'question' })), ['zf-a', 'zf-c']);
      const paged = await list({ q: 'zebrafinch', sort: 'question', offset: 1, limit: 1 });
      assert.deepEqual([ids(paged), paged.data.total], [['zf-b'], 3]);

      // votes: a visitor's up and down votes move the sorts
      const v = await startVisitor(t.app);
      for (const [docId, isUseful] of [['zf-a', VoteValue.up], ['zf-c', VoteValue.down]] as const) {
        const r = await post(t.app, P.commentDoc, { docId, isUseful }, v.token);
        assert.equal(r.status, 200, r.msg);
      }
      assert.deepEqual(ids(await list({ q: 'zebrafinch', sort: 'votesUp' })), ['zf-a', 'zf-b', 'zf-c']);
      assert.deepEqual(ids(await list({ q: 'zebrafinch', sort: 'votesDown' })), ['zf-c', 'zf-b', 'zf-a']);
      const everything = await desk<{ docs: Doc[] }>(t.app, admin.token, 'admin/kb/list');
      assert.equal(everything.data.docs.length, (await t.services.robot.kb.list('demo')).length, 'without a limit: every document, as before pages');
    });

    it('list: "unknown hits" — waiting unknown questions whose nearest entry a document was, by how often they were asked', async () => {
      const { db } = t.services.deps.store;
      // the robot keeps the entry it ranked first when it fails a question
      const v = await startVisitor(t.app);
      const asked = await post(t.app, P.robotAsk, { question: 'zebrafinch purple telescope quantum weather tomorrow evening' }, v.token);
      assert.equal(asked.status, 200, asked.msg);
      const logged = await db.selectFrom('robot_unknown').select(['nearest_doc', 'asked']).where('tenant_id', '=', 'demo')
        .where('question', '=', 'zebrafinch purple telescope quantum weather tomorrow evening').executeTakeFirst();
      assert.ok(logged, `not understood: in the unknown log (the robot said ${JSON.stringify(asked.data).slice(0, 200)})`);
      assert.ok(logged.nearest_doc?.startsWith('zf-'), `the nearest entry is kept (${logged.nearest_doc})`);
      // two more waiting questions near zf-a (asked 3 times), and a handled one near zf-b that no longer counts
      await db.insertInto('robot_unknown').values([
        { tenant_id: 'demo', question_key: 'finch nest box', question: 'finch nest box', locale: 'en', asked: 3, first_at: 1, last_at: 1, nearest_doc: 'zf-a' },
        { tenant_id: 'demo', question_key: 'millet how much', question: 'millet how much', locale: 'en', asked: 9, first_at: 1, last_at: 1, nearest_doc: 'zf-b', handled_at: 2, handled_action: 'dismissed' },
      ]).execute();
      const page = await list({ q: 'zebrafinch', sort: 'unknownHits' });
      assert.equal(page.status, 200, page.msg);
      const hits = Object.fromEntries(page.data.docs.map((d) => [d.docId, (d as Doc & { unknownHits: number }).unknownHits]));
      const expected: Record<string, number> = { 'zf-a': 3, 'zf-b': 0, 'zf-c': 0 };
      expected[logged.nearest_doc!] = (expected[logged.nearest_doc!] ?? 0) + Number(logged.asked);
      assert.deepEqual(hits, expected);
      const order = [...page.data.docs].map((d) => d.docId);
      assert.equal(order[0], Object.entries(expected).sort((x, y) => y[1] - x[1])[0]![0], 'the most hit first');
    });

    it('list: bad controls are a 400 naming them; agents get a 403; no token a 401', async () => {
      for (const [body, field] of [[{ sort: 'random' }, 'sort'], [{ locale: 'xx' }, 'locale'], [{ limit: 201 }, 'limit'], [{ offset: -1 }, 'offset'],
        [{ q: 'x'.repeat(101) }, 'q'], [{ enabled: 'maybe' }, 'enabled'], [{ extra: 1 }, 'extra']] as const) {
        const r = await list(body);
        assert.equal(r.status, 400, `${JSON.stringify(body)}: ${r.msg}`);
        assert.match(r.msg, new RegExp(field), r.msg);
      }
      assert.equal((await desk(t.app, agent.token, 'admin/kb/list', {})).status, 403);
      assert.equal((await desk(t.app, undefined, 'admin/kb/list', {})).status, 401);
    });

    it('what the editor writes is sanitised: preview shows it, and save stores the same (no <script>, no onerror, no javascript: link)', async () => {
      const written = '<p><b>Steps</b></p><ul><li>one</li><li>two</li></ul><script>alert(1)</script>'
        + '<p><img src="/api/files/0123456789abcdef0123456789abcdef" alt="box" onerror="alert(2)"></p>'
        + '<p><a href="javascript:alert(3)">bad</a> <a href="https://example.com/help">help</a></p>';
      const preview = await desk<{ answer: string }>(t.app, admin.token, 'admin/kb/preview', { answer: written });
      assert.equal(preview.status, 200, preview.msg);
      const saved = await desk(t.app, admin.token, 'admin/kb/save', { docs: [{ docId: 'zf-rich', question: 'Zebrafinch steps', answer: written, locale: 'en' }] });
      assert.equal(saved.status, 200, saved.msg);
      const stored = (await desk<Doc>(t.app, admin.token, 'admin/kb/get', { docId: 'zf-rich' })).data.answer;
      assert.equal(stored, preview.data.answer, 'the preview is what is stored');
      for (const bad of [/<script/i, /onerror/i, /javascript:/i, /alert\(1\)/]) assert.doesNotMatch(stored, bad);
      assert.match(stored, /<ul><li>one<\/li><li>two<\/li><\/ul>/);
      assert.match(stored, /<img src="\/api\/files\/0123456789abcdef0123456789abcdef" alt="box" \/?>/);
      assert.match(stored, /<a href="https:\/\/example.com\/help" target="_blank" rel="noopener noreferrer">help<\/a>/);
      assert.match(stored, /<a target="_blank" rel="noopener noreferrer">bad<\/a>|>bad</, 'the javascript: link keeps its text, not its target');
      assert.equal((await desk(t.app, admin.token, 'admin/kb/preview', { answer: 'x'.repeat(20_001) })).status, 400);
      assert.equal((await desk(t.app, admin.token, 'admin/kb/preview', { answer: 5 })).status, 400);
      assert.equal((await desk(t.app, admin.token, 'admin/kb/preview', { answer: 'a\u0001b' })).status, 400);
      assert.equal((await desk(t.app, agent.token, 'admin/kb/preview', { answer: '<p>x</p>' })).status, 403);
    });

    it('upload: pictures sniffed by content, at most 2 MB, admins only; the URL serves the picture', async () => {
      const up = (name: string, content: Buffer, type: string, token: string | null = admin.token) => {
        const mp = multipart(name, content, type);
        return t.app.inject({ method: 'POST', url: `${DESK_API}admin/kb/upload`, headers: { ...mp.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) }, payload: mp.payload });
      };
      const ok = await up('dot.png', PNG, 'image/png');
      assert.equal(ok.statusCode, 200, ok.body);
      const file = (JSON.parse(ok.body) as { data: { url: string; suffix: string; fileType: string } }).data;
      assert.deepEqual([file.suffix, file.fileType], ['png', 'image']);
      assert.match(file.url, /^\/api\/files\/[0-9a-f]{32}$/);
      const served = await t.app.inject({ method: 'GET', url: file.url });
      assert.equal(served.statusCode, 200);
      assert.equal(served.headers['content-type'], 'image/png');
      assert.equal(Buffer.compare(served.rawPayload, PNG), 0);
      assert.equal((await up('anim.gif', GIF, 'image/gif')).statusCode, 200);

      for (const [name, content] of [['page.png', HTML], ['logo.svg', SVG], ['notes.png', Buffer.from('just text')]] as const) {
        const r = await up(name, content, 'image/png');
        assert.equal(r.statusCode, 415, `${name}: ${r.body}`);
      }
      const big = await up('big.png', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), 'image/png');
      assert.equal(big.statusCode, 413, big.body);
      assert.match(big.body, /2 MB/);
      assert.equal((await up('dot.png', PNG, 'image/png', agent.token)).statusCode, 403);
      assert.equal((await up('dot.png', PNG, 'image/png', null)).statusCode, 401);
      const none = await t.app.inject({ method: 'POST', url: `${DESK_API}admin/kb/upload`, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, authorization: `Bearer ${admin.token}` }, payload: `--${BOUNDARY}--\r\n` });
      assert.equal(none.statusCode, 400, none.body);
      const json = await desk(t.app, admin.token, 'admin/kb/upload', {});
      assert.equal(json.status, 400, 'a JSON body is not an upload');
    });
  });
}
