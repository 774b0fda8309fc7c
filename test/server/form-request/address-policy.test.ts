/** The address policy and per-hop check of fromRequest, without any network (spy resolver only). */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { checkHop, isLocalName, isPublicAddress } from '../../../server/form-request';
import type { Resolver } from '../../../server/form-request';
import { DomainError } from '../../../server/errors';

describe('isPublicAddress', () => {
  it('refuses every special range, IPv4 and IPv6, mapped or embedded', () => {
    const refused = [
      '127.0.0.1', '127.255.255.254', '0.0.0.0', '0.1.2.3', '10.0.0.1', '10.255.255.255', '172.16.0.1', '172.31.0.1',
      '192.168.0.1', '169.254.169.254', '169.254.0.1', '100.64.0.1', '100.127.255.255', '224.0.0.1', '239.255.255.250',
      '255.255.255.255', '192.0.0.8', '192.0.2.1', '198.18.0.1', '198.51.100.1', '203.0.113.1', '240.0.0.1',
      '::1', '::', 'fe80::1', 'fe80::1%eth0', 'febf::1', 'fc00::1', 'fd00::1', 'ff02::1', '::ffff:127.0.0.1', '::ffff:7f00:1',
      '::ffff:10.0.0.1', '::ffff:169.254.169.254', '64:ff9b::7f00:1', '2002:7f00:1::', '2001::1', '2001:db8::1', '100::1',
      // not addresses at all, or non-canonical spellings a resolver never returns
      '', 'localhost', '127.1', '0x7f.1', '2130706433', '0177.0.0.1', '1.2.3', 'example.com',
    ];
    for (const ip of refused) assert.equal(isPublicAddress(ip), false, ip);
    for (const ip of ['93.184.216.34', '8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:93.184.216.34']) {
      assert.equal(isPublicAddress(ip), true, ip);
    }
  });

  it('knows local names', () => {
    for (const h of ['localhost', 'LOCALHOST', 'localhost.', 'a.localhost', 'a.b.localhost.', '']) assert.equal(isLocalName(h), true, h);
    for (const h of ['localhost.example.com', 'mylocalhost', 'example.com']) assert.equal(isLocalName(h), false, h);
  });
});

describe('checkHop', () => {
  const resolver = (answers: Record<string, string[]>, asked: string[]): Resolver => async (h) => {
    asked.push(h);
    const a = answers[h];
    if (!a) throw new Error('ENOTFOUND');
    return a.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  const refused = (e: unknown) => e instanceof DomainError && e.kind === 'forbidden';

  it('checks every resolved address and answers the one to pin', async () => {
    const asked: string[] = [];
    const r = resolver({ 'ok.test': ['93.184.216.34', '2606:4700::1'], 'bad.test': ['93.184.216.34', '10.0.0.1'], 'six.test': ['::ffff:127.0.0.1'] }, asked);
    assert.deepEqual(await checkHop(new URL('https://ok.test/x'), false, r), { address: '93.184.216.34', family: 4 });
    await assert.rejects(checkHop(new URL('https://bad.test/x'), false, r), refused);
    await assert.rejects(checkHop(new URL('https://six.test/x'), false, r), refused);
    await assert.rejects(checkHop(new URL('https://nx.test/x'), false, r), (e: unknown) => e instanceof DomainError && e.kind === 'conflict');
    assert.deepEqual(asked, ['ok.test', 'bad.test', 'six.test', 'nx.test']);
  });

  it('refuses schemes, credentials and local names without resolving', async () => {
    const asked: string[] = [];
    const r = resolver({}, asked);
    for (const u of ['ftp://93.184.216.34/', 'file:///etc/passwd', 'gopher://x.test/', 'http://u:p@93.184.216.34/', 'http://localhost./', 'http://127.1/', 'http://[::1]/']) {
      await assert.rejects(checkHop(new URL(u), false, r), refused, u);
    }
    assert.deepEqual(asked, []);
  });

  it('the operator\'s allowance lets internal addresses through for the hop it is given', async () => {
    const r = resolver({ 'in.test': ['10.0.0.1'] }, []);
    assert.deepEqual(await checkHop(new URL('http://in.test/'), true, r), { address: '10.0.0.1', family: 4 });
    assert.deepEqual(await checkHop(new URL('http://127.0.0.1:8/'), true, r), { address: '127.0.0.1', family: 4 });
  });
});
