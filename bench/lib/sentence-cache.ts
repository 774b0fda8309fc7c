/**
 * The English sentence encoder for the benches, with its vectors kept on disk between runs
 * (node_modules/.cache/kefu-bench): banking77's 13,000 questions take about four minutes of CPU
 * to encode. The file holds the texts and their vectors; the encoder is still loaded, so a text
 * not yet kept is encoded as the server would.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnglishEncoder } from '../../server/robot/encoder/english.ts';
import { calibrationTexts } from '../../server/robot/encoder/calibration-texts.ts';
import { SentenceVectors } from '../../server/robot/encoder/vectors.ts';

const here = dirname(fileURLToPath(import.meta.url));
const DIR = resolve(here, '../../node_modules/.cache/kefu-bench');
const TEXTS = resolve(DIR, 'sentences-en.json');
const VECTORS = resolve(DIR, 'sentences-en.f32');

export async function benchVectors(texts: readonly string[]): Promise<SentenceVectors> {
  const vectors = new SentenceVectors(await loadEnglishEncoder(), 1_000_000);
  if (existsSync(TEXTS) && existsSync(VECTORS)) {
    const kept = JSON.parse(readFileSync(TEXTS, 'utf8')) as string[];
    const all = new Float32Array(new Uint8Array(readFileSync(VECTORS)).buffer);
    kept.forEach((t, i) => vectors.keep(t, all.slice(i * vectors.dim, (i + 1) * vectors.dim)));
  }
  const before = vectors.size;
  await vectors.prepare([...texts, ...calibrationTexts((l) => vectors.reads(l))]);
  if (vectors.size > before) {
    mkdirSync(DIR, { recursive: true });
    const list = [...vectors.entries()];
    const all = new Float32Array(list.length * vectors.dim);
    list.forEach(([, v], i) => all.set(v, i * vectors.dim));
    writeFileSync(TEXTS, JSON.stringify(list.map(([t]) => t)));
    writeFileSync(VECTORS, Buffer.from(all.buffer));
  }
  return vectors;
}
