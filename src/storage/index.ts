/** The widget's storage (DESIGN §4): idb-keyval in our own store, with expiry and a memory fallback. */
import { idbBackend } from './backends';
import { Kv } from './kv';

export { Kv } from './kv';
export { idbBackend, memoryBackend, DB_NAME, STORE_NAME } from './backends';
export type { Backend } from './backends';
export type { Clock } from './clock';
export { systemClock } from './clock';

let current: Kv | null = null;

/** The widget's Kv, created on first use. */
export function storage(): Kv {
  current ??= new Kv({ backend: idbBackend() });
  return current;
}

/** Replace the Kv (tests: a controllable clock or a failing backend). */
export function useStorage(kv: Kv): void {
  current = kv;
}
