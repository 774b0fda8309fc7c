import { test } from 'node:test';
import assert from 'node:assert/strict';
import { makeTestApp } from './helpers';
import { TokenSigner } from '../../server/identity';

test('health check answers with the database kind', async () => {
  const t = await makeTestApp();
  try {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    assert.equal(res.statusCode, 200);
    // the suite's backend: SQLite files, or PostgreSQL under `--pg`
    assert.deepEqual(res.json(), { code: 200, msg: 'success', data: { status: 'up', db: t.databaseUrl ? 'pg' : 'sqlite' } });
  } finally {
    await t.close();
  }
});

test('unknown routes and bad JSON get the envelope, never a 500', async () => {
  const t = await makeTestApp();
  try {
    const nf = await t.app.inject({ method: 'POST', url: '/api/chat/visitor/nope', payload: {} });
    assert.equal(nf.statusCode, 404);
    assert.equal(nf.json().code, 404);
    for (const payload of ['{bad', '', 'null', '"str"', '{"__proto__":{"x":1}}']) {
      const res = await t.app.inject({ method: 'POST', url: '/healthz', headers: { 'content-type': 'application/json' }, payload });
      assert.ok(res.statusCode < 500, `payload ${payload} gave ${res.statusCode}`);
    }
  } finally {
    await t.close();
  }
});

test('visitor tokens: valid, forged, expired', () => {
  const s = new TokenSigner('x'.repeat(32), 1000);
  const tok = s.sign({ tenantId: 't', channelId: 'c', userId: 'u1' }, 5000);
  assert.deepEqual(s.verify(tok, 5500), { tenantId: 't', channelId: 'c', userId: 'u1' });
  assert.equal(s.verify(tok, 7000), null, 'expired');
  const [v, body, sig] = tok.split('.');
  const forged = `${v}.${Buffer.from(JSON.stringify({ t: 't', c: 'c', u: 'u2', iat: 5000 })).toString('base64url')}.${sig}`;
  assert.equal(s.verify(forged, 5500), null, 'forged body');
  assert.equal(s.verify(`${v}.${body}.x${sig}`, 5500), null, 'bad signature');
  for (const junk of [undefined, null, 0, false, [], {}, '', 'null', 'a.b.c']) assert.equal(s.verify(junk, 5500), null);
});
