/**
 * Where stored values live. IndexedDB through idb-keyval in a database of our own name
 * (toolchain notes: in element mode it is the HOST's origin, so never the default store), or an
 * in-memory map when IndexedDB is unavailable (private mode, sandboxed frames).
 */
import { createStore, del, get, set } from 'idb-keyval';
import type { UseStore } from 'idb-keyval';

export interface Backend {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
}

export const DB_NAME = 'kefu';
export const STORE_NAME = 'kv';

export function memoryBackend(): Backend {
  const map = new Map<string, unknown>();
  return {
    get: async (key) => map.get(key),
    set: async (key, value) => { map.set(key, value); },
    del: async (key) => { map.delete(key); },
  };
}

/**
 * IndexedDB backend. Opening is lazy and every failure (a missing `indexedDB`, a SecurityError
 * from its getter, an `open` that throws or is blocked) surfaces as a rejected promise, which
 * the Kv turns into a fallback to memory.
 */
export function idbBackend(): Backend {
  let store: UseStore | null = null;
  const use = (): UseStore => {
    if (!store) {
      if (typeof indexedDB === 'undefined') throw new Error('IndexedDB is unavailable');
      store = createStore(DB_NAME, STORE_NAME);
    }
    return store;
  };
  return {
    get: async (key) => get(key, use()),
    set: async (key, value) => set(key, value, use()),
    del: async (key) => del(key, use()),
  };
}
