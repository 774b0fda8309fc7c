/**
 * Index builds written once, run two ways. A build is a generator whose every `yield` marks a
 * point where it may pause (between questions, every few SGD steps…); it yields nothing and
 * keeps all its state in its own frame. `runSync` drives it straight through (benches, tests,
 * the CLI); `runAsync` drives the same code in slices of about `sliceMs` and gives the event
 * loop a turn between slices, so a banking77-size rebuild (about 0.6 s of work) never holds up
 * other visitors' requests for more than a slice. Both run exactly the same operations in the
 * same order, so they build the same index.
 */
export type Work<T> = Generator<void, T, void>;

/** Default slice: well under the 50 ms "long task", long enough that yielding costs ~nothing. */
export const SLICE_MS = 10;

/** Runs a build to the end without pausing. */
export function runSync<T>(work: Work<T>): T {
  for (;;) {
    const r = work.next();
    if (r.done) return r.value;
  }
}

const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Runs a build in slices of about `sliceMs`, letting pending I/O and timers run between them
 * (setImmediate: after the poll phase, so requests that arrived meanwhile are served first).
 */
export async function runAsync<T>(work: Work<T>, sliceMs = SLICE_MS): Promise<T> {
  let until = performance.now() + sliceMs;
  for (;;) {
    const r = work.next();
    if (r.done) return r.value;
    if (performance.now() >= until) {
      await turn();
      until = performance.now() + sliceMs;
    }
  }
}
