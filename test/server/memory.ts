/**
 * Live memory of this process, for tests that check a server keeps it flat while streaming.
 * Measured after full collections with a pause between them: V8 sweeps freed Buffer memory
 * concurrently, so one collection alone still counts some garbage.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import v8 from 'node:v8';
import vm from 'node:vm';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

export async function liveMemory(): Promise<number> {
  gc();
  await sleep(10);
  gc();
  await sleep(10);
  const m = process.memoryUsage();
  // (external already includes the Buffers' memory)
  return m.heapUsed + m.external;
}
