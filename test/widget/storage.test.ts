/**
 * spec §9 "Local storage helper supports expiry", spec §6 user id lifetime, DESIGN §4 idb-keyval
 * in a store of our own name, and the memory fallback when IndexedDB is unavailable.
 */
import { expect } from 'chai';
import { Limits } from '../../protocol';
import { DB_NAME, Kv, STORE_NAME, idbBackend, memoryBackend, useStorage } from '../../src/storage';
import type { Backend } from '../../src/storage';
import { clearIdentity, loadIdentity, saveIdentity } from '../../src/storage/identity';
import { runId } from './support/env';
import { freshStorage } from './support/widget';

class TestClock {
  t = 1_700_000_000_000;
  now(): number {
    return this.t;
  }
}

/** Read a key straight from IndexedDB, bypassing the Kv. */
function rawIdb(key: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(DB_NAME);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const req = db.transaction(STORE_NAME, 'readonly').objectStore(STORE_NAME).get(key);
      req.onsuccess = () => {
        db.close();
        resolve(req.result);
      };
      req.onerror = () => reject(req.error);
    };
  });
}

describe('storage', () => {
  afterEach(() => {
    freshStorage();
  });

  it('a value expires after its lifetime (controllable clock, no sleeping)', async () => {
    const clock = new TestClock();
    const backend = memoryBackend();
    const kv = new Kv({ backend, clock });
    await kv.set('k', { a: 1 }, 1000);
    clock.t += 999;
    expect(await kv.get('k')).to.deep.equal({ a: 1 });
    clock.t += 1;
    expect(await kv.get('k')).to.equal(undefined);
    expect(await backend.get('k'), 'the expired entry is removed').to.equal(undefined);
  });

  it('a value without a lifetime does not expire', async () => {
    const clock = new TestClock();
    const kv = new Kv({ backend: memoryBackend(), clock });
    await kv.set('k', 'v');
    clock.t += 10 * 365 * 24 * 3600 * 1000;
    expect(await kv.get('k')).to.equal('v');
  });

  it('keeps the visitor identity per tenant for Limits.userIdLifetimeMs', async () => {
    const clock = new TestClock();
    freshStorage(clock);
    await saveIdentity('tenant-a', { userId: 'u-a', visitorToken: 't-a' });
    await saveIdentity('tenant-b', { userId: 'u-b' });
    expect(await loadIdentity('tenant-a')).to.deep.equal({ userId: 'u-a', visitorToken: 't-a' });
    expect(await loadIdentity('tenant-b')).to.deep.equal({ userId: 'u-b' });
    clock.t += Limits.userIdLifetimeMs - 1;
    expect((await loadIdentity('tenant-a'))?.userId).to.equal('u-a');
    clock.t += 1;
    expect(await loadIdentity('tenant-a')).to.equal(undefined);
    await saveIdentity('tenant-a', { userId: 'u-a2' });
    await clearIdentity('tenant-a');
    expect(await loadIdentity('tenant-a')).to.equal(undefined);
  });

  it('stores in IndexedDB under our own database name, as {value, expiresAt}', async () => {
    const clock = new TestClock();
    const kv = new Kv({ backend: idbBackend(), clock });
    const key = `probe-${runId()}`;
    await kv.set(key, 'hello', 5000);
    expect(kv.usingFallback).to.equal(false);
    expect(await kv.get(key)).to.equal('hello');
    expect(await rawIdb(key)).to.deep.equal({ value: 'hello', expiresAt: clock.t + 5000 });
    await kv.del(key);
    expect(await rawIdb(key)).to.equal(undefined);
  });

  it('falls back to memory when IndexedDB throws (private mode), without crashing', async () => {
    const open = IDBFactory.prototype.open;
    IDBFactory.prototype.open = () => {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError');
    };
    try {
      const kv = new Kv({ backend: idbBackend() });
      await kv.set('k', 'v', 1000);
      expect(kv.usingFallback).to.equal(true);
      expect(await kv.get('k')).to.equal('v');
      useStorage(kv);
      await saveIdentity('t', { userId: 'u' });
      expect((await loadIdentity('t'))?.userId).to.equal('u');
    } finally {
      IDBFactory.prototype.open = open;
    }
  });

  it('falls back to memory when there is no IndexedDB at all', async () => {
    const original = Object.getOwnPropertyDescriptor(window, 'indexedDB') ?? Object.getOwnPropertyDescriptor(Window.prototype, 'indexedDB');
    Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true });
    try {
      const kv = new Kv({ backend: idbBackend() });
      await kv.set('k', 1);
      expect(await kv.get('k')).to.equal(1);
      expect(kv.usingFallback).to.equal(true);
    } finally {
      delete (window as { indexedDB?: unknown }).indexedDB;
      if (original && typeof indexedDB === 'undefined') Object.defineProperty(window, 'indexedDB', original);
    }
    expect(typeof indexedDB).to.equal('object');
  });

  it('falls back to memory when an operation rejects later', async () => {
    const failing: Backend = {
      get: () => Promise.reject(new Error('QuotaExceededError')),
      set: () => Promise.reject(new Error('QuotaExceededError')),
      del: () => Promise.reject(new Error('QuotaExceededError')),
    };
    const kv = new Kv({ backend: failing });
    expect(await kv.get('missing')).to.equal(undefined);
    await kv.set('k', 'v');
    expect(await kv.get('k')).to.equal('v');
  });
});
